import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { FormProperty } from '@rekry/domain';
import { belongsTo, createdAt, updatedAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { labels } from './applicants.ts';
import { positionTypes } from './positions.ts';
import { users } from './users.ts';

/**
 * A company's form templates (/admin/form-templates): a name and a form definition. A table rather than
 * JSON assets: they are edited one by one and listed by name, and a row keeps the form as jsonb.
 */
export const formTemplates = pg.pgTable(
  'form_templates',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    name: pg.text('name').notNull(),
    form: pg.jsonb('form').$type<FormProperty[]>().notNull(),
    createdBy: pg.integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index('form_templates_container_idx').on(t.containerId)],
);

/**
 * SPEC §3 Label/e-mail template: the e-mail offered when an applicant gets the label. One per label and
 * position type (migration 0012); the one without a type is the fallback for the other types.
 */
export const labelEmailTemplates = pg.pgTable(
  'label_email_templates',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    labelId: belongsTo('label_id', () => labels.id),
    positionTypeId: pg
      .integer('position_type_id')
      .references(() => positionTypes.id, { onDelete: 'cascade' }),
    name: pg.text('name').notNull(),
    subject: pg.text('subject').notNull(),
    /** Plain text or HTML (cleaned when stored), with the variables of EMAIL_TEMPLATE_VARIABLES. */
    content: pg.text('content').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.unique('label_email_templates_label_type_key').on(t.labelId, t.positionTypeId).nullsNotDistinct(),
    pg.index('label_email_templates_container_idx').on(t.containerId),
  ],
);

/** SPEC §3 Container e-mail template (id, title, text); optionally for one position type. */
export const emailTemplates = pg.pgTable(
  'email_templates',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    positionTypeId: pg
      .integer('position_type_id')
      .references(() => positionTypes.id, { onDelete: 'cascade' }),
    title: pg.text('title').notNull(),
    /** The subject line of the e-mail (the title names the template in lists). */
    subject: pg.text('subject').notNull().default(''),
    /** HTML with variables. */
    text: pg.text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index('email_templates_container_idx').on(t.containerId)],
);

/** A company's text templates (SPEC §3 Container text template): texts inserted into a note. */
export const textTemplates = pg.pgTable(
  'text_templates',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    title: pg.text('title').notNull(),
    text: pg.text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [pg.index('text_templates_container_idx').on(t.containerId)],
);

/** A company's own e-mail variables (##CONTACT## …), each with a fixed value filled into its e-mails. */
export const emailTemplateVariables = pg.pgTable(
  'email_template_variables',
  {
    containerId: containerRef(),
    key: pg.text('key').notNull(),
    label: pg.text('label').notNull(),
    value: pg.text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.primaryKey({ name: 'email_template_variables_pk', columns: [t.containerId, t.key] }),
    pg.check('email_template_variables_key_format', sql`${t.key} ~ '^##[A-Z0-9_]{1,40}##$'`),
  ],
);
