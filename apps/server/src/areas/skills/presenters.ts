/** What the skill actions send to the client: skills, collections and a position's skills. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { PositionSkill, Skill, SkillCollection } from '@rekry/domain';
import { rowsFor } from '../../db/arrays.ts';
import type { Queryable } from '../../db/client.ts';
import {
  positionSkills,
  skillCollectionSkills,
  skillCollections,
  skillQuestions,
  skills,
} from '../../db/schema.ts';

const byName = <T extends { name: string; id: number }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'sv') || a.id - b.id;

/** The company's skills (or the one with `id`) with their questions in order and their positions counted. */
export async function skillsOf(db: Queryable, containerId: number, id?: number): Promise<Skill[]> {
  const where = and(eq(skills.containerId, containerId), id === undefined ? undefined : eq(skills.id, id));
  const [rows, questions, used] = await Promise.all([
    db
      .select({ id: skills.id, name: skills.name, description: skills.description, icon: skills.icon })
      .from(skills)
      .where(where),
    db
      .select({ id: skillQuestions.id, skillId: skillQuestions.skillId, question: skillQuestions.question })
      .from(skillQuestions)
      .innerJoin(skills, eq(skills.id, skillQuestions.skillId))
      .where(where)
      .orderBy(asc(skillQuestions.sortOrder), asc(skillQuestions.id)),
    db
      .select({ skillId: positionSkills.skillId, n: count() })
      .from(positionSkills)
      .innerJoin(skills, eq(skills.id, positionSkills.skillId))
      .where(where)
      .groupBy(positionSkills.skillId),
  ]);
  const counts = new Map(used.map((u) => [u.skillId, u.n]));
  return rows
    .map((row) => ({
      ...row,
      questions: questions.filter((q) => q.skillId === row.id).map(({ id, question }) => ({ id, question })),
      positionCount: counts.get(row.id) ?? 0,
    }))
    .sort(byName);
}

/** The company's collections (or the one with `id`), each with its skills in the collection's order. */
export async function collectionsOf(
  db: Queryable,
  containerId: number,
  id?: number,
): Promise<SkillCollection[]> {
  const where = and(
    eq(skillCollections.containerId, containerId),
    id === undefined ? undefined : eq(skillCollections.id, id),
  );
  const [rows, members] = await Promise.all([
    db
      .select({
        id: skillCollections.id,
        name: skillCollections.name,
        description: skillCollections.description,
        icon: skillCollections.icon,
      })
      .from(skillCollections)
      .where(where),
    db
      .select({
        collectionId: skillCollectionSkills.collectionId,
        id: skills.id,
        name: skills.name,
        icon: skills.icon,
      })
      .from(skillCollectionSkills)
      .innerJoin(skillCollections, eq(skillCollections.id, skillCollectionSkills.collectionId))
      .innerJoin(skills, eq(skills.id, skillCollectionSkills.skillId))
      .where(where)
      .orderBy(asc(skillCollectionSkills.sortOrder), asc(skills.id)),
  ]);
  return rows
    .map((row) => ({
      ...row,
      skills: members
        .filter((m) => m.collectionId === row.id)
        .map(({ id, name, icon }) => ({ id, name, icon })),
    }))
    .sort(byName);
}

/** A position's skills, by name, with how many questions each has. */
export async function positionSkillsOf(
  db: Queryable,
  containerId: number,
  positionId: number,
): Promise<PositionSkill[]> {
  const rows = await db
    .select({
      positionId: positionSkills.positionId,
      skillId: skills.id,
      name: skills.name,
      description: skills.description,
      icon: skills.icon,
      icons: positionSkills.icons,
    })
    .from(positionSkills)
    .innerJoin(skills, and(eq(skills.id, positionSkills.skillId), eq(skills.containerId, containerId)))
    .where(and(eq(positionSkills.positionId, positionId), eq(positionSkills.containerId, containerId)));
  const ids = rows.map((r) => r.skillId);
  const counts = await rowsFor(ids, (skillIds) =>
    db
      .select({ skillId: skillQuestions.skillId, n: count() })
      .from(skillQuestions)
      .where(inArray(skillQuestions.skillId, skillIds))
      .groupBy(skillQuestions.skillId),
  );
  const byId = new Map(counts.map((c) => [c.skillId, c.n]));
  return rows
    .map((r) => ({ ...r, questionCount: byId.get(r.skillId) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.skillId - b.skillId);
}
