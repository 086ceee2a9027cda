import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { JobAdOperation, JobAdStatus } from '@rekry/domain';
import { belongsTo, createdAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { positions } from './positions.ts';
import { users } from './users.ts';

/** A company's settings for one job board or classifieds site (migration 0017). */
export const partnerSettings = pgTable(
  'partner_settings',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    partner: text('partner').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** services/secret-box.ts: AES-256-GCM under INTEGRATION_SECRET_KEY. */
    secretSealed: text('secret_sealed'),
    secretHint: text('secret_hint'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_settings_container_partner_idx').on(t.containerId, t.partner)],
);

/** The log of changes to a company's channel settings: who, when, which fields. */
export const partnerSettingChanges = pgTable(
  'partner_setting_changes',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    partner: text('partner').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('partner_setting_changes_container_idx').on(t.containerId, t.createdAt.desc())],
);

/** SPEC §3 'Integration record' with its job-ad status (SPEC §7). */
export const positionIntegrations = pgTable(
  'position_integrations',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    positionId: belongsTo('position_id', () => positions.id),
    partner: text('partner').notNull(),
    typeId: integer('type_id').notNull(),
    isChecked: boolean('is_checked').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobAdStatus>(),
    pendingOp: text('pending_op').$type<JobAdOperation>(),
    transactionId: uuid('transaction_id'),
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    statusReason: text('status_reason'),
    /** The last document sent to the channel, as sent (support reads it: 'Visa skickad annons'). */
    sentDocument: text('sent_document'),
    statusAt: timestamp('status_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('position_integrations_position_partner_idx').on(t.positionId, t.partner),
    index('position_integrations_container_idx').on(t.containerId),
    check(
      'position_integrations_status_known',
      sql`${t.status} is null or ${t.status} in ('waiting', 'published', 'failed', 'removed')`,
    ),
    check(
      'position_integrations_op_known',
      sql`${t.pendingOp} is null or ${t.pendingOp} in ('publish', 'update', 'unpublish')`,
    ),
  ],
);
