/**
 * A position's requirement profile: its criteria in order, the process levels that use it and who sees
 * others' scores. Saved whole: criteria with an id are kept with their scores, new ones added, the rest
 * removed with theirs, in the action's one transaction.
 */
import { and, asc, count, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import {
  SCORECARD_TEXTS,
  type ActionParsedInput,
  type Criterion,
  type PositionScorecard,
  type ScoreVisibility,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import {
  criteriaLibrary,
  labels,
  positionScorecards,
  scorecardCriteria,
  scorecards,
  scorecardScores,
  skills,
} from '../../db/schema.ts';
import { badRequest } from '../../core/errors.ts';

const c = scorecardCriteria;
type CriterionInput = ActionParsedInput<'update_PositionScorecard'>['criteria'][number];

/** The position's criteria in the profile's order. */
export async function criteriaOf(db: Queryable, positionId: number): Promise<Criterion[]> {
  return db
    .select({
      id: c.id,
      name: c.name,
      description: c.description,
      anchors: c.anchors,
      weight: c.weight,
      questions: c.questions,
      skillId: c.skillId,
      libraryId: c.libraryId,
    })
    .from(c)
    .where(eq(c.positionId, positionId))
    .orderBy(asc(c.sortOrder), asc(c.id));
}

/** The profile's own row: the rule and the levels (the defaults before it is saved). */
export async function profileSettingsOf(db: Queryable, positionId: number) {
  const [row] = await db
    .select({ visibility: positionScorecards.visibility, levelIds: positionScorecards.levelIds })
    .from(positionScorecards)
    .where(eq(positionScorecards.positionId, positionId));
  return row ?? { visibility: 'after_submit' as ScoreVisibility, levelIds: [] as number[] };
}

/** The profile as the editor shows it; `canChangeVisibility` is the caller's admin right on the position. */
export async function positionScorecardOf(
  db: Queryable,
  positionId: number,
  canChangeVisibility: boolean,
): Promise<PositionScorecard> {
  const [criteria, settings, scored] = await Promise.all([
    criteriaOf(db, positionId),
    profileSettingsOf(db, positionId),
    db
      .select({ criterionId: scorecardScores.criterionId, scorecards: count() })
      .from(scorecardScores)
      .innerJoin(scorecards, eq(scorecards.id, scorecardScores.scorecardId))
      .where(and(eq(scorecards.positionId, positionId), isNotNull(scorecards.submittedAt)))
      .groupBy(scorecardScores.criterionId),
  ]);
  return {
    positionId,
    criteria,
    levelIds: settings.levelIds,
    visibility: settings.visibility,
    canChangeVisibility,
    scoredCriteria: scored.map((s) => ({ criterionId: s.criterionId, scorecards: Number(s.scorecards) })),
  };
}

/** Every given id is one of the company's rows of `table`, else a 400 on `field`. */
async function requireOwn(
  db: Queryable,
  table: typeof skills | typeof criteriaLibrary,
  containerId: number,
  ids: number[],
  message: string,
  field: (i: number) => string,
  at: (number | null)[],
) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const found = new Set(
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.containerId, containerId), inArray(table.id, wanted)))
    ).map((r) => r.id),
  );
  const bad = at.findIndex((id) => id !== null && !found.has(id));
  if (bad >= 0) throw badRequest(message, { [field(bad)]: message });
}

