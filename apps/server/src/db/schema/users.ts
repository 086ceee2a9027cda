import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    title: text('title').notNull().default(''),
    /** argon2id; null until the user has chosen a password through a reset link. */
    passwordHash: text('password_hash'),
    disabled: boolean('disabled').notNull().default(false),
    /** Bumped on password change or disable: tokens carry it, older ones stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isCandidate: boolean('is_candidate').notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * When the address was proven (a sign-up or password-reset link followed): a candidate signs in only
     * after that. Staff sign in through their company membership.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The candidate's own profile (My pages). */
    address: text('address').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    city: text('city').notNull().default(''),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);
