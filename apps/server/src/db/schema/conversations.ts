import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, pairKey } from './columns.ts';
import { containerRef, userRef } from './owners.ts';
import { jobApplications } from './applicants.ts';
import { applicationFiles } from './files.ts';
import { users } from './users.ts';

/** A conversation between staff and an applicant: one per application, going with it. */
export const conversations = pg.pgTable(
  'conversations',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    /** The newest message's time: lists are ordered by it, newest first. */
    lastMessageAt: pg.timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('conversations_application_idx').on(t.applicationId),
    pg.index('conversations_container_last_idx').on(t.containerId, t.lastMessageAt.desc(), t.id.desc()),
  ],
);

/** A message: by a staff member (authorUserId) or the applicant (fromApplicant); plain text. */
export const conversationMessages = pg.pgTable(
  'conversation_messages',
  {
    id: pg.serial('id').primaryKey(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    containerId: containerRef(),
    authorUserId: pg.integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromApplicant: pg.boolean('from_applicant').notNull().default(false),
    body: pg.text('body').notNull().default(''),
    /** The attachment, kept as one of the application's files. */
    fileId: pg.integer('file_id').references(() => applicationFiles.id, { onDelete: 'set null' }),
    /** 'app' (written in Rekry) or 'email' (the applicant answered an e-mail). */
    via: pg.text('via').notNull().default('app'),
    /** An automatic answer (out of office): shown marked, and nobody is notified of it. */
    autoReply: pg.boolean('auto_reply').notNull().default(false),
    /** The quoted history under an e-mailed answer, folded away where it is shown. */
    quoted: pg.text('quoted').notNull().default(''),
    /** The e-mailed answer's Message-ID, which the staff's next e-mail answers (In-Reply-To). */
    emailMessageId: pg.text('email_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.check('conversation_messages_via', sql`${t.via} in ('app', 'email')`),
    pg.check('conversation_messages_quoted_length', sql`char_length(${t.quoted}) <= 20000`),
    pg.index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    pg.index('conversation_messages_author_idx').on(t.authorUserId),
    pg.index('conversation_messages_file_idx').on(t.fileId),
    pg.check('conversation_messages_body_length', sql`char_length(${t.body}) <= 5000`),
  ],
);

/** How far a reader (staff member or applicant) has read a conversation. */
export const conversationReads = pg.pgTable(
  'conversation_reads',
  {
    conversationId: belongsTo('conversation_id', () => conversations.id),
    userId: userRef(),
    lastReadMessageId: pg.integer('last_read_message_id').notNull().default(0),
    readAt: pg.timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => pairKey(t.conversationId, t.userId, 'conversation_reads_user_idx'),
);

/** The reply links e-mailed with a staff message; only the token's hash is kept, one reply each. */
export const conversationLinks = pg.pgTable(
  'conversation_links',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    tokenHash: pg.text('token_hash').notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: pg.timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('conversation_links_token_idx').on(t.tokenHash),
    pg.index('conversation_links_conversation_idx').on(t.conversationId),
  ],
);

/**
 * An application's reply address (svar+<token>@<inbound domain>): staff mail to the applicant carries it
 * as Reply-To, and the inbound SMTP receiver takes mail for it into the conversation. Erasing the
 * application keeps the token without it, so a late reply is refused with a reason, not as unknown.
 */
export const replyAddresses = pg.pgTable(
  'reply_addresses',
  {
    token: pg.text('token').primaryKey(),
    containerId: containerRef(),
    applicationId: pg
      .integer('application_id')
      .references(() => jobApplications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('reply_addresses_application_idx').on(t.applicationId)],
);
