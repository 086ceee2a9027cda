import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, openPglite } from '../../src/db/client.ts';
import { migrationsBefore } from '../helpers/migrations.ts';

/**
 * Migration 0013 (skill collections) on a database whose skills already repeat a name within a company:
 * the later ones get their id appended, so names are unique per company from then on.
 */

describe('migration 0013 (skill collections) on existing skills', () => {
  it('renames later duplicate names within a company, keeps other companies and refuses new duplicates', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0013') });
    await db.execute(sql`insert into containers (id, name) values (7, 'Gammal AB'), (8, 'Annan AB')`);
    await db.execute(sql`
      insert into skills (id, container_id, name) values
        (1, 7, 'Truck'), (2, 7, 'truck'), (3, 7, 'Svenska'), (4, 8, 'Truck')`);

    await migrate(database);

    const names = (await db.execute(sql`select id, name from skills order by id`)) as unknown as {
      rows: { id: number; name: string }[];
    };
    expect(names.rows).toEqual([
      { id: 1, name: 'Truck' },
      { id: 2, name: 'truck (2)' },
      { id: 3, name: 'Svenska' },
      { id: 4, name: 'Truck' },
    ]);
    await expect(
      db.execute(sql`insert into skills (container_id, name) values (7, 'SVENSKA')`),
    ).rejects.toThrow();
    await db.execute(sql`insert into skill_collections (container_id, name) values (7, 'Lager')`);
    await expect(
      db.execute(sql`insert into skill_collections (container_id, name) values (7, 'lager')`),
    ).rejects.toThrow();
    await database.close();
  });
});
