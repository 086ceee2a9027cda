import { sql } from 'drizzle-orm';
import type { SystemToolKind } from '@rekry/domain';
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { jobApplications } from './applicants.ts';

/** PGlite hands bytea back as Uint8Array, node-postgres as Buffer: both become Buffer. */
const bytea = pg.customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const folders = pg.pgTable(
  'folders',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    name: pg.text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('folders_container_name_idx').on(t.containerId, t.name)],
);

/** A file sent with an application; the bytes live in the file store under stored_name. */
export const applicationFiles = pg.pgTable(
  'application_files',
  {
    id: pg.serial('id').primaryKey(),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    containerId: containerRef(),
    propertyKey: pg.text('property_key').notNull(),
    /** The name the applicant's file had (shown, never used as a path). */
    filename: pg.text('filename').notNull(),
    /** `${uuid}.${ext}`, chosen by the server. */
    storedName: pg.text('stored_name').notNull(),
    contentType: pg.text('content_type').notNull(),
    size: pg.integer('size').notNull(),
    /** original (uploaded), converted (a document's PDF sibling), annotated (a new version of a PDF). */
    kind: pg.text('kind').notNull().default('original'),
    /** The file this one was made from (converted or annotated); it goes with it. */
    derivedFromId: pg.integer('derived_from_id').references((): pg.AnyPgColumn => applicationFiles.id, {
      onDelete: 'cascade',
    }),
    /**
     * When the document's conversion to PDF gave up for good (its tries spent): the preview says it could
     * not be converted; the file itself stays downloadable.
     */
    conversionFailedAt: pg.timestamp('conversion_failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('application_files_application_idx').on(t.applicationId),
    pg.uniqueIndex('application_files_stored_name_idx').on(t.storedName),
    pg.index('application_files_derived_from_idx').on(t.derivedFromId),
    pg.check('application_files_kind_known', sql`${t.kind} in ('original', 'converted', 'annotated')`),
  ],
);

/** A company's asset (logo, banner …), served by GET /api/public/open/containers/{id}/assets. */
export const assets = pg.pgTable(
  'assets',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    folderId: pg.integer('folder_id').references(() => folders.id, { onDelete: 'cascade' }),
    name: pg.text('name').notNull(),
    contentType: pg.text('content_type').notNull(),
    data: bytea('data').notNull(),
    /** Pixel size of an image asset (banners, migration 0011); null for other files. */
    width: pg.integer('width'),
    height: pg.integer('height'),
    /** A banner's small WebP for the list (BANNER_THUMBNAIL), so the list never reads the image. */
    thumbnail: bytea('thumbnail'),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('assets_container_name_idx').on(t.containerId, t.name)],
);

/** PostgreSQL's full-text vector; written only by the database (a generated column). */
const tsvector = pg.customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Searchable text of an application (migration 0032): one row per attached file, read by the
 * 'extract-text' job (platform/file-text.ts), and one row (file_id null) of its free-text answers, kept by
 * triggers on job_applications. Personal data: it goes with its file and application (cascades) and is
 * in the register extract. `tsv` is its words as every Swedish search reads them (rekry_swedish_vector,
 * migration 0042: the rekry_swedish configuration and the word forms of packages/domain's
 * swedish-search.ts).
 */
export const applicationTexts = pg.pgTable(
  'application_texts',
  {
    id: pg.serial('id').primaryKey(),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    containerId: pg.integer('container_id').notNull(),
    /** The file read; null for the row of the application's free-text answers. */
    fileId: pg.integer('file_id').references(() => applicationFiles.id, { onDelete: 'cascade' }),
    /** At most FILE_TEXT_MAX_CHARS characters, whitespace tidied. */
    text: pg.text('text').notNull().default(''),
    /** No text could be read from the file ("Ingen text kunde läsas"). */
    unreadable: pg.boolean('unreadable').notNull().default(false),
    /** The system tool the reading (or the document's conversion) waits for; read again once it is here. */
    waitingFor: pg.text('waiting_for').$type<SystemToolKind>(),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(sql`rekry_swedish_vector("text")`),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('application_texts_file_idx').on(t.fileId),
    pg
      .uniqueIndex('application_texts_answers_idx')
      .on(t.applicationId)
      .where(sql`${t.fileId} is null`),
    pg.index('application_texts_application_idx').on(t.applicationId),
    pg
      .index('application_texts_waiting_idx')
      .on(t.waitingFor)
      .where(sql`${t.waitingFor} is not null`),
    pg.index('application_texts_tsv_idx').using('gin', t.tsv).with({ fastupdate: false }),
  ],
);
