import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { JobAlertFrequency } from '@rekry/domain';
import { belongsTo, createdAt } from './columns.ts';
import { containers } from './containers.ts';
import { positions } from './positions.ts';

/** PostgreSQL's text-search query; compiled once when the alert is saved, read only inside queries. */
const tsquery = pg.customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * An address that saved searches (Bevaka sökningen): its links (confirm, manage) name this row, and it
 * keeps when the last confirmation mail went (one a day per address) and when a link in its mail was last
 * opened (the retention run's measure). Goes with its last alert.
 */
export const jobAlertAddresses = pg.pgTable(
  'job_alert_addresses',
  {
    id: pg.serial('id').primaryKey(),
    /** Trimmed and lower case (jobAlertEmail). */
    email: pg.text('email').notNull(),
    confirmationSentAt: pg.timestamp('confirmation_sent_at', { withTimezone: true }),
    lastOpenedAt: pg.timestamp('last_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('job_alert_addresses_email_idx').on(t.email)],
);

/**
 * A saved search: the career site's search (text, town, ad type, company filter) and the company page it
 * was saved on (null: the portal). `query` is the text compiled with the career search's configuration,
 * so matching an ad is one statement over every alert.
 */
export const jobAlerts = pg.pgTable(
  'job_alerts',
  {
    id: pg.serial('id').primaryKey(),
    addressId: belongsTo('address_id', () => jobAlertAddresses.id),
    /** Saved on this company's page: mails in its name, its ads only; gone with the company. */
    containerId: pg.integer('container_id').references(() => containers.id, { onDelete: 'cascade' }),
    q: pg.text('q').notNull().default(''),
    town: pg.text('town').notNull().default(''),
    type: pg.text('type').notNull().default(''),
    company: pg.text('company').notNull().default(''),
    query: tsquery('query'),
    frequency: pg.text('frequency').$type<JobAlertFrequency>().notNull(),
    confirmedAt: pg.timestamp('confirmed_at', { withTimezone: true }),
    lastSentAt: pg.timestamp('last_sent_at', { withTimezone: true }),
    /** When the address was asked whether to go on (once per period without an opened link). */
    continueAskedAt: pg.timestamp('continue_asked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('job_alerts_address_idx').on(t.addressId),
    pg.index('job_alerts_container_idx').on(t.containerId),
    pg.check('job_alerts_frequency_known', sql`${t.frequency} in ('direct', 'daily', 'weekly')`),
  ],
);

/** An ad that matched an alert, waiting for its mail (sent_at null) or mailed: each ad once per alert. */
export const jobAlertHits = pg.pgTable(
  'job_alert_hits',
  {
    alertId: belongsTo('alert_id', () => jobAlerts.id),
    positionId: belongsTo('position_id', () => positions.id),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.alertId, t.positionId] }),
    pg
      .index('job_alert_hits_waiting_idx')
      .on(t.alertId)
      .where(sql`${t.sentAt} is null`),
    pg.index('job_alert_hits_position_idx').on(t.positionId),
  ],
);
