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

/**
 * What the reports read of each application, one row per application, kept by the triggers of the
 * reports_rollup migration from the application and its history in the statement that changes either:
 * where it came from, who applied (gender, age), its status and process level now, every status and level
 * it reached (0: none), and whether it has a booked interview. No foreign key: the triggers remove the
 * row, and its share of the counts below, with the application.
 */
export const applicationReportFacts = pg.pgTable(
  'application_report_facts',
  {
    applicationId: pg.integer('application_id').primaryKey(),
    containerId: pg.integer('container_id').notNull(),
    positionId: pg.integer('position_id').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    /** The Swedish day of createdAt, kept as counted (the counts below are by it). */
    day: pg.date('day', { mode: 'string' }).notNull(),
    /** The source's key (the tracked link, else utm_source, else the referring site; '' direct). */
    source: pg.text('source').notNull(),
    /** The key is a tracked link's (kalla). */
    tracked: pg.boolean('tracked').notNull(),
    /** The answer to 'Var hittade du annonsen?'. */
    referer: pg.text('referer'),
    gender: pg.text('gender'),
    age: pg.integer('age'),
    /** The status now, 0 for none; null without a status row in the history. */
    status: pg.integer('status'),
    /** The process level now, 0 for none; null without a process row. */
    level: pg.integer('level'),
    /** Every status reached, ascending, 0 for none. */
    statuses: pg.integer('statuses').array().notNull(),
    /** Every process level reached, ascending, 0 for none. */
    levels: pg.integer('levels').array().notNull(),
    booked: pg.boolean('booked').notNull(),
    /**
     * The last history row of each kind (its id, time and origin), which the next one extends: a new row
     * later than it moves the facts on without reading the history again.
     */
    statusRow: pg.bigint('status_row', { mode: 'number' }),
    statusAt: pg.timestamp('status_at', { withTimezone: true }),
    statusOrigin: pg.text('status_origin').$type<(typeof HISTORY_ORIGINS)[number]>(),
    levelRow: pg.bigint('level_row', { mode: 'number' }),
    levelAt: pg.timestamp('level_at', { withTimezone: true }),
    levelOrigin: pg.text('level_origin').$type<(typeof HISTORY_ORIGINS)[number]>(),
  },
  (t) => [pg.index('application_report_facts_position_idx').on(t.positionId, t.createdAt)],
);

/**
 * Each process level an application reached, and when it first did (null where only an 'unrecovered'
 * row says so), kept with the facts: a company's hires of a period are the rows of its last level.
 */
export const applicationReportReaches = pg.pgTable(
  'application_report_reaches',
  {
    applicationId: pg.integer('application_id').notNull(),
    labelId: pg.integer('label_id').notNull(),
    containerId: pg.integer('container_id').notNull(),
    positionId: pg.integer('position_id').notNull(),
    /** The application's. */
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    reachedAt: pg.timestamp('reached_at', { withTimezone: true }),
  },
  (t) => [
    pg.primaryKey({ name: 'application_report_reaches_pkey', columns: [t.applicationId, t.labelId] }),
    pg.index('application_report_reaches_label_idx').on(t.containerId, t.labelId, t.createdAt),
  ],
);

/**
 * Each stay of an application in a status or process level whose length is known (the history row that
 * began it, to the application's next row of the same kind, neither of them 'unrecovered'), with the
 * application's company, position and time: the time in each stage reads its percentiles from these.
 */
export const applicationReportStays = pg.pgTable(
  'application_report_stays',
  {
    applicationId: pg.integer('application_id').notNull(),
    /** The history row the stay began with. */
    id: pg.bigint('id', { mode: 'number' }).notNull(),
    containerId: pg.integer('container_id').notNull(),
    positionId: pg.integer('position_id').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    day: pg.date('day', { mode: 'string' }).notNull(),
    kind: pg.text('kind').$type<(typeof HISTORY_KINDS)[number]>().notNull(),
    /** 0 for none. */
    labelId: pg.integer('label_id').notNull(),
    hours: pg.doublePrecision('hours').notNull(),
    /** rekry_report_bucket(hours): the counts' histogram step. */
    bucket: pg.integer('bucket').notNull(),
  },
  (t) => [
    pg.primaryKey({ name: 'application_report_stays_pkey', columns: [t.applicationId, t.id] }),
    // A percentile's step of the company's period, read in full (from the index alone) for its value.
    pg
      .index('application_report_stays_bucket_idx')
      .on(t.containerId, t.kind, t.labelId, t.bucket, t.createdAt, t.hours),
    pg.index('application_report_stays_position_idx').on(t.positionId, t.createdAt),
  ],
);

