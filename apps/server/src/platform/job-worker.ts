/** The worker that runs the queue of jobs.ts: claims, runs, retries, recovers, and the periodic tasks. */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/outage.ts';
import { jobs } from '../db/schema.ts';
import { isDeadLocalWorker, retryDelayMs } from './job-recovery.ts';
import {
  JOBS_CHANNEL,
  JobInterrupted,
  type ClaimedJob,
  type JobHandler,
  type JobHandlers,
  type JobKind,
} from './jobs.ts';

export interface JobWorkerOptions {
  /** How often an idle worker looks for due jobs (a NOTIFY wakes it sooner). */
  pollMs?: number;
  /** Jobs this worker runs at once. */
  concurrency?: number;
  /** First retry delay; each further one doubles, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** A running job whose lock is older than this is taken to be lost with its worker and runs again. */
  staleAfterMs?: number;
  /** Name in locked_by; unique per worker. */
  workerId?: string;
  /** At most this many jobs of a kind at once (e.g. conversions: CONVERT_CONCURRENCY); others fill the rest. */
  kindLimits?: Partial<Record<JobKind, number>>;
  /** Work the clock calls for (position events): run by the started worker every `everyMs`. */
  periodic?: PeriodicTask[];
}

export interface PeriodicTask {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** The longest pause between polls while the database is unreachable. */
const OUTAGE_MAX_POLL_MS = 10_000;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/** A claimed job's row (`returning id, kind, payload, container_id, attempts, max_attempts`) as the worker holds it. */
function claimedJob(r: Record<string, unknown>): ClaimedJob {
  return {
    id: Number(r.id),
    kind: String(r.kind),
    payload: (r.payload ?? {}) as Record<string, unknown>,
    containerId: r.container_id === null ? null : Number(r.container_id),
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
  };
}

/**
 * The worker on the durable `jobs` table (DESIGN §1). It claims due pending jobs with
 * `FOR UPDATE SKIP LOCKED` (so any number of workers in any number of instances never take the same job),
 * runs each with its kind's handler, and records the outcome: done; pending again after a back-off; or
 * failed with the last error once max_attempts are spent. On PGlite (one connection) the same queries
 * simply take turns with the requests'.
 */
export class JobWorker {
  readonly workerId: string;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly staleAfterMs: number;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly kindLimits: Partial<Record<JobKind, number>>;
  private readonly runningKinds = new Map<string, number>();
  private running = false;
  private stopRequested = false;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private lastStaleCheck = 0;
  private readonly periodic: (PeriodicTask & { lastRun: number })[];
  /** A wake that came while the worker was busy: the next sleep returns at once. */
  private woken = false;
  /** Polls failed in a row on an unreachable database: the next waits longer (up to OUTAGE_MAX_POLL_MS). */
  private outagePolls = 0;
  /** Jobs that ended while the database was away, their outcome unwritten: released once it is back. */
  private readonly unrecorded = new Set<number>();
  private endFirstRound!: () => void;
  /** Resolves once the started worker has given each periodic task its first run (or has stopped). */
  readonly firstRound = new Promise<void>((resolve) => (this.endFirstRound = resolve));

  constructor(
    private readonly database: Database,
    private readonly handlers: JobHandlers,
    private readonly log: FastifyBaseLogger,
    options: JobWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.concurrency = options.concurrency ?? 2;
    this.backoffMs = options.backoffMs ?? 5000;
    this.maxBackoffMs = options.maxBackoffMs ?? 10 * 60_000;
    this.staleAfterMs = options.staleAfterMs ?? 5 * 60_000;
    this.kindLimits = options.kindLimits ?? {};
    this.periodic = (options.periodic ?? []).map((task) => ({ ...task, lastRun: 0 }));
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  /** Starts polling in the background (and listening for enqueues). */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.stopRequested = false;
    this.unlisten = await this.database
      .listen(JOBS_CHANNEL, () => this.wake())
      .catch((err) => {
        this.log.warn({ err }, 'jobs: LISTEN failed; polling only');
        return null;
      });
    // Before the first claim: what a killed earlier process on this host left running goes back at once.
    await this.releaseOrphaned().catch((err: unknown) =>
      this.log.warn({ err }, 'jobs: could not release the jobs of a dead worker'),
    );
    this.loop = this.background();
  }

  /** Stops taking jobs and waits for the running ones to end. */
  async stop(): Promise<void> {
    this.stopRequested = true;
    this.endFirstRound();
    if (!this.running) return;
    this.running = false;
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }

  /**
   * True once stop() was called: a long job (Generate data) checks it between its steps and answers
   * JobInterrupted, so the job runs on later from where it got to.
   */
  get stopping(): boolean {
    return this.stopRequested;
  }

  /** Nudges an idle worker to look now. */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.woken = true;
  }

