import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, pairKey, updatedAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { jobApplications } from './applicants.ts';
import { positions } from './positions.ts';
import { users } from './users.ts';

/** SPEC §3 Skill: a competence with questions the recruiter answers about an applicant. */
export const skills = pg.pgTable(
  'skills',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    name: pg.text('name').notNull(),
    description: pg.text('description').notNull().default(''),
    icon: pg.text('icon').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('skills_container_idx').on(t.containerId),
    pg.uniqueIndex('skills_container_name_idx').on(t.containerId, sql`lower(${t.name})`),
  ],
);

export const skillQuestions = pg.pgTable(
  'skill_questions',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    skillId: belongsTo('skill_id', () => skills.id),
    question: pg.text('question').notNull(),
    sortOrder: pg.integer('sort_order').notNull().default(0),
  },
  (t) => [pg.index('skill_questions_skill_idx').on(t.skillId, t.sortOrder)],
);

/** SPEC §3 Skill collection: a named set of skills added to a position in one go (migration 0013). */
export const skillCollections = pg.pgTable(
  'skill_collections',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    name: pg.text('name').notNull(),
    description: pg.text('description').notNull().default(''),
    icon: pg.text('icon').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('skill_collections_container_name_idx').on(t.containerId, sql`lower(${t.name})`)],
);

/** A collection's skills, in order. */
export const skillCollectionSkills = pg.pgTable(
  'skill_collection_skills',
  {
    containerId: containerRef(),
    collectionId: belongsTo('collection_id', () => skillCollections.id),
    skillId: belongsTo('skill_id', () => skills.id),
    sortOrder: pg.integer('sort_order').notNull().default(0),
  },
  (t) => pairKey(t.collectionId, t.skillId, 'skill_collection_skills_skill_idx'),
);

/** SPEC §3 Position skill: the skills whose questions make up a position's questionnaire. */
export const positionSkills = pg.pgTable(
  'position_skills',
  {
    containerId: containerRef(),
    positionId: belongsTo('position_id', () => positions.id),
    skillId: belongsTo('skill_id', () => skills.id),
    icons: pg.jsonb('icons').$type<string[]>().notNull().default([]),
  },
  (t) => pairKey(t.positionId, t.skillId, 'position_skills_skill_idx'),
);

/** SPEC §3 Questionnaire item: the recruiter's answer to one skill question about one application. */
export const questionnaireAnswers = pg.pgTable(
  'questionnaire_answers',
  {
    containerId: containerRef(),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    questionId: belongsTo('question_id', () => skillQuestions.id),
    answer: pg.text('answer').notNull(),
    updatedBy: pg.integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => pairKey(t.applicationId, t.questionId, 'questionnaire_answers_question_idx'),
);
