import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { SurveyEnding } from '@rekry/domain';
import { belongsTo } from './columns.ts';
import { jobApplications, labels } from './applicants.ts';
import { containers } from './containers.ts';
import { containerRef, userRef } from './owners.ts';
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

/**
 * The company's candidate survey (NPS): whether it is sent, after how many days, and after which endings
 * (a hire: the last process level; a rejection: the chosen status; an application the candidate withdrew).
 * Only endings after `enabledAt` count, so turning it on never mails everyone ever rejected.
 */
export const candidateSurveySettings = pg.pgTable('candidate_survey_settings', {
  containerId: pg
    .integer('container_id')
    .primaryKey()
    .references(() => containers.id, { onDelete: 'cascade' }),
  enabled: pg.boolean('enabled').notNull().default(false),
  delayDays: pg.integer('delay_days').notNull().default(7),
  onHired: pg.boolean('on_hired').notNull().default(true),
  onRejected: pg.boolean('on_rejected').notNull().default(true),
  onWithdrawn: pg.boolean('on_withdrawn').notNull().default(false),
  rejectedLabelId: pg.integer('rejected_label_id').references(() => labels.id, { onDelete: 'set null' }),
  enabledAt: pg.timestamp('enabled_at', { withTimezone: true }),
});

/** One survey sent to one person about one application: its token, and whether it was answered. */
export const candidateSurveyInvitations = pg.pgTable(
  'candidate_survey_invitations',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    /** The person, for 'never more than once per 6 months'; never joined to an answer. */
    userId: userRef(),
    applicationId: pg
      .integer('application_id')
      .references(() => jobApplications.id, { onDelete: 'set null' }),
    positionId: pg.integer('position_id').notNull(),
    /** The process level the application had reached when it ended (null: none). */
    stageLabelId: pg.integer('stage_label_id'),
    endedAs: pg.text('ended_as').$type<SurveyEnding>().notNull(),
    tokenHash: pg.text('token_hash').notNull().unique(),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: pg.timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('candidate_survey_invitations_application_idx').on(t.applicationId),
    pg.index('candidate_survey_invitations_person_idx').on(t.containerId, t.userId, t.sentAt),
  ],
);

/**
 * A survey owed for an application the candidate withdrew: the application is erased at once, so this is
 * all the run has to send it by. The person (whose account stays: only a signed-in candidate withdraws;
 * their address is read at sending), the position and the level reached; gone once sent, when the company
 * turns the survey off, or with the person.
 */
export const candidateSurveyPending = pg.pgTable(
  'candidate_survey_pending',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    userId: userRef(),
    positionId: pg.integer('position_id').notNull(),
    stageLabelId: pg.integer('stage_label_id'),
    dueAt: pg.timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One owed per person and company: a second withdrawal adds none (once in 6 months).
    pg.uniqueIndex('candidate_survey_pending_person_idx').on(t.containerId, t.userId),
    pg.index('candidate_survey_pending_due_idx').on(t.dueAt),
  ],
);

/** An answer, apart from its invitation: nothing in it leads back to the person. */
export const candidateSurveyAnswers = pg.pgTable(
  'candidate_survey_answers',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    positionId: pg.integer('position_id').notNull(),
    stageLabelId: pg.integer('stage_label_id'),
    endedAs: pg.text('ended_as').$type<SurveyEnding>().notNull(),
    score: pg.integer('score').notNull(),
    comment: pg.text('comment').notNull().default(''),
    /** The day only: an exact time beside the invitation's would tell whose answer it is. */
    answeredOn: pg.date('answered_on').notNull(),
  },
  (t) => [
    pg.index('candidate_survey_answers_container_idx').on(t.containerId, t.answeredOn),
    pg.check('candidate_survey_answers_score', sql`${t.score} between 0 and 10`),
  ],
);
