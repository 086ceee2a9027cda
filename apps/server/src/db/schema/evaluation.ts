import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { Recommendation, ScoreAnchors, ScoreVisibility } from '@rekry/domain';
import { belongsTo, createdAt, updatedAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { jobApplications, labels } from './applicants.ts';
import { positions } from './positions.ts';
import { skills } from './skills.ts';
import { users } from './users.ts';

const at = (name: string) => pg.timestamp(name, { withTimezone: true });
const staffRef = (name: string) => pg.integer(name).references(() => users.id, { onDelete: 'set null' });

/** The company's library of criteria, each with its scale's anchors and questions, to reuse on positions. */
export const criteriaLibrary = pg.pgTable(
  'criteria_library',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    name: pg.text('name').notNull(),
    description: pg.text('description').notNull().default(''),
    /** What a 1, 2, 3, 4 and 5 mean for this criterion. */
    anchors: pg.jsonb('anchors').$type<ScoreAnchors>().notNull(),
    questions: pg.jsonb('questions').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('criteria_library_name_idx').on(t.containerId, sql`lower(${t.name})`)],
);

/** A position's requirement profile: how reviewers see each other's scores, and the levels that use it. */
export const positionScorecards = pg.pgTable('position_scorecards', {
  positionId: belongsTo('position_id', () => positions.id).primaryKey(),
  containerId: containerRef(),
  visibility: pg.text('visibility').$type<ScoreVisibility>().notNull().default('after_submit'),
  /** The process levels (Process labels) whose applicants are scored with it; empty: every level. */
  levelIds: pg
    .integer('level_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  updatedAt: updatedAt(),
});

/** One criterion of a position's requirement profile, with its scale, weight and interview questions. */
export const scorecardCriteria = pg.pgTable(
  'scorecard_criteria',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    positionId: belongsTo('position_id', () => positions.id),
    name: pg.text('name').notNull(),
    description: pg.text('description').notNull().default(''),
    anchors: pg.jsonb('anchors').$type<ScoreAnchors>().notNull(),
    weight: pg.smallint('weight').notNull().default(1),
    questions: pg.jsonb('questions').$type<string[]>().notNull().default([]),
    sortOrder: pg.integer('sort_order').notNull().default(0),
    /** Where it came from, shown as a hint; the criterion stays when its skill or library entry goes. */
    skillId: pg.integer('skill_id').references(() => skills.id, { onDelete: 'set null' }),
    libraryId: pg.integer('library_id').references(() => criteriaLibrary.id, { onDelete: 'set null' }),
  },
  (t) => [
    pg.index('scorecard_criteria_position_idx').on(t.positionId, t.sortOrder),
    pg.check('scorecard_criteria_weight', sql`${t.weight} between 1 and 5`),
  ],
);

/** One reviewer's scorecard of one application: a draft until submitted, then counted and shown. */
export const scorecards = pg.pgTable(
  'scorecards',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    positionId: belongsTo('position_id', () => positions.id),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    /** Kept (null) when the reviewer's account goes: the decision basis still shows the scores. */
    reviewerId: staffRef('reviewer_id'),
    reviewerName: pg.text('reviewer_name').notNull(),
    recommendation: pg.text('recommendation').$type<Recommendation>(),
    submittedAt: at('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('scorecards_application_reviewer_idx').on(t.applicationId, t.reviewerId),
    pg.index('scorecards_position_idx').on(t.positionId, t.applicationId),
    pg.check(
      'scorecards_recommendation',
      sql`${t.recommendation} in ('definitely_not', 'no', 'yes', 'definitely_yes')`,
    ),
    pg.check('scorecards_submitted_whole', sql`${t.submittedAt} is null or ${t.recommendation} is not null`),
  ],
);

/** A score of one criterion with the evidence behind it. */
export const scorecardScores = pg.pgTable(
  'scorecard_scores',
  {
    scorecardId: belongsTo('scorecard_id', () => scorecards.id),
    criterionId: belongsTo('criterion_id', () => scorecardCriteria.id),
    score: pg.smallint('score').notNull(),
    note: pg.text('note').notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.scorecardId, t.criterionId] }),
    pg.index('scorecard_scores_criterion_idx').on(t.criterionId),
    pg.check('scorecard_scores_range', sql`${t.score} between 1 and 5`),
  ],
);

/**
 * A position reviewed anonymously first: until an applicant's process level passes `untilLabelId` (or a
 * position admin reveals them), everyone but the position's admins sees an alias. A row means on.
 */
export const positionAnonymity = pg.pgTable('position_anonymity', {
  positionId: belongsTo('position_id', () => positions.id).primaryKey(),
  containerId: containerRef(),
  /** The level where the anonymity ends; null (its label removed): until each applicant is revealed. */
  untilLabelId: pg.integer('until_label_id').references(() => labels.id, { onDelete: 'set null' }),
  changedBy: staffRef('changed_by'),
  changedAt: updatedAt(),
});

/** An applicant of an anonymised position shown by name: passed the level, or revealed by an admin. */
export const applicationReveals = pg.pgTable('application_reveals', {
  applicationId: belongsTo('application_id', () => jobApplications.id).primaryKey(),
  containerId: containerRef(),
  /** Null: revealed on passing the level; else the admin who revealed early, with the reason. */
  revealedBy: staffRef('revealed_by'),
  reason: pg.text('reason'),
  revealedAt: createdAt(),
});

/**
 * A reviewer's answer before a revealed applicant is shown to them: no conflict of interest ("jäv"), or
 * one (then the person stays hidden to them).
 */
export const revealConfirmations = pg.pgTable(
  'reveal_confirmations',
  {
    applicationId: belongsTo('application_id', () => jobApplications.id),
    userId: belongsTo('user_id', () => users.id),
    conflict: pg.boolean('conflict').notNull(),
    confirmedAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.applicationId, t.userId] })],
);