/**
 * A span of the counts below: one Swedish day, or the month beginning `start`. The key of each table but
 * the funnel's also holds `n` (INCLUDE, written in the migration, which drizzle cannot say), so that a
 * period's counts are read from the index alone: a month's rows lie among its days' all over the table.
 */
const spanKey = () => ({
  containerId: pg.integer('container_id').notNull(),
  span: pg.text('span').$type<'day' | 'month'>().notNull(),
  start: pg.date('start', { mode: 'string' }).notNull(),
});
const count = () => pg.integer('n').notNull();

/**
 * Counts of the facts per company and day, and again per month (a period reads its whole months and the
 * days around them), kept by the same triggers: the funnel's (status and level now, all reached).
 */
export const reportFunnelCounts = pg.pgTable(
  'report_funnel_counts',
  {
    ...spanKey(),
    status: pg.integer('status'),
    level: pg.integer('level'),
    statuses: pg.integer('statuses').array().notNull(),
    levels: pg.integer('levels').array().notNull(),
    n: count(),
  },
  (t) => [
    pg
      .unique('report_funnel_counts_key')
      .on(t.containerId, t.span, t.start, t.status, t.level, t.statuses, t.levels)
      .nullsNotDistinct(),
  ],
);

/** Equal treatment's counts: gender, age, and whether the application reached a process level. */
export const reportPeopleCounts = pg.pgTable(
  'report_people_counts',
  {
    ...spanKey(),
    gender: pg.text('gender'),
    age: pg.integer('age'),
    movedOn: pg.boolean('moved_on').notNull(),
    n: count(),
  },
  (t) => [
    pg
      .unique('report_people_counts_key')
      .on(t.containerId, t.span, t.start, t.gender, t.age, t.movedOn)
      .nullsNotDistinct(),
  ],
);

/** The sources' counts: the source, the form's answer and whether an interview is booked. */
export const reportSourceCounts = pg.pgTable(
  'report_source_counts',
  {
    ...spanKey(),
    source: pg.text('source').notNull(),
    tracked: pg.boolean('tracked').notNull(),
    referer: pg.text('referer'),
    booked: pg.boolean('booked').notNull(),
    n: count(),
  },
  (t) => [
    pg
      .unique('report_source_counts_key')
      .on(t.containerId, t.span, t.start, t.source, t.tracked, t.referer, t.booked)
      .nullsNotDistinct(),
  ],
);

/** Applications per position. */
export const reportPositionCounts = pg.pgTable(
  'report_position_counts',
  { ...spanKey(), positionId: pg.integer('position_id').notNull(), n: count() },
  (t) => [pg.unique('report_position_counts_key').on(t.containerId, t.span, t.start, t.positionId)],
);

/** The known stays per stage and histogram step (rekry_report_bucket), by the application's day. */
export const reportStayCounts = pg.pgTable(
  'report_stay_counts',
  {
    ...spanKey(),
    kind: pg.text('kind').$type<(typeof HISTORY_KINDS)[number]>().notNull(),
    labelId: pg.integer('label_id').notNull(),
    bucket: pg.integer('bucket').notNull(),
    n: count(),
  },
  (t) => [
    pg.unique('report_stay_counts_key').on(t.containerId, t.span, t.start, t.kind, t.labelId, t.bucket),
  ],
);

/**
 * What staff did, by the day it was done, per position and person: status changes (the history's
 * 'changed' rows), e-mails to applicants and booked interviews they set up. Notes are counted where
 * they are (their position is their application's, which a note does not keep).
 */
export const reportActivityCounts = pg.pgTable(
  'report_activity_counts',
  {
    ...spanKey(),
    positionId: pg.integer('position_id').notNull(),
    userId: pg.integer('user_id').notNull(),
    what: pg.text('what').$type<'status' | 'email' | 'interview'>().notNull(),
    n: count(),
  },
  (t) => [
    pg
      .unique('report_activity_counts_key')
      .on(t.containerId, t.span, t.start, t.positionId, t.userId, t.what),
  ],
);
