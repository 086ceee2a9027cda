import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_TO } from '@rekry/domain';
import type {
  Answers,
  ApplicantInfo,
  ConsentRecord,
  FormProperty,
  AuditKind,
  BillingPlan,
  BillingType,
  InvoiceStatus,
  DataGenerationStatus,
  CompanyStatus,
  JobAdOperation,
  JobAdStatus,
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
    /** Account status (issue 17, migration 0022): 'inactive' hides the career site, 'suspended' also staff. */
    status: text('status').$type<CompanyStatus>().notNull().default('active'),
  },
  (t) => [
    uniqueIndex('containers_name_lower_idx').on(sql`lower(${t.name})`),
    check('containers_status_known', sql`${t.status} in ('active', 'inactive', 'suspended')`),
  ],
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
    /**
     * When the address was proven (a sign-up or password-reset link followed): a candidate signs in only
     * after that (issue 15). Staff sign in through their company membership.
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
 * An invitation to a company by e-mail (issue 10): the company sees only the address it typed until the
 * person follows the link and accepts; then membership rows are created with `permissionIds`. Only the
 * token's SHA-256 is stored. One pending invitation per company and address (re-inviting renews it).
 */
export const containerInvitations = pgTable(
  'container_invitations',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    email: text('email').notNull(),
    permissionIds: jsonb('permission_ids').$type<number[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('container_invitations_token_idx').on(t.tokenHash),
    uniqueIndex('container_invitations_pending_idx')
      .on(t.containerId, t.email)
      .where(sql`${t.acceptedAt} is null`),
    check('container_invitations_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
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
    // E-mail tracking per application and per position (issue 5).
    index('email_log_application_idx').on(t.applicationId, t.createdAt),
    index('email_log_position_idx').on(t.positionId, t.createdAt),
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
    /** When each position event was told to the company (services/position-events.ts): once each. */
    publishedNotifiedAt: timestamp('published_notified_at', { withTimezone: true }),
    closingSoonNotifiedAt: timestamp('closing_soon_notified_at', { withTimezone: true }),
    closedNotifiedAt: timestamp('closed_notified_at', { withTimezone: true }),
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

/**
 * What the header's global search and 'Sök sökande' look in: name, e-mail, city and personal number (12
 * digits) of an application's info, lower-cased and folded (foldSearchText: 'ö' → 'o'). The queries and
 * the trigram index (migration 0009) use this one expression, literal for literal, so the planner can
 * match them.
 */
export const applicantSearchText = (info: AnyPgColumn) =>
  sql<string>`translate(lower(coalesce(${info}->>'name', '') || ' ' || coalesce(${info}->>'email', '') || ' ' || coalesce(${info}->>'city', '') || ' ' || coalesce(${info}->>'ssn', '')), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`;

/** A position's name as the global search compares it: lower-cased and folded like applicantSearchText. */
export const foldedText = (column: AnyPgColumn) =>
  sql<string>`translate(lower(${column}), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`;

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
    /** The status (SPEC §4): the application's one Interest label; null until someone sets it (unprocessed). */
    labelId: integer('label_id').references(() => labels.id, { onDelete: 'set null' }),
    /** The process level: the application's one Process label, or null. */
    processLabelId: integer('process_label_id').references(() => labels.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    isManuallyCreated: boolean('is_manually_created').notNull().default(false),
    otherOffer: boolean('other_offer').notNull().default(false),
    /** When staff first opened the application (null: unread). */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /**
     * The applicant's own last activity (applying, renewing consent): the retention period (SPEC §9) runs
     * from here. Staff reading or changing the application never restarts it.
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept past the retention period (a dispute, say) until staff lift the hold. */
    legalHold: boolean('legal_hold').notNull().default(false),
    /** When the applicant was told that the data goes in 30 days; once per period. */
    retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),
  },
  (t) => [
    // One application per person and position: a second one answers job_already_applied.
    uniqueIndex('job_applications_position_user_idx').on(t.positionId, t.userId),
    index('job_applications_container_idx').on(t.containerId, t.createdAt),
    index('job_applications_user_idx').on(t.userId),
    index('job_applications_retention_idx').on(t.containerId, t.userId, t.lastActivityAt),
    // The applicant list (issue 5): one position's applications in each sort, keyset-paged by (sort, id);
    // the status and process-level filters lead with their label.
    index('job_applications_position_created_idx').on(t.positionId, t.createdAt, t.id),
    index('job_applications_position_label_idx').on(t.positionId, t.labelId, t.createdAt, t.id),
    index('job_applications_position_process_idx').on(t.positionId, t.processLabelId, t.createdAt, t.id),
    index('job_applications_position_name_idx').on(
      t.positionId,
      sql`lower(coalesce(${t.info}->>'name', ''))`,
      t.id,
    ),
    // The answer filters (periods, driving licence, merits, groups): metadata @> '{"key": value}'.
    // GIN indexes here skip the pending list (fastupdate off): PGlite has no autovacuum to merge it, and
    // the planner prices an unmerged list so high that it would scan the table instead.
    index('job_applications_metadata_idx')
      .using('gin', sql`${t.metadata} jsonb_path_ops`)
      .with({ fastupdate: false }),
    // The global search and 'Sök sökande': a substring anywhere in the folded name, e-mail, city or
    // personal number (LIKE '%…%') through trigrams (pg_trgm).
    index('job_applications_search_idx')
      .using('gin', sql`${applicantSearchText(t.info)} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * How many applications a position has per status (`labelId` 0: none yet) and read state, kept by statement
 * triggers on job_applications (migration 0010), so counting costs the same with 100 or 100,000 of them.
 * No foreign keys: cascades delete applications after their position, and the triggers then remove the rows.
 */
export const positionTallies = pgTable(
  'position_tallies',
  {
    containerId: integer('container_id').notNull(),
    positionId: integer('position_id').notNull(),
    labelId: integer('label_id').notNull(),
    unread: boolean('unread').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ name: 'position_tallies_pkey', columns: [t.positionId, t.labelId, t.unread] }),
    index('position_tallies_container_idx').on(t.containerId),
  ],
);

/** How many applications a company received per Stockholm day (YYYY-MM-DD); kept like positionTallies. */
export const applicationDayTallies = pgTable(
  'application_day_tallies',
  {
    containerId: integer('container_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'application_day_tallies_pkey', columns: [t.containerId, t.day] })],
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
    /** original (uploaded), converted (a document's PDF sibling), annotated (a new version of a PDF). */
    kind: text('kind').notNull().default('original'),
    /** The file this one was made from (converted or annotated); it goes with it. */
    derivedFromId: integer('derived_from_id').references((): AnyPgColumn => applicationFiles.id, {
      onDelete: 'cascade',
    }),
    /**
     * When the document's conversion to PDF gave up for good (its tries spent): the preview says it could
     * not be converted; the file itself stays downloadable.
     */
    conversionFailedAt: timestamp('conversion_failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_files_application_idx').on(t.applicationId),
    uniqueIndex('application_files_stored_name_idx').on(t.storedName),
    index('application_files_derived_from_idx').on(t.derivedFromId),
    check('application_files_kind_known', sql`${t.kind} in ('original', 'converted', 'annotated')`),
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
    /** Pixel size of an image asset (banners, migration 0011); null for other files. */
    width: integer('width'),
    height: integer('height'),
    /** A banner's small WebP for the list (BANNER_THUMBNAIL), so the list never reads the image. */
    thumbnail: bytea('thumbnail'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('assets_container_name_idx').on(t.containerId, t.name)],
);

/**
 * Notifications (SPEC §3), one row per recipient: a staff user of the company who may see what it is
 * about (services/notifications.ts decides who). `inApp` rows are in the bell; `emailPending` ones wait
 * for the recipient's next e-mail digest.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    userId: userRef(),
    /** create_jobApplication, update_jobApplicationStatus, send_MessageCommand, position, Exception, error (SPEC §3) */
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<{ positionId?: number; id?: number }>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    inApp: boolean('in_app').notNull().default(true),
    emailPending: boolean('email_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // "My notifications in company X, newest first" and "my unread count there".
    index('notifications_recipient_idx')
      .on(t.containerId, t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.inApp}`),
    index('notifications_unread_idx')
      .on(t.containerId, t.userId)
      .where(sql`${t.inApp} and not ${t.isRead}`),
    index('notifications_email_pending_idx')
      .on(t.userId)
      .where(sql`${t.emailPending}`),
    index('notifications_user_idx').on(t.userId),
  ],
);

/** A staff user's notification preferences for one position; they replace the company-level ones there. */
export const positionNotificationPreferences = pgTable(
  'position_notification_preferences',
  {
    userId: userRef(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    containerId: containerRef(),
    preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'position_notification_preferences_pk', columns: [t.userId, t.positionId] }),
    index('position_notification_preferences_position_idx').on(t.positionId),
  ],
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

/* ---------- applicants (issue 5) ---------- */

export const LABEL_TYPES = ['Interest', 'Process'] as const;

/**
 * A company's labels (SPEC §3 Label): Interest labels are the applicant's status, Process labels the
 * process level. Every company gets the default set (is_default) when it is created: a trigger of
 * migration 0003 inserts them, so no code path that creates a company can forget it.
 */
export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    name: text('name').notNull(),
    labelType: text('label_type').$type<(typeof LABEL_TYPES)[number]>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Display order within the type. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('labels_container_type_name_idx').on(t.containerId, t.labelType, sql`lower(${t.name})`),
    index('labels_container_order_idx').on(t.containerId, t.labelType, t.sortOrder),
    check('labels_type_known', sql`${t.labelType} in ('Interest', 'Process')`),
    // At most one default per company and type (migration 0012); update_Label keeps exactly one.
    uniqueIndex('labels_one_default_per_type_idx')
      .on(t.containerId, t.labelType)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * SPEC §3 Label/e-mail template: the e-mail offered when an applicant gets the label. One per label and
 * position type (migration 0012); the one without a type is the fallback for the other types.
 */
export const labelEmailTemplates = pgTable(
  'label_email_templates',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    positionTypeId: integer('position_type_id').references(() => positionTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    /** Plain text or HTML (cleaned when stored), with the variables of EMAIL_TEMPLATE_VARIABLES. */
    content: text('content').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('label_email_templates_label_type_key').on(t.labelId, t.positionTypeId).nullsNotDistinct(),
    index('label_email_templates_container_idx').on(t.containerId),
  ],
);

/** SPEC §3 Container e-mail template (id, title, text); optionally for one position type. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    positionTypeId: integer('position_type_id').references(() => positionTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The subject line of the e-mail (the title names the template in lists). */
    subject: text('subject').notNull().default(''),
    /** HTML with variables. */
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('email_templates_container_idx').on(t.containerId)],
);

