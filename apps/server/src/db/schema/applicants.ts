import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_TO } from '@rekry/domain';
import type { Answers, ApplicantInfo, ApplicationSource, ConsentRecord } from '@rekry/domain';
import { belongsTo, createdAt } from './columns.ts';
import { containerRef, userRef } from './owners.ts';
import { positions } from './positions.ts';
import { users } from './users.ts';

/** A position's name as the global search compares it: lower-cased and folded like an application's. */
export const foldedText = (column: pg.AnyPgColumn) =>
  sql<string>`translate(lower(${column}), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`;

/** One application of one applicant (a users row) to one position. */
export const jobApplications = pg.pgTable(
  'job_applications',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    positionId: belongsTo('position_id', () => positions.id),
    userId: userRef(),
    createdAt: createdAt(),
    /** The answers, pruned to the form's keys, with file answers reduced to their file names. */
    metadata: pg.jsonb('metadata').$type<Answers>().notNull().default({}),
    /** SPEC §3 'Applicant info', read from the answers when the application came in. */
    info: pg
      .jsonb('info')
      .$type<ApplicantInfo>()
      .notNull()
      .default({} as ApplicantInfo),
    /** What the applicant approved, and when; null for a form without the agreement group. */
    consent: pg.jsonb('consent').$type<ConsentRecord>(),
    /** The status (SPEC §4): the application's one Interest label; null until someone sets it (unprocessed). */
    labelId: pg.integer('label_id').references(() => labels.id, { onDelete: 'set null' }),
    /** The process level: the application's one Process label, or null. */
    processLabelId: pg.integer('process_label_id').references(() => labels.id, { onDelete: 'set null' }),
    note: pg.text('note').notNull().default(''),
    isManuallyCreated: pg.boolean('is_manually_created').notNull().default(false),
    otherOffer: pg.boolean('other_offer').notNull().default(false),
    /** Where the applicant came from (a channel's tracked link, utm_*, the referring site); {} direct. */
    source: pg.jsonb('source').$type<ApplicationSource>().notNull().default({}),
    /** When staff first opened the application (null: unread). */
    viewedAt: pg.timestamp('viewed_at', { withTimezone: true }),
    /**
     * The applicant's own last activity (applying, renewing consent): the retention period (SPEC §9) runs
     * from here. Staff reading or changing the application never restarts it.
     */
    lastActivityAt: pg.timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept past the retention period (a dispute, say) until staff lift the hold. */
    legalHold: pg.boolean('legal_hold').notNull().default(false),
    /** When the applicant was told that the data goes in 30 days; once per period. */
    retentionWarnedAt: pg.timestamp('retention_warned_at', { withTimezone: true }),
  },
  (t) => [
    // One application per person and position: a second one answers job_already_applied.
    pg.uniqueIndex('job_applications_position_user_idx').on(t.positionId, t.userId),
    pg.index('job_applications_container_idx').on(t.containerId, t.createdAt),
    // A person's applications, in one company or all (my pages, GDPR, retention, the people triggers):
    // one index for both, as each extra index is written by every status change of every row.
    pg.index('job_applications_user_idx').on(t.userId, t.containerId, t.lastActivityAt),
    // The applicant list: one position's applications in each sort, keyset-paged by (sort, id). No index
    // here holds a label, so a status change updates the row in place (HOT, with the room fillfactor 85
    // leaves, migration 0038); the status filters read applicationStatusKeys.
    pg.index('job_applications_position_created_idx').on(t.positionId, t.createdAt, t.id),
    pg
      .index('job_applications_position_name_idx')
      .on(t.positionId, sql`lower(coalesce(${t.info}->>'name', ''))`, t.id),
  ],
);

/**
 * An application's status and process level with its position and time, one narrow row per application,
 * kept by statement triggers on job_applications (migration 0038): the list's and the board's 'status X,
 * newest first' read these indexes. Apart from the application so that a status change of 1,000 rewrites
 * 1,000 short rows and two indexes, not the applications' eight.
 */
