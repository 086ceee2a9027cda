import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, openPglite } from '../../src/db/client.ts';
import { migrationsBefore, rows } from '../helpers/migrations.ts';

/**
 * Migration 0026 on a database that already has applications: container_people starts from what is
 * there, and the triggers (0034's and 0037's for updates) keep it and its count equal to the applications grouped per person after any
 * insert, change of date, hold or owner, and delete.
 */

describe('migration 0026 (the GDPR screen’s people) on existing data', () => {
  it('keeps one row per company and person, their latest activity, hold and count, whatever changes', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0026') });
    await db.execute(sql`insert into containers (id, name) values (7, 'Gammal AB'), (8, 'Annan AB')`);
    await db.execute(
      sql`insert into users (id, email) values (70, 'a@example.se'), (71, 'b@example.se'), (72, 'c@example.se')`,
    );
    await db.execute(
      sql`insert into positions (id, container_id, name) values (700, 7, 'Tjänst'), (701, 7, 'Annan'), (800, 8, 'Där')`,
    );
    await db.execute(sql`
      insert into job_applications (id, container_id, position_id, user_id, last_activity_at) values
        (1, 7, 700, 70, '2026-01-01T00:00:00Z'),
        (2, 7, 701, 70, '2026-03-01T00:00:00Z'),
        (3, 7, 700, 71, '2026-02-01T00:00:00Z')`);

    await migrate(database);

    const grouped = sql`select container_id, user_id, to_char(max(last_activity_at) at time zone 'UTC', 'YYYY-MM-DD') as last,
      bool_or(legal_hold) as held from job_applications group by 1, 2 order by 1, 2`;
    const kept = sql`select container_id, user_id, to_char(last_activity_at at time zone 'UTC', 'YYYY-MM-DD') as last,
      legal_hold as held from container_people order by 1, 2`;
    const counts = sql`select container_id, n from container_people_counts order by 1`;
    const same = async () => expect(await rows(db, kept)).toEqual(await rows(db, grouped));

    expect(await rows(db, kept)).toEqual([
      { container_id: 7, user_id: 70, last: '2026-03-01', held: false },
      { container_id: 7, user_id: 71, last: '2026-02-01', held: false },
    ]);
    expect(await rows(db, counts)).toEqual([{ container_id: 7, n: 2 }]);

    await db.execute(sql`
      insert into job_applications (id, container_id, position_id, user_id, last_activity_at) values
        (4, 7, 700, 72, '2026-04-01T00:00:00Z'), (5, 8, 800, 70, '2026-05-01T00:00:00Z')`);
    await db.execute(sql`update job_applications set legal_hold = true where id = 1`);
    // The latest application goes: the person's date falls back to the other one.
    await db.execute(sql`update job_applications set last_activity_at = '2025-12-01T00:00:00Z' where id = 2`);
    await same();
    // An application handed to another person (a merge of accounts) moves between the two, and back.
    await db.execute(sql`update job_applications set user_id = 72 where id = 2`);
    await same();
    await db.execute(sql`update job_applications set user_id = 70 where id = 2`);
    await same();
    // Many people in one statement (0037 refreshes them a row at a time): every date moves, then back.
    await db.execute(
      sql`update job_applications set last_activity_at = last_activity_at + interval '40 days'`,
    );
    await same();
    await db.execute(
      sql`update job_applications set last_activity_at = last_activity_at - interval '40 days'`,
    );
    await same();
    expect(await rows(db, counts)).toEqual([
      { container_id: 7, n: 3 },
      { container_id: 8, n: 1 },
    ]);

    // A status change touches nobody's row; a person's last application gone removes them.
    await db.execute(sql`update job_applications set note = 'x'`);
    await db.execute(sql`delete from job_applications where user_id = 71`);
    await db.execute(sql`delete from job_applications where id = 2`);
    await same();
    expect(await rows(db, kept)).toContainEqual({
      container_id: 7,
      user_id: 70,
      last: '2026-01-01',
      held: true,
    });
    expect(await rows(db, counts)).toEqual([
      { container_id: 7, n: 2 },
      { container_id: 8, n: 1 },
    ]);

    // A cascade (the company goes) brings its count to zero.
    await db.execute(sql`delete from job_applications where container_id = 8`);
    await same();
    expect(await rows(db, counts)).toEqual([
      { container_id: 7, n: 2 },
      { container_id: 8, n: 0 },
    ]);
    await database.close();
  });
});
