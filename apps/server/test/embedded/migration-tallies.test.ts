import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, openPglite } from '../../src/db/client.ts';
import { migrationsBefore, rows } from '../helpers/migrations.ts';

/**
 * Migration 0010 on a database that already has applications (an upgrade): the tallies start from what is
 * there, with Stockholm days, and the triggers keep them from then on.
 */

describe('migration 0010 (home tallies) on existing data', () => {
  it('counts the applications that exist, by Stockholm day, and keeps counting after', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0010') });
    await db.execute(sql`insert into containers (id, name) values (7, 'Gammal AB')`);
    await db.execute(
      sql`insert into users (id, email) values (70, 'a@example.se'), (71, 'b@example.se'), (72, 'c@example.se')`,
    );
    await db.execute(sql`insert into positions (id, container_id, name) values (700, 7, 'Tjänst')`);
    // 23:30 UTC on 1 June is 01:30 on 2 June in Stockholm (summer time).
    await db.execute(sql`
      insert into job_applications (container_id, position_id, user_id, created_at, viewed_at) values
        (7, 700, 70, '2026-06-01T23:30:00Z', null),
        (7, 700, 71, '2026-06-01T12:00:00Z', now())`);

    await migrate(database);

    expect(
      await rows(db, sql`select position_id, label_id, unread, n from position_tallies order by unread`),
    ).toEqual([
      { position_id: 700, label_id: 0, unread: false, n: 1 },
      { position_id: 700, label_id: 0, unread: true, n: 1 },
    ]);
    expect(
      await rows(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as day, n from application_day_tallies order by day`,
      ),
    ).toEqual([
      { day: '2026-06-01', n: 1 },
      { day: '2026-06-02', n: 1 },
    ]);

    await db.execute(sql`
      insert into job_applications (container_id, position_id, user_id, created_at) values
        (7, 700, 72, '2026-06-02T08:00:00Z')`);
    await db.execute(sql`update job_applications set viewed_at = now() where user_id = 70`);
    expect(await rows(db, sql`select unread, n from position_tallies order by unread`)).toEqual([
      { unread: false, n: 2 },
      { unread: true, n: 1 },
    ]);
    expect(await rows(db, sql`select n from application_day_tallies order by day`)).toEqual([
      { n: 1 },
      { n: 2 },
    ]);
    await db.execute(sql`delete from positions where id = 700`);
    expect(await rows(db, sql`select * from position_tallies`)).toEqual([]);
    expect(await rows(db, sql`select * from application_day_tallies`)).toEqual([]);
    await database.close();
  });
});
