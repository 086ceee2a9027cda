/**
 * What a profile can be built from: the position's skills (their interview questions become the kit), its
 * written requirements, and the company's library; each marked when the profile already has it.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ANCHORS, type CriterionSuggestion } from '@rekry/domain';
import { rowsFor } from '../../db/arrays.ts';
import type { Queryable } from '../../db/client.ts';
import { positions, positionSkills, skillQuestions, skills } from '../../db/schema.ts';
import { criteriaOf } from './profile.ts';
import { libraryOf } from './library.ts';
import { requirementsOf } from './requirements.ts';

async function positionSkillsWithQuestions(db: Queryable, containerId: number, positionId: number) {
  const rows = await db
    .select({ id: skills.id, name: skills.name, description: skills.description })
    .from(positionSkills)
    .innerJoin(skills, and(eq(skills.id, positionSkills.skillId), eq(skills.containerId, containerId)))
    .where(eq(positionSkills.positionId, positionId));
  const questions = await rowsFor(
    rows.map((r) => r.id),
    (ids) =>
      db
        .select({ skillId: skillQuestions.skillId, question: skillQuestions.question })
        .from(skillQuestions)
        .where(inArray(skillQuestions.skillId, ids))
        .orderBy(asc(skillQuestions.sortOrder), asc(skillQuestions.id)),
  );
  return rows
    .sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.id - b.id)
    .map((r) => ({ ...r, questions: questions.filter((q) => q.skillId === r.id).map((q) => q.question) }));
}

export async function suggestionsOf(
  db: Queryable,
  containerId: number,
  positionId: number,
): Promise<CriterionSuggestion[]> {
  const [[position], ownSkills, library, profile] = await Promise.all([
    db
      .select({ description: positions.description, form: positions.form })
      .from(positions)
      .where(and(eq(positions.id, positionId), eq(positions.containerId, containerId))),
    positionSkillsWithQuestions(db, containerId, positionId),
    libraryOf(db, containerId),
    criteriaOf(db, positionId),
  ]);
  const names = new Set(profile.map((k) => k.name.toLocaleLowerCase('sv')));
  const skillIds = new Set(profile.map((k) => k.skillId));
  const libraryIds = new Set(profile.map((k) => k.libraryId));
  const named = (name: string) => names.has(name.toLocaleLowerCase('sv'));
  const none = { skillId: null, libraryId: null };
  return [
    ...ownSkills.map((s) => ({
      source: 'skill' as const,
      name: s.name,
      description: s.description,
      anchors: [...DEFAULT_ANCHORS] as CriterionSuggestion['anchors'],
      questions: s.questions,
      ...none,
      skillId: s.id,
      taken: named(s.name) || skillIds.has(s.id),
    })),
    ...(position ? requirementsOf(position) : []).map((r) => ({
      source: 'requirement' as const,
      ...r,
      anchors: [...DEFAULT_ANCHORS] as CriterionSuggestion['anchors'],
      questions: [],
      ...none,
      taken: named(r.name),
    })),
    ...library.map((l) => ({
      source: 'library' as const,
      name: l.name,
      description: l.description,
      anchors: l.anchors,
      questions: l.questions,
      ...none,
      libraryId: l.id,
      taken: named(l.name) || libraryIds.has(l.id),
    })),
  ];
}
