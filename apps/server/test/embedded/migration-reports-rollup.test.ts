import { describe, it } from 'vitest';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, openPglite } from '../../src/db/client.ts';
import { migrationsBefore } from '../helpers/migrations.ts';
import { expectReportRollupAfter0056, reportRowsBefore0056 } from '../helpers/reports-rollup-migration.ts';

/**
 * Migration reports_rollup on a database with applications, their history, an e-mail and a booked
 * interview: the facts, stays, levels reached and counts are written from them, the reports read them, and
 * the triggers keep them after. (test/reports-rollup-migration.test.ts runs the same on PostgreSQL.)
 */

describe('migration reports_rollup on existing data', () => {
  it('keeps what the reports count of the rows already there, and from then on', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0056') });
    await reportRowsBefore0056(db);

    await migrate(database);

    await expectReportRollupAfter0056(db);
    await database.close();
  });
});
