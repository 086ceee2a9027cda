import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, openPglite } from '../../src/db/client.ts';
import { migrationsBefore } from '../helpers/migrations.ts';

/**
 * Migration 0024 on Platsbanken postings saved before the schedule and duration texts were asked for:
 * they get the texts their codes mean; a channel never filled in, one with its own texts, and other
 * channels are left as they are.
 */

describe('migration 0024 (Platsbanken texts) on saved postings', () => {
  it('fills the schedule and duration texts from the codes, and nothing else', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0024') });
    await db.execute(sql`insert into containers (id, name) values (7, 'Gammal AB')`);
    await db.execute(sql`
      insert into positions (id, container_id, name) values (1, 7, 'Lager'), (2, 7, 'Kök'), (3, 7, 'Städ'), (4, 7, 'Bud')`);
    const saved = { occupationId: '7154', scheduleTimeType: '2', temporaryTimeLength: '3' };
    const open = { occupationId: '7154', scheduleTimeType: '1', temporaryTimeLength: '' };
    const own = { ...open, scheduleText: 'Dagtid', durationText: 'Ett år' };
    const rows = [
      [1, 1, 'arbetsformedlingen', saved],
      [2, 2, 'arbetsformedlingen', open],
      [3, 3, 'arbetsformedlingen', own],
      [4, 1, 'classifieds', open],
      // A Platsbanken channel never filled in stays empty: its form starts from the prefill.
      [5, 4, 'arbetsformedlingen', {}],
    ] as const;
    for (const [id, positionId, partner, data] of rows) {
      await db.execute(sql`
        insert into position_integrations (id, container_id, position_id, partner, type_id, data)
        values (${id}, 7, ${positionId}, ${partner}, 1, ${JSON.stringify(data)}::jsonb)`);
    }

    await migrate(database);

    const after = (await db.execute(
      sql`select id, data from position_integrations order by id`,
    )) as unknown as {
      rows: { id: number; data: Record<string, unknown> }[];
    };
    const data = Object.fromEntries(after.rows.map((r) => [r.id, r.data]));
    expect(data[1]).toEqual({ ...saved, scheduleText: 'Deltid', durationText: '3–6 månader' });
    expect(data[2]).toEqual({ ...open, scheduleText: 'Heltid', durationText: 'Tills vidare' });
    expect(data[3]).toEqual(own);
    expect(data[4]).toEqual(open);
    expect(data[5]).toEqual({});
    await database.close();
  });
});
