import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, openPglite } from '../../src/db/client.ts';
import { rows } from '../helpers/migrations.ts';

/** Migration 0041 leaves PGlite's GIN indexes without a pending list: nothing there would ever merge one. */
describe('the applicant GIN indexes on the embedded database', () => {
  it('write straight into the index (no pending list)', async () => {
    const database = await openPglite();
    await migrate(database);
    const options = await rows(
      database.db,
      sql`select relname, reloptions from pg_class
          where relname in ('application_search_texts_trgm_idx', 'application_answers_idx') order by relname`,
    );
    expect(options).toEqual([
      { relname: 'application_answers_idx', reloptions: ['fastupdate=false'] },
      { relname: 'application_search_texts_trgm_idx', reloptions: ['fastupdate=false'] },
    ]);
    await database.close();
  });
});
