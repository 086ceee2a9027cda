/** What the skill actions change: a skill with its questions, a collection with its skills, a position's skills. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SKILL_TEXTS, planQuestions, skillsToAdd } from '@rekry/domain';
import { rowsFor } from '../../db/arrays.ts';
import { conflictOnUnique, type Queryable } from '../../db/client.ts';
import {
  positionSkills,
  skillCollectionSkills,
  skillCollections,
  skillQuestions,
  skills,
} from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import type { ActionContext, CompanyInput } from '../../platform/action-context.ts';
import { deleteOwnRow } from '../../platform/delete-own-row.ts';
import { saveOwnRow } from '../../platform/save-own-row.ts';

type Library = typeof skills | typeof skillCollections;
interface Basics {
  id?: number | undefined;
  name: string;
  description: string;
  icon: string;
}
const TEXTS = {
  skill: { taken: SKILL_TEXTS.skillNameTaken, notFound: SKILL_TEXTS.skillNotFound, noun: 'kompetensen' },
  collection: {
    taken: SKILL_TEXTS.collectionNameTaken,
    notFound: SKILL_TEXTS.collectionNotFound,
    noun: 'kompetenssamlingen',
  },
} as const;
const textsOf = (table: Library) => (table === skills ? TEXTS.skill : TEXTS.collection);

/**
 * Creates (without id) or saves the name, description and icon of a skill or collection; 409 when another
 * of the company's has the name, whatever the case; 404 when the id is not the company's. Answers the id.
 */
async function saveBasics(db: Queryable, table: Library, containerId: number, basics: Basics) {
  const { id, name, description, icon } = basics;
  const texts = textsOf(table);
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.containerId, containerId),
        sql`lower(${table.name}) = lower(${name})`,
        id === undefined ? undefined : ne(table.id, id),
      ),
    )
    .limit(1);
  if (clash) throw conflict(texts.taken);
  return saveOwnRow(
    db,
    table,
    { containerId, id },
    { name, description, icon },
    // Two saves of the same new name at once: the second meets the unique index, not the check above.
    { notFoundText: texts.notFound, onError: conflictOnUnique(texts.taken) },
  );
}

/** Deletes the company's skill or collection, with its audit entry (404 when it is not one). */
export async function deleteOwn(
  ctx: Pick<ActionContext, 'db' | 'audit'>,
  table: Library,
  containerId: number,
  id: number,
): Promise<void> {
  const { noun, notFound: notFoundText } = textsOf(table);
  await deleteOwnRow(ctx, table, { containerId, id }, { name: table.name, noun, notFoundText, data: { id } });
}

/**
 * Creates or saves a skill; its questions become the given ones in the given order. Kept questions keep
 * their id and with it their answers; the skill's questions left out are deleted and their answers with
 * them (the foreign key cascades).
 */
export async function saveSkill(
  db: Queryable,
  containerId: number,
  input: CompanyInput<'upsert_Skill'>,
): Promise<number> {
  const { questions, ...basics } = input;
  const skillId = await saveBasics(db, skills, containerId, basics);
  const current = await db
    .select({ id: skillQuestions.id })
    .from(skillQuestions)
    .where(eq(skillQuestions.skillId, skillId));
  const plan = planQuestions(
    current.map((q) => q.id),
    questions,
  );
  if (plan.unknown.length)
    throw badRequest(
      SKILL_TEXTS.unknownQuestion,
      Object.fromEntries(plan.unknown.map((i) => [`questions.${i}.id`, SKILL_TEXTS.unknownQuestion])),
    );
  if (plan.removed.length) await db.delete(skillQuestions).where(inArray(skillQuestions.id, plan.removed));
  for (const q of plan.kept)
    await db
      .update(skillQuestions)
      .set({ question: q.question, sortOrder: q.sortOrder })
      .where(eq(skillQuestions.id, q.id));
  if (plan.added.length)
    await db
      .insert(skillQuestions)
      .values(
        plan.added.map((q) => ({ containerId, skillId, question: q.question, sortOrder: q.sortOrder })),
      );
  return skillId;
}

/** The given ids that are skills of the company; anything else is refused (`field` names it). */
async function ownSkills(db: Queryable, containerId: number, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(and(eq(skills.containerId, containerId), inArray(skills.id, ids)));
  if (rows.length !== new Set(ids).size)
    throw badRequest(SKILL_TEXTS.unknownSkill, { skillIds: SKILL_TEXTS.unknownSkill });
}

/** Creates or saves a collection; its skills become the given ones in the given order. */
export async function saveCollection(
  db: Queryable,
  containerId: number,
  input: CompanyInput<'upsert_SkillCollection'>,
): Promise<number> {
  const { skillIds, ...basics } = input;
  const collectionId = await saveBasics(db, skillCollections, containerId, basics);
  await ownSkills(db, containerId, skillIds);
  await db.delete(skillCollectionSkills).where(eq(skillCollectionSkills.collectionId, collectionId));
  await db
    .insert(skillCollectionSkills)
    .values(skillIds.map((skillId, sortOrder) => ({ containerId, collectionId, skillId, sortOrder })));
  return collectionId;
}

/**
 * Adds one skill, or a collection's skills, to a position; skills it already has stay as they are (each
 * once). A skill or collection of another company is not found (404). The position skill's icons start
 * as the skill's icon.
 */
export async function addPositionSkills(
  db: Queryable,
  containerId: number,
  positionId: number,
  what: { skillId?: number | undefined; collectionId?: number | undefined },
) {
  let wanted: number[];
  if (what.collectionId !== undefined) {
    const [collection] = await db
      .select({ id: skillCollections.id })
      .from(skillCollections)
      .where(and(eq(skillCollections.id, what.collectionId), eq(skillCollections.containerId, containerId)));
    if (!collection) throw notFound(SKILL_TEXTS.collectionNotFound);
    const members = await db
      .select({ skillId: skillCollectionSkills.skillId })
      .from(skillCollectionSkills)
      .where(eq(skillCollectionSkills.collectionId, collection.id))
      .orderBy(skillCollectionSkills.sortOrder);
    wanted = members.map((m) => m.skillId);
  } else {
    wanted = [what.skillId!];
  }
  const found = await rowsFor(wanted, (ids) =>
    db
      .select({ id: skills.id, icon: skills.icon })
      .from(skills)
      .where(and(eq(skills.containerId, containerId), inArray(skills.id, ids))),
  );
  if (what.skillId !== undefined && found.length === 0) throw notFound(SKILL_TEXTS.skillNotFound);
  const have = await db
    .select({ skillId: positionSkills.skillId })
    .from(positionSkills)
    .where(eq(positionSkills.positionId, positionId));
  const icons = new Map(found.map((s) => [s.id, s.icon]));
  const add = skillsToAdd(
    wanted.filter((id) => icons.has(id)),
    have.map((h) => h.skillId),
  );
  if (add.length)
    await db
      .insert(positionSkills)
      .values(
        add.map((skillId) => ({
          containerId,
          positionId,
          skillId,
          icons: icons.get(skillId) ? [icons.get(skillId)!] : [],
        })),
      )
      .onConflictDoNothing();
}

export async function removePositionSkill(db: Queryable, positionId: number, skillId: number) {
  const removed = await db
    .delete(positionSkills)
    .where(and(eq(positionSkills.positionId, positionId), eq(positionSkills.skillId, skillId)))
    .returning({ skillId: positionSkills.skillId });
  if (removed.length === 0) throw notFound(SKILL_TEXTS.notOnPosition);
}
