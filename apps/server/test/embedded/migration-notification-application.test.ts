import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, openPglite } from '../../src/db/client.ts';
import { migrationsBefore, rows } from '../helpers/migrations.ts';

/**
 * Migration 0025 on existing notifications: those whose data names an application of their company and
 * position are tied to it (and go when it goes); those naming an application already deleted go; an ad's
 * failure, whose id is its channel row, and notifications about no application stay untied.
 */

describe('migration 0025 (notifications tied to their application) on existing data', () => {
  it('ties, removes what led nowhere and leaves the rest', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0025') });
    await db.execute(sql`insert into containers (id, name) values (7, 'Gammal AB'), (8, 'Annan AB')`);
    await db.execute(
      sql`insert into users (id, email) values (70, 'sokande@example.se'), (71, 'chef@example.se')`,
    );
    await db.execute(sql`insert into positions (id, container_id, name) values (700, 7, 'Tjänst')`);
    await db.execute(
      sql`insert into job_applications (id, container_id, position_id, user_id) values (5000, 7, 700, 70)`,
    );
    await db.execute(sql`
      insert into notifications (id, container_id, user_id, type, title, message, data) values
        (1, 7, 71, 'create_jobApplication', 'Ny ansökan', 'a', '{"positionId": 700, "id": 5000}'),
        (2, 7, 71, 'update_jobApplicationStatus', 'Status ändrad', 'b', '{"positionId": 700, "id": 4999}'),
        (3, 7, 71, 'Exception', 'Annonsen kunde inte skickas till Platsbanken', 'c', '{"positionId": 700, "id": 5000}'),
        (4, 7, 71, 'position', 'Annons publicerad', 'd', '{"positionId": 700}'),
        (5, 8, 71, 'create_jobApplication', 'Ny ansökan', 'e', '{"positionId": 800, "id": 5000}'),
        (6, 7, 71, 'send_MessageCommand', 'Meddelande skickat', 'f', '{"positionId": 700}')`);

    await migrate(database);

    // 2 named a deleted application; 5, of another company, named this one, which is not its own.
    expect(await rows(db, sql`select id, application_id from notifications order by id`)).toEqual([
      { id: 1, application_id: 5000 },
      { id: 3, application_id: null },
      { id: 4, application_id: null },
      { id: 6, application_id: null },
    ]);
    await db.execute(sql`delete from job_applications where id = 5000`);
    expect(await rows(db, sql`select id from notifications order by id`)).toEqual([
      { id: 3 },
      { id: 4 },
      { id: 6 },
    ]);
    await database.close();
  });
});
