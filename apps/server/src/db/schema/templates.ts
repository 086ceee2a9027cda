import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
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
export const formTemplates = pgTable(
  'form_templates',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    name: text('name').notNull(),
    form: jsonb('form').$type<FormProperty[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('form_templates_container_idx').on(t.containerId)],
);

/**
 * SPEC §3 Label/e-mail template: the e-mail offered when an applicant gets the label. One per label and
 * position type (migration 0012); the one without a type is the fallback for the other types.
 */
export const labelEmailTemplates = pgTable(
  'label_email_templates',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    labelId: belongsTo('label_id', () => labels.id),
    positionTypeId: integer('position_type_id').references(() => positionTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    /** Plain text or HTML (cleaned when stored), with the variables of EMAIL_TEMPLATE_VARIABLES. */
    content: text('content').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('label_email_templates_label_type_key').on(t.labelId, t.positionTypeId).nullsNotDistinct(),
    index('label_email_templates_container_idx').on(t.containerId),
  ],
);

/** SPEC §3 Container e-mail template (id, title, text); optionally for one position type. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    positionTypeId: integer('position_type_id').references(() => positionTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The subject line of the e-mail (the title names the template in lists). */
    subject: text('subject').notNull().default(''),
    /** HTML with variables. */
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('email_templates_container_idx').on(t.containerId)],
);

/** A company's text templates (SPEC §3 Container text template): texts inserted into a note. */
export const textTemplates = pgTable(
  'text_templates',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('text_templates_container_idx').on(t.containerId)],
);

/** A company's own e-mail variables (##CONTACT## …), each with a fixed value filled into its e-mails. */
export const emailTemplateVariables = pgTable(
  'email_template_variables',
  {
    containerId: containerRef(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'email_template_variables_pk', columns: [t.containerId, t.key] }),
    check('email_template_variables_key_format', sql`${t.key} ~ '^##[A-Z0-9_]{1,40}##$'`),
  ],
);
