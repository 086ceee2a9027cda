import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  eachRow,
  executePrepared,
  openPostgres,
  rowsOf,
  type Database,
  type Queryable,
} from '../src/db/client.ts';
import { createProcessDatabase, testDatabaseUrl } from './helpers/app.ts';

/** A fresh database of the describe's own, opened with a pool of one connection. */
function oneConnectionDatabase(): Pick<Database, 'db'> {
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
  // Read when a test runs, after beforeAll opened it.
  return {
    get db() {
      return database.db;
    },
  };
}

/**
 * executePrepared: one text is one named statement per connection, parsed there once; every run gets
 * its own values. One connection, so pg_prepared_statements (which is per session) sees them all.
 */
describe.skipIf(!testDatabaseUrl)('executePrepared on PostgreSQL', () => {
  const database = oneConnectionDatabase();

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

/** eachRow: rows handed on as the driver reads them; a failure gives the pool's connection back. */
describe.skipIf(!testDatabaseUrl)('eachRow on PostgreSQL', () => {
  // One connection: one that was not given back would leave the next statement waiting for good.
  const database = oneConnectionDatabase();

  const numbers = sql`select n, 'rad ' || n as text, n % 2 = 0 as even from generate_series(1, 3) n`;
  const collect = async (db: Queryable, query = numbers) => {
    const rows: unknown[][] = [];
    await eachRow(db, query, (row) => rows.push(row));
    return rows;
  };
  const expected = [
    [1, 'rad 1', false],
    [2, 'rad 2', true],
    [3, 'rad 3', false],
  ];

  it('hands on each row as an array in the select list’s order, also inside a transaction', async () => {
    expect(await collect(database.db)).toEqual(expected);
    expect(await database.db.transaction((tx) => collect(tx))).toEqual(expected);
  });

  it('fails with the statement’s error or the row handler’s, and the connection serves the next', async () => {
    await expect(collect(database.db, sql`select 1 / 0`)).rejects.toThrow('division by zero');
    expect(await collect(database.db)).toEqual(expected);
    const throwing = eachRow(database.db, numbers, () => {
      throw new Error('handler failed');
    });
    await expect(throwing).rejects.toThrow('handler failed');
    expect(await collect(database.db)).toEqual(expected);
  });
});
