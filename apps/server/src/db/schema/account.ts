import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { userRef } from './owners.ts';

/** One-time password reset links; only the SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_idx').on(t.tokenHash)],
);

/**
 * A sign-up waiting for its confirmation link: the address and the chosen password's hash stay
 * here, off the users row, until the link is followed. Only the token's SHA-256 is stored.
 */
export const accountConfirmations = pgTable(
  'account_confirmations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_confirmations_token_idx').on(t.tokenHash),
    index('account_confirmations_email_idx').on(t.email),
    check('account_confirmations_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);
