/** The operator's accessibility statement (migration 0049): platform-wide, written by the superuser. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { AccessibilityGap, ComplianceLevel } from '@rekry/domain';
import { updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * One row at most (id 1): the operator's parts of the statement, plain text. Until it is saved the
 * platform's defaults stand (areas/accessibility/statement.ts).
 */
export const accessibilityStatement = pg.pgTable(
  'accessibility_statement',
  {
    id: pg.smallint('id').primaryKey().default(1),
    operatorName: pg.text('operator_name').notNull(),
    siteName: pg.text('site_name').notNull(),
    compliance: pg.text('compliance').$type<ComplianceLevel>().notNull(),
    gaps: pg.jsonb('gaps').$type<AccessibilityGap[]>().notNull().default([]),
    method: pg.text('method').notNull(),
    assessedOn: pg.date('assessed_on').notNull(),
    feedbackEmail: pg.text('feedback_email').notNull(),
    reviewedOn: pg.date('reviewed_on').notNull(),
    updatedBy: pg.integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check('accessibility_statement_single', sql`${t.id} = 1`),
    pg.check('accessibility_statement_compliance', sql`${t.compliance} in ('full', 'partial', 'none')`),
  ],
);
