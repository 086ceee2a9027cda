/**
 * The live event that a position's applications changed (a status or process level set, an application
 * added or removed): one NOTIFY on APPLICANTS_CHANNEL inside the change's transaction, so PostgreSQL
 * delivers it on commit (never for a rollback) to every instance's hub, which tells the sockets of those
 * who may see the position (platform/realtime.ts). The board and the list fetch again on it.
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
