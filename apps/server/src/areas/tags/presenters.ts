import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type * as pg from 'drizzle-orm/pg-core';
import type { Tag, TagSummary } from '@rekry/domain';
import { intArray } from '../../db/arrays.ts';
import type { Queryable } from '../../db/client.ts';
import { applicationTags, tags } from '../../db/schema.ts';

const byName = sql`lower(${tags.name})`;

/** The company's tags by name, each with how many applications carry it (one grouped read). */
export async function companyTags(db: Queryable, containerId: number): Promise<TagSummary[]> {
  const rows = await db
    .select({
      id: tags.id,
      name: tags.name,
      applicants: sql<number>`(select count(*)::int from ${applicationTags} where ${applicationTags.tagId} = ${tags.id})`,
    })
    .from(tags)
    .where(eq(tags.containerId, containerId))
    .orderBy(asc(byName), asc(tags.id));
  return rows.map((r) => ({ id: r.id, name: r.name, applicants: Number(r.applicants) }));
}

/** The tags of each application, by name, by application id: one query for a page of applications. */
export async function tagsOf(db: Queryable, applicationIds: readonly number[]): Promise<Map<number, Tag[]>> {
  const found = new Map<number, Tag[]>();
  if (applicationIds.length === 0) return found;
  const rows = await db
    .select({ applicationId: applicationTags.applicationId, id: tags.id, name: tags.name })
    .from(applicationTags)
    .innerJoin(tags, eq(tags.id, applicationTags.tagId))
    .where(sql`${applicationTags.applicationId} = any(${intArray(applicationIds)})`)
    .orderBy(asc(byName), asc(tags.id));
  for (const { applicationId, id, name } of rows) {
    const list = found.get(applicationId) ?? [];
    list.push({ id, name });
    found.set(applicationId, list);
  }
  return found;
}

/** One application's tags, by name. */
export async function applicationTagList(db: Queryable, applicationId: number): Promise<Tag[]> {
  return (await tagsOf(db, [applicationId])).get(applicationId) ?? [];
}

/**
 * The applications of a tag, as a condition on an application's id (the list's filter): through the
 * tag's index of application_tags.
 */
export const carriesTag = (applicationId: pg.AnyPgColumn | SQL, tagId: number) =>
  sql`exists (select 1 from ${applicationTags} where ${applicationTags.applicationId} = ${applicationId}
    and ${applicationTags.tagId} = ${tagId})`;

/** The names of each application's tags joined for a CSV cell, as an SQL expression per row. */
export const tagNamesCell = (applicationId: pg.AnyPgColumn | SQL) =>
  sql<string>`coalesce((select string_agg(${tags.name}, ', ' order by lower(${tags.name}), ${tags.id})
    from ${applicationTags} join ${tags} on ${tags.id} = ${applicationTags.tagId}
    where ${applicationTags.applicationId} = ${applicationId}), '')`;
