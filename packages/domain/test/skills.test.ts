import { describe, expect, it } from 'vitest';
import { SKILL_ICON_NAMES, actions, isSkillIcon, planQuestions, skillsToAdd } from '../src/index.ts';

describe('planQuestions', () => {
  it('keeps given ids in their new place, adds the ones without id and removes the rest', () => {
    const plan = planQuestions(
      [1, 2, 3],
      [{ id: 3, question: 'Tre' }, { question: 'Ny' }, { id: 1, question: 'Ett' }],
    );
    expect(plan.kept).toEqual([
      { id: 3, question: 'Tre', sortOrder: 0 },
      { id: 1, question: 'Ett', sortOrder: 2 },
    ]);
    expect(plan.added).toEqual([{ question: 'Ny', sortOrder: 1 }]);
    expect(plan.removed).toEqual([2]);
    expect(plan.unknown).toEqual([]);
  });

  it("names the places of ids that are not the skill's", () => {
    expect(
      planQuestions(
        [1],
        [
          { id: 1, question: 'a' },
          { id: 9, question: 'b' },
        ],
      ).unknown,
    ).toEqual([1]);
  });
});

describe('skillsToAdd', () => {
  it("adds a collection's skills the position lacks, in order and once", () => {
    expect(skillsToAdd([5, 3, 5, 7, 1], [3])).toEqual([5, 7, 1]);
    expect(skillsToAdd([3], [3])).toEqual([]);
  });
});

describe('the skill inputs', () => {
  it('accept only the curated icons', () => {
    expect(isSkillIcon('truck')).toBe(true);
    expect(isSkillIcon('toString')).toBe(false);
    expect(SKILL_ICON_NAMES[0]).toBe('sparkles');
    const parse = (icon: string) =>
      actions.upsert_Skill.input.safeParse({ containerId: 1, name: 'Svets', icon, questions: [] }).success;
    expect(parse('truck')).toBe(true);
    expect(parse('skull')).toBe(false);
  });

  it('refuses a question id given twice and wants exactly one of skill and collection', () => {
    const twice = actions.upsert_Skill.input.safeParse({
      containerId: 1,
      name: 'Svets',
      icon: 'truck',
      questions: [
        { id: 4, question: 'a' },
        { id: 4, question: 'b' },
      ],
    });
    expect(twice.success).toBe(false);
    const add = (data: object) =>
      actions.add_PositionSkills.input.safeParse({ containerId: 1, positionId: 2, ...data }).success;
    expect(add({ skillId: 3 })).toBe(true);
    expect(add({ collectionId: 3 })).toBe(true);
    expect(add({})).toBe(false);
    expect(add({ skillId: 3, collectionId: 3 })).toBe(false);
  });
});
