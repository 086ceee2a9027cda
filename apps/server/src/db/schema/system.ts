/** The server's own machinery, owned by no company: facts about the database, the job queue, rate limits. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { containers } from './containers.ts';

/** Key/value facts about the database itself (e.g. that demo data was seeded). */
export const appMeta = pg.pgTable('app_meta', {
  key: pg.text('key').primaryKey(),
  value: pg.text('value').notNull(),
});

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * The durable job queue (DESIGN §1 Jobs): e-mail delivery, document conversion, retention purge …
 * Workers claim due pending jobs with FOR UPDATE SKIP LOCKED and retry with back-off until max_attempts.
 */
export const jobs = pg.pgTable(
  'jobs',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    kind: pg.text('kind').notNull(),
    payload: pg.jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    containerId: pg.integer('container_id').references(() => containers.id, { onDelete: 'cascade' }),
    status: pg.text('status').$type<(typeof JOB_STATUSES)[number]>().notNull().default('pending'),
    attempts: pg.integer('attempts').notNull().default(0),
    maxAttempts: pg.integer('max_attempts').notNull().default(5),
    runAt: pg.timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: pg.timestamp('locked_at', { withTimezone: true }),
    lockedBy: pg.text('locked_by'),
    lastError: pg.text('last_error'),
    createdAt: createdAt(),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    pg
      .index('jobs_pending_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    pg
      .index('jobs_running_idx')
      .on(t.lockedAt)
      .where(sql`${t.status} = 'running'`),
    pg.index('jobs_container_idx').on(t.containerId),
    pg
      .uniqueIndex('jobs_retention_day_idx')
      .on(sql`(${t.payload}->>'day')`)
      .where(sql`${t.kind} = 'retention'`),
    pg.check('jobs_status_known', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/**
 * Rate-limit counters shared by every instance on one PostgreSQL database (http/rate-limit-store.ts):
 * one row per route and caller key, counted by one atomic upsert per request; expired rows are swept.
 */
export const rateLimitHits = pg.pgTable(
  'rate_limit_hits',
  {
    key: pg.text('key').primaryKey(),
    count: pg.integer('count').notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);
