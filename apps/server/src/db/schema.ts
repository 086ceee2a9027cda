import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '@rekry/domain';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Tenant-owned and user-owned rows go when their company or user goes. */
const containerRef = () =>
  integer('container_id')
    .notNull()
    .references(() => containers.id, { onDelete: 'cascade' });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Key/value facts about the database itself (e.g. that demo data was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export interface ContainerMetadata {
  foreignKey: string | null;
  /** Company profile keys (SPEC §3), messages under '/messages/…', members list … */
  properties: Record<string, unknown>;
}

/** A company ("container"). Every tenant-owned row points here. */
export const containers = pgTable(
  'containers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    plans: jsonb('plans').$type<string[]>().notNull().default([]),
    theme: jsonb('theme').$type<Record<string, unknown>>().notNull().default({}),
    metadata: jsonb('metadata')
      .$type<ContainerMetadata>()
      .notNull()
      .default({ foreignKey: null, properties: {} }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('containers_name_lower_idx').on(sql`lower(${t.name})`)],
);

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
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Container-user permission: a user may hold several permission ids in one company. */
export const containerUsers = pgTable(
  'container_users',
  {
    containerId: containerRef(),
    userId: userRef(),
    permissionId: integer('permission_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.containerId, t.userId, t.permissionId] }),
    index('container_users_user_idx').on(t.userId),
    check('container_users_permission_known', sql`${t.permissionId} in (1, 2, 3)`),
  ],
);

/**
 * Position permission: one permission per user and position. The positions table arrives with the
 * positions issue, which adds the foreign key on position_id.
 */
export const positionPermissions = pgTable(
  'position_permissions',
  {
    containerId: containerRef(),
    positionId: integer('position_id').notNull(),
    userId: userRef(),
    permissionId: integer('permission_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.userId] }),
    index('position_permissions_user_idx').on(t.userId),
    check('position_permissions_permission_known', sql`${t.permissionId} in (1, 2, 3)`),
  ],
);

export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('folders_container_name_idx').on(t.containerId, t.name)],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userRef(),
    containerId: containerRef(),
    preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.containerId] })],
);

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
    /** logged (no SMTP configured), sent, failed */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_log_address_idx').on(t.emailAddress, t.createdAt),
    index('email_log_container_idx').on(t.containerId, t.createdAt),
  ],
);
