/**
 * What the tag actions change: a company's tags, and which applications carry them. A tag about to be
 * put on applications is held (key share) until commit, so a removal running at once waits, or has gone
 * first and the tagging answers 400: no application is tagged with a tag on its way out.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { MAX_TAGS_PER_COMPANY, TAG_TEXTS } from '@rekry/domain';
import { intArray, rowsFor } from '../../db/arrays.ts';
import { conflictOnUnique, rowsOf, type Queryable } from '../../db/client.ts';
import { applicationTags, tags } from '../../db/schema.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { ActionContext, CompanyInput } from '../../platform/action-context.ts';

/** The company's tag, or 404 (another company's id says nothing). */
async function ownTag(db: Queryable, containerId: number, id: number) {
  const [tag] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.containerId, containerId)));
  if (!tag) throw notFound(TAG_TEXTS.notFound);
  return tag;
}

/**
 * The company's tags of these ids, or a 400 on `field` when one is not the company's. `forWrite` holds
 * them until commit (see above).
 */
export async function requireTagsOf(
  db: Queryable,
  containerId: number,
  ids: readonly number[],
  { field = 'tagIds', forWrite = false }: { field?: string; forWrite?: boolean } = {},
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const query = db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(sql`${tags.id} = any(${intArray(unique)})`, eq(tags.containerId, containerId)))
    .orderBy(tags.id);
  const rows = forWrite ? await query.for('key share') : await query;
  if (rows.length !== unique.length)
    throw badRequest(TAG_TEXTS.unknownTag, { [field]: TAG_TEXTS.unknownTag });
  return rows;
}

const taken = (name: string) => conflictOnUnique(TAG_TEXTS.nameTaken(name));

/** A new tag of the company; 409 when it has one by the name (any case), 400 past the limit. */
export async function createTag(db: Queryable, containerId: number, { name }: CompanyInput<'create_Tag'>) {
  const [existing] = await db.select({ n: count() }).from(tags).where(eq(tags.containerId, containerId));
  if (Number(existing?.n ?? 0) >= MAX_TAGS_PER_COMPANY)
    throw badRequest(TAG_TEXTS.tooMany, { name: TAG_TEXTS.tooMany });
  const [row] = await db
    .insert(tags)
    .values({ containerId, name })
    .returning({ id: tags.id, name: tags.name })
    .catch(taken(name));
  return row!;
}

/** Renames a tag of the company; 409 when another has the name. */
export async function renameTag(
  db: Queryable,
  containerId: number,
  { id, name }: CompanyInput<'update_Tag'>,
) {
  await ownTag(db, containerId, id);
  const [row] = await db
    .update(tags)
    .set({ name })
    .where(eq(tags.id, id))
    .returning({ id: tags.id, name: tags.name })
    .catch(taken(name));
  return row!;
}

/** Removes a tag of the company; every application that carried it loses it (the rows cascade). */
export async function deleteTag(
  { db, audit }: Pick<ActionContext, 'db' | 'audit'>,
  containerId: number,
  { id }: CompanyInput<'delete_Tag'>,
) {
  const tag = await ownTag(db, containerId, id);
  const removed = await db
    .delete(applicationTags)
    .where(eq(applicationTags.tagId, id))
    .returning({ id: applicationTags.applicationId });
  await db.delete(tags).where(eq(tags.id, id));
  await audit({
    kind: 'deletion',
    summary: `Tog bort taggen ${tag.name} (${removed.length} sökande hade den)`,
    containerId,
    data: { tagId: id, applications: removed.length },
  });
}

/** The application's tags become exactly these (checked to be the company's); answers whether any changed. */
export async function setApplicationTags(
  db: Queryable,
  containerId: number,
  applicationId: number,
  tagIds: readonly number[],
): Promise<boolean> {
  const wanted = await requireTagsOf(db, containerId, tagIds, { forWrite: true });
  const keep = intArray(wanted.map((t) => t.id));
  const removed = await db
    .delete(applicationTags)
    .where(
      and(
        eq(applicationTags.applicationId, applicationId),
        sql`not (${applicationTags.tagId} = any(${keep}))`,
      ),
    )
    .returning({ id: applicationTags.tagId });
  const added = await rowsFor(wanted, (tags) =>
    db
      .insert(applicationTags)
      .values(tags.map((t) => ({ applicationId, tagId: t.id })))
      .onConflictDoNothing()
      .returning({ id: applicationTags.tagId }),
  );
  return removed.length + added.length > 0;
}

/**
 * Adds the tag to the chosen applications (`chosen`: a condition on job_applications, already limited to
 * one position of the company) or takes it away, in one statement; answers the tag and the
 * applications changed.
 */
export async function tagApplications(
  db: Queryable,
  containerId: number,
  tagId: number,
  mode: 'add' | 'remove',
  chosen: SQL,
): Promise<{ tag: { id: number; name: string }; ids: number[] }> {
  const [tag] = await requireTagsOf(db, containerId, [tagId], { field: 'tagId', forWrite: true });
  const rows =
    mode === 'add'
      ? await db.execute(sql`
          insert into ${applicationTags} (application_id, tag_id)
          select job_applications.id, ${tagId}::int from job_applications where ${chosen}
          on conflict do nothing returning application_id as id`)
      : await db.execute(sql`
          delete from ${applicationTags} where tag_id = ${tagId}::int
            and application_id in (select job_applications.id from job_applications where ${chosen})
          returning application_id as id`);
  const ids = rowsOf<{ id: number }>(rows).map((r) => Number(r.id));
  return { tag: tag!, ids: ids.sort((a, b) => a - b) };
}
