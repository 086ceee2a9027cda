/**
 * Migration reports_rollup on PostgreSQL, from a database of the schema before it with applications and
 * their history (test/embedded/migration-reports-rollup.test.ts runs the same on PGlite).
 */
import { it } from 'vitest';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrate, openPostgres } from '../src/db/client.ts';
import { createFreshPostgresDatabase, describeOnce, testDatabaseUrl } from './helpers/app.ts';
import { migrationsBefore } from './helpers/migrations.ts';
import { expectReportRollupAfter0056, reportRowsBefore0056 } from './helpers/reports-rollup-migration.ts';

describeOnce('migration reports_rollup on PostgreSQL', () => {
  it.skipIf(!testDatabaseUrl)('keeps what the reports count of the rows already there', async () => {
    const fresh = await createFreshPostgresDatabase(testDatabaseUrl!, 'rekry_test');
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      await migratePg(drizzle({ client }), { migrationsFolder: migrationsBefore('0056') });
      await reportRowsBefore0056(drizzle({ client }));
    } finally {
      await client.end();
    }
    const database = await openPostgres(fresh.url, 2);
    try {
      await migrate(database, fresh.url);
      await expectReportRollupAfter0056(database.db);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