export const applicationStatusKeys = pg.pgTable(
  'application_status_keys',
  {
    applicationId: pg
      .integer('application_id')
      .primaryKey()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    positionId: pg.integer('position_id').notNull(),
    /** The status, 0 for none ('Ej behandlad'), as in position_tallies: an index orders by what follows
     * an equality, not an IS NULL. */
    labelId: pg.integer('label_id').notNull(),
    /** The process level, 0 for none. */
    processLabelId: pg.integer('process_label_id').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.index('application_status_keys_label_idx').on(t.positionId, t.labelId, t.createdAt, t.applicationId),
    pg
      .index('application_status_keys_process_idx')
      .on(t.positionId, t.processLabelId, t.createdAt, t.applicationId),
  ],
);

/**
 * The answers again, one row per application, for the list's answer filters (periods, driving licence,
 * merits, groups: answers @> '{"key": value}'), kept by triggers on job_applications (migration 0033)
 * when an application comes in or its answers change. Apart from the application, like
 * applicationSearchTexts, so that a status change of 1,000 applications does not write their GIN entries
 * again (a quarter of that update's work).
 */
export const applicationAnswers = pg.pgTable(
  'application_answers',
  {
    applicationId: pg
      .integer('application_id')
      .primaryKey()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    containerId: pg.integer('container_id').notNull(),
    answers: pg.jsonb('answers').$type<Answers>().notNull(),
  },
  (t) => [
    // Off here, as on PGlite, which has no autovacuum to merge a pending list; on PostgreSQL migration
    // 0041 turns the pending list on (at most 1 MB), so an application's entries are merged in bulk.
    pg
      .index('application_answers_idx')
      .using('gin', sql`${t.answers} jsonb_path_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * What the global search, 'Sök sökande' and the GDPR search look in, one row per application: the name,
 * e-mail, city and personal number (12 digits) of its info, lower-cased and folded like foldSearchText
 * ('ö' → 'o'), kept by triggers on job_applications (migration 0030) when an application comes in or its
 * info changes. Apart from the application so that a status change of 1,000 applications does
 * not write 1,000 rows' trigrams into a GIN index again (two thirds of that update's work).
 */
export const applicationSearchTexts = pg.pgTable(
  'application_search_texts',
  {
    applicationId: pg
      .integer('application_id')
      .primaryKey()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    containerId: pg.integer('container_id').notNull(),
    /** The applicant: the GDPR screen's search finds people without reading their applications. */
    userId: pg.integer('user_id').notNull(),
    text: pg.text('text').notNull(),
  },
  (t) => [
    // A substring anywhere (LIKE '%…%') through trigrams (pg_trgm). Its pending list: as for
    // application_answers_idx.
    pg
      .index('application_search_texts_trgm_idx')
      .using('gin', sql`${t.text} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * How many applications a position has per status (`labelId` 0: none yet) and read state, kept by statement
 * triggers on job_applications (migration 0010), so counting costs the same with 100 or 100,000 of them.
 * No foreign keys: cascades delete applications after their position, and the triggers then remove the rows.
 */
export const positionTallies = pg.pgTable(
  'position_tallies',
  {
    containerId: pg.integer('container_id').notNull(),
    positionId: pg.integer('position_id').notNull(),
    labelId: pg.integer('label_id').notNull(),
    unread: pg.boolean('unread').notNull(),
    n: pg.integer('n').notNull(),
  },
  (t) => [
    pg.primaryKey({ name: 'position_tallies_pkey', columns: [t.positionId, t.labelId, t.unread] }),
    pg.index('position_tallies_container_idx').on(t.containerId),
  ],
);

/** How many applications a company received per Stockholm day (YYYY-MM-DD); kept like positionTallies. */
export const applicationDayTallies = pg.pgTable(
  'application_day_tallies',
  {
    containerId: pg.integer('container_id').notNull(),
    day: pg.date('day', { mode: 'string' }).notNull(),
    n: pg.integer('n').notNull(),
  },
  (t) => [pg.primaryKey({ name: 'application_day_tallies_pkey', columns: [t.containerId, t.day] })],
);

export const LABEL_TYPES = ['Interest', 'Process'] as const;

/**
 * A company's labels (SPEC §3 Label): Interest labels are the applicant's status, Process labels the
 * process level. Every company gets the default set (is_default) when it is created: a trigger of
 * migration 0003 inserts them, so no code path that creates a company can forget it.
 */
export const labels = pg.pgTable(
  'labels',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    name: pg.text('name').notNull(),
    labelType: pg.text('label_type').$type<(typeof LABEL_TYPES)[number]>().notNull(),
    isDefault: pg.boolean('is_default').notNull().default(false),
    /** Display order within the type. */
    sortOrder: pg.integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('labels_container_type_name_idx').on(t.containerId, t.labelType, sql`lower(${t.name})`),
    pg.index('labels_container_order_idx').on(t.containerId, t.labelType, t.sortOrder),
    pg.check('labels_type_known', sql`${t.labelType} in ('Interest', 'Process')`),
    // At most one default per company and type (migration 0012); update_Label keeps exactly one.
    pg
      .uniqueIndex('labels_one_default_per_type_idx')
      .on(t.containerId, t.labelType)
      .where(sql`${t.isDefault}`),
  ],
);

/** A staff member's note on an application. */
export const applicationNotes = pg.pgTable(
  'application_notes',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    userId: pg.integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: pg.text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('application_notes_application_idx').on(t.applicationId, t.createdAt),
    // The activity report's notes of a company's period, read from the index alone.
    pg
      .index('application_notes_container_idx')
      .on(t.containerId, t.createdAt, t.userId, t.applicationId)
      .where(sql`${t.userId} is not null`),
  ],
);

/** What happened to an application: created, status changed, note, e-mail sent, file added or removed … */
export const applicationLog = pg.pgTable(
  'application_log',
  {
    id: pg.serial('id').primaryKey(),
    /**
     * The application's company, for scoping; no foreign key of its own, as for application_answers: the
     * application's carries the company's cascade, and a status change of 1,000 writes 1,000 lines at once.
     */
    containerId: pg.integer('container_id').notNull(),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    /** Who did it (null: the applicant or the system). */
    userId: pg.integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** created, updated, status, process, note, email, file_added, file_removed, file_annotated … */
    kind: pg.text('kind').notNull(),
    /** The line shown in the log, in Swedish. */
    message: pg.text('message').notNull(),
    data: pg.jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [pg.index('application_log_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * The people a company holds applications of, one row per company and person, with their latest own
 * activity and whether any application is on legal hold: what the GDPR screen pages through and the
 * retention run reads, by index, instead of grouping every application per request. Kept by statement
 * triggers on job_applications (migration 0026), which recompute the pairs a statement touched.
 */
export const containerPeople = pg.pgTable(
  'container_people',
  {
    containerId: pg.integer('container_id').notNull(),
    userId: pg.integer('user_id').notNull(),
    lastActivityAt: pg.timestamp('last_activity_at', { withTimezone: true }).notNull(),
    legalHold: pg.boolean('legal_hold').notNull(),
  },
  (t) => [
    pg.primaryKey({ name: 'container_people_pkey', columns: [t.containerId, t.userId] }),
    // The GDPR screen's order (held last, whose data goes first first) and retention's range on the date.
    pg.index('container_people_order_idx').on(t.containerId, t.legalHold, t.lastActivityAt, t.userId),
  ],
);

/** How many people each company holds applications of (rows of container_people), kept with it. */
export const containerPeopleCounts = pg.pgTable('container_people_counts', {
  containerId: pg.integer('container_id').primaryKey(),
  n: pg.integer('n').notNull(),
});
