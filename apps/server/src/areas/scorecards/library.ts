/** The company's library of criteria: listed by name, saved (a name once per company) and removed. */
import { and, eq, sql } from 'drizzle-orm';
import { SCORECARD_LIMITS, SCORECARD_TEXTS, type LibraryCriterion } from '@rekry/domain';
import { conflictOnUnique, type Queryable } from '../../db/client.ts';
import { criteriaLibrary, scorecardCriteria } from '../../db/schema.ts';
import { badRequest } from '../../core/errors.ts';
import type { ActionContext, CompanyInput } from '../../platform/action-context.ts';
import { deleteOwnRow } from '../../platform/delete-own-row.ts';
import { saveOwnRow } from '../../platform/save-own-row.ts';

const l = criteriaLibrary;

/** The company's criteria (or the one with `id`), by name, each with how many positions use a copy. */
export async function libraryOf(
  db: Queryable,
  containerId: number,
  id?: number,
): Promise<LibraryCriterion[]> {
  const rows = await db
    .select({
      id: l.id,
      name: l.name,
      description: l.description,
      anchors: l.anchors,
      questions: l.questions,
      usedBy: sql<number>`(select count(distinct ${scorecardCriteria.positionId})::int from ${scorecardCriteria}
        where ${scorecardCriteria.libraryId} = ${l.id})`,
    })
    .from(l)
    .where(and(eq(l.containerId, containerId), id === undefined ? undefined : eq(l.id, id)));
  return rows
    .map((r) => ({ ...r, usedBy: Number(r.usedBy) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.id - b.id);
}

/** Creates (without id) or saves a criterion of the library; 409 on a name the company has, 404 on an id it has not. */
export async function saveLibraryCriterion(
  db: Queryable,
  containerId: number,
  { id, ...fields }: CompanyInput<'upsert_LibraryCriterion'>,
): Promise<number> {
  if (id === undefined) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(l)
      .where(eq(l.containerId, containerId));
    if (Number(n) >= SCORECARD_LIMITS.library)
      throw badRequest(`Biblioteket rymmer högst ${SCORECARD_LIMITS.library} kriterier`);
  }
  return saveOwnRow(db, l, { containerId, id }, fields, {
    notFoundText: SCORECARD_TEXTS.criterionNotFound,
    // The unique index on (company, lower(name)) decides, also between two saves at once.
    onError: conflictOnUnique(SCORECARD_TEXTS.nameTaken, 'criteria_library_name_idx'),
  });
}

/** Removes a criterion of the library (the positions keep their copies), with its audit entry. */
export async function deleteLibraryCriterion(
  ctx: Pick<ActionContext, 'db' | 'audit'>,
  containerId: number,
  id: number,
) {
  await deleteOwnRow(
    ctx,
    l,
    { containerId, id },
    {
      name: l.name,
      noun: 'bedömningskriteriet',
      notFoundText: SCORECARD_TEXTS.criterionNotFound,
      data: { libraryCriterionId: id },
    },
  );
}