  /**
   * Claims and runs due jobs until none is left (tests, and a worker not started). Returns how many ran.
   * Jobs whose retry lies in the future are not waited for.
   */
  async runUntilIdle(kind?: JobKind): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim(this.concurrency, kind);
      if (claimed.length === 0) return total;
      await Promise.all(claimed.map((job) => this.execute(job)));
      total += claimed.length;
    }
  }

  /** Claims up to `limit` due jobs for this worker, in one statement. */
  async claim(limit: number, kind?: JobKind, exclude: string[] = []): Promise<ClaimedJob[]> {
    const onlyKind = kind ? sql`and kind = ${kind}` : sql``;
    const notKinds = exclude.length
      ? sql`and kind not in (${sql.join(
          exclude.map((k) => sql`${k}`),
          sql`, `,
        )})`
      : sql``;
    const result = await this.database.db.execute(sql`
      update ${jobs} set status = 'running', attempts = attempts + 1, locked_at = now(),
        locked_by = ${this.workerId}
      where id in (
        select id from ${jobs}
        where status = 'pending' and run_at <= now() ${onlyKind} ${notKinds}
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, kind, payload, container_id, attempts, max_attempts`);
    const rows = rowsOf<Record<string, unknown>>(result);
    return rows.map(claimedJob);
  }

  /** Runs one claimed job and records its outcome. Never throws. */
  async execute(job: ClaimedJob): Promise<void> {
    const handler = (this.handlers as Record<string, JobHandler<JobKind> | undefined>)[job.kind];
    const { db } = this.database;
    try {
      if (!handler) throw new Error(`unknown job kind: ${job.kind}`);
      await handler.run(job.payload as never, job);
      await db.execute(sql`
        update ${jobs} set status = 'done', finished_at = now(), locked_at = null, last_error = null
        where id = ${job.id} and locked_by = ${this.workerId}`);
    } catch (err) {
      if (err instanceof JobInterrupted) {
        await this.giveBack(job).catch((recordErr: unknown) =>
          this.log.error({ err: recordErr, jobId: job.id }, 'job outcome could not be recorded'),
        );
        this.log.info({ jobId: job.id, kind: job.kind }, 'job interrupted by shutdown; it will run again');
        return;
      }
      const message = errorText(err);
      const last = !handler || job.attempts >= job.maxAttempts;
      try {
        if (last) {
          await db.execute(sql`
            update ${jobs} set status = 'failed', finished_at = now(), locked_at = null,
              last_error = ${message}
            where id = ${job.id} and locked_by = ${this.workerId}`);
          this.log.error({ err, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
          await handler?.failed?.(job.payload as never, job, message);
        } else {
          const delay = retryDelayMs(job.attempts, this.backoffMs, this.maxBackoffMs);
          await db.execute(sql`
            update ${jobs} set status = 'pending', locked_at = null, locked_by = null,
              last_error = ${message}, run_at = now() + ${delay} * interval '1 millisecond'
            where id = ${job.id} and locked_by = ${this.workerId}`);
          this.log.warn({ err, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job will retry');
        }
      } catch (recordErr) {
        if (isDatabaseUnavailable(recordErr)) this.unrecorded.add(job.id);
        else this.log.error({ err: recordErr, jobId: job.id }, 'job outcome could not be recorded');
      }
    }
  }

  /**
   * Running jobs whose lock is older than staleAfterMs (their worker died): pending again while they
   * have attempts left, failed otherwise. Returns how many were released.
   */
  releaseStale(): Promise<number> {
    return this.release(
      sql`status = 'running' and locked_at < now() - ${this.staleAfterMs} * interval '1 millisecond'`,
    );
  }

  /**
   * Running jobs locked by a process of this host that no longer runs (kill -9, a crash): released at
   * once instead of after staleAfterMs. Another host's locks are left to releaseStale, as a pid means
   * nothing there. Returns how many were released.
   */
  async releaseOrphaned(): Promise<number> {
    const result = await this.database.db.execute(sql`
      select distinct locked_by from ${jobs} where status = 'running' and locked_by is not null`);
    const dead = rowsOf<{ locked_by: string }>(result)
      .map((r) => r.locked_by)
      .filter((lockedBy) => isDeadLocalWorker(lockedBy));
    if (dead.length === 0) return 0;
    return this.release(
      sql`status = 'running' and locked_by in (${sql.join(
        dead.map((d) => sql`${d}`),
        sql`, `,
      )})`,
    );
  }

  /** Running jobs matching `where` go back to pending, or fail for good on their last attempt. */
  private async release(where: SQL): Promise<number> {
    const result = await this.database.db.execute(sql`
      update ${jobs} set
        status = case when attempts >= max_attempts then 'failed' else 'pending' end,
        finished_at = case when attempts >= max_attempts then now() else null end,
        last_error = coalesce(last_error, 'arbetaren slutade svara'),
        locked_at = null, locked_by = null
      where ${where}
      returning id, kind, payload, container_id, attempts, max_attempts, status, last_error`);
    const rows = rowsOf<Record<string, unknown>>(result);
    // A job whose worker died on its last try failed for good: its kind's `failed` runs as for any other.
    for (const r of rows.filter((row) => row.status === 'failed')) {
      const handler = (this.handlers as Record<string, JobHandler<JobKind> | undefined>)[String(r.kind)];
      const job = claimedJob(r);
      this.log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed (worker lost)');
      await handler?.failed?.(job.payload as never, job, String(r.last_error ?? '')).catch((err: unknown) => {
        this.log.error({ err, jobId: job.id }, 'job failed hook failed');
      });
    }
    return rows.length;
  }

  /**
   * Forgets finished jobs: done ones after `doneDays`, failed ones (kept longer, to look into) after
   * `failedDays`. Returns how many went.
   */
  async purgeFinished(doneDays = 7, failedDays = 30): Promise<number> {
    const result = await this.database.db.execute(sql`
      delete from ${jobs}
      where (status = 'done' and finished_at < now() - ${doneDays} * interval '1 day')
         or (status = 'failed' and finished_at < now() - ${failedDays} * interval '1 day')
      returning id`);
    return rowsOf(result).length;
  }

  /**
   * The jobs whose outcome could not be written (the database was away): pending again, or failed on
   * their last attempt, now rather than when their lock goes stale.
   */
  private async releaseUnrecorded(): Promise<void> {
    if (!this.unrecorded.size) return;
    const ids = [...this.unrecorded];
    await this.release(
      sql`status = 'running' and locked_by = ${this.workerId} and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const id of ids) this.unrecorded.delete(id);
  }

  private async background(): Promise<void> {
    while (this.running) {
      try {
        await this.releaseUnrecorded();
        if (Date.now() - this.lastStaleCheck > this.staleAfterMs / 2) {
          this.lastStaleCheck = Date.now();
          await this.releaseStale();
          await this.purgeFinished();
        }
        for (const task of this.periodic) {
          if (Date.now() - task.lastRun < task.everyMs) continue;
          task.lastRun = Date.now();
          await task.run().catch((err: unknown) => {
            if (isDatabaseUnavailable(err)) throw err;
            this.log.error({ err, task: task.name }, 'jobs: periodic task failed');
          });
        }
        this.endFirstRound();
        const free = this.concurrency - this.inFlight.size;
        const full = Object.entries(this.kindLimits)
          .filter(([kind, max]) => (this.runningKinds.get(kind) ?? 0) >= (max ?? Infinity))
          .map(([kind]) => kind);
        const claimed = free > 0 && this.running ? await this.claim(free, undefined, full) : [];
        for (const job of claimed) {
          // One claim may bring more of a kind than its limit allows: those go back to wait.
          const limit = this.kindLimits[job.kind as JobKind];
          const count = (this.runningKinds.get(job.kind) ?? 0) + 1;
          if (limit !== undefined && count > limit) {
            await this.giveBack(job);
            continue;
          }
          this.runningKinds.set(job.kind, count);
          const run = this.execute(job).finally(() => {
            this.inFlight.delete(run);
            this.runningKinds.set(job.kind, (this.runningKinds.get(job.kind) ?? 1) - 1);
            this.wake();
          });
          this.inFlight.add(run);
        }
        this.outagePolls = 0;
        // Full, or nothing due: wait for a slot, an enqueue or the next poll.
        if (claimed.length === 0 || this.inFlight.size >= this.concurrency) await this.sleep();
      } catch (err) {
        if (!this.running) break;
        // The database away (told once by its outage log): poll less often until it is back; the
        // listening connection's return wakes the worker at once.
        if (!isDatabaseUnavailable(err)) this.log.error({ err }, 'jobs: poll failed');
        else this.outagePolls++;
        await this.sleep(Math.min(OUTAGE_MAX_POLL_MS, this.pollMs * 2 ** this.outagePolls));
      }
    }
  }

  /** A claimed job this worker will not run now: pending again, its attempt not counted. */
  private async giveBack(job: ClaimedJob): Promise<void> {
    await this.database.db.execute(sql`
      update ${jobs} set status = 'pending', attempts = attempts - 1, locked_at = null, locked_by = null
      where id = ${job.id} and locked_by = ${this.workerId}`);
  }

  private sleep(ms = this.pollMs): Promise<void> {
    return new Promise((resolve) => {
      if (this.woken || !this.running) {
        this.woken = false;
        return resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        resolve();
      };
      this.timer = setTimeout(() => this.wakeUp?.(), ms);
      this.timer.unref();
    });
  }
}
