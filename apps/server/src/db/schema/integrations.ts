import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { JobAdOperation, JobAdStatus } from '@rekry/domain';
import { belongsTo, createdAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { positions } from './positions.ts';
import { users } from './users.ts';

/** A company's settings for one job board or classifieds site (migration 0017). */
export const partnerSettings = pg.pgTable(
  'partner_settings',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    partner: pg.text('partner').notNull(),
    isEnabled: pg.boolean('is_enabled').notNull().default(false),
    settings: pg.jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** platform/secret-box.ts: AES-256-GCM under INTEGRATION_SECRET_KEY. */
    secretSealed: pg.text('secret_sealed'),
    secretHint: pg.text('secret_hint'),
    updatedBy: pg.integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.uniqueIndex('partner_settings_container_partner_idx').on(t.containerId, t.partner)],
);

/** The log of changes to a company's channel settings: who, when, which fields. */
export const partnerSettingChanges = pg.pgTable(
  'partner_setting_changes',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    partner: pg.text('partner').notNull(),
    actorId: pg.integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fields: pg.jsonb('fields').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [pg.index('partner_setting_changes_container_idx').on(t.containerId, t.createdAt.desc())],
);

/** SPEC §3 'Integration record' with its job-ad status (SPEC §7). */
export const positionIntegrations = pg.pgTable(
  'position_integrations',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    positionId: belongsTo('position_id', () => positions.id),
    partner: pg.text('partner').notNull(),
    typeId: pg.integer('type_id').notNull(),
    isChecked: pg.boolean('is_checked').notNull().default(false),
    data: pg.jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    status: pg.text('status').$type<JobAdStatus>(),
    pendingOp: pg.text('pending_op').$type<JobAdOperation>(),
    transactionId: pg.uuid('transaction_id'),
    externalId: pg.text('external_id'),
    externalUrl: pg.text('external_url'),
    statusReason: pg.text('status_reason'),
    /** The last document sent to the channel, as sent (support reads it: 'Visa skickad annons'). */
    sentDocument: pg.text('sent_document'),
    statusAt: pg.timestamp('status_at', { withTimezone: true }),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('position_integrations_position_partner_idx').on(t.positionId, t.partner),
    pg.index('position_integrations_container_idx').on(t.containerId),
    pg.check(
      'position_integrations_status_known',
      sql`${t.status} is null or ${t.status} in ('waiting', 'published', 'failed', 'removed')`,
    ),
    pg.check(
      'position_integrations_op_known',
      sql`${t.pendingOp} is null or ${t.pendingOp} in ('publish', 'update', 'unpublish')`,
    ),
  ],
);
