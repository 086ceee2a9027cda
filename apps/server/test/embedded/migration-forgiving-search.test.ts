import { describe, expect, it } from 'vitest';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { migrate, openPglite } from '../../src/db/client.ts';
import { positions } from '../../src/db/schema.ts';
import { forgivingCondition, forgivingWords } from '../../src/areas/careers/public-search.ts';
import { migrationsBefore, rows } from '../helpers/migrations.ts';

/**
 * Migration 0044 (the forgiving career search) on a database with ads: their names, towns and companies
 * are folded into position_search.names, so a misspelt word finds the ads written before it, and the
 * triggers keep the text for ads written after it.
 */
describe('migration 0044 (the forgiving search) on existing ads', () => {
  it('finds the old ads by a misspelt word, and keeps the text of new and changed ones', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0044') });
    await db.execute(sql`insert into containers (id, name, metadata) values
      (7, 'nordbolaget', '{"properties": {"displayName": "Nordfrakt Åkeri"}}'::jsonb)`);
    await db.execute(sql`insert into positions (id, container_id, name, location) values
      (700, 7, 'Truckförare', 'Umeå'), (701, 7, 'Lagermedarbetare', 'Västerås')`);

    await migrate(database);

    const found = async (q: string) =>
      (
        await db
          .select({ id: positions.id })
          .from(positions)
          .where(forgivingCondition(forgivingWords(q))!)
          .orderBy(positions.id)
      ).map((r) => r.id);
    expect(await rows(db, sql`select position_id, names from position_search order by position_id`)).toEqual([
      { position_id: 700, names: 'truckforare umea nordfrakt akeri' },
      { position_id: 701, names: 'lagermedarbetare vasteras nordfrakt akeri' },
    ]);
    expect(await found('trukförare')).toEqual([700]);
    expect(await found('lagermedarbetre')).toEqual([701]);
    expect(await found('Västeraas')).toEqual([701]);
    expect(await found('nordfrackt')).toEqual([700, 701]);

    // The triggers keep it: a new ad, a renamed one and a company's new displayed name.
    await db.execute(sql`insert into positions (id, container_id, name, location) values
      (702, 7, 'Butikssäljare', 'Göteborg')`);
    await db.execute(sql`update positions set name = 'Gaffeltruckförare' where id = 700`);
    await db.execute(sql`update containers set metadata = '{"properties": {"displayName": "Sydfrakt"}}'::jsonb
      where id = 7`);
    expect(await found('butiksäljare')).toEqual([702]);
    expect(await found('gaffeltrukförare')).toEqual([700]);
    expect(await found('sydfrackt')).toEqual([700, 701, 702]);
    expect(await found('nordfrackt')).toEqual([]);
    await database.close();
    // Every migration on PGlite, twice over: on a loaded machine more than the default 30 s.
  }, 120_000);
});
