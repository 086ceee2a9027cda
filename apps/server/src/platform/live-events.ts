/**
 * The live events the areas publish for the hub (platform/realtime.ts): each is one NOTIFY inside the
 * change's transaction, so PostgreSQL delivers it on commit (never for a rollback) to every instance's
 * hub, which tells the sockets of those who may see it. The hub knows these channels; it knows no area.
 *
 * - A position's applications changed (a status or process level set, an application added or
 *   removed): the board and the list fetch again.
 * - An application's conversation changed: the chat and its unread counts fetch again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

export const APPLICANTS_CHANNEL = 'rekry_applicants';

/** What one NOTIFY carries: the company and the position. */
export interface ApplicantsNotice {
  c: number;
  p: number;
}

export async function publishApplicantsChanged(
  db: Queryable,
  containerId: number,
  positionId: number,
): Promise<void> {
  await db.execute(sql`select ${applicantsChanged(containerId, positionId)}`);
}

/** The NOTIFY itself, for a statement that does more (a new application's insert). */
export function applicantsChanged(containerId: number, positionId: number): SQL {
  const notice: ApplicantsNotice = { c: containerId, p: positionId };
  // Identical payloads of one transaction are folded into one by PostgreSQL.
  return sql`pg_notify(${APPLICANTS_CHANNEL}, ${JSON.stringify(notice)})`;
}

/** The NOTIFY channel on which every hub hears that a conversation changed. */
export const CONVERSATIONS_CHANNEL = 'rekry_conversations';

/** What one NOTIFY carries: the company, the application and its applicant's user id. */
export interface ConversationNotice {
  c: number;
  a: number;
  u: number;
}

/** That the application's conversation changed (a message written or read). */
export async function publishConversationChanged(
  db: Queryable,
  changed: { containerId: number; applicationId: number; userId: number },
): Promise<void> {
  const notice: ConversationNotice = { c: changed.containerId, a: changed.applicationId, u: changed.userId };
  await db.execute(sql`select pg_notify(${CONVERSATIONS_CHANNEL}, ${JSON.stringify(notice)})`);
}
