import { describe, it } from 'vitest';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, openPglite } from '../../src/db/client.ts';
import { migrationsBefore } from '../helpers/migrations.ts';
import {
  expectSwedishSearchAfter0042,
  swedishSearchRowsBefore0042,
} from '../helpers/swedish-search-migration.ts';

/**
 * Migration 0042 (one Swedish search) on a database with ads and CV texts: their stored vectors are
 * rebuilt, so 'lager', 'lagret' and 'lagren' find the old rows alike, on the career site and in the CVs.
 * (test/swedish-search.test.ts runs the same on PostgreSQL.)
 */

describe('migration 0042 (one Swedish search) on existing ads and texts', () => {
  it('finds the old rows with the new rules', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0042') });
    await swedishSearchRowsBefore0042(db);

    await migrate(database);

    await expectSwedishSearchAfter0042(db);
    await database.close();
  });
});
