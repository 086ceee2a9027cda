import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../src/db/client.ts';

/** The tables the reports' triggers keep (migration reports_rollup). */
const KEPT = [
  'application_report_facts',
  'application_report_stays',
  'application_report_reaches',
  'report_funnel_counts',
  'report_people_counts',
  'report_source_counts',
  'report_position_counts',
  'report_stay_counts',
  'report_activity_counts',
] as const;

/** Every row the reports keep, each table's in a fixed order; a count at 0 is as none. */
export async function keptForReports(db: Queryable) {
  const kept: Record<string, unknown[]> = {};
  for (const table of KEPT) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql.raw(`select * from ${table} ${table.startsWith('report_') ? 'where n <> 0' : ''}`),
      ),
    );
    kept[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return kept;
}

/**
 * What the triggers kept is what the reports would be rebuilt to from the applications, their history,
 * e-mails and interviews (rekry_report_rebuild). Answers the kept rows.
 */
export async function expectReportsKept(db: Queryable) {
  const kept = await keptForReports(db);
  await db.execute(sql`select rekry_report_rebuild()`);
  expect(kept).toEqual(await keptForReports(db));
  return kept;
}

/** An application's facts row (status, level, what it reached …), or undefined. */
export async function factsOf(db: Queryable, applicationId: number) {
  const [row] = rowsOf<{
    position_id: number;
    status: number | null;
    level: number | null;
    statuses: number[];
    levels: number[];
    source: string;
    referer: string | null;
    gender: string | null;
    age: number | null;
    booked: boolean;
  }>(await db.execute(sql`select * from application_report_facts where application_id = ${applicationId}`));
  return row;
}
