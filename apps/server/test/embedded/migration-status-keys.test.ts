import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, openPglite } from '../../src/db/client.ts';
import { migrationsBefore, rows } from '../helpers/migrations.ts';

/**
 * Migration 0038 on a database that already has applications: application_status_keys starts from what
 * is there, and its triggers keep one row per application equal to the application's position, status,
 * process level and time after any insert, status change, label removal and delete.
 */

describe('migration 0038 (the status keys) on existing data', () => {
  it('keeps a key per application equal to it, whatever changes', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0038') });
    await db.execute(sql`insert into containers (id, name) values (7, 'Gammal AB')`);
    await db.execute(sql`insert into users (id, email) values (70, 'a@example.se'), (71, 'b@example.se')`);
    await db.execute(
      sql`insert into positions (id, container_id, name) values (700, 7, 'Tjänst'), (701, 7, 'Annan')`,
    );
    const [interest, other] = await rows(
      db,
      sql`select id from labels where container_id = 7 and label_type = 'Interest' order by id limit 2`,
    );
    const [level] = await rows(
      db,
      sql`select id from labels where container_id = 7 and label_type = 'Process'`,
    );
    await db.execute(sql`
      insert into job_applications (id, container_id, position_id, user_id, label_id, created_at) values
        (1, 7, 700, 70, ${interest!.id}, '2026-01-01T00:00:00Z'),
        (2, 7, 701, 70, null, '2026-02-01T00:00:00Z')`);

    await migrate(database);

    const applications = sql`select id as application_id, position_id, coalesce(label_id, 0) as label_id,
      coalesce(process_label_id, 0) as process_label_id, created_at::text as created_at
      from job_applications order by id`;
    const keys = sql`select application_id, position_id, label_id, process_label_id, created_at::text as created_at
      from application_status_keys order by application_id`;
    const same = async () => expect(await rows(db, keys)).toEqual(await rows(db, applications));

    await same();
    expect(await rows(db, keys)).toHaveLength(2);

    await db.execute(sql`
      insert into job_applications (id, container_id, position_id, user_id, process_label_id) values
        (3, 7, 700, 71, ${level!.id})`);
    await same();
    // A status set on several at once, a note (no key changes) and a process level.
    await db.execute(sql`update job_applications set label_id = ${other!.id} where id in (1, 3)`);
    await db.execute(sql`update job_applications set note = 'x'`);
    await db.execute(sql`update job_applications set process_label_id = ${level!.id} where id = 2`);
    await same();
    // A status removed from the company: its applications become unprocessed (ON DELETE SET NULL).
    await db.execute(sql`delete from labels where id = ${other!.id}`);
    await same();
    expect(
      await rows(db, sql`select count(*)::int as n from application_status_keys where label_id = 0`),
    ).toEqual([{ n: 3 }]);
    // An application gone takes its key with it.
    await db.execute(sql`delete from job_applications where id = 2`);
    await same();
    expect(await rows(db, keys)).toHaveLength(2);
    await database.close();
  });
});
