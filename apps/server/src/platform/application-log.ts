import { sql } from 'drizzle-orm';
import { intArray } from '../db/arrays.ts';
import type { Queryable } from '../db/client.ts';
import { cteName, type StatementPart } from '../db/statement.ts';
import { applicationLog } from '../db/schema.ts';

/** One line of an application's log ('Ansökan ändrad', 'Fil uppladdad: cv.pdf', …). */
export interface ApplicationLogEntry {
  containerId: number;
  applicationId: number;
  /** Who did it; null for the system or the applicant. */
  userId: number | null;
  kind: string;
  message: string;
  data?: Record<string, unknown>;
  /** Back-dated lines (the demo seed); now otherwise. */
  createdAt?: Date;
}

/** The row for a log line: shared by logApplication and the demo seed's bulk insert. */
export const applicationLogRow = (entry: ApplicationLogEntry): typeof applicationLog.$inferInsert => ({
  ...entry,
  data: entry.data ?? {},
});

/** The one door to an application's log: any number of lines, in multi-row inserts of at most 1000. */
export async function logApplication(
  db: Queryable,
  entries: ApplicationLogEntry | readonly ApplicationLogEntry[],
): Promise<void> {
  const all = Array.isArray(entries) ? entries : [entries as ApplicationLogEntry];
  for (let i = 0; i < all.length; i += 1000)
    await db.insert(applicationLog).values(all.slice(i, i + 1000).map(applicationLogRow));
}

/** One log line as a part of one statement (db/statement.ts), its CTE named by `prefix`. */
export function logLinePart(prefix: string, entry: Omit<ApplicationLogEntry, 'createdAt'>): StatementPart {
  const line = sql`insert into ${applicationLog} (container_id, application_id, user_id, kind, message, data)
    values (${entry.containerId}::int, ${entry.applicationId}::int, ${entry.userId}::int, ${entry.kind},
      ${entry.message}, ${JSON.stringify(entry.data ?? {})}::jsonb)`;
  return { ctes: [sql`${cteName(prefix, 'logged')} as (${line})`], reads: [] };
}

/**
 * The same line on many applications (a status set on 1,000 of them): one insert from one array
 * parameter, in the order of the ids, however many there are.
 */
export async function logApplications(
  db: Queryable,
  applicationIds: readonly number[],
  line: Omit<ApplicationLogEntry, 'applicationId' | 'createdAt'>,
): Promise<void> {
  if (!applicationIds.length) return;
  await db.execute(sql`
    insert into ${applicationLog} (container_id, application_id, user_id, kind, message, data)
    select ${line.containerId}::int, a.id, ${line.userId}::int, ${line.kind}, ${line.message},
      ${JSON.stringify(line.data ?? {})}::jsonb
    from unnest(${intArray(applicationIds)}) with ordinality as a(id, n)
    order by a.n`);
}
