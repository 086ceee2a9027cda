import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { PermissionId, containerRole, type ContainerSummary, type CurrentUser } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import {
  containers,
  containerUsers,
  positionPermissions,
  positions,
  type ContainerMetadata,
} from '../../db/schema.ts';
import type { AuthUser } from './auth.ts';

/** The display name from the company profile, or the container's name. */
export function displayNameOf(c: { name: string; metadata: ContainerMetadata }): string {
  const value = c.metadata.properties.displayName;
  return typeof value === 'string' && value.trim() ? value : c.name;
}

/** A suspended company's staff use nothing of it: their memberships count as none. */
const usable = ne(containers.status, 'suspended');

/** Permission ids a user holds in one container (empty: not a member, or the company is suspended). */
export async function permissionIdsIn(db: Queryable, containerId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ permissionId: containerUsers.permissionId })
    .from(containerUsers)
    .innerJoin(containers, eq(containers.id, containerUsers.containerId))
    .where(and(eq(containerUsers.containerId, containerId), eq(containerUsers.userId, userId), usable));
  return rows.map((r) => r.permissionId).sort();
}

/** Whether the user is a member of the company and it is suspended (the 403 then says so). */
export async function isSuspendedMember(db: Queryable, containerId: number, userId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(containerUsers)
    .innerJoin(containers, eq(containers.id, containerUsers.containerId))
    .where(
      and(
        eq(containerUsers.containerId, containerId),
        eq(containerUsers.userId, userId),
        eq(containers.status, 'suspended'),
      ),
    )
    .limit(1);
  return !!row;
}

/** Staff: a superuser, or a member of any company (they get the staff shell, never the candidate's). */
export async function isStaffUser(db: Queryable, user: { id: number; isSuperuser: boolean }) {
  if (user.isSuperuser) return true;
  const [row] = await db
    .select({ userId: containerUsers.userId })
    .from(containerUsers)
    .where(eq(containerUsers.userId, user.id))
    .limit(1);
  return !!row;
}

/**
 * The companies a user belongs to (a superuser: every company), each with the user's role there. A
 * suspended company is left out, except for the superuser.
 */
export async function containersOf(db: Queryable, user: AuthUser): Promise<ContainerSummary[]> {
  const memberships = await db
    .select({ containerId: containerUsers.containerId, permissionId: containerUsers.permissionId })
    .from(containerUsers)
    .innerJoin(containers, eq(containers.id, containerUsers.containerId))
    .where(and(eq(containerUsers.userId, user.id), usable));
  const byContainer = new Map<number, number[]>();
  for (const m of memberships)
    byContainer.set(m.containerId, [...(byContainer.get(m.containerId) ?? []), m.permissionId]);
  if (!user.isSuperuser && byContainer.size === 0) return [];
  const rows = await db
    .select({ id: containers.id, name: containers.name, metadata: containers.metadata })
    .from(containers)
    .where(user.isSuperuser ? undefined : inArray(containers.id, [...byContainer.keys()]))
    .orderBy(asc(containers.name));
  return rows.map((c) => {
    const permissionIds = (byContainer.get(c.id) ?? []).sort();
    return {
      id: c.id,
      name: c.name,
      displayName: displayNameOf(c),
      permissionIds,
      role: containerRole(permissionIds, user.isSuperuser),
    };
  });
}

/** The signed-in user as the web app sees them: who, and in which companies with which role. */
export async function currentUserOf(db: Queryable, user: AuthUser): Promise<CurrentUser> {
  const containers = await containersOf(db, user);
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    superuser: user.isSuperuser,
    candidate: user.isCandidate,
    // Staff win: a person who is both a member of a company and a candidate gets the staff shell (also
    // when their only company is suspended: they are still not a candidate).
    shell: user.isSuperuser || containers.length > 0 || (await isStaffUser(db, user)) ? 'staff' : 'candidate',
    containers,
  };
}

/**
 * Whether a position belongs to the company, and the user's own permission on it (null: none). Undefined
 * when the company has no such position: the caller answers 404 either way, so other companies' ids leak
 * nothing.
 */
export async function positionAccess(db: Queryable, containerId: number, positionId: number, userId: number) {
  const [row] = await db
    .select({ permissionId: positionPermissions.permissionId, kind: positions.kind })
    .from(positions)
    .leftJoin(
      positionPermissions,
      and(eq(positionPermissions.positionId, positions.id), eq(positionPermissions.userId, userId)),
    )
    .where(and(eq(positions.id, positionId), eq(positions.containerId, containerId)));
  return row;
}

/**
 * Of the company's members (container_users rows), those who hear of what happens to a position: its
 * admins, and everyone holding a permission on that position (a member without one learns nothing of it).
 */
export function hearsOfPosition(positionId: number): SQL {
  return or(
    eq(containerUsers.permissionId, PermissionId.Administrator),
    sql`exists (select 1 from ${positionPermissions} where ${positionPermissions.positionId} = ${positionId}
        and ${positionPermissions.userId} = ${containerUsers.userId})`,
  )!;
}

/** The ids of the company's members who hear of the position (hearsOfPosition). */
export async function positionAudience(db: Queryable, containerId: number, positionId: number) {
  const rows = await db
    .selectDistinct({ userId: containerUsers.userId })
    .from(containerUsers)
    .where(and(eq(containerUsers.containerId, containerId), hearsOfPosition(positionId)));
  return new Set(rows.map((r) => r.userId));
}
