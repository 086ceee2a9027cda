import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { DataGenerationStatus } from '@rekry/domain';
import { createdAt, updatedAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { users } from './users.ts';

/**
 * Generate data (/admin/generate-data): one row per run, polled by the page for progress. The
 * job resumes from `done` (each chunk commits with its progress); the run's positions carry its id in
 * positions.metadata.generationId and its people the e-mail prefix gen-run<id>-, so removal is exact.
 */
export const dataGenerations = pg.pgTable(
  'data_generations',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    positions: pg.integer('positions').notNull(),
    /** Applicants per position. */
    applicants: pg.integer('applicants').notNull(),
    done: pg.integer('done').notNull().default(0),
    removed: pg.integer('removed').notNull().default(0),
    status: pg.text('status').$type<DataGenerationStatus>().notNull().default('queued'),
    error: pg.text('error'),
    createdBy: pg.integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    pg.index('data_generations_created_idx').on(t.createdAt.desc(), t.id.desc()),
    pg.index('data_generations_container_idx').on(t.containerId, t.id.desc()),
    pg.check(
      'data_generations_status_known',
      sql`${t.status} in ('queued', 'running', 'done', 'failed', 'removing', 'removed')`,
    ),
    pg.check('data_generations_positions_range', sql`${t.positions} between 1 and 20`),
    pg.check(
      'data_generations_applicants_range',
      sql`${t.applicants} >= 0 and ${t.positions} * ${t.applicants} <= 100000`,
    ),
  ],
);
