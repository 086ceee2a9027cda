import type { Queryable } from '../db/client.ts';
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