/** The profile's input checked against the position and the company, before anything is written. */
async function checkProfile(
  db: Queryable,
  containerId: number,
  positionId: number,
  criteria: CriterionInput[],
  levelIds: number[],
) {
  const names = new Set<string>();
  criteria.forEach((k, i) => {
    const key = k.name.toLocaleLowerCase('sv');
    if (names.has(key))
      throw badRequest(SCORECARD_TEXTS.duplicateName, {
        [`criteria.${i}.name`]: SCORECARD_TEXTS.duplicateName,
      });
    names.add(key);
  });
  const current = new Set((await criteriaOf(db, positionId)).map((k) => k.id));
  const seen = new Set<number>();
  criteria.forEach((k, i) => {
    if (k.id === undefined) return;
    if (!current.has(k.id) || seen.has(k.id))
      throw badRequest(SCORECARD_TEXTS.unknownCriterion, {
        [`criteria.${i}.id`]: SCORECARD_TEXTS.unknownCriterion,
      });
    seen.add(k.id);
  });
  const levels = [...new Set(levelIds)];
  if (levels.length) {
    const found = await db
      .select({ id: labels.id })
      .from(labels)
      .where(
        and(eq(labels.containerId, containerId), eq(labels.labelType, 'Process'), inArray(labels.id, levels)),
      );
    if (found.length !== levels.length)
      throw badRequest(SCORECARD_TEXTS.unknownLevel, { levelIds: SCORECARD_TEXTS.unknownLevel });
  }
  const skillIds = criteria.map((k) => k.skillId);
  const libraryIds = criteria.map((k) => k.libraryId);
  const given = (ids: (number | null)[]) => ids.filter((id): id is number => id !== null);
  await requireOwn(
    db,
    skills,
    containerId,
    given(skillIds),
    SCORECARD_TEXTS.unknownSkill,
    (i) => `criteria.${i}.skillId`,
    skillIds,
  );
  await requireOwn(
    db,
    criteriaLibrary,
    containerId,
    given(libraryIds),
    SCORECARD_TEXTS.unknownLibrary,
    (i) => `criteria.${i}.libraryId`,
    libraryIds,
  );
  return levels;
}

/**
 * Saves the whole profile in the given order. The profile's row is written first: it holds a save of the
 * same position running at once until this one commits, so the two never interleave their criteria.
 */
export async function saveProfile(
  db: Queryable,
  containerId: number,
  positionId: number,
  { criteria, levelIds }: Pick<ActionParsedInput<'update_PositionScorecard'>, 'criteria' | 'levelIds'>,
) {
  await db
    .insert(positionScorecards)
    .values({ positionId, containerId, levelIds: [] })
    .onConflictDoUpdate({ target: positionScorecards.positionId, set: { updatedAt: sql`now()` } });
  const levels = await checkProfile(db, containerId, positionId, criteria, levelIds);
  await db
    .update(positionScorecards)
    .set({ levelIds: levels })
    .where(eq(positionScorecards.positionId, positionId));
  const kept = criteria.flatMap((k) => (k.id === undefined ? [] : [k.id]));
  // Left out: removed, and their scores with them (the foreign key cascades).
  await db
    .delete(c)
    .where(and(eq(c.positionId, positionId), kept.length ? notInArray(c.id, kept) : undefined));
  const fieldsOf = (k: CriterionInput, sortOrder: number) => ({
    name: k.name,
    description: k.description,
    anchors: k.anchors,
    weight: k.weight,
    questions: k.questions,
    skillId: k.skillId,
    libraryId: k.libraryId,
    sortOrder,
  });
  for (const [i, k] of criteria.entries())
    if (k.id !== undefined)
      await db
        .update(c)
        .set(fieldsOf(k, i))
        .where(and(eq(c.id, k.id), eq(c.positionId, positionId)));
  const added = criteria.flatMap((k, i) =>
    k.id === undefined ? [{ containerId, positionId, ...fieldsOf(k, i) }] : [],
  );
  if (added.length) await db.insert(c).values(added);
}

/** Sets who sees the others' scores on the position. */
export async function saveVisibility(
  db: Queryable,
  containerId: number,
  positionId: number,
  visibility: ScoreVisibility,
) {
  await db
    .insert(positionScorecards)
    .values({ positionId, containerId, visibility, levelIds: [] })
    .onConflictDoUpdate({
      target: positionScorecards.positionId,
      set: { visibility, updatedAt: sql`now()` },
    });
}