/** A company's text templates (SPEC §3 Container text template): texts inserted into a note. */
export const textTemplates = pgTable(
  'text_templates',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('text_templates_container_idx').on(t.containerId)],
);

/** A company's own e-mail variables (##CONTACT## …), each with a fixed value filled into its e-mails. */
export const emailTemplateVariables = pgTable(
  'email_template_variables',
  {
    containerId: containerRef(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'email_template_variables_pk', columns: [t.containerId, t.key] }),
    check('email_template_variables_key_format', sql`${t.key} ~ '^##[A-Z0-9_]{1,40}##$'`),
  ],
);

/** A staff member's note on an application. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);

/** What happened to an application: created, status changed, note, e-mail sent, file added or removed … */
export const applicationLog = pgTable(
  'application_log',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    /** Who did it (null: the applicant or the system). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** created, updated, status, process, note, email, file_added, file_removed, file_annotated … */
    kind: text('kind').notNull(),
    /** The line shown in the log, in Swedish. */
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('application_log_application_idx').on(t.applicationId, t.createdAt)],
);

/** SPEC §3 Skill: a competence with questions the recruiter answers about an applicant. */
export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('skills_container_idx').on(t.containerId),
    uniqueIndex('skills_container_name_idx').on(t.containerId, sql`lower(${t.name})`),
  ],
);

