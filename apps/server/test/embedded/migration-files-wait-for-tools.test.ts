import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, openPglite } from '../../src/db/client.ts';
import { migrationsBefore, rows } from '../helpers/migrations.ts';

/**
 * Migration 0043 on files marked before it: every file marked unreadable is read once more (the
 * backfill starts again from the first file), and a document whose conversion failed because
 * LibreOffice could not be started waits for LibreOffice instead of being failed. A file with its text
 * and a conversion that failed for another reason stay as they were.
 */
describe('migration 0043 (files wait for their programs) on files marked before', () => {
  it('takes back the marks a missing program may have made', async () => {
    const database = await openPglite();
    const { db } = database;
    await migratePglite(db as never, { migrationsFolder: migrationsBefore('0043') });
    await db.execute(sql`insert into containers (id, name) values (7, 'Nordbolaget')`);
    await db.execute(sql`insert into users (id, email) values (70, 'a@example.se')`);
    await db.execute(sql`insert into positions (id, container_id, name) values (700, 7, 'Lagerarbetare')`);
    await db.execute(sql`insert into job_applications (id, container_id, position_id, user_id, metadata)
      values (1, 7, 700, 70, '{}'::jsonb)`);
    await db.execute(sql`insert into application_files
      (id, application_id, container_id, property_key, filename, stored_name, content_type, size,
       conversion_failed_at) values
      (20, 1, 7, 'form_file', 'cv.pdf', 'a.pdf', 'application/pdf', 1, null),
      (21, 1, 7, 'form_file', 'scan.pdf', 'b.pdf', 'application/pdf', 1, null),
      (22, 1, 7, 'form_file', 'cv.docx', 'c.docx', 'application/octet-stream', 1, now()),
      (23, 1, 7, 'form_file', 'bomb.docx', 'd.docx', 'application/octet-stream', 1, now())`);
    await db.execute(sql`insert into application_texts (application_id, container_id, file_id, text, unreadable)
      values (1, 7, 20, 'Truckkort', false), (1, 7, 21, '', true), (1, 7, 22, '', true), (1, 7, 23, '', true)`);
    await db.execute(sql`insert into jobs (kind, payload, container_id, status, last_error) values
      ('convert-document', '{"fileId":22}'::jsonb, 7, 'failed', 'could not start soffice: not found'),
      ('convert-document', '{"fileId":23}'::jsonb, 7, 'failed', 'LibreOffice timed out after 60000 ms')`);
    await db.execute(sql`insert into app_meta (key, value) values ('file_text_backfill', 'done')
      on conflict (key) do update set value = 'done'`);

    await migrate(database);

    expect(
      await rows(
        db,
        sql`select file_id, text, unreadable, waiting_for from application_texts order by file_id`,
      ),
    ).toEqual([
      { file_id: 20, text: 'Truckkort', unreadable: false, waiting_for: null },
      { file_id: 22, text: '', unreadable: false, waiting_for: 'libreoffice' },
    ]);
    expect(
      await rows(
        db,
        sql`select id, conversion_failed_at is not null as failed from application_files order by id`,
      ),
    ).toEqual([
      { id: 20, failed: false },
      { id: 21, failed: false },
      { id: 22, failed: false },
      { id: 23, failed: true },
    ]);
    expect(await rows(db, sql`select value from app_meta where key = 'file_text_backfill'`)).toEqual([
      { value: '0' },
    ]);
    await database.close();
  });
});
