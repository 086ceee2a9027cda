import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { executePrepared, openPostgres, rowsOf, type Database } from '../src/db/client.ts';
import { createProcessDatabase, testDatabaseUrl } from './helpers/app.ts';

/**
 * executePrepared: one text is one named statement per connection, parsed there once; every run gets
 * its own values. One connection, so pg_prepared_statements (which is per session) sees them all.
 */
describe.skipIf(!testDatabaseUrl)('executePrepared on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof createProcessDatabase>>;
  let database: Database;

  beforeAll(async () => {
    fresh = await createProcessDatabase();
    database = await openPostgres(fresh.url, 1);
  });
  afterAll(async () => {
    await database.close();
    await fresh.drop();
  });

  const doubled = (n: number) => sql`select ${n}::int * 2 as value`;
  const tripled = (n: number) => sql`select ${n}::int * 3 as value`;

  it('prepares a text once and runs it with each call’s own values', async () => {
    const { db } = database;
    const answers = [];
    for (const n of [1, 2, 3]) answers.push(rowsOf<{ value: number }>(await executePrepared(db, doubled(n))));
    answers.push(rowsOf<{ value: number }>(await executePrepared(db, tripled(5))));
    expect(answers.map((rows) => rows[0]!.value)).toEqual([2, 4, 6, 15]);

    const prepared = rowsOf<{ statement: string }>(
      await db.execute(sql`select statement from pg_prepared_statements order by prepare_time`),
    ).map((row) => row.statement);
    expect(prepared).toEqual(['select $1::int * 2 as value', 'select $1::int * 3 as value']);
  });

  it('works inside a transaction, whose rollback takes its writes back', async () => {
    const { db } = database;
    await db.execute(sql`create table prepared_probe (n int)`);
    await expect(
      db.transaction(async (tx) => {
        await executePrepared(tx, sql`insert into prepared_probe values (${7})`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await executePrepared(db, sql`insert into prepared_probe values (${8})`);
    const rows = rowsOf<{ n: number }>(await db.execute(sql`select n from prepared_probe`));
    expect(rows).toEqual([{ n: 8 }]);
  });
});
