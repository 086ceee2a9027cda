import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { containers } from './containers.ts';
import { users } from './users.ts';

/**
 * Every e-mail the product sends, delivered or not (SPEC §3 e-mail tracking): without SMTP_URL this log
 * is where mail goes, so nothing is lost on the embedded default.
 */
export const emailLog = pgTable(
  'email_log',
  {
    id: serial('id').primaryKey(),
    containerId: integer('container_id').references(() => containers.id, { onDelete: 'set null' }),
    applicationId: integer('application_id'),
    positionId: integer('position_id'),
    emailType: text('email_type').notNull(),
    emailAddress: text('email_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** logged (no SMTP configured), sent, failed; queued while a job waits to deliver it */
    status: text('status').notNull(),
    error: text('error'),
    /** The staff member who sent it (null: the system). */
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the status last changed (delivered, failed …). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_log_address_idx').on(t.emailAddress, t.createdAt),
    index('email_log_container_idx').on(t.containerId, t.createdAt),
    // E-mail tracking per application and per position.
    index('email_log_application_idx').on(t.applicationId, t.createdAt),
    index('email_log_position_idx').on(t.positionId, t.createdAt),
  ],
);
