import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { containerRef, userRef } from './owners.ts';
import { users } from './users.ts';

export const PERSONAL_DATA_AUDIT_KINDS = ['erase', 'retention', 'retention_run', 'inform'] as const;

/**
 * What was deleted about a person (or produced for them), when, by whom and why (GDPR accountability):
 * counts and positions only, never who the person was.
 */
export const personalDataAudit = pgTable(
  'personal_data_audit',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    /** The staff member who asked; null for the retention job. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<(typeof PERSONAL_DATA_AUDIT_KINDS)[number]>().notNull(),
    reason: text('reason').notNull().default(''),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('personal_data_audit_container_idx').on(t.containerId, t.createdAt),
    check(
      'personal_data_audit_kind_known',
      sql`${t.kind} in ('erase', 'retention', 'retention_run', 'inform')`,
    ),
  ],
);

/** The links of the retention warning (renew consent or delete now); only the token's hash is kept. */
export const consentLinks = pgTable(
  'consent_links',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('consent_links_token_idx').on(t.tokenHash),
    index('consent_links_person_idx').on(t.containerId, t.userId),
  ],
);
