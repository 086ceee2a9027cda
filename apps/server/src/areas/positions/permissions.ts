import { and, asc, eq } from 'drizzle-orm';
import { permissionLabels, type PositionPermissionRow } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { containerUsers, positionPermissions, positions, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import type { ActionContext, HandlerMap } from '../../platform/action-context.ts';

const rowColumns = {
  userId: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  permissionId: positionPermissions.permissionId,
};

async function permissionRows(
  db: Queryable,
  positionId: number,
  userId?: number,
): Promise<PositionPermissionRow[]> {
  return db
    .select(rowColumns)
    .from(positionPermissions)
    .innerJoin(users, eq(users.id, positionPermissions.userId))
    .where(
      and(
        eq(positionPermissions.positionId, positionId),
        userId === undefined ? undefined : eq(positionPermissions.userId, userId),
      ),
    )
    .orderBy(asc(users.email));
}

/** A position permission goes to a member of the position's company, named by e-mail. */
async function memberByEmail(db: Queryable, containerId: number, email: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      containerUsers,
      and(eq(containerUsers.userId, users.id), eq(containerUsers.containerId, containerId)),
    )
    .where(eq(users.email, email))
    .limit(1);
  if (!row)
    throw badRequest('Användaren finns inte i företaget', { email: 'Användaren finns inte i företaget' });
  return row.id;
}

/** 'Gav anna@… behörigheten Läsare på tjänsten Säljare' in the audit log. */
async function auditPositionPermission(
  db: Queryable,
  audit: ActionContext['audit'],
  change: { containerId: number; positionId: number; userId: number; email: string; permissionId: number },
  verb: 'Gav' | 'Ändrade',
): Promise<void> {
  const [position] = await db
    .select({ name: positions.name })
    .from(positions)
    .where(eq(positions.id, change.positionId));
  const label = permissionLabels([change.permissionId]);
  await audit({
    kind: 'permission',
    summary:
      verb === 'Gav'
        ? `Gav ${change.email} behörigheten ${label} på tjänsten ${position?.name ?? change.positionId}`
        : `Ändrade ${change.email}s behörighet på tjänsten ${position?.name ?? change.positionId} till ${label}`,
    containerId: change.containerId,
    data: {
      positionId: change.positionId,
      userId: change.userId,
      email: change.email,
      permissionId: change.permissionId,
    },
  });
}

export const positionPermissionHandlers = {
  async get_PositionPermissions({ positionId }, { db }) {
    return permissionRows(db, positionId);
  },

  async create_PositionPermission({ containerId, positionId, email, permissionId }, { db, audit }) {
    const userId = await memberByEmail(db, containerId, email);
    const inserted = await db
      .insert(positionPermissions)
      .values({ containerId, positionId, userId, permissionId })
      .onConflictDoNothing()
      .returning({ userId: positionPermissions.userId });
    if (inserted.length === 0) throw conflict('Användaren har redan en behörighet på tjänsten');
    await auditPositionPermission(db, audit, { containerId, positionId, userId, email, permissionId }, 'Gav');
    return (await permissionRows(db, positionId, userId))[0]!;
  },

  async update_PositionPermission({ containerId, positionId, email, permissionId }, { db, audit }) {
    const userId = await memberByEmail(db, containerId, email);
    const updated = await db
      .update(positionPermissions)
      .set({ permissionId })
      .where(and(eq(positionPermissions.positionId, positionId), eq(positionPermissions.userId, userId)))
      .returning({ userId: positionPermissions.userId });
    if (updated.length === 0) throw notFound('Användaren har ingen behörighet på tjänsten');
    await auditPositionPermission(
      db,
      audit,
      { containerId, positionId, userId, email, permissionId },
      'Ändrade',
    );
    return (await permissionRows(db, positionId, userId))[0]!;
  },
} satisfies Partial<HandlerMap>;
