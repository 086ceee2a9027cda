import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { executePrepared, rowsOf, type Db } from '../db/client.ts';

/** What @fastify/rate-limit hands a store's incr callback. */
interface Hit {
  current: number;
  ttl: number;
}
type IncrCallback = (error: Error | null, result?: Hit) => void;

/** The merged route options the plugin hands child(): the route itself is under routeInfo. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** How often one instance deletes expired counters (on a hit, never by a timer of its own). */
export const SWEEP_EVERY_MS = 60_000;
/** At most one log line per this long while the database fails, however many requests come. */
const LOG_EVERY_MS = 10_000;

/**
 * A @fastify/rate-limit store whose counters live in the database (table rate_limit_hits), so every
 * instance on one PostgreSQL database counts against one budget per caller. Each hit is one atomic
 * upsert: a new or expired row starts a fresh window at 1, a live one counts up; the answer carries the
 * count and the milliseconds left in the window, both by the database's clock.
 *
 * When the database fails, the request is let through (fail open) with a warning in the log: a limiter
 * that answered 500 would take login down with the database it only guards.
 */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger) {
  const shared = { lastSweep: 0, lastLog: 0, failures: 0 };

  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      readonly prefix = '',
    ) {}

    child(routeOptions: object) {
      const { method = '', url = '' } = (routeOptions as ChildOptions).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${[method].flat().join(',')} ${url}|`);
    }

    // The plugin passes the route's window (its type declarations leave it out).
    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => {
          shared.failures++;
          const now = Date.now();
          if (now - shared.lastLog >= LOG_EVERY_MS) {
            log.warn(
              { err, failures: shared.failures },
              'rate limit: counter unavailable, request let through',
            );
            shared.lastLog = now;
            shared.failures = 0;
          }
          callback(null, { current: 0, ttl: timeWindow });
        },
      );
      sweepNowAndThen();
    }
  };

  async function hit(key: string, timeWindow: number): Promise<Hit> {
    const window = sql`${timeWindow}::float8 * interval '1 millisecond'`;
    // Prepared (executePrepared): every request of a route with a limit makes one, always this text.
    // Its commit does not wait for the disk (`synchronous_commit` off for this statement's transaction,
    // read at its commit): the request does not wait for a flush of its own, a second one for an
    // application. A database crash may forget the last fraction of a second's counts, which lets a
    // caller a few more tries, as the store's fail-open does while the database is down.
    const result = await executePrepared(
      db,
      sql`
      with unflushed as (select set_config('synchronous_commit', 'off', true))
      insert into rate_limit_hits as h (key, count, expires_at)
      values (${key}, 1, now() + ${window})
      on conflict (key) do update set
        count = case when h.expires_at <= now() then 1 else h.count + 1 end,
        expires_at = case when h.expires_at <= now() then excluded.expires_at else h.expires_at end
      returning h.count as current,
        greatest(0, ceil(extract(epoch from (h.expires_at - now())) * 1000))::float8 as ttl,
        (select count(*) from unflushed) as unflushed`,
    );
    const row = rowsOf<{ current: number; ttl: number }>(result)[0]!;
    return { current: Number(row.current), ttl: Number(row.ttl) };
  }

  function sweepNowAndThen(): void {
    const now = Date.now();
    if (now - shared.lastSweep < SWEEP_EVERY_MS) return;
    shared.lastSweep = now;
    db.execute(sql`delete from rate_limit_hits where expires_at < now()`).catch((err: unknown) =>
      log.debug({ err }, 'rate limit: sweeping expired counters failed'),
    );
  }
}
