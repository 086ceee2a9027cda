import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { jobApplications } from './applicants.ts';
import { positions } from './positions.ts';
import { users } from './users.ts';

/** SPEC §3 Skill: a competence with questions the recruiter answers about an applicant. */
export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('skills_container_idx').on(t.containerId),
    uniqueIndex('skills_container_name_idx').on(t.containerId, sql`lower(${t.name})`),
  ],
);

export const skillQuestions = pgTable(
  'skill_questions',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    skillId: belongsTo('skill_id', () => skills.id),
    question: text('question').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('skill_questions_skill_idx').on(t.skillId, t.sortOrder)],
);

/** SPEC §3 Skill collection: a named set of skills added to a position in one go (migration 0013). */
export const skillCollections = pgTable(
  'skill_collections',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('skill_collections_container_name_idx').on(t.containerId, sql`lower(${t.name})`)],
);

/** A collection's skills, in order. */
export const skillCollectionSkills = pgTable(
  'skill_collection_skills',
  {
    containerId: containerRef(),
    collectionId: belongsTo('collection_id', () => skillCollections.id),
    skillId: belongsTo('skill_id', () => skills.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.skillId] }),
    index('skill_collection_skills_skill_idx').on(t.skillId),
  ],
);

/** SPEC §3 Position skill: the skills whose questions make up a position's questionnaire. */
export const positionSkills = pgTable(
  'position_skills',
  {
    containerId: containerRef(),
    positionId: belongsTo('position_id', () => positions.id),
    skillId: belongsTo('skill_id', () => skills.id),
    icons: jsonb('icons').$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.skillId] }),
    index('position_skills_skill_idx').on(t.skillId),
  ],
);

/** SPEC §3 Questionnaire item: the recruiter's answer to one skill question about one application. */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    containerId: containerRef(),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    questionId: belongsTo('question_id', () => skillQuestions.id),
    answer: text('answer').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.questionId] }),
    index('questionnaire_answers_question_idx').on(t.questionId),
  ],
);