export const skillQuestions = pgTable(
  'skill_questions',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('skill_questions_skill_idx').on(t.skillId, t.sortOrder)],
);

/** SPEC §3 Skill collection: a named set of skills added to a position in one go (migration 0013). */
export const skillCollections = pgTable(
  'skill_collections',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('skill_collections_container_name_idx').on(t.containerId, sql`lower(${t.name})`)],
);

/** A collection's skills, in order. */
export const skillCollectionSkills = pgTable(
  'skill_collection_skills',
  {
    containerId: containerRef(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => skillCollections.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.skillId] }),
    index('skill_collection_skills_skill_idx').on(t.skillId),
  ],
);

/** SPEC §3 Position skill: the skills whose questions make up a position's questionnaire. */
export const positionSkills = pgTable(
  'position_skills',
  {
    containerId: containerRef(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    icons: jsonb('icons').$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.skillId] }),
    index('position_skills_skill_idx').on(t.skillId),
  ],
);

/** SPEC §3 Questionnaire item: the recruiter's answer to one skill question about one application. */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    containerId: containerRef(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => skillQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.questionId] }),
    index('questionnaire_answers_question_idx').on(t.questionId),
  ],
);

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * The durable job queue (DESIGN §1 Jobs): e-mail delivery, document conversion, retention purge …
 * Workers claim due pending jobs with FOR UPDATE SKIP LOCKED and retry with back-off until max_attempts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    containerId: integer('container_id').references(() => containers.id, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof JOB_STATUSES)[number]>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_pending_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_running_idx')
      .on(t.lockedAt)
      .where(sql`${t.status} = 'running'`),
    index('jobs_container_idx').on(t.containerId),
    uniqueIndex('jobs_retention_day_idx')
      .on(sql`(${t.payload}->>'day')`)
      .where(sql`${t.kind} = 'retention'`),
    check('jobs_status_known', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/**
 * Rate-limit counters shared by every instance on one PostgreSQL database (http/rate-limit-store.ts):
 * one row per route and caller key, counted by one atomic upsert per request; expired rows are swept.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);

export const PERSONAL_DATA_AUDIT_KINDS = ['erase', 'retention', 'retention_run', 'inform'] as const;

/**
 * What was deleted about a person (or produced for them), when, by whom and why (GDPR accountability):
 * counts and positions only, never who the person was.
 */
export const personalDataAudit = pgTable(
  'personal_data_audit',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    /** The staff member who asked; null for the retention job. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<(typeof PERSONAL_DATA_AUDIT_KINDS)[number]>().notNull(),
    reason: text('reason').notNull().default(''),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('personal_data_audit_container_idx').on(t.containerId, t.createdAt),
    check(
      'personal_data_audit_kind_known',
      sql`${t.kind} in ('erase', 'retention', 'retention_run', 'inform')`,
    ),
  ],
);

/** The links of the retention warning (renew consent or delete now); only the token's hash is kept. */
export const consentLinks = pgTable(
  'consent_links',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('consent_links_token_idx').on(t.tokenHash),
    index('consent_links_person_idx').on(t.containerId, t.userId),
  ],
);

/** A conversation between staff and an applicant: one per application, going with it. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
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
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
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
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
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
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
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

/**
 * A sign-up waiting for its confirmation link (issue 15): the address and the chosen password's hash stay
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

/** A company's settings for one job board or classifieds site (issue 16; migration 0017). */
export const partnerSettings = pgTable(
  'partner_settings',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    partner: text('partner').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** services/secret-box.ts: AES-256-GCM under INTEGRATION_SECRET_KEY. */
    secretSealed: text('secret_sealed'),
    secretHint: text('secret_hint'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_settings_container_partner_idx').on(t.containerId, t.partner)],
);

/** The log of changes to a company's channel settings: who, when, which fields. */
export const partnerSettingChanges = pgTable(
  'partner_setting_changes',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    partner: text('partner').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('partner_setting_changes_container_idx').on(t.containerId, t.createdAt.desc())],
);

/** SPEC §3 'Integration record' with its job-ad status (SPEC §7). */
export const positionIntegrations = pgTable(
  'position_integrations',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    partner: text('partner').notNull(),
    typeId: integer('type_id').notNull(),
    isChecked: boolean('is_checked').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobAdStatus>(),
    pendingOp: text('pending_op').$type<JobAdOperation>(),
    transactionId: uuid('transaction_id'),
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    statusReason: text('status_reason'),
    statusAt: timestamp('status_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('position_integrations_position_partner_idx').on(t.positionId, t.partner),
    index('position_integrations_container_idx').on(t.containerId),
    check(
      'position_integrations_status_known',
      sql`${t.status} is null or ${t.status} in ('waiting', 'published', 'failed', 'removed')`,
    ),
    check(
      'position_integrations_op_known',
      sql`${t.pendingOp} is null or ${t.pendingOp} in ('publish', 'update', 'unpublish')`,
    ),
  ],
);

/** News posts (issue 17; migration 0018): platform-wide, written by a superuser; body is cleaned HTML. */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('news_posts_title_length', sql`char_length(${t.title}) between 1 and 200`),
  ],
);

