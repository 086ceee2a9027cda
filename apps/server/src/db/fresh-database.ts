import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates an empty database with a random name on a PostgreSQL server (`adminUrl` names any database
 * there); `drop` removes it again, ending its connections. The tests and the bench each run on their own.
 */
export async function createFreshPostgresDatabase(
  adminUrl: string,
  prefix = 'rekry_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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
