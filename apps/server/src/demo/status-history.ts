/**
 * The demo's status history. The seeds write each application already in its status, back-dated, with
 * its back-dated log lines; the history triggers would date those statuses at the seed's own moment. So,
 * on the run that seeds the applicants, their history is rewritten from the log as the status_history
 * migration recovers an existing database's (rekry_status_history_recover): the funnel and the time in
 * each stage follow the demo's dates.
 */
import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { applicationStatusHistory } from '../db/schema.ts';

/** Answers how many (application, label) states the log could not explain, or null when not run. */
export async function seedStatusHistory(db: Db, containerIds: number[], applicantsSeeded: boolean) {
  if (!applicantsSeeded) return null;
  return db.transaction(async (tx) => {
    await tx
      .delete(applicationStatusHistory)
      .where(inArray(applicationStatusHistory.containerId, containerIds));
    let unrecovered = 0;
    for (const id of containerIds) {
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`select rekry_status_history_recover(${id}::int) as n`),
      );
      unrecovered += Number(row?.n ?? 0);
    }
    return unrecovered;
  });
}
