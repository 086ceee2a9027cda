import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Answers,
  ApplicantInfo,
  ConsentRecord,
  FormProperty,
  NotificationPreferences,
} from '@rekry/domain';

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

/** Position permission: one permission per user and position. */
export const positionPermissions = pgTable(
  'position_permissions',
  {
    containerId: containerRef(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
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

/** PGlite hands bytea back as Uint8Array, node-postgres as Buffer: both become Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A job position (SPEC §3). Status is derived from is_archived, start and stop (SPEC §4), never stored.
 * Internal positions are reached only through their link_id (a guid); every position gets one.
 */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    name: text('name').notNull(),
    /** Short summary text. */
    text: text('text').notNull().default(''),
    /** The ad itself: HTML, sanitized when written. */
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    isArchived: boolean('is_archived').notNull().default(false),
    isInternal: boolean('is_internal').notNull().default(false),
    linkId: uuid('link_id').notNull().defaultRandom(),
    positionTypeId: integer('position_type_id'),
    start: timestamp('start', { withTimezone: true }),
    stop: timestamp('stop', { withTimezone: true }),
    responsibleId: integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    form: jsonb('form').$type<FormProperty[]>().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('positions_link_id_idx').on(t.linkId),
    // The public list: a company's (or every company's) public, non-archived positions, newest first.
    index('positions_public_container_idx')
      .on(t.containerId, t.createdAt.desc())
      .where(sql`not ${t.isArchived} and not ${t.isInternal}`),
    index('positions_public_idx')
      .on(t.createdAt.desc())
      .where(sql`not ${t.isArchived} and not ${t.isInternal}`),
    // The staff list: one company's positions, newest (highest id) first, paged by id.
    index('positions_container_idx').on(t.containerId, t.id.desc()),
  ],
);

/** One application of one applicant (a users row) to one position. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
    /** The answers, pruned to the form's keys, with file answers reduced to their file names. */
    metadata: jsonb('metadata').$type<Answers>().notNull().default({}),
    /** SPEC §3 'Applicant info', read from the answers when the application came in. */
    info: jsonb('info')
      .$type<ApplicantInfo>()
      .notNull()
      .default({} as ApplicantInfo),
    /** What the applicant approved, and when; null for a form without the agreement group. */
    consent: jsonb('consent').$type<ConsentRecord>(),
    labelId: integer('label_id'),
    note: text('note').notNull().default(''),
    isManuallyCreated: boolean('is_manually_created').notNull().default(false),
    otherOffer: boolean('other_offer').notNull().default(false),
  },
  (t) => [
    // One application per person and position: a second one answers job_already_applied.
    uniqueIndex('job_applications_position_user_idx').on(t.positionId, t.userId),
    index('job_applications_container_idx').on(t.containerId, t.createdAt),
    index('job_applications_user_idx').on(t.userId),
  ],
);

/** A file sent with an application; the bytes live in the file store under stored_name. */
export const applicationFiles = pgTable(
  'application_files',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    containerId: containerRef(),
    propertyKey: text('property_key').notNull(),
    /** The name the applicant's file had (shown, never used as a path). */
    filename: text('filename').notNull(),
    /** `${uuid}.${ext}`, chosen by the server. */
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_files_application_idx').on(t.applicationId),
    uniqueIndex('application_files_stored_name_idx').on(t.storedName),
  ],
);

/** A company's asset (logo, banner …), served by GET /api/public/open/containers/{id}/assets. */
export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('assets_container_name_idx').on(t.containerId, t.name)],
);

/** A company's notifications (SPEC §3): new applications and other events, read or unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    /** create_jobApplication, update_jobApplicationStatus, Exception … (SPEC §3) */
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<{ positionId?: number; id?: number }>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_container_idx').on(t.containerId, t.createdAt.desc())],
);

/** A company's position types (SPEC §3 positionTypeId/positionTypeName): what kind of employment an ad is. */
export const positionTypes = pgTable(
  'position_types',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('position_types_container_name_idx').on(t.containerId, t.name)],
);

/**
 * A company's form templates (/admin/form-templates): a name and a form definition. A table rather than
 * JSON assets: they are edited one by one and listed by name, and a row keeps the form as jsonb.
 */
export const formTemplates = pgTable(
  'form_templates',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    name: text('name').notNull(),
    form: jsonb('form').$type<FormProperty[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('form_templates_container_idx').on(t.containerId)],
);
