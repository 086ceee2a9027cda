import { and, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { FormProperty, PositionKind } from '@rekry/domain';
import { belongsTo, createdAt, updatedAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { users } from './users.ts';

/**
 * A job position (SPEC §3). Status is derived from is_archived, start and stop (SPEC §4), never stored.
 * Internal positions are reached only through their link_id (a guid); every position gets one.
 * published_at: null is a draft, which nothing public shows; a future moment is scheduled (publicNow).
 */
export const positions = pg.pgTable(
  'positions',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    name: pg.text('name').notNull(),
    /** Short summary text. */
    text: pg.text('text').notNull().default(''),
    /** The ad itself: HTML, sanitized when written. */
    description: pg.text('description').notNull().default(''),
    location: pg.text('location').notNull().default(''),
    isArchived: pg.boolean('is_archived').notNull().default(false),
    isInternal: pg.boolean('is_internal').notNull().default(false),
    /**
     * 'job' is an ad; 'pool' is the company's talent pool (areas/talent-pool): an internal position that
     * is never listed, published to channels or billed, whose applications are the pool's members.
     */
    kind: pg.text('kind').$type<PositionKind>().notNull().default('job'),
    linkId: pg.uuid('link_id').notNull().defaultRandom(),
    positionTypeId: pg.integer('position_type_id'),
    start: pg.timestamp('start', { withTimezone: true }),
    stop: pg.timestamp('stop', { withTimezone: true }),
    responsibleId: pg.integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    form: pg.jsonb('form').$type<FormProperty[]>().notNull().default([]),
    metadata: pg.jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    views: pg.integer('views').notNull().default(0),
    /** When the ad is (or is to be) public; null: a draft. Set by publish_Position, cleared by unpublish. */
    publishedAt: pg.timestamp('published_at', { withTimezone: true }),
    /** When each position event was told to the company (areas/positions/position-events.ts): once each. */
    publishedNotifiedAt: pg.timestamp('published_notified_at', { withTimezone: true }),
    closingSoonNotifiedAt: pg.timestamp('closing_soon_notified_at', { withTimezone: true }),
    closedNotifiedAt: pg.timestamp('closed_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('positions_link_id_idx').on(t.linkId),
    // The public list: a company's (or every company's) public, non-archived, published positions, newest first.
    pg
      .index('positions_public_container_idx')
      .on(t.containerId, t.createdAt.desc())
      .where(sql`not ${t.isArchived} and not ${t.isInternal} and ${t.publishedAt} is not null`),
    pg
      .index('positions_public_idx')
      .on(t.createdAt.desc())
      .where(sql`not ${t.isArchived} and not ${t.isInternal} and ${t.publishedAt} is not null`),
    // The staff list: one company's positions, newest (highest id) first, paged by id.
    pg.index('positions_container_idx').on(t.containerId, t.id.desc()),
    // One talent pool per company.
    pg
      .uniqueIndex('positions_one_pool_idx')
      .on(t.containerId)
      .where(sql`${t.kind} = 'pool'`),
  ],
);

/**
 * The one test of 'public now' (not a draft, its publication moment come), for every public path: the
 * career site's lists, pages, sitemap and apply, the job boards and the clock's events. `at` is a moment
 * or the database's now().
 */
export function publicNow(at: Date | SQL = sql`now()`): SQL {
  return and(isNotNull(positions.publishedAt), lte(positions.publishedAt, at))!;
}

/** publicNow for a loaded row. */
export function isPublicNow(p: { publishedAt: Date | null }, at = new Date()): boolean {
  return p.publishedAt !== null && p.publishedAt.getTime() <= at.getTime();
}

/** A company's position types (SPEC §3 positionTypeId/positionTypeName): what kind of employment an ad is. */
export const positionTypes = pg.pgTable(
  'position_types',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    name: pg.text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('position_types_container_name_idx').on(t.containerId, t.name)],
);

/** PostgreSQL's text-search document; read only inside queries, never into JavaScript. */
const tsvector = pg.customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the career site's search finds a position by: its name, town and company, summary and ad text as
 * Swedish words without accents (the rekry_swedish configuration). Kept by triggers on positions and
 * containers (migration 0029), so no write path can forget it; a table of its own so that reading a
 * position never carries it.
 */
export const positionSearch = pg.pgTable(
  'position_search',
  {
    positionId: belongsTo('position_id', () => positions.id).primaryKey(),
    document: tsvector('document').notNull(),
    /**
     * The name, town and company, lower case and folded (foldSearchText's letters): what the forgiving
     * search compares a word with by its trigrams ('trukförare' ~ 'Truckförare'). Kept by the same
     * triggers (migration 0044).
     */
    names: pg.text('names').notNull().default(''),
  },
  (t) => [
    pg.index('position_search_document_idx').using('gin', t.document),
    // Positions are written seldom: no pending list, so a search never reads one (and PGlite, which has
    // no autovacuum to merge it, behaves as PostgreSQL does).
    pg
      .index('position_search_names_idx')
      .using('gin', sql`${t.names} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
