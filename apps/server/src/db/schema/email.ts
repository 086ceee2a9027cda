import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { containers } from './containers.ts';
import { users } from './users.ts';

/**
 * Every e-mail the product sends, delivered or not (SPEC §3 e-mail tracking): without SMTP_URL this log
 * is where mail goes, so nothing is lost on the embedded default.
 */
export const emailLog = pg.pgTable(
  'email_log',
  {
    id: pg.serial('id').primaryKey(),
    containerId: pg.integer('container_id').references(() => containers.id, { onDelete: 'set null' }),
    applicationId: pg.integer('application_id'),
    positionId: pg.integer('position_id'),
    emailType: pg.text('email_type').notNull(),
    emailAddress: pg.text('email_address').notNull(),
    subject: pg.text('subject').notNull(),
    body: pg.text('body').notNull(),
    /** logged (no SMTP configured), sent, failed; queued while a job waits to deliver it */
    status: pg.text('status').notNull(),
    error: pg.text('error'),
    /** The staff member who sent it (null: the system). */
    sentBy: pg.integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** A staff member's mail: the display name it goes out with ('Sven Skribent, Demo AB'). */
    fromName: pg.text('from_name'),
    /** Where answers go: the application's reply address, or the sender's own without inbound mail. */
    replyTo: pg.text('reply_to'),
    /** Its Message-ID header, by which an answer's In-Reply-To and a bounce find it. */
    messageId: pg.text('message_id'),
    /** The Message-ID of the applicant's e-mail it answers. */
    inReplyTo: pg.text('in_reply_to'),
    createdAt: createdAt(),
    /** When the status last changed (delivered, failed …). */
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index('email_log_address_idx').on(t.emailAddress, t.createdAt),
    pg.index('email_log_container_idx').on(t.containerId, t.createdAt),
    // E-mail tracking per application and per position.
    pg.index('email_log_application_idx').on(t.applicationId, t.createdAt),
    pg.index('email_log_position_idx').on(t.positionId, t.createdAt),
    pg
      .index('email_log_message_id_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    // A company's mail to an address outside any application, which the GDPR screen and the register
    // extract count as the person's: found by address, not by reading all the company's mail.
    pg
      .index('email_log_loose_address_idx')
      .on(t.containerId, sql`lower(${t.emailAddress})`)
      .where(sql`${t.applicationId} is null`),
  ],
);
