import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { CompanyStatus } from '@rekry/domain';
import { createdAt } from './columns.ts';

export interface ContainerMetadata {
  foreignKey: string | null;
  /** Company profile keys (SPEC §3), messages under '/messages/…', members list … */
  properties: Record<string, unknown>;
}

/** A company ("container"). Every tenant-owned row points here. */
export const containers = pg.pgTable(
  'containers',
  {
    id: pg.serial('id').primaryKey(),
    name: pg.text('name').notNull(),
    plans: pg.jsonb('plans').$type<string[]>().notNull().default([]),
    theme: pg.jsonb('theme').$type<Record<string, unknown>>().notNull().default({}),
    metadata: pg
      .jsonb('metadata')
      .$type<ContainerMetadata>()
      .notNull()
      .default({ foreignKey: null, properties: {} }),
    createdAt: createdAt(),
    /** Account status (migration 0022): 'inactive' hides the career site, 'suspended' also staff. */
    status: pg.text('status').$type<CompanyStatus>().notNull().default('active'),
  },
  (t) => [
    pg.uniqueIndex('containers_name_lower_idx').on(sql`lower(${t.name})`),
    pg.check('containers_status_known', sql`${t.status} in ('active', 'inactive', 'suspended')`),
  ],
);
