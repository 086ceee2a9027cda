import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CompanyStatus } from '@rekry/domain';
import { createdAt } from './columns.ts';

export interface ContainerMetadata {
  foreignKey: string | null;
  /** Company profile keys (SPEC §3), messages under '/messages/…', members list … */
  properties: Record<string, unknown>;
}

/** A company ("container"). Every tenant-owned row points here. */
export const containers = pgTable(
  'containers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    plans: jsonb('plans').$type<string[]>().notNull().default([]),
    theme: jsonb('theme').$type<Record<string, unknown>>().notNull().default({}),
    metadata: jsonb('metadata')
      .$type<ContainerMetadata>()
      .notNull()
      .default({ foreignKey: null, properties: {} }),
    createdAt: createdAt(),
    /** Account status (migration 0022): 'inactive' hides the career site, 'suspended' also staff. */
    status: text('status').$type<CompanyStatus>().notNull().default('active'),
  },
  (t) => [
    uniqueIndex('containers_name_lower_idx').on(sql`lower(${t.name})`),
    check('containers_status_known', sql`${t.status} in ('active', 'inactive', 'suspended')`),
  ],
);
