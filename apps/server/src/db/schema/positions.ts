import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FormProperty } from '@rekry/domain';
import { createdAt, updatedAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { users } from './users.ts';

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
