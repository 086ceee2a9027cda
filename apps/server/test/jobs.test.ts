import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { eq, inArray, sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../src/db/client.ts';
import { jobs } from '../src/db/schema.ts';
import { JobWorker } from '../src/platform/job-worker.ts';
import { enqueueJob, enqueueJobs, type JobHandlers } from '../src/platform/jobs.ts';
import { isDeadLocalWorker, retryDelayMs } from '../src/platform/job-recovery.ts';
import { testDatabaseUrl, testAppForFile } from './helpers/app.ts';

const t = testAppForFile({ jobWorker: false });

const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;

/** Handlers that record what ran; convert-document fails while `failures` says so. */
function recording(failures: Map<number, number> = new Map()) {
  const ran: number[] = [];
  const failed: { fileId: number; error: string }[] = [];
  const handlers = {
    'convert-document': {
      async run({ fileId }: { fileId: number }) {
        ran.push(fileId);
        const left = failures.get(fileId) ?? 0;
        if (left > 0) {
          failures.set(fileId, left - 1);
          throw new Error(`trasig ${fileId}`);
        }
      },
      async failed({ fileId }: { fileId: number }, _job: unknown, error: string) {
        failed.push({ fileId, error });
      },
    },
    'send-email': { async run() {} },
  } as unknown as JobHandlers;
  return { ran, failed, handlers };
}

const jobRow = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const makeDue = (id: number) =>
  t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));

