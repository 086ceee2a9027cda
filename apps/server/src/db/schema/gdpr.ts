import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { containerRef, userRef } from './owners.ts';
import { users } from './users.ts';

export const PERSONAL_DATA_AUDIT_KINDS = ['erase', 'retention', 'retention_run', 'inform'] as const;

/**
 * What was deleted about a person (or produced for them), when, by whom and why (GDPR accountability):
 * counts and positions only, never who the person was.
 */
export const personalDataAudit = pg.pgTable(
  'personal_data_audit',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    /** The staff member who asked; null for the retention job. */
    actorId: pg.integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: pg.text('kind').$type<(typeof PERSONAL_DATA_AUDIT_KINDS)[number]>().notNull(),
    reason: pg.text('reason').notNull().default(''),
    summary: pg.jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('personal_data_audit_container_idx').on(t.containerId, t.createdAt),
    pg.check(
      'personal_data_audit_kind_known',
      sql`${t.kind} in ('erase', 'retention', 'retention_run', 'inform')`,
    ),
  ],
);

/** The links of the retention warning (renew consent or delete now); only the token's hash is kept. */
export const consentLinks = pg.pgTable(
  'consent_links',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    userId: userRef(),
    tokenHash: pg.text('token_hash').notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: pg.timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('consent_links_token_idx').on(t.tokenHash),
    pg.index('consent_links_person_idx').on(t.containerId, t.userId),
  ],
);
