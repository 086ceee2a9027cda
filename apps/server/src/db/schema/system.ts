/** The server's own machinery, owned by no company: facts about the database, the job queue, rate limits. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { containers } from './containers.ts';

/** Key/value facts about the database itself (e.g. that demo data was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * The durable job queue (DESIGN §1 Jobs): e-mail delivery, document conversion, retention purge …
 * Workers claim due pending jobs with FOR UPDATE SKIP LOCKED and retry with back-off until max_attempts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    containerId: integer('container_id').references(() => containers.id, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof JOB_STATUSES)[number]>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_pending_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_running_idx')
      .on(t.lockedAt)
      .where(sql`${t.status} = 'running'`),
    index('jobs_container_idx').on(t.containerId),
    uniqueIndex('jobs_retention_day_idx')
      .on(sql`(${t.payload}->>'day')`)
      .where(sql`${t.kind} = 'retention'`),
    check('jobs_status_known', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/**
 * Rate-limit counters shared by every instance on one PostgreSQL database (http/rate-limit-store.ts):
 * one row per route and caller key, counted by one atomic upsert per request; expired rows are swept.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);
