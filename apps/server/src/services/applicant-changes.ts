/**
 * The live event that a position's applications changed (a status or process level set, an application
 * added or removed): one NOTIFY on APPLICANTS_CHANNEL inside the change's transaction, so PostgreSQL
 * delivers it on commit (never for a rollback) to every instance's hub, which tells the sockets of those
 * who may see the position (services/realtime.ts). The board and the list fetch again on it.
 */
import { sql } from 'drizzle-orm';
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
  const notice: ApplicantsNotice = { c: containerId, p: positionId };
  // Identical payloads of one transaction are folded into one by PostgreSQL.
  await db.execute(sql`select pg_notify(${APPLICANTS_CHANNEL}, ${JSON.stringify(notice)})`);
}
