import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns.ts';
import { containerRef, userRef } from './owners.ts';
import { jobApplications } from './applicants.ts';
import { applicationFiles } from './files.ts';
import { users } from './users.ts';

/** A conversation between staff and an applicant: one per application, going with it. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    /** The newest message's time: lists are ordered by it, newest first. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_application_idx').on(t.applicationId),
    index('conversations_container_last_idx').on(t.containerId, t.lastMessageAt.desc(), t.id.desc()),
  ],
);

/** A message: by a staff member (authorUserId) or the applicant (fromApplicant); plain text. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    containerId: containerRef(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromApplicant: boolean('from_applicant').notNull().default(false),
    body: text('body').notNull().default(''),
    /** The attachment, kept as one of the application's files. */
    fileId: integer('file_id').references(() => applicationFiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    index('conversation_messages_author_idx').on(t.authorUserId),
    index('conversation_messages_file_idx').on(t.fileId),
    check('conversation_messages_body_length', sql`char_length(${t.body}) <= 5000`),
  ],
);

/** How far a reader (staff member or applicant) has read a conversation. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: belongsTo('conversation_id', () => conversations.id),
    userId: userRef(),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_reads_user_idx').on(t.userId),
  ],
);

/** The reply links e-mailed with a staff message; only the token's hash is kept, one reply each. */
export const conversationLinks = pgTable(
  'conversation_links',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_links_token_idx').on(t.tokenHash),
    index('conversation_links_conversation_idx').on(t.conversationId),
  ],
);
