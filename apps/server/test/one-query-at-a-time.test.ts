/**
 * A pg client runs one query at a time: pg queues one sent while another runs, but warns of it
 * (DeprecationWarning) and pg@9 refuses it. A mutation's queries share its transaction's client, and
 * presenters start several together (Promise.all), so the client itself sends them in turn.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { testAppWithWorld, testDatabaseUrl } from './helpers/app.ts';
import { PG_QUERY_WHILE_BUSY } from './setup/no-pg-query-warning.ts';

/** The pg warnings of a query sent to a busy client while `work` ran. */
async function warningsDuring(work: () => Promise<void>): Promise<string[]> {
  const heard: string[] = [];
  const listener = (warning: Error) => {
    if (warning.message.includes(PG_QUERY_WHILE_BUSY)) heard.push(warning.stack ?? warning.message);
  };
  process.on('warning', listener);
  try {
    await work();
    // process.emitWarning tells its listeners on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('warning', listener);
  }
  return heard;
}

describe.skipIf(!testDatabaseUrl)('one query at a time on a PostgreSQL client', () => {
  const { t, world } = testAppWithWorld();

  it('a mutation whose answer is read by queries started together (upsert_Skill) warns of none', async () => {
    const warnings = await warningsDuring(async () => {
      const res = await t.as(world.writer).dispatch('upsert_Skill', {
        containerId: world.own.id,
        name: 'Truckkörning',
        icon: 'forklift',
        questions: [{ question: 'Vilka truckar?' }, { question: 'Hur länge?' }],
      });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      expect(res.data.questions.map((q) => q.question)).toEqual(['Vilka truckar?', 'Hur länge?']);
    });
    expect(warnings).toEqual([]);
  });

  it('a query that fails among ones started together leaves the others their answers or errors', async () => {
    const settled = await t.db.transaction((tx) =>
      Promise.allSettled([
        tx.execute(sql`select 1 as n`),
        tx.execute(sql`select 1 / 0`),
        tx.execute(sql`select 3 as n`),
      ]),
    );
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(rowsOf(settled[0].status === 'fulfilled' && settled[0].value)).toEqual([{ n: 1 }]);
    const reasons = settled.map((s) => (s.status === 'rejected' ? String(s.reason.cause) : ''));
    expect(reasons[1]).toContain('division by zero');
    // The transaction is aborted: the query sent after the failed one is refused, not left waiting.
    expect(reasons[2]).toContain('current transaction is aborted');
    expect(rowsOf(await t.db.execute(sql`select 4 as n`))).toEqual([{ n: 4 }]);
  });

  it('queries waiting behind one whose connection is lost fail instead of waiting for ever', async () => {
    let settled: PromiseSettledResult<unknown>[] = [];
    const transaction = t.db.transaction(async (tx) => {
      settled = await Promise.allSettled([
        tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`),
        tx.execute(sql`select 2 as n`),
      ]);
    });
    await expect(transaction).rejects.toThrow();
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    // The pool opens a new connection for the next query.
    expect(rowsOf(await t.db.execute(sql`select 3 as n`))).toEqual([{ n: 3 }]);
  });

  it('in a fresh process, where pg has not yet spent its one warning, none is sent to a busy client', async () => {
    const script = path.join(import.meta.dirname, 'fixtures/queries-together.ts');
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: testDatabaseUrl },
    });
    expect(stderr).not.toContain(PG_QUERY_WHILE_BUSY);
    // And each query read its own answer.
    expect(JSON.parse(stdout)).toEqual({ one: 1, two: 2, streamed: [[1], [2], [3]] });
    // A process of its own compiles the database's modules again: slow on a loaded machine.
  }, 60_000);
});
