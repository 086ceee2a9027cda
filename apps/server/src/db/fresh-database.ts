import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates a database with a random name on a PostgreSQL server (`adminUrl` names any database there),
 * empty or a copy of `template` (a database nobody is connected to); `drop` removes it again, ending its
 * connections. The tests and the bench each run on their own; a `throwaway` one (the tests') commits
 * without waiting for the disk.
 */
export async function createFreshPostgresDatabase(
  adminUrl: string,
  prefix = 'rekry_test',
  template?: string,
  { throwaway = false }: { throwaway?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`,
    );
    // A test's database outlives no test: its commits need not wait for the disk (a few ms each on a
    // virtual disk, thousands of them a run). What a commit makes visible, and a killed server process,
    // are the same; only an operating-system crash could lose the last ones.
    if (throwaway) await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
