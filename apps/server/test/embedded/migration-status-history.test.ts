import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, openPglite } from '../../src/db/client.ts';
import { migrationsBefore, rows } from '../helpers/migrations.ts';

/**
 * The status_history migration on a database with applications and their log: each application gets
 * its 'created' rows, the log's status and process lines become 'recovered' rows (the label from the
 * line's data or by its name in the message), and a label the log does not explain an 'unrecovered' one.
 */

describe('migration status_history on existing data', () => {
  it('recovers the history from the log and counts what it cannot', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0050') });
    await db.execute(sql`insert into containers (id, name) values (7, 'Gammal AB')`);
    await db.execute(sql`insert into users (id, email) values (70, 'a@example.se'), (71, 'b@example.se'),
      (72, 'c@example.se'), (79, 'staff@example.se')`);
    await db.execute(sql`insert into positions (id, container_id, name) values (700, 7, 'Tjänst')`);
    const label = new Map(
      (await rows(db, sql`select id, name from labels where container_id = 7`)).map((r) => [
        r.name as string,
        r.id as number,
      ]),
    );
    const [yes, maybe, call] = [label.get('Intressant')!, label.get('Kanske')!, label.get('Intervju')!];
    await db.execute(sql`
      insert into job_applications (id, container_id, position_id, user_id, label_id, process_label_id, created_at) values
        (1, 7, 700, 70, ${maybe}, ${call}, '2026-01-01T08:00:00Z'),
        (2, 7, 700, 71, null, null, '2026-01-02T08:00:00Z'),
        (3, 7, 700, 72, ${yes}, null, '2026-01-03T08:00:00Z')`);
    // 1: a status by data, back and forth, and a process level by its name only (an older line).
    // 2: set and removed. 3: no line at all for the status it has.
    await db.execute(sql`
      insert into application_log (container_id, application_id, user_id, kind, message, data, created_at) values
        (7, 1, null, 'created', 'Ansökan inkom', '{}', '2026-01-01T08:00:00Z'),
        (7, 1, 79, 'status', 'Status ändrad till Intressant', ${JSON.stringify({ labelId: yes })}, '2026-01-02T09:00:00Z'),
        (7, 1, 79, 'status', 'Status ändrad till Kanske', ${JSON.stringify({ labelId: maybe })}, '2026-01-03T09:00:00Z'),
        (7, 1, 79, 'process', 'Processnivå ändrad till intervju', '{}', '2026-01-04T09:00:00Z'),
        (7, 1, 79, 'note', 'Anteckning skriven', '{}', '2026-01-04T10:00:00Z'),
        (7, 2, 79, 'status', 'Status ändrad till Kanske', ${JSON.stringify({ labelId: maybe })}, '2026-01-05T09:00:00Z'),
        (7, 2, 79, 'status', 'Status borttagen', ${JSON.stringify({ labelId: null })}, '2026-01-06T09:00:00Z')`);

    await migrate(database);

    const history = await rows(
      db,
      sql`select application_id as app, kind, from_label_id as "from", to_label_id as "to", user_id as by,
        origin, created_at::text as at from application_status_history order by id`,
    );
    // One expected row: application, kind, from, to, by, origin, and the January day and time.
    const row = (
      app: number,
      kind: string,
      from: number | null,
      to: number | null,
      by: number | null,
      origin: string,
      at: string,
    ) => ({ app, kind, from, to, by, origin, at: `2026-01-${at}:00+00` });
    expect(history).toEqual([
      row(1, 'status', null, null, null, 'created', '01 08:00'),
      row(1, 'process', null, null, null, 'created', '01 08:00'),
      row(1, 'status', null, yes, 79, 'recovered', '02 09:00'),
      row(1, 'status', yes, maybe, 79, 'recovered', '03 09:00'),
      row(1, 'process', null, call, 79, 'recovered', '04 09:00'),
      row(2, 'status', null, null, null, 'created', '02 08:00'),
      row(2, 'process', null, null, null, 'created', '02 08:00'),
      row(2, 'status', null, maybe, 79, 'recovered', '05 09:00'),
      row(2, 'status', maybe, null, 79, 'recovered', '06 09:00'),
      row(3, 'status', null, null, null, 'created', '03 08:00'),
      row(3, 'process', null, null, null, 'created', '03 08:00'),
      row(3, 'status', null, yes, null, 'unrecovered', '03 08:00'),
    ]);
    // Run again, it finds nothing left to do.
    expect(await rows(db, sql`select rekry_status_history_recover(null) as n`)).toEqual([{ n: 0 }]);

    // From now on the triggers write it: a change, a no-op update, a new application, and no update after.
    await db.execute(sql`update job_applications set label_id = ${yes}, note = 'x' where id in (1, 2)`);
    await db.execute(sql`update job_applications set note = 'y'`);
    await db.execute(sql`insert into job_applications (id, container_id, position_id, user_id, label_id)
      values (4, 7, 700, 79, ${maybe})`);
    const later = await rows(
      db,
      sql`select application_id as app, kind, from_label_id as "from", to_label_id as "to", origin
        from application_status_history where id > 12 order by id`,
    );
    expect(later).toEqual([
      { app: 1, kind: 'status', from: maybe, to: yes, origin: 'changed' },
      { app: 2, kind: 'status', from: null, to: yes, origin: 'changed' },
      { app: 4, kind: 'status', from: null, to: maybe, origin: 'created' },
      { app: 4, kind: 'process', from: null, to: null, origin: 'created' },
    ]);
    const refused = await db
      .execute(sql`update application_status_history set to_label_id = 1`)
      .catch((e: Error) => e.cause);
    expect(String(refused)).toMatch(/append-only/);
    // The author's account gone, the rows stay without it.
    await db.execute(sql`delete from users where id = 79`);
    expect(
      await rows(
        db,
        sql`select count(*)::int as n from application_status_history where user_id is not null`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(await rows(db, sql`select count(*)::int as n from application_status_history`)).toEqual([
      { n: 14 },
    ]);
    await database.close();
  });
});
