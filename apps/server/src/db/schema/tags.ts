import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { jobApplications } from './applicants.ts';

/** A company's free tags ('Taggar'): one name per company, whatever its case. */
export const tags = pg.pgTable(
  'tags',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    name: pg.text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('tags_container_name_idx').on(t.containerId, sql`lower(${t.name})`)],
);

/**
 * The tags an application carries. Both go with either side (a removed tag leaves every application; an
 * erased application takes its tags' rows). The commands check that the tag and the application are of
 * the same company, so a row never joins two companies.
 */
export const applicationTags = pg.pgTable(
  'application_tags',
  {
    applicationId: belongsTo('application_id', () => jobApplications.id),
    tagId: belongsTo('tag_id', () => tags.id),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ name: 'application_tags_pkey', columns: [t.applicationId, t.tagId] }),
    // The list's filter and a tag's count: the applications of one tag.
    pg.index('application_tags_tag_idx').on(t.tagId, t.applicationId),
  ],
);
