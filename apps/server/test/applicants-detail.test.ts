/** One applicant: the detail with its neighbours in the list, and the answers to the skill questions. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  jobApplications,
  positionSkills,
  questionnaireAnswers,
  skillQuestions,
  skills,
} from '../src/db/schema.ts';
import { applicantsTestApp, buildApplication } from './helpers/applicants.ts';
import { buildPosition } from './helpers/factories.ts';

const { t, world, tokens, own, positionWithRights, list } = applicantsTestApp();

describe('get_ApplicantById', () => {
  it('answers the applicant with answers, requirement fulfilment, neighbours, and marks it read', async () => {
    const position = await positionWithRights();
    const base = Date.now() - 10 * 60_000;
    const [x, y, z] = [
      await buildApplication(t.db, own(), position.id, { firstname: 'Xena', createdAt: new Date(base) }),
      await buildApplication(t.db, own(), position.id, {
        firstname: 'Yngve',
        createdAt: new Date(base + 60_000),
        answers: { requirementsform_1: true, form_additional: '' },
      }),
      await buildApplication(t.db, own(), position.id, {
        firstname: 'Zara',
        createdAt: new Date(base + 120_000),
      }),
    ];
    const res = await t.as(tokens.reader).dispatch('get_ApplicantById', {
      containerId: own(),
      positionId: position.id,
      applicantId: y.id,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const d = res.data;
    expect(d.info.firstname).toBe('Yngve');
    // Newest first: the previous one in the list is the newer Zara, the next the older Xena.
    expect(d.previousId).toBe(z.id);
    expect(d.nextId).toBe(x.id);
    expect(d.requirements).toEqual([
      { key: 'requirementsform_1', title: 'Truckkort', fullfilled: true },
      { key: 'requirementsform_2', title: 'Erfarenhet av kundtjänst', fullfilled: false },
    ]);
    expect(d.answers.find((a: { key: string }) => a.key === 'form_firstname')).toMatchObject({
      value: 'Yngve',
    });
    expect(d.answers.find((a: { key: string }) => a.key === 'form_textarea_experience')!.value).toBe(
      'Ingen information angiven.',
    );
    expect(d.canEdit).toBe(false);
    const oldest = await t.as(tokens.reader).dispatch('get_ApplicantById', {
      containerId: own(),
      positionId: position.id,
      applicantId: x.id,
      sort: 'oldest',
    });
    expect(oldest.data).toMatchObject({ previousId: null, nextId: y.id });

    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, y.id));
    expect(row!.viewedAt).not.toBeNull();
    const listed = await list(tokens.reader, position.id);
    expect(listed.data.items.find((i: { id: number }) => i.id === y.id)!.isUnread).toBe(false);
  });

  it('finds the neighbours in the list’s own order when sorted by name (Å, Ä, Ö too)', async () => {
    const position = await positionWithRights();
    for (const firstname of ['Östen', 'Åsa', 'Ärla', 'Bertil', 'anna'])
      await buildApplication(t.db, own(), position.id, { firstname, lastname: 'Nilsson' });
    for (const sort of ['nameAsc', 'nameDesc'] as const) {
      const order = (await list(tokens.reader, position.id, { sort })).data.items.map(
        (i: { id: number }) => i.id,
      );
      for (const [i, id] of order.entries()) {
        const d = await t.as(tokens.reader).dispatch('get_ApplicantById', {
          containerId: own(),
          positionId: position.id,
          applicantId: id,
          sort,
        });
        expect(d.data.previousId, `${sort} ${i}`).toBe(order[i - 1] ?? null);
        expect(d.data.nextId, `${sort} ${i}`).toBe(order[i + 1] ?? null);
      }
    }
  });

  it('answers 404 for an applicant of another position or company, and 400 on a bad id', async () => {
    const position = await positionWithRights();
    const other = await positionWithRights();
    const elsewhere = await buildApplication(t.db, own(), other.id);
    const foreignPosition = await buildPosition(t.db, world.foreign.id);
    const foreign = await buildApplication(t.db, world.foreign.id, foreignPosition.id);
    for (const applicantId of [elsewhere.id, foreign.id]) {
      const res = await t.as(tokens.admin).dispatch('get_ApplicantById', {
        containerId: own(),
        positionId: position.id,
        applicantId,
      });
      expect(res.status).toBe(404);
    }
    const bad = await t.as(tokens.admin).dispatch('get_ApplicantById', {
      containerId: own(),
      positionId: position.id,
      applicantId: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.applicantId).toBeTruthy();
  });
});

describe('questionnaire', () => {
  it('get and update the answers to the position’s skill questions', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const [skill] = await t.db
      .insert(skills)
      .values({ containerId: own(), name: 'Truckkörning', description: 'A- och B-truck' })
      .returning();
    const questions = await t.db
      .insert(skillQuestions)
      .values([
        { containerId: own(), skillId: skill!.id, question: 'Hur länge har du kört truck?', sortOrder: 1 },
        { containerId: own(), skillId: skill!.id, question: 'Vilka trucktyper?', sortOrder: 2 },
      ])
      .returning();
    await t.db
      .insert(positionSkills)
      .values({ containerId: own(), positionId: position.id, skillId: skill!.id });
    const at = { containerId: own(), positionId: position.id, applicantId: mine.id };
    const empty = await t.as(tokens.reader).dispatch('get_Questionnaire', at);
    expect(empty.status).toBe(200);
    expect(empty.data[0]!.questions.map((q: { answer: string }) => q.answer)).toEqual(['', '']);

    const saved = await t.as(tokens.writer).dispatch('update_Questionnaire', {
      ...at,
      skills: [{ id: skill!.id, questions: [{ id: questions[0]!.id, answer: 'Fem år' }] }],
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data[0]!.questions[0]).toMatchObject({
      question: 'Hur länge har du kört truck?',
      answer: 'Fem år',
    });

    // A question of another skill, or of another company, saves nothing.
    const [otherSkill] = await t.db.insert(skills).values({ containerId: own(), name: 'Annat' }).returning();
    const [otherQuestion] = await t.db
      .insert(skillQuestions)
      .values({ containerId: own(), skillId: otherSkill!.id, question: '?' })
      .returning();
    const bad = await t.as(tokens.writer).dispatch('update_Questionnaire', {
      ...at,
      skills: [
        {
          id: skill!.id,
          questions: [
            { id: questions[0]!.id, answer: 'Ändrat' },
            { id: otherQuestion!.id, answer: 'x' },
          ],
        },
      ],
    });
    expect(bad.status).toBe(400);
    const rows = await t.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.applicationId, mine.id));
    expect(rows.map((r) => r.answer)).toEqual(['Fem år']);
    expect((await t.as(tokens.reader).dispatch('update_Questionnaire', { ...at, skills: [] })).status).toBe(
      403,
    );
    const wrongShape = await t
      .as(tokens.writer)
      .dispatchUnchecked('update_Questionnaire', { ...at, skills: 'x' });
    expect(wrongShape.status).toBe(400);
  });
});
