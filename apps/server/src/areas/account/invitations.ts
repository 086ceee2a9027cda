import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  INVITATION_TTL_DAYS,
  invitationMessages,
  permissionLabels,
  type ContainerInvitation,
  type InvitationInfo,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { containerInvitations, containers, containerUsers, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import { actorOf, recordAudit } from '../../platform/audit.ts';
import { queueEmails } from '../../platform/mail-queue.ts';
import type { Services } from '../../platform/services.ts';
import { newLinkToken, tokenHash } from '../../platform/link-tokens.ts';

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 3600_000;

type InvitationRow = typeof containerInvitations.$inferSelect;

function view(row: InvitationRow, now = Date.now()): ContainerInvitation {
  return {
    id: row.id,
    email: row.email,
    permissionIds: [...row.permissionIds].sort((a, b) => a - b),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now,
  };
}

async function containerName(db: Queryable, containerId: number): Promise<string> {
  const [row] = await db
    .select({ name: containers.name })
    .from(containers)
    .where(eq(containers.id, containerId));
  return row?.name ?? '';
}

/** Queues the invitation mail: the same text whether or not the address has an account. */
async function mailInvitation(
  db: Queryable,
  services: Services,
  row: InvitationRow,
  token: string,
): Promise<void> {
  const company = await containerName(db, row.containerId);
  const operator = services.config.operatorName;
  const link = `${services.config.appUrl}/invite/${token}`;
  await queueEmails(db, [
    {
      to: row.email,
      subject: `Inbjudan till ${company} på ${operator}`,
      text:
        `Hej!\n\n${company} har bjudit in dig till sin företagsadministration på ${operator}. ` +
        `Följ länken för att tacka ja (länken gäller i ${INVITATION_TTL_DAYS} dagar och kan användas en gång):\n\n` +
        `${link}\n\nVäntade du dig inte den här inbjudan kan du bortse från mejlet.\n\nHälsningar\n${operator}`,
      emailType: 'container_invite',
      containerId: row.containerId,
    },
  ]);
}

/**
 * Invites an address to a company, or renews the pending invitation to it (new link, new expiry, the
 * permissions now chosen; the old link stops working). Nothing about a person is read or answered:
 * one query tells whether the address is already a member of this company (which the company may
 * know), and the work and the answer are otherwise the same for every address.
 */
export async function inviteToContainer(
  db: Queryable,
  services: Services,
  input: { containerId: number; email: string; permissionIds: number[]; invitedBy: number },
): Promise<ContainerInvitation> {
  const [member] = await db
    .select({ one: sql<number>`1` })
    .from(containerUsers)
    .innerJoin(users, eq(users.id, containerUsers.userId))
    .where(and(eq(containerUsers.containerId, input.containerId), eq(users.email, input.email)))
    .limit(1);
  if (member) throw conflict(invitationMessages.alreadyMember);
  const token = newLinkToken();
  const values = {
    containerId: input.containerId,
    email: input.email,
    permissionIds: [...new Set(input.permissionIds)].sort((a, b) => a - b),
    tokenHash: tokenHash(token),
    invitedBy: input.invitedBy,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  };
  const [row] = await db
    .insert(containerInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [containerInvitations.containerId, containerInvitations.email],
      targetWhere: sql`${containerInvitations.acceptedAt} is null`,
      set: {
        permissionIds: values.permissionIds,
        tokenHash: values.tokenHash,
        invitedBy: values.invitedBy,
        createdAt: values.createdAt,
        expiresAt: values.expiresAt,
      },
    })
    .returning();
  await mailInvitation(db, services, row!, token);
  return view(row!);
}

async function pendingOrThrow(db: Queryable, containerId: number, invitationId: number) {
  const [row] = await db
    .select()
    .from(containerInvitations)
    .where(
      and(
        eq(containerInvitations.id, invitationId),
        eq(containerInvitations.containerId, containerId),
        isNull(containerInvitations.acceptedAt),
      ),
    );
  if (!row) throw notFound(invitationMessages.notFound);
  return row;
}

export async function resendInvitation(
  db: Queryable,
  services: Services,
  containerId: number,
  invitationId: number,
  invitedBy: number,
): Promise<ContainerInvitation> {
  const row = await pendingOrThrow(db, containerId, invitationId);
  return inviteToContainer(db, services, {
    containerId,
    email: row.email,
    permissionIds: row.permissionIds,
    invitedBy,
  });
}

export async function deleteInvitation(db: Queryable, containerId: number, invitationId: number) {
  const row = await pendingOrThrow(db, containerId, invitationId);
  await db.delete(containerInvitations).where(eq(containerInvitations.id, row.id));
}

/** The company's invitations that wait for an answer (expired ones too, so they can be sent again). */
export async function listInvitations(db: Queryable, containerId: number): Promise<ContainerInvitation[]> {
  const rows = await db
    .select()
    .from(containerInvitations)
    .where(and(eq(containerInvitations.containerId, containerId), isNull(containerInvitations.acceptedAt)))
    .orderBy(asc(containerInvitations.email));
  const now = Date.now();
  return rows.map((r) => view(r, now));
}

/** The invitation a link names, if it can still be accepted; otherwise a 400 that says why. */
export async function usableInvitation(db: Queryable, token: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(containerInvitations)
    .where(eq(containerInvitations.tokenHash, tokenHash(token)));
  const message = !row
    ? invitationMessages.invalid
    : row.acceptedAt
      ? invitationMessages.used
      : row.expiresAt.getTime() <= Date.now()
        ? invitationMessages.expired
        : null;
  if (message) throw badRequest(message, { token: message });
  return row!;
}

/** What the holder of a link sees before accepting: the company, the address, and whether to set a password. */
export async function invitationInfo(db: Queryable, token: string): Promise<InvitationInfo> {
  const row = await usableInvitation(db, token);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, row.email));
  return {
    containerId: row.containerId,
    containerName: await containerName(db, row.containerId),
    email: row.email,
    needsPassword: !user?.passwordHash,
  };
}

/**
 * Marks the invitation accepted (one-time: a conditional update, so of concurrent requests only one
 * can) and answers it; the caller then adds the membership in the same transaction.
 */
export async function claimInvitation(db: Queryable, invitationId: number): Promise<InvitationRow> {
  const [claimed] = await db
    .update(containerInvitations)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(containerInvitations.id, invitationId),
        isNull(containerInvitations.acceptedAt),
        gt(containerInvitations.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!claimed) throw badRequest(invitationMessages.used, { token: invitationMessages.used });
  return claimed;
}

/**
 * Makes the user a member with the invited permissions (added to any they already hold there), and
 * records it in the audit log as the person who accepted.
 */
export async function joinContainer(
  db: Queryable,
  invitation: InvitationRow,
  userId: number,
  ip: string,
): Promise<void> {
  const [person] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  await recordAudit(db, actorOf(person!, ip), {
    kind: 'membership',
    summary: `Tackade ja till inbjudan och blev medlem (${permissionLabels(invitation.permissionIds)})`,
    containerId: invitation.containerId,
    data: { userId, invitationId: invitation.id, permissionIds: invitation.permissionIds },
  });
  await db
    .insert(containerUsers)
    .values(
      invitation.permissionIds.map((permissionId) => ({
        containerId: invitation.containerId,
        userId,
        permissionId,
      })),
    )
    .onConflictDoNothing();
}
