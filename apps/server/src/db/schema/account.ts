import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { userRef } from './owners.ts';

/** One-time password reset links; only the SHA-256 of the token is stored. */
export const passwordResets = pg.pgTable(
  'password_resets',
  {
    id: pg.serial('id').primaryKey(),
    userId: userRef(),
    tokenHash: pg.text('token_hash').notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: pg.timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('password_resets_token_idx').on(t.tokenHash)],
);

/**
 * A sign-up waiting for its confirmation link: the address and the chosen password's hash stay
 * here, off the users row, until the link is followed. Only the token's SHA-256 is stored.
 */
export const accountConfirmations = pg.pgTable(
  'account_confirmations',
  {
    id: pg.serial('id').primaryKey(),
    email: pg.text('email').notNull(),
    passwordHash: pg.text('password_hash').notNull(),
    tokenHash: pg.text('token_hash').notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: pg.timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('account_confirmations_token_idx').on(t.tokenHash),
    pg.index('account_confirmations_email_idx').on(t.email),
    pg.check('account_confirmations_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);
