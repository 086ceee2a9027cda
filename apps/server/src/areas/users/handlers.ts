import { and, eq, ne } from 'drizzle-orm';
import { auditRows, PermissionId, permissionLabels, type ContainerUser } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { containerUsers, notificationPreferences, positionPermissions, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { deleteInvitation, inviteToContainer, listInvitations, resendInvitation } from '../account/index.ts';
import { sendPasswordLink } from '../account/index.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { exportMembers } from './export.ts';
import { membersOf } from './presenters.ts';

const messages = {
  notMember: 'Användaren finns inte i företaget',
  lastAdmin: 'Företaget måste ha minst en administratör',
  disabled: 'Kontot är avstängt',
} as const;

async function memberOrThrow(db: Queryable, containerId: number, userId: number): Promise<ContainerUser> {
  const [member] = await membersOf(db, containerId, userId);
  if (!member) throw notFound(messages.notMember);
  return member;
}

/** Refuses a change that would leave the company without an administrator. */
async function assertAnotherAdminRemains(db: Queryable, containerId: number, userId: number): Promise<void> {
  const others = await db
    .select({ userId: containerUsers.userId })
    .from(containerUsers)
    .where(
      and(
        eq(containerUsers.containerId, containerId),
        eq(containerUsers.permissionId, PermissionId.Administrator),
        ne(containerUsers.userId, userId),
      ),
    )
    .limit(1);
  if (others.length === 0) throw conflict(messages.lastAdmin);
}

async function setPermissions(db: Queryable, containerId: number, userId: number, permissionIds: number[]) {
  await db
    .delete(containerUsers)
    .where(and(eq(containerUsers.containerId, containerId), eq(containerUsers.userId, userId)));
  await db
    .insert(containerUsers)
    .values([...new Set(permissionIds)].map((permissionId) => ({ containerId, userId, permissionId })));
}

export const userHandlers = {
  async get_ContainerUsers({ containerId }, { db }) {
    return membersOf(db, containerId);
  },

  async export_ContainerUsers({ containerId }, { db, audit }) {
    const file = await exportMembers(db, containerId);
    await audit({
      kind: 'export',
      summary: `Exporterade användarlistan (${auditRows(file.rows)})`,
      containerId,
      data: { export: 'users', rows: file.rows },
    });
    return file;
  },

  async get_UserById({ containerId, userId }, { db, log }) {
    try {
      return await memberOrThrow(db, containerId, userId);
    } catch (err) {
      log.warn({ containerId, userId }, 'user-by-id lookup failed'); // SPEC §8: logged
      throw err;
    }
  },

  /** Adding someone by e-mail is an invitation: no account is read, created or answered. */
  async create_ContainerUserPermission({ containerId, email, permissionIds }, { db, services, user, audit }) {
    const invitation = await inviteToContainer(db, services, {
      containerId,
      email,
      permissionIds,
      invitedBy: user.id,
    });
    await audit({
      kind: 'membership',
      summary: `Bjöd in ${email} (${permissionLabels(permissionIds)})`,
      containerId,
      data: { email, permissionIds, invitationId: invitation.id },
    });
    return invitation;
  },

  async get_ContainerInvitations({ containerId }, { db }) {
    return listInvitations(db, containerId);
  },

  async resend_ContainerInvitation({ containerId, invitationId }, { db, services, user }) {
    return resendInvitation(db, services, containerId, invitationId, user.id);
  },

  async delete_ContainerInvitation({ containerId, invitationId }, { db, audit }) {
    await deleteInvitation(db, containerId, invitationId);
    await audit({
      kind: 'membership',
      summary: 'Drog tillbaka en inbjudan',
      containerId,
      data: { invitationId },
    });
    return { ok: true as const };
  },

  async update_ContainerUserPermission({ containerId, email, permissionIds }, { db, audit }) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw notFound(messages.notMember);
    const member = await memberOrThrow(db, containerId, user.id);
    if (
      member.permissionIds.includes(PermissionId.Administrator) &&
      !permissionIds.includes(PermissionId.Administrator)
    ) {
      await assertAnotherAdminRemains(db, containerId, user.id);
    }
    await setPermissions(db, containerId, user.id, permissionIds);
    await audit({
      kind: 'permission',
      summary: `Ändrade behörigheter för ${email}: ${permissionLabels(member.permissionIds)} → ${permissionLabels(permissionIds)}`,
      containerId,
      data: { userId: user.id, email, before: member.permissionIds, after: permissionIds },
    });
    return memberOrThrow(db, containerId, user.id);
  },

  async delete_ContainerUserPermission({ containerId, userId }, { db, audit }) {
    const member = await memberOrThrow(db, containerId, userId);
    if (member.permissionIds.includes(PermissionId.Administrator))
      await assertAnotherAdminRemains(db, containerId, userId);
    const inContainer = and(eq(containerUsers.containerId, containerId), eq(containerUsers.userId, userId));
    await db.delete(containerUsers).where(inContainer);
    await db
      .delete(positionPermissions)
      .where(and(eq(positionPermissions.containerId, containerId), eq(positionPermissions.userId, userId)));
    await db
      .delete(notificationPreferences)
      .where(
        and(eq(notificationPreferences.containerId, containerId), eq(notificationPreferences.userId, userId)),
      );
    await audit({
      kind: 'membership',
      summary: `Tog bort ${member.email} från företaget`,
      containerId,
      data: { userId, email: member.email, permissionIds: member.permissionIds },
    });
    return { ok: true as const };
  },

  async reset_UserPassword({ containerId, userId }, { db, services, audit }) {
    const member = await memberOrThrow(db, containerId, userId);
    if (member.disabled) throw conflict(messages.disabled);
    await sendPasswordLink(db, services, {
      id: member.userId,
      email: member.email,
      firstname: member.firstname,
    });
    await audit({
      kind: 'password',
      summary: `Skickade en länk för nytt lösenord till ${member.email}`,
      containerId,
      data: { userId },
    });
    return { ok: true as const };
  },
} satisfies Partial<HandlerMap>;