describe('the job queue', () => {
  it('runs a due job once and records it as done', async () => {
    const { ran, handlers } = recording();
    const worker = new JobWorker(t.database, handlers, silent);
    const id = await enqueueJob(t.db, 'convert-document', { fileId: 1 });
    expect((await jobRow(id)).status).toBe('pending');
    expect(await worker.runUntilIdle()).toBe(1);
    expect(ran).toEqual([1]);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lastError: null, lockedAt: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(await worker.runUntilIdle()).toBe(0);
  });

  it('retries a failing job after a back-off, then succeeds', async () => {
    const { ran, handlers } = recording(new Map([[2, 1]]));
    const worker = new JobWorker(t.database, handlers, silent, { backoffMs: 60_000 });
    const id = await enqueueJob(t.db, 'convert-document', { fileId: 2 });
    await worker.runUntilIdle();
    const retry = await jobRow(id);
    expect(retry).toMatchObject({ status: 'pending', attempts: 1, lastError: 'trasig 2', lockedBy: null });
    // Not due yet: the back-off holds it.
    expect(retry.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await worker.runUntilIdle()).toBe(0);
    await makeDue(id);
    await worker.runUntilIdle();
    expect(ran).toEqual([2, 2]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('records a job as failed with its last error once max attempts are spent', async () => {
    const { ran, failed, handlers } = recording(new Map([[3, 99]]));
    const worker = new JobWorker(t.database, handlers, silent, { backoffMs: 1 });
    const id = await enqueueJob(t.db, 'convert-document', { fileId: 3 }, { maxAttempts: 3 });
    for (let i = 0; i < 3; i++) {
      await makeDue(id);
      await worker.runUntilIdle();
    }
    expect(ran).toEqual([3, 3, 3]);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'trasig 3' });
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(failed).toEqual([{ fileId: 3, error: 'trasig 3' }]);
    await makeDue(id);
    expect(await worker.runUntilIdle()).toBe(0);
  });

  it('fails a job of an unknown kind at once', async () => {
    const { handlers } = recording();
    const worker = new JobWorker(t.database, handlers, silent);
    const [row] = await t.db.insert(jobs).values({ kind: 'okänd', payload: {} }).returning();
    await worker.runUntilIdle();
    expect(await jobRow(row!.id)).toMatchObject({ status: 'failed', lastError: 'unknown job kind: okänd' });
  });

  it('doubles the back-off per attempt up to its cap', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 5000, 30_000))).toEqual([5000, 10_000, 20_000, 30_000]);
  });

  it('gives a job whose worker died back to the queue', async () => {
    const { handlers } = recording();
    const worker = new JobWorker(t.database, handlers, silent, { staleAfterMs: 1000 });
    const id = await enqueueJob(t.db, 'convert-document', { fileId: 4 });
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'död', lockedAt: sql`now() - interval '1 hour'` })
      .where(eq(jobs.id, id));
    expect(await worker.releaseStale()).toBeGreaterThanOrEqual(1);
    expect(await jobRow(id)).toMatchObject({ status: 'pending', lockedBy: null });
    await worker.runUntilIdle();
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('takes back at start what a dead process of this host left running, and leaves live or foreign locks', async () => {
    const { handlers } = recording();
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.once('exit', resolve));
    const lock = (lockedBy: string) => ({
      status: 'running' as const,
      attempts: 1,
      lockedBy,
      lockedAt: sql`now()`,
    });
    const [dead, live, foreign] = await Promise.all(
      [
        `${hostname()}:${child.pid}:dead`,
        `${hostname()}:${process.pid}:live`,
        `annan-vard:${child.pid}:x`,
      ].map(async (lockedBy) => {
        const id = await enqueueJob(t.db, 'convert-document', { fileId: 5 });
        await t.db.update(jobs).set(lock(lockedBy)).where(eq(jobs.id, id));
        return id;
      }),
    );
    expect(isDeadLocalWorker(`${hostname()}:${child.pid}:dead`)).toBe(true);
    const worker = new JobWorker(t.database, handlers, silent, { pollMs: 60_000 });
    await worker.start();
    await worker.stop();
    expect(await jobRow(dead!)).toMatchObject({ lockedBy: null, lastError: 'arbetaren slutade svara' });
    expect((await jobRow(dead!)).status).not.toBe('running');
    expect(await jobRow(live!)).toMatchObject({
      status: 'running',
      lockedBy: `${hostname()}:${process.pid}:live`,
    });
    expect(await jobRow(foreign!)).toMatchObject({
      status: 'running',
      lockedBy: `annan-vard:${child.pid}:x`,
    });
    await t.db.delete(jobs).where(inArray(jobs.id, [dead!, live!, foreign!]));
  });

  it('forgets done jobs after a week and failed ones after a month', async () => {
    const { handlers } = recording();
    const worker = new JobWorker(t.database, handlers, silent);
    const rows = await t.db
      .insert(jobs)
      .values([
        { kind: 'convert-document', status: 'done', finishedAt: sql`now() - interval '8 days'` },
        { kind: 'convert-document', status: 'done', finishedAt: sql`now() - interval '6 days'` },
        { kind: 'convert-document', status: 'failed', finishedAt: sql`now() - interval '8 days'` },
        { kind: 'convert-document', status: 'failed', finishedAt: sql`now() - interval '31 days'` },
      ])
      .returning({ id: jobs.id });
    expect(await worker.purgeFinished()).toBe(2);
    const left = await t.db.select({ id: jobs.id }).from(jobs);
    const ids = new Set(left.map((r) => r.id));
    expect(rows.map((r) => ids.has(r.id))).toEqual([false, true, true, false]);
  });

  it('in the background: an enqueue wakes the worker, and stop waits for the running job', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: number[] = [];
    const handlers = {
      'convert-document': {
        async run({ fileId }: { fileId: number }) {
          seen.push(fileId);
          await gate;
        },
      },
      'send-email': { async run() {} },
    } as unknown as JobHandlers;
    const worker = new JobWorker(t.database, handlers, silent, { pollMs: 60_000 });
    await worker.start();
    try {
      const id = await enqueueJob(t.db, 'convert-document', { fileId: 5 });
      for (let i = 0; i < 100 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(seen).toEqual([5]);
      const stopped = worker.stop();
      await new Promise((r) => setTimeout(r, 50));
      expect((await jobRow(id)).status).toBe('running');
      release();
      await stopped;
      expect((await jobRow(id)).status).toBe('done');
    } finally {
      release();
      await worker.stop();
    }
  });
  it('queues several jobs of a kind in one statement, in order, and its one NOTIFY wakes the worker', async () => {
    const seen: number[] = [];
    const handlers = {
      'convert-document': {
        async run({ fileId }: { fileId: number }) {
          seen.push(fileId);
        },
      },
    } as unknown as JobHandlers;
    // A minute between polls: only the NOTIFY can bring the jobs in time.
    const worker = new JobWorker(t.database, handlers, silent, { pollMs: 60_000, concurrency: 1 });
    await worker.start();
    try {
      const ids = await enqueueJobs(
        t.db,
        'convert-document',
        [{ payload: { fileId: 21 } }, { payload: { fileId: 22 } }, { payload: { fileId: 23 } }],
        { maxAttempts: 2 },
      );
      expect(ids).toHaveLength(3);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      for (let i = 0; i < 100 && seen.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
      expect([...seen].sort()).toEqual([21, 22, 23]);
      const rows = await t.db.select().from(jobs).where(inArray(jobs.id, ids));
      expect(rows.map((r) => [r.status, r.maxAttempts])).toEqual(Array(3).fill(['done', 2]));
      expect(await enqueueJobs(t.db, 'convert-document', [])).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});

describe.runIf(testDatabaseUrl)('the job queue on PostgreSQL with two workers', () => {
  let second: Database;
  beforeAll(async () => {
    const url = await t.db.execute(sql`select current_database() as name`);
    const name = (url as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const dbUrl = new URL(testDatabaseUrl!);
    dbUrl.pathname = `/${name}`;
    second = await openPostgres(dbUrl.toString(), 4);
  });
  afterAll(() => second?.close());

  it('never gives the same job to both, and runs every one', async () => {
    const count = 300;
    const runs = new Map<number, string[]>();
    const handlersFor = (name: string) =>
      ({
        'convert-document': {
          async run({ fileId }: { fileId: number }) {
            runs.set(fileId, [...(runs.get(fileId) ?? []), name]);
            await new Promise((r) => setTimeout(r, Math.random() * 3));
          },
        },
        'send-email': { async run() {} },
      }) as unknown as JobHandlers;
    const ids: number[] = [];
    for (let i = 0; i < count; i++)
      ids.push(await enqueueJob(t.db, 'convert-document', { fileId: 10_000 + i }));
    const a = new JobWorker(t.database, handlersFor('a'), silent, { concurrency: 4 });
    const b = new JobWorker(second, handlersFor('b'), silent, { concurrency: 4 });
    const started = Date.now();
    const [ranA, ranB] = await Promise.all([a.runUntilIdle(), b.runUntilIdle()]);
    const ms = Date.now() - started;
    console.info(
      `jobs: ${count} no-op jobs by two workers in ${ms} ms (${Math.round((count / ms) * 1000)}/s)`,
    );
    expect(ranA + ranB).toBe(count);
    expect(ranA).toBeGreaterThan(0);
    expect(ranB).toBeGreaterThan(0);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    expect(runs.size).toBe(count);
    const statuses = await t.db
      .select({ status: jobs.status, n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.id} in ${ids}`)
      .groupBy(jobs.status);
    expect(statuses).toEqual([{ status: 'done', n: count }]);
  });
});
