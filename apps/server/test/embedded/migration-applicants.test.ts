import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, openPglite } from '../../src/db/client.ts';
import { migrationsBefore, rows } from '../helpers/migrations.ts';

/**
 * Migration 0003 on a database that already has companies and applications (an upgrade, not a new
 * database): every existing company gets the default labels, a label_id from before (there was no labels
 * table to point at) is cleared, and companies created afterwards get the labels from the trigger.
 */

describe('migration 0003 (applicants) on existing data', () => {
  it('gives existing companies the default labels and clears label ids that pointed nowhere', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0003') });
    await db.execute(sql`insert into containers (id, name) values (7, 'Gammal AB'), (8, 'Äldre AB')`);
    await db.execute(sql`insert into users (id, email) values (70, 'sokande@example.se')`);
    await db.execute(sql`insert into positions (id, container_id, name) values (700, 7, 'Tjänst')`);
    await db.execute(
      sql`insert into job_applications (container_id, position_id, user_id, label_id) values (7, 700, 70, 3)`,
    );

    await migrate(database);

    const perCompany = await rows(
      db,
      sql`select container_id, label_type, count(*)::int as n from labels group by 1, 2 order by 1, 2`,
    );
    expect(perCompany).toEqual([
      { container_id: 7, label_type: 'Interest', n: 4 },
      { container_id: 7, label_type: 'Process', n: 6 },
      { container_id: 8, label_type: 'Interest', n: 4 },
      { container_id: 8, label_type: 'Process', n: 6 },
    ]);
    expect(await rows(db, sql`select label_id, process_label_id from job_applications`)).toEqual([
      { label_id: null, process_label_id: null },
    ]);
    await db.execute(sql`insert into containers (id, name) values (9, 'Ny AB')`);
    const fresh = await rows(db, sql`select name from labels where container_id = 9 order by id`);
    expect(fresh.map((r) => r.name)).toContain('Intressant');
  });
});
