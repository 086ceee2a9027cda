import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import type { sql } from 'drizzle-orm';
import type { openPglite } from '../../src/db/client.ts';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * A copy of the migrations folder as it was before the migration `tag` (e.g. '0013'), to build a database
 * of that time and then upgrade it; the copy goes when the test that asked for it ends.
 */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rekry-migrations-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < tag);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** The rows a query answers on an embedded database, as plain objects. */
export const rows = async (db: Awaited<ReturnType<typeof openPglite>>['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
