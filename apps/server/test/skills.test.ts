import { describe, expect, it } from 'vitest';
import { SKILL_ICON_NAMES } from '@rekry/domain';
import { eq } from 'drizzle-orm';
import { questionnaireAnswers, skillQuestions } from '../src/db/schema.ts';
import { testAppWithWorld } from './helpers/app.ts';
import type { Caller } from './helpers/dispatch.ts';
import { buildApplication } from './helpers/applicants.ts';
import { buildPosition, buildWritersPosition } from './helpers/factories.ts';

const { t, world } = testAppWithWorld();

const own = () => world.own.id;
let n = 0;
const named = (base: string) => `${base} ${++n}`;

async function createSkill(name = named('Truckkörning'), questions = ['Vilka truckar?', 'Hur länge?']) {
  const res = await t.as(world.writer).dispatch('upsert_Skill', {
    containerId: own(),
    name,
    description: 'Motviktstruck',
    icon: 'forklift',
    questions: questions.map((question) => ({ question })),
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data;
}

/** A skill of the other company. */
async function foreignSkill() {
  const res = await t.as(world.foreignAdmin).dispatch('upsert_Skill', {
    containerId: world.foreign.id,
    name: named('Främmande'),
    icon: 'globe',
    questions: [],
  });
  return res.data;
}

/** A position on which the writer holds Write. */
const writablePosition = () => buildWritersPosition(t.db, own(), world.writer);

describe('icons', () => {
  it('lists the curated icons with Swedish labels', async () => {
    const res = await t.as(world.reader).dispatch('get_Icons', { containerId: own() });
    expect(res.status).toBe(200);
    expect(res.data.map((i) => i.name)).toEqual(SKILL_ICON_NAMES);
    expect(res.data.find((i) => i.name === 'forklift')?.label).toBe('Truck');
    expect((await t.as(undefined).dispatch('get_Icons', { containerId: own() })).status).toBe(401);
  });
});

describe('skills', () => {
  it('creates a skill with its questions in order and lists it', async () => {
    const skill = await createSkill(named('Svetsning'), ['Vilka metoder?', 'Certifikat?']);
    expect(skill).toMatchObject({ description: 'Motviktstruck', icon: 'forklift', positionCount: 0 });
    expect(skill.questions.map((q) => q.question)).toEqual(['Vilka metoder?', 'Certifikat?']);
    const list = await t.as(world.reader).dispatch('get_Skills', { containerId: own() });
    expect(list.data.find((s) => s.id === skill.id)).toEqual(skill);
    // Another company never sees it.
    const other = await t.as(world.foreignAdmin).dispatch('get_Skills', { containerId: world.foreign.id });
    expect(other.data.find((s) => s.id === skill.id)).toBeUndefined();
  });

  it('answers 400 with a Swedish message per wrong field, 401 and 403', async () => {
    const res = await t.as(world.writer).dispatchUnchecked('upsert_Skill', {
      containerId: own(),
      name: '  ',
      description: 'x'.repeat(1001),
      icon: 'ingen-ikon',
      questions: [{ question: '' }],
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields).toMatchObject({
      name: 'Ange kompetensens namn',
      description: 'Beskrivningen får vara högst 1000 tecken',
      icon: 'Välj en ikon i listan',
      'questions.0.question': 'Skriv frågan',
    });
    const input = { containerId: own(), name: named('X'), icon: 'truck' as const, questions: [] };
    expect((await t.as(undefined).dispatch('upsert_Skill', input)).status).toBe(401);
    expect((await t.as(world.reader).dispatch('upsert_Skill', input)).status).toBe(403);
    expect((await t.as(world.foreignAdmin).dispatch('upsert_Skill', input)).status).toBe(403);
  });

  it('refuses a name the company already has (any case) with 409', async () => {
    const first = await createSkill(named('Kundservice'));
    // Only the name and where it is saved matter here.
    const saveName = (caller: Caller, fields: { containerId: number; name: string; id?: number }) =>
      t.as(caller).dispatch('upsert_Skill', { ...fields, icon: 'phone', questions: [] });
    const res = await saveName(world.writer, { containerId: own(), name: first.name.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe('Det finns redan en kompetens med det namnet');
    // The same name in another company is fine; saving a skill under its own name is fine.
    const foreign = await saveName(world.foreignAdmin, { containerId: world.foreign.id, name: first.name });
    expect(foreign.status).toBe(200);
    const same = await saveName(world.writer, { containerId: own(), id: first.id, name: first.name });
    expect(same.status).toBe(200);
  });

  it('answers one of several saves of the same new name at once with 200, the others with 409', async () => {
    const name = named('Samtidig');
    const input = { containerId: own(), name, icon: 'truck' as const, questions: [] };
    const results = await Promise.all(
      [1, 2, 3].map(() => t.as(world.writer).dispatch('upsert_Skill', input)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('edits, removes and reorders questions in one upsert; answers of kept questions survive', async () => {
    const skill = await createSkill(named('Lager'), ['Första', 'Andra', 'Tredje']);
    const [first, second, third] = skill.questions;
    const position = await buildPosition(t.db, own());
    const application = await buildApplication(t.db, own(), position.id);
    await t
      .as(world.admin)
      .dispatch('add_PositionSkills', { containerId: own(), positionId: position.id, skillId: skill.id });
    const answered = await t.as(world.admin).dispatch('update_Questionnaire', {
      containerId: own(),
      positionId: position.id,
      applicantId: application.id,
      skills: [
        {
          id: skill.id,
          questions: [
            { id: first!.id, answer: 'Svar ett' },
            { id: second!.id, answer: 'Svar två' },
            { id: third!.id, answer: 'Svar tre' },
          ],
        },
      ],
    });
    expect(answered.status).toBe(200);

    const res = await t.as(world.writer).dispatch('upsert_Skill', {
      containerId: own(),
      id: skill.id,
      name: skill.name,
      icon: 'warehouse',
      questions: [
        { id: third!.id, question: 'Tredje, omskriven' },
        { question: 'Ny fråga' },
        { id: first!.id, question: 'Första' },
      ],
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.questions.map((q) => q.question)).toEqual(['Tredje, omskriven', 'Ny fråga', 'Första']);
    expect(res.data.questions[0]!.id).toBe(third!.id);
    expect(res.data.questions[2]!.id).toBe(first!.id);

    const questionnaire = await t.as(world.admin).dispatch('get_Questionnaire', {
      containerId: own(),
      positionId: position.id,
      applicantId: application.id,
    });
    expect(questionnaire.data[0]!.questions.map((q) => [q.question, q.answer])).toEqual([
      ['Tredje, omskriven', 'Svar tre'],
      ['Ny fråga', ''],
      ['Första', 'Svar ett'],
    ]);
    const left = await t.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.questionId, second!.id));
    expect(left).toEqual([]);
  });

  it("refuses a question id of another skill, and another company's skill is not found", async () => {
    const a = await createSkill();
    const b = await createSkill();
    const res = await t.as(world.writer).dispatch('upsert_Skill', {
      containerId: own(),
      id: a.id,
      name: a.name,
      icon: 'truck',
      questions: [{ id: b.questions[0]!.id, question: 'Stulen' }],
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields).toEqual({ 'questions.0.id': 'Frågan hör inte till kompetensen' });
    const [still] = await t.db.select().from(skillQuestions).where(eq(skillQuestions.id, b.questions[0]!.id));
    expect(still!.question).toBe(b.questions[0]!.question);

    const foreign = await t.as(world.foreignAdmin).dispatch('upsert_Skill', {
      containerId: world.foreign.id,
      id: a.id,
      name: 'Kapad',
      icon: 'truck',
      questions: [],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.error?.message).toBe('Kompetensen finns inte');
    const del = await t
      .as(world.foreignAdmin)
      .dispatch('delete_Skill', { containerId: world.foreign.id, id: a.id });
    expect(del.status).toBe(404);
  });

  it('deletes a skill used on positions: gone from the position, its collections and its answers', async () => {
    const skill = await createSkill();
    const keep = await createSkill();
    const position = await buildPosition(t.db, own());
    const application = await buildApplication(t.db, own(), position.id);
    const collection = await t.as(world.writer).dispatch('upsert_SkillCollection', {
      containerId: own(),
      name: named('Paket'),
      icon: 'package',
      skillIds: [skill.id, keep.id],
    });
    await t.as(world.admin).dispatch('add_PositionSkills', {
      containerId: own(),
      positionId: position.id,
      collectionId: collection.data.id,
    });
    await t.db.insert(questionnaireAnswers).values({
      containerId: own(),
      applicationId: application.id,
      questionId: skill.questions[0]!.id,
      answer: 'Ja',
    });
    const listed = await t.as(world.writer).dispatch('get_Skills', { containerId: own() });
    expect(listed.data.find((s) => s.id === skill.id)?.positionCount).toBe(1);

    expect(
      (await t.as(world.reader).dispatch('delete_Skill', { containerId: own(), id: skill.id })).status,
    ).toBe(403);
    const res = await t.as(world.writer).dispatch('delete_Skill', { containerId: own(), id: skill.id });
    expect(res.status).toBe(200);
    const onPosition = await t
      .as(world.reader)
      .dispatch('get_PositionSkills', { containerId: own(), positionId: position.id });
    expect(onPosition.data.map((s) => s.skillId)).toEqual([keep.id]);
    const collections = await t.as(world.writer).dispatch('get_SkillCollections', { containerId: own() });
    expect(collections.data.find((c) => c.id === collection.data.id)?.skills.map((s) => s.id)).toEqual([
      keep.id,
    ]);
    expect(
      await t.db
        .select()
        .from(questionnaireAnswers)
        .where(eq(questionnaireAnswers.applicationId, application.id)),
    ).toEqual([]);
    expect(
      (await t.as(world.writer).dispatch('delete_Skill', { containerId: own(), id: skill.id })).status,
    ).toBe(404);
  });
});

describe('skill collections', () => {
  it('creates, lists in order, renames and deletes a collection (its skills stay)', async () => {
    const a = await createSkill();
    const b = await createSkill();
    const res = await t.as(world.writer).dispatch('upsert_SkillCollection', {
      containerId: own(),
      name: named('Lager och logistik'),
      description: 'Allt för lagret',
      icon: 'warehouse',
      skillIds: [b.id, a.id],
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.skills.map((s) => s.id)).toEqual([b.id, a.id]);
    const saved = await t.as(world.writer).dispatch('upsert_SkillCollection', {
      containerId: own(),
      id: res.data.id,
      name: `${res.data.name} 2`,
      icon: 'truck',
      skillIds: [a.id],
    });
    expect(saved.data).toMatchObject({ name: `${res.data.name} 2`, icon: 'truck', description: '' });
    expect(saved.data.skills.map((s) => s.id)).toEqual([a.id]);
    const dup = await t.as(world.writer).dispatch('upsert_SkillCollection', {
      containerId: own(),
      name: saved.data.name.toLowerCase(),
      icon: 'truck',
      skillIds: [a.id],
    });
    expect(dup.status).toBe(409);
    expect(dup.error?.message).toBe('Det finns redan en kompetenssamling med det namnet');

    const del = await t
      .as(world.writer)
      .dispatch('delete_SkillCollection', { containerId: own(), id: res.data.id });
    expect(del.status).toBe(200);
    const skillsLeft = await t.as(world.writer).dispatch('get_Skills', { containerId: own() });
    expect(skillsLeft.data.map((s) => s.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(
      (await t.as(world.writer).dispatch('delete_SkillCollection', { containerId: own(), id: res.data.id }))
        .status,
    ).toBe(404);
  });

  it('answers 400 per field and refuses skills of another company', async () => {
    const res = await t.as(world.writer).dispatchUnchecked('upsert_SkillCollection', {
      containerId: own(),
      name: '',
      icon: 'nej',
      skillIds: [],
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields).toMatchObject({
      name: 'Ange samlingens namn',
      icon: 'Välj en ikon i listan',
      skillIds: 'Välj minst en kompetens',
    });
    const foreign = await foreignSkill();
    const mixed = await t.as(world.writer).dispatch('upsert_SkillCollection', {
      containerId: own(),
      name: named('Blandad'),
      icon: 'globe',
      skillIds: [foreign.id],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.error?.fields).toEqual({ skillIds: 'Okänd kompetens' });
    const twice = await t.as(world.writer).dispatch('upsert_SkillCollection', {
      containerId: own(),
      name: named('Dubbel'),
      icon: 'globe',
      skillIds: [foreign.id, foreign.id],
    });
    expect(twice.error?.fields).toEqual({ skillIds: 'En kompetens finns två gånger' });
  });
});

describe('position skills', () => {
  it('adds a skill and a collection (its skills once) and removes a skill', async () => {
    const position = await writablePosition();
    const a = await createSkill(named('A-kompetens'));
    const b = await createSkill(named('B-kompetens'));
    const c = await createSkill(named('C-kompetens'));
    const collection = await t.as(world.writer).dispatch('upsert_SkillCollection', {
      containerId: own(),
      name: named('Samling'),
      icon: 'star',
      skillIds: [c.id, a.id, b.id],
    });
    const writer = t.as(world.writer);
    const at = { containerId: own(), positionId: position.id };
    const one = await writer.dispatch('add_PositionSkills', { ...at, skillId: a.id });
    expect(one.status, JSON.stringify(one.error)).toBe(200);
    expect(one.data).toEqual([
      {
        positionId: position.id,
        skillId: a.id,
        name: a.name,
        description: 'Motviktstruck',
        icon: 'forklift',
        icons: ['forklift'],
        questionCount: 2,
      },
    ]);
    const all = await writer.dispatch('add_PositionSkills', { ...at, collectionId: collection.data.id });
    expect(all.data.map((s) => s.skillId)).toEqual([a.id, b.id, c.id]);
    const again = await writer.dispatch('add_PositionSkills', { ...at, collectionId: collection.data.id });
    expect(again.data).toHaveLength(3);

    const removed = await writer.dispatch('remove_PositionSkill', { ...at, skillId: b.id });
    expect(removed.data.map((s) => s.skillId)).toEqual([a.id, c.id]);
    const notThere = await writer.dispatch('remove_PositionSkill', { ...at, skillId: b.id });
    expect(notThere.status).toBe(404);
    expect(notThere.error?.message).toBe('Kompetensen finns inte på tjänsten');
    const read = await t.as(world.reader).dispatch('get_PositionSkills', at);
    expect(read.data.map((s) => s.skillId)).toEqual([a.id, c.id]);
  });

  it('answers 400, 401, 403 to a reader and to a writer without a right on the position', async () => {
    const position = await buildPosition(t.db, own());
    const skill = await createSkill();
    const at = { containerId: own(), positionId: position.id };
    const neither = await t.as(world.admin).dispatch('add_PositionSkills', at);
    expect(neither.status).toBe(400);
    expect(neither.error?.fields).toEqual({ skillId: 'Välj en kompetens eller en kompetenssamling' });
    const both = await t
      .as(world.admin)
      .dispatch('add_PositionSkills', { ...at, skillId: skill.id, collectionId: 1 });
    expect(both.status).toBe(400);
    const badId = await t.as(world.admin).dispatch('add_PositionSkills', { ...at, skillId: -1 });
    expect(badId.error?.fields).toEqual({ skillId: 'Ogiltig kompetens' });
    expect((await t.as(undefined).dispatch('add_PositionSkills', { ...at, skillId: skill.id })).status).toBe(
      401,
    );
    expect(
      (await t.as(world.reader).dispatch('add_PositionSkills', { ...at, skillId: skill.id })).status,
    ).toBe(403);
    expect(
      (await t.as(world.writer).dispatch('add_PositionSkills', { ...at, skillId: skill.id })).status,
    ).toBe(403);
    expect(
      (await t.as(world.writer).dispatch('remove_PositionSkill', { ...at, skillId: skill.id })).status,
    ).toBe(403);
    expect((await t.as(world.reader).dispatch('get_PositionSkills', at)).status).toBe(200);
  });

  it("answers 404 for another company's skill, collection or position", async () => {
    const position = await writablePosition();
    const at = { containerId: own(), positionId: position.id };
    const foreign = await foreignSkill();
    const foreignCollection = await t.as(world.foreignAdmin).dispatch('upsert_SkillCollection', {
      containerId: world.foreign.id,
      name: named('Främmande samling'),
      icon: 'globe',
      skillIds: [foreign.id],
    });
    const skill = await t.as(world.writer).dispatch('add_PositionSkills', { ...at, skillId: foreign.id });
    expect(skill.status).toBe(404);
    expect(skill.error?.message).toBe('Kompetensen finns inte');
    const collection = await t
      .as(world.writer)
      .dispatch('add_PositionSkills', { ...at, collectionId: foreignCollection.data.id });
    expect(collection.status).toBe(404);
    expect(collection.error?.message).toBe('Kompetenssamlingen finns inte');
    expect((await t.as(world.writer).dispatch('get_PositionSkills', at)).data).toEqual([]);
    // A position of the other company, named with the own company's id.
    const foreignPosition = await buildPosition(t.db, world.foreign.id);
    const mine = await createSkill();
    const cross = await t.as(world.admin).dispatch('add_PositionSkills', {
      containerId: own(),
      positionId: foreignPosition.id,
      skillId: mine.id,
    });
    expect(cross.status).toBe(404);
  });
});