/**
 * The audit log (issue 17, /admin/events): written only through services/audit.ts, never updated, and
 * removed only by the retention prune (a trigger refuses anything else). No foreign keys: an entry
 * outlives the company and the person it names, so their names are kept as they were.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The company the event belongs to; null for platform events (a superuser's own sign-in, news). */
    containerId: integer('container_id'),
    containerName: text('container_name'),
    /** Who did it; null for the system (a job) or an unknown e-mail at a failed sign-in. */
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    actorName: text('actor_name'),
    kind: text('kind').$type<AuditKind>().notNull(),
    /** One Swedish sentence: what happened. Never a secret or a personal number. */
    summary: text('summary').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_container_idx').on(t.containerId, t.createdAt.desc(), t.id.desc()),
    index('audit_events_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_events_actor_idx').on(t.actorId),
  ],
);

/**
 * Generate data (issue 17, /admin/generate-data): one row per run, polled by the page for progress. The
 * job resumes from `done` (each chunk commits with its progress); the run's positions carry its id in
 * positions.metadata.generationId and its people the e-mail prefix gen-run<id>-, so removal is exact.
 */
export const dataGenerations = pgTable(
  'data_generations',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    positions: integer('positions').notNull(),
    /** Applicants per position. */
    applicants: integer('applicants').notNull(),
    done: integer('done').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    status: text('status').$type<DataGenerationStatus>().notNull().default('queued'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('data_generations_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('data_generations_container_idx').on(t.containerId, t.id.desc()),
    check(
      'data_generations_status_known',
      sql`${t.status} in ('queued', 'running', 'done', 'failed', 'removing', 'removed')`,
    ),
    check('data_generations_positions_range', sql`${t.positions} between 1 and 20`),
    check(
      'data_generations_applicants_range',
      sql`${t.applicants} >= 0 and ${t.positions} * ${t.applicants} <= 100000`,
    ),
  ],
);

/**
 * Billing (issue 17; migration 0020): one account per company (none = monthly on the Monthly plan); the
 * account status (Active, Inactive, Suspended) is the company's own, containers.status. The
 * balance never goes below zero; every change of it is a ledger row (who, when, why).
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    containerId: integer('container_id')
      .primaryKey()
      .references(() => containers.id, { onDelete: 'cascade' }),
    billingType: text('billing_type').$type<BillingType>().notNull().default('monthly'),
    plan: text('plan').$type<BillingPlan>().notNull().default('Monthly'),
    pointsBalance: integer('points_balance').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('billing_accounts_type_known', sql`${t.billingType} in ('monthly', 'points')`),
    check('billing_accounts_plan_known', sql`${t.plan} in ('Monthly', 'PerJob')`),
    check('billing_accounts_balance_not_negative', sql`${t.pointsBalance} >= 0`),
  ],
);

/** Every change of a company's points: added, removed, or spent on a publication. */
export const billingLedger = pgTable(
  'billing_ledger',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    /** Signed: + added, - removed or spent. */
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind').$type<'add' | 'remove' | 'publish'>().notNull(),
    description: text('description').notNull(),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied: the row outlives the account. */
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_ledger_container_idx').on(t.containerId, t.createdAt.desc(), t.id.desc()),
    index('billing_ledger_position_idx').on(t.positionId),
    check('billing_ledger_kind_known', sql`${t.kind} in ('add', 'remove', 'publish')`),
  ],
);

/** A company's invoices: number, period, amount in whole kronor, status and due date. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    number: text('number').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('Draft'),
    dueDate: date('due_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_invoices_number_idx').on(t.number),
    index('billing_invoices_container_idx').on(t.containerId, t.periodStart.desc()),
    check(
      'billing_invoices_status_known',
      sql`${t.status} in ('Draft', 'Sent', 'Paid', 'Overdue', 'Cancelled')`,
    ),
    check('billing_invoices_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);
