import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const users = pg.pgTable(
  'users',
  {
    id: pg.serial('id').primaryKey(),
    email: pg.text('email').notNull(),
    firstname: pg.text('firstname').notNull().default(''),
    lastname: pg.text('lastname').notNull().default(''),
    phoneNumber: pg.text('phone_number').notNull().default(''),
    title: pg.text('title').notNull().default(''),
    /** argon2id; null until the user has chosen a password through a reset link. */
    passwordHash: pg.text('password_hash'),
    disabled: pg.boolean('disabled').notNull().default(false),
    /** Bumped on password change or disable: tokens carry it, older ones stop working. */
    tokenVersion: pg.integer('token_version').notNull().default(0),
    isSuperuser: pg.boolean('is_superuser').notNull().default(false),
    isCandidate: pg.boolean('is_candidate').notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: pg.timestamp('last_login_at', { withTimezone: true }),
    /**
     * When the address was proven (a sign-up or password-reset link followed): a candidate signs in only
     * after that. Staff sign in through their company membership.
     */
    emailConfirmedAt: pg.timestamp('email_confirmed_at', { withTimezone: true }),
    /** The candidate's own profile (My pages). */
    address: pg.text('address').notNull().default(''),
    zipCode: pg.text('zip_code').notNull().default(''),
    city: pg.text('city').notNull().default(''),
  },
  (t) => [
    pg.uniqueIndex('users_email_idx').on(t.email),
    pg.check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);
