import pg from 'pg';

/**
 * The e2e server runs on its own fresh PostgreSQL database (created by global setup, dropped by
 * teardown), so journeys can check what the product stored, the way a support engineer would.
 */
export const E2E_ADMIN_DATABASE_URL =
  process.env.E2E_DATABASE_ADMIN_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** A connection URL to another database on the same server as `adminUrl`. */
export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function e2eDatabaseUrl(): string {
  const url = process.env.REKRY_E2E_DATABASE_URL;
  if (!url) throw new Error('REKRY_E2E_DATABASE_URL saknas: global setup har inte skapat databasen');
  return url;
}

let pool: pg.Pool | undefined;

/** Runs one read query against the e2e server's database. */
export async function queryDb<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: e2eDatabaseUrl(), max: 2 });
  const result = await pool.query(sql, params);
  return result.rows as T[];
}

/** Runs `statement` on the admin database (create/drop of the e2e database). */
export async function adminStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: E2E_ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
