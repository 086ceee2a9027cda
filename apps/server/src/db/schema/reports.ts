import * as pg from 'drizzle-orm/pg-core';
import { belongsTo } from './columns.ts';
import { jobApplications } from './applicants.ts';
import { users } from './users.ts';

/** Which of an application's two labels a history row is about. */
export const HISTORY_KINDS = ['status', 'process'] as const;
/**
 * How a row came to be: `created` the application entering its first stage, `changed` a change as it
 * happened, `recovered` read back from the application log by the status_history migration, `unrecovered` the state
 * the log could not explain (reached, but when is unknown: the reports leave it out of time in stage).
 */
export const HISTORY_ORIGINS = ['created', 'changed', 'recovered', 'unrecovered'] as const;

/**
 * Every change of an application's status or process level, append-only: written by statement triggers
 * on job_applications (the status_history migration) in the statement that makes the change, whichever path made it.
 * Label ids carry no foreign key: a removed label's past stays readable by its id.
 */
export const applicationStatusHistory = pg.pgTable(
  'application_status_history',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    /** The application's company; no foreign key of its own, as for application_log. */
    containerId: pg.integer('container_id').notNull(),
    positionId: pg.integer('position_id').notNull(),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    kind: pg.text('kind').$type<(typeof HISTORY_KINDS)[number]>().notNull(),
    fromLabelId: pg.integer('from_label_id'),
    toLabelId: pg.integer('to_label_id'),
    /** Who made the change (null: the applicant, the system or unknown). */
    userId: pg.integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    origin: pg.text('origin').$type<(typeof HISTORY_ORIGINS)[number]>().notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The reports read a company's period; one application's stages are read in order.
    pg.index('application_status_history_container_idx').on(t.containerId, t.createdAt),
    pg.index('application_status_history_application_idx').on(t.applicationId, t.kind, t.createdAt, t.id),
  ],
);
