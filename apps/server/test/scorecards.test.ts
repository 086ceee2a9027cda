/**
 * Scorecards through the dispatcher: the library, a position's profile and its suggestions, scoring with
 * the others hidden until one's own is submitted, the matrix, the decision basis PDF, and the list sorted
 * and filtered by score.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANCHORS, PermissionId, SCORECARD_TEXTS, type ActionInput } from '@rekry/domain';
import { positionSkills, skillQuestions, skills } from '../src/db/schema.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { addressOf, buildApplication, labelByName, meritForm } from './helpers/applicants.ts';
import { buildPosition, buildUser, grantPositionRight } from './helpers/factories.ts';
import { pdftotextOf } from './helpers/pdf-text.ts';
import { buildProfile } from './helpers/scorecards.ts';

const { t, world } = testAppWithWorld();
const own = () => world.own.id;
let n = 0;
const named = (base: string) => `${base} ${++n}`;

/** A second writer of the company (a reviewer beside world.writer). */
let colleague: { id: number } | undefined;
async function secondWriter() {
  colleague ??= await buildUser(t.db, {
    memberOf: [[own(), [PermissionId.Write]]],
    firstname: 'Bo',
    lastname: 'Bedömare',
  });
  return colleague;
}

/** A position both writers hold Write on, with a profile of two criteria (the second weighing 2). */
async function scoredPosition(visibility: 'after_submit' | 'always' | 'never' = 'after_submit', extra = {}) {
  const position = await buildPosition(t.db, own(), extra);
  await grantPositionRight(t.db, position, world.writer, PermissionId.Write);
  await grantPositionRight(t.db, position, await secondWriter(), PermissionId.Write);
  const criteria = await buildProfile(t.db, position, ['Samarbete', ['Truckvana', 2]], visibility);
  return { position, criteria };
}

type Card = Omit<ActionInput<'save_MyScorecard'>, 'containerId' | 'positionId' | 'applicantId'>;
const card = (ids: number[], scores: number[], note: string, submit = true): Card => ({
  scores: ids.map((criterionId, i) => ({ criterionId, score: scores[i]!, note: `${note} ${i + 1}` })),
  recommendation: 'yes',
  submit,
});
const save = (who: { id: number }, at: ReturnType<typeof addressOf>, c: Card) =>
  t.as(who).dispatch('save_MyScorecard', { ...at, ...c });

describe('the library', () => {
  it('saves a criterion, refuses a name the company has (409), edits, lists and removes it', async () => {
    const writer = t.as(world.writer);
    const name = named('Kommunikation');
    const input = {
      containerId: own(),
      name,
      anchors: DEFAULT_ANCHORS,
      questions: ['Berätta om en konflikt.'],
    };
    const made = await writer.dispatch('upsert_LibraryCriterion', input);
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    expect(made.data).toMatchObject({ name, questions: ['Berätta om en konflikt.'], usedBy: 0 });
    const twice = await writer.dispatch('upsert_LibraryCriterion', { ...input, name: name.toUpperCase() });
    expect(twice.status).toBe(409);
    expect(twice.error?.message).toBe(SCORECARD_TEXTS.nameTaken);
    const edited = await writer.dispatch('upsert_LibraryCriterion', {
      ...input,
      id: made.data.id,
      description: 'Tal och skrift',
    });
    expect(edited.data.description).toBe('Tal och skrift');
    const listed = await t.as(world.reader).dispatch('get_CriteriaLibrary', { containerId: own() });
    expect(listed.data.filter((c) => c.name === name)).toHaveLength(1);
    // Another company neither sees nor removes it.
    const foreign = await t
      .as(world.foreignAdmin)
      .dispatch('get_CriteriaLibrary', { containerId: world.foreign.id });
    expect(foreign.data.find((c) => c.id === made.data.id)).toBeUndefined();
    const theirs = await t
      .as(world.foreignAdmin)
      .dispatch('delete_LibraryCriterion', { containerId: world.foreign.id, id: made.data.id });
    expect(theirs.status).toBe(404);
    expect(
      (await t.as(world.reader).dispatch('delete_LibraryCriterion', { containerId: own(), id: made.data.id }))
        .status,
    ).toBe(403);
    expect(
      (await writer.dispatch('delete_LibraryCriterion', { containerId: own(), id: made.data.id })).status,
    ).toBe(200);
  });

  it('answers a Swedish 400 for a scale without five steps or an empty name', async () => {
    const res = await t.as(world.writer).dispatchUnchecked('upsert_LibraryCriterion', {
      containerId: own(),
      name: ' ',
      anchors: ['a', 'b', 'c', 'd'],
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields?.name).toBe(SCORECARD_TEXTS.nameRequired);
    expect(res.error?.fields?.anchors).toMatch(/steg|fem/);
  });
});

describe('the profile', () => {
  it('saves the whole list in order: kept ids keep their scores, missing ones go with theirs', async () => {
    const { position, criteria } = await scoredPosition('always');
    const [keep, drop] = criteria;
    const application = await buildApplication(t.db, own(), position.id);
    await save(world.writer, addressOf(application), card([keep!.id, drop!.id], [4, 2], 'Bra'));
    const at = { containerId: own(), positionId: position.id };
    const profile = await t.as(world.writer).dispatch('get_PositionScorecard', at);
    expect(profile.data.scoredCriteria).toEqual(
      expect.arrayContaining([
        { criterionId: keep!.id, scorecards: 1 },
        { criterionId: drop!.id, scorecards: 1 },
      ]),
    );
    expect(profile.data.canChangeVisibility).toBe(false);
    const saved = await t.as(world.writer).dispatch('update_PositionScorecard', {
      ...at,
      criteria: [
        { name: 'Noggrannhet', anchors: DEFAULT_ANCHORS, weight: 3 },
        { ...keep!, name: 'Samarbete i team' },
      ],
      levelIds: [(await labelByName(t.db, own(), 'Telefonintervju')).id],
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data.criteria.map((c) => [c.name, c.weight])).toEqual([
      ['Noggrannhet', 3],
      ['Samarbete i team', 1],
    ]);
    expect(saved.data.criteria[1]!.id).toBe(keep!.id);
    expect(saved.data.scoredCriteria).toEqual([{ criterionId: keep!.id, scorecards: 1 }]);
    const evaluation = await t.as(world.writer).dispatch('get_ApplicantEvaluation', addressOf(application));
    expect(evaluation.data.mine!.scores).toEqual([{ criterionId: keep!.id, score: 4, note: 'Bra 1' }]);
  });

  it('refuses a criterion of another position, a level that is no Process label, another company’s skill', async () => {
    const { position } = await scoredPosition();
    const other = await scoredPosition();
    const at = { containerId: own(), positionId: position.id };
    const base = { name: 'X', anchors: DEFAULT_ANCHORS };
    const foreignId = other.criteria[0]!.id;
    const wrongId = await t
      .as(world.writer)
      .dispatch('update_PositionScorecard', { ...at, criteria: [{ ...base, id: foreignId }] });
    expect(wrongId.status).toBe(400);
    expect(wrongId.error?.fields?.['criteria.0.id']).toBe(SCORECARD_TEXTS.unknownCriterion);
    const interest = await labelByName(t.db, own(), 'Intressant');
    const wrongLevel = await t
      .as(world.writer)
      .dispatch('update_PositionScorecard', { ...at, criteria: [base], levelIds: [interest.id] });
    expect(wrongLevel.status).toBe(400);
    expect(wrongLevel.error?.fields?.levelIds).toBe(SCORECARD_TEXTS.unknownLevel);
    const [skill] = await t.db
      .insert(skills)
      .values({ containerId: world.foreign.id, name: named('Främmande'), icon: 'globe' })
      .returning();
    const wrongSkill = await t
      .as(world.writer)
      .dispatch('update_PositionScorecard', { ...at, criteria: [{ ...base, skillId: skill!.id }] });
    expect(wrongSkill.status).toBe(400);
    const twice = await t
      .as(world.writer)
      .dispatch('update_PositionScorecard', { ...at, criteria: [base, { ...base, name: 'x' }] });
    expect(twice.error?.fields?.['criteria.1.name']).toBe(SCORECARD_TEXTS.duplicateName);
    // Nothing of the refused saves was kept.
    const profile = await t.as(world.writer).dispatch('get_PositionScorecard', at);
    expect(profile.data.criteria.map((c) => c.name)).toEqual(['Samarbete', 'Truckvana']);
  });

  it('lets only the position’s admin choose who sees the others’ scores', async () => {
    const { position } = await scoredPosition();
    const at = { containerId: own(), positionId: position.id, visibility: 'never' as const };
    expect((await t.as(world.writer).dispatch('update_ScorecardVisibility', at)).status).toBe(403);
    const res = await t.as(world.admin).dispatch('update_ScorecardVisibility', at);
    expect(res.data).toMatchObject({ visibility: 'never', canChangeVisibility: true });
  });

  it('suggests the position’s skills with their questions, its written requirements and the library', async () => {
    const position = await buildPosition(t.db, own(), {
      form: meritForm(),
      description:
        '<p>Om jobbet</p><h3>Krav</h3><ul><li>Truckkort A+B</li><li>god svenska i tal och skrift.</li></ul><h3>Om oss</h3><ul><li>Fika varje fredag</li></ul>',
    });
    await grantPositionRight(t.db, position, world.writer, PermissionId.Write);
    const [skill] = await t.db
      .insert(skills)
      .values({ containerId: own(), name: named('Truckkörning'), icon: 'forklift' })
      .returning();
    await t.db
      .insert(skillQuestions)
      .values({ containerId: own(), skillId: skill!.id, question: 'Vilka truckar har du kört?' });
    await t.db
      .insert(positionSkills)
      .values({ containerId: own(), positionId: position.id, skillId: skill!.id });
    const library = await t.as(world.writer).dispatch('upsert_LibraryCriterion', {
      containerId: own(),
      name: named('Service'),
      anchors: DEFAULT_ANCHORS,
    });
    const at = { containerId: own(), positionId: position.id };
    await t.as(world.writer).dispatch('update_PositionScorecard', {
      ...at,
      criteria: [{ name: 'God svenska i tal och skrift', anchors: DEFAULT_ANCHORS }],
    });
    const res = await t.as(world.writer).dispatch('get_ScorecardSuggestions', at);
    expect(res.status).toBe(200);
    const bySource = (s: string) => res.data.filter((x) => x.source === s);
    expect(bySource('skill')).toEqual([
      expect.objectContaining({
        name: skill!.name,
        skillId: skill!.id,
        questions: ['Vilka truckar har du kört?'],
        anchors: DEFAULT_ANCHORS,
        taken: false,
      }),
    ]);
    const requirements = bySource('requirement').map((r) => [r.name, r.taken]);
    expect(requirements).toContainEqual(['Truckkort A+B', false]);
    expect(requirements).toContainEqual(['God svenska i tal och skrift', true]);
    expect(requirements.map(([name]) => name)).not.toContain('Fika varje fredag');
    expect(bySource('library').map((l) => l.libraryId)).toContain(library.data.id);
    expect((await t.as(world.reader).dispatch('get_ScorecardSuggestions', at)).status).toBe(403);
  });
});

describe('scoring', () => {
  it('hides the others’ scores until one’s own is submitted: nothing of them in the raw answer', async () => {
    const { position, criteria } = await scoredPosition();
    const ids = criteria.map((c) => c.id);
    const application = await buildApplication(t.db, own(), position.id);
    const at = addressOf(application);
    const first = await save(world.writer, at, card(ids, [5, 4], 'HEMLIG-A'));
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(first.data.mine).toMatchObject({
      reviewer: { id: world.writer.id },
      submittedAt: expect.any(String),
      weightedMean: 4.3,
    });

    // The colleague's draft: theirs alone; the writer's notes and scores nowhere in the reply.
    const bo = await secondWriter();
    const draft = await save(bo, at, { ...card(ids, [1, 2], 'UTKAST-B', false), recommendation: null });
    expect(draft.status).toBe(200);
    expect(draft.raw.body).not.toContain('HEMLIG-A');
    expect(draft.data).toMatchObject({
      hidden: 'submit_first',
      othersSubmitted: 1,
      others: [],
      summary: null,
    });
    const blind = await t.as(bo).dispatch('get_ApplicantEvaluation', at);
    expect(blind.raw.body).not.toContain('HEMLIG-A');
    expect(blind.raw.body).not.toContain(`"reviewer":{"id":${world.writer.id},`);
    expect(blind.raw.body).not.toContain('Test Testsson');
    const basis = await t.as(bo).dispatch('download_DecisionBasis', at);
    expect(basis.status).toBe(403);
    expect(basis.error?.message).toBe(SCORECARD_TEXTS.decisionBasisHidden);
    // A draft is its author's alone: the writer, and the position's admin, see nothing of it.
    for (const who of [world.writer, world.admin]) {
      const seen = await t.as(who).dispatch('get_ApplicantEvaluation', at);
      expect(seen.raw.body).not.toContain('UTKAST-B');
      expect(seen.data.othersSubmitted).toBe(who === world.admin ? 1 : 0);
    }

    // Submitted: now the colleague sees both, the spread and the disagreement (5 against 1).
    const shown = await save(bo, at, card(ids, [1, 3], 'SYNLIG-B'));
    expect(shown.data.hidden).toBeNull();
    expect(shown.data.others.map((o) => o.scores.map((s) => s.note))).toEqual([['HEMLIG-A 1', 'HEMLIG-A 2']]);
    expect(shown.data.summary).toMatchObject({ reviewers: 2, weightedMean: 3.3 });
    expect(shown.data.summary!.criteria[0]).toMatchObject({ min: 1, max: 5, mean: 3, disagree: true });
    expect(shown.data.summary!.criteria[1]).toMatchObject({ min: 3, max: 4, disagree: false });
  });

  it('refuses a card that is not whole on submit, a score outside 1–5 and a missing note; saves nothing', async () => {
    const { position, criteria } = await scoredPosition();
    const ids = criteria.map((c) => c.id);
    const at = addressOf(await buildApplication(t.db, own(), position.id));
    const partial = await save(world.writer, at, card([ids[0]!], [3], 'Halv'));
    expect(partial.status).toBe(400);
    expect(partial.error?.message).toBe(SCORECARD_TEXTS.everyCriterion);
    const six = await save(world.writer, at, card(ids, [6, 3], 'Sex'));
    expect(six.status).toBe(400);
    expect(six.error?.fields?.['scores.0.score']).toBe(SCORECARD_TEXTS.scoreRange);
    const noNote = await save(world.writer, at, {
      ...card(ids, [3, 3], ''),
      scores: ids.map((criterionId) => ({ criterionId, score: 3, note: ' ' })),
    });
    expect(noNote.status).toBe(400);
    expect(noNote.error?.fields?.['scores.0.note']).toBe(SCORECARD_TEXTS.noteRequired);
    const noAdvice = await save(world.writer, at, { ...card(ids, [3, 3], 'Ok'), recommendation: null });
    expect(noAdvice.error?.fields?.recommendation).toBe(SCORECARD_TEXTS.recommendationRequired);
    const other = await scoredPosition();
    const stranger = await save(world.writer, at, card([other.criteria[0]!.id], [3], 'Fel', false));
    expect(stranger.error?.fields?.['scores.0.criterionId']).toBe(SCORECARD_TEXTS.unknownCriterion);
    const evaluation = await t.as(world.writer).dispatch('get_ApplicantEvaluation', at);
    expect(evaluation.data.mine).toBeNull();
  });

  it('logs each submit, and a changed submitted card as changed, with the reviewer’s name kept', async () => {
    const { position, criteria } = await scoredPosition();
    const ids = criteria.map((c) => c.id);
    const application = await buildApplication(t.db, own(), position.id);
    const at = addressOf(application);
    await save(world.writer, at, card(ids, [3, 3], 'Först', false));
    await save(world.writer, at, card(ids, [3, 3], 'Sedan'));
    const again = await save(world.writer, at, card(ids, [4, 4], 'Ändrad', false));
    expect(again.status, JSON.stringify(again.error)).toBe(200);
    // Saved again without submit: a submitted card stays submitted.
    expect(again.data.mine!.submittedAt).not.toBeNull();
    expect(again.data.mine!.reviewer.name).toBe('Test Testsson');
    const detail = await t.as(world.admin).dispatch('get_ApplicantById', at);
    expect(detail.data.logs.filter((l) => l.kind.startsWith('scorecard')).map((l) => l.message)).toEqual([
      'Bedömning lämnad',
      'Bedömning ändrad',
    ]);
  });

  it('follows the rule: “always” shows at once, “never” only to the position’s admins', async () => {
    const always = await scoredPosition('always');
    const a = addressOf(await buildApplication(t.db, own(), always.position.id));
    await save(
      world.writer,
      a,
      card(
        always.criteria.map((c) => c.id),
        [2, 2],
        'ALLTID',
      ),
    );
    const reader = await t.as(world.reader).dispatch('get_ApplicantEvaluation', a);
    expect(reader.data.hidden).toBeNull();
    expect(reader.raw.body).toContain('ALLTID');

    const never = await scoredPosition('never');
    const b = addressOf(await buildApplication(t.db, own(), never.position.id));
    const ids = never.criteria.map((c) => c.id);
    await save(world.writer, b, card(ids, [2, 2], 'ALDRIG-A'));
    const bo = await save(await secondWriter(), b, card(ids, [4, 4], 'ALDRIG-B'));
    expect(bo.data.hidden).toBe('never');
    expect(bo.raw.body).not.toContain('ALDRIG-A');
    expect((await t.as(await secondWriter()).dispatch('download_DecisionBasis', b)).status).toBe(403);
    const admin = await t.as(world.admin).dispatch('get_ApplicantEvaluation', b);
    expect(admin.data.others).toHaveLength(2);
    expect(admin.data.summary?.reviewers).toBe(2);
  });

  it('keeps companies apart', async () => {
    const { position } = await scoredPosition();
    const at = addressOf(await buildApplication(t.db, own(), position.id));
    const foreign = t.as(world.foreignAdmin);
    expect((await foreign.dispatch('get_ApplicantEvaluation', at)).status).toBe(403);
    expect(
      (await foreign.dispatch('get_ApplicantEvaluation', { ...at, containerId: world.foreign.id })).status,
    ).toBe(404);
    expect(
      (await foreign.dispatch('get_ScoreMatrix', { containerId: own(), positionId: position.id })).status,
    ).toBe(403);
  });
});

describe('the matrix and the decision basis', () => {
  it('compares applicants with the disagreements marked, each row as the caller may see it', async () => {
    const { position, criteria } = await scoredPosition();
    const ids = criteria.map((c) => c.id);
    const split = addressOf(
      await buildApplication(t.db, own(), position.id, { firstname: 'Delad', lastname: 'Mening' }),
    );
    const mineOnly = addressOf(
      await buildApplication(t.db, own(), position.id, { firstname: 'Bara', lastname: 'Min' }),
    );
    await buildApplication(t.db, own(), position.id, { firstname: 'Ingen', lastname: 'Bedömd' });
    await save(world.writer, split, card(ids, [5, 2], 'A'));
    await save(await secondWriter(), split, card(ids, [2, 2], 'B'));
    await save(await secondWriter(), mineOnly, card(ids, [4, 4], 'B', false));
    await save(world.writer, mineOnly, card(ids, [1, 1], 'A'));

    const at = { containerId: own(), positionId: position.id };
    const matrix = await t.as(await secondWriter()).dispatch('get_ScoreMatrix', at);
    expect(matrix.status).toBe(200);
    const row = (name: string) => matrix.data.rows.find((r) => r.name === name)!;
    expect(row('Delad Mening')).toMatchObject({ shown: true, reviewers: 2, weightedMean: 2.5 });
    expect(row('Delad Mening').criteria[0]).toMatchObject({ mean: 3.5, min: 2, max: 5, disagree: true });
    expect(row('Delad Mening').criteria[1]).toMatchObject({ mean: 2, disagree: false });
    // Their own draft only: the writer's 1s are hidden from them.
    expect(row('Bara Min')).toMatchObject({ shown: false, reviewers: 1, weightedMean: 4 });
    expect(row('Ingen Bedömd')).toMatchObject({ reviewers: 0, weightedMean: null });
    expect(matrix.data.rows.map((r) => r.name)).toEqual(['Bara Min', 'Delad Mening', 'Ingen Bedömd']);

    const admin = await t.as(world.admin).dispatch('get_ScoreMatrix', at);
    const adminRow = admin.data.rows.find((r) => r.applicantId === mineOnly.applicantId)!;
    expect(adminRow).toMatchObject({ shown: true, reviewers: 1, weightedMean: 1 });
    const level = await labelByName(t.db, own(), 'Telefonintervju');
    const none = await t.as(world.admin).dispatch('get_ScoreMatrix', { ...at, processLabelId: level.id });
    expect(none.data.rows).toEqual([]);
    const interest = await labelByName(t.db, own(), 'Intressant');
    expect(
      (await t.as(world.admin).dispatch('get_ScoreMatrix', { ...at, processLabelId: interest.id })).status,
    ).toBe(400);
  });

  it('writes the decision basis with every score’s note, reviewer and recommendation', async () => {
    const { position, criteria } = await scoredPosition();
    const ids = criteria.map((c) => c.id);
    const at = addressOf(
      await buildApplication(t.db, own(), position.id, { firstname: 'Åsa', lastname: 'Öberg' }),
    );
    await save(world.writer, at, card(ids, [5, 1], 'Visade tydligt ledarskap'));
    await save(await secondWriter(), at, {
      ...card(ids, [2, 2], 'Osäker på truckar'),
      recommendation: 'definitely_not',
    });
    const res = await t.as(await secondWriter()).dispatch('download_DecisionBasis', at);
    expect(res.status, res.raw.body.slice(0, 200)).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    const text = (await pdftotextOf(res.raw.rawPayload)).replace(/\s+/g, ' ');
    for (const note of [
      'Visade tydligt ledarskap 1',
      'Visade tydligt ledarskap 2',
      'Osäker på truckar 1',
      'Osäker på truckar 2',
    ])
      expect(text).toContain(note);
    for (const words of [
      'Bedömningsunderlag',
      'Åsa Öberg',
      position.name,
      'Samarbete (vikt 1)',
      'Truckvana (vikt 2)',
      'Saknar kompetensen',
      'Bo Bedömare',
      'Definitivt nej',
      'Ja',
      'oenighet',
    ])
      expect(text).toContain(words);
  });
});

describe('the applicant list by score', () => {
  it('sorts by the weighted mean highest first, unscored last, page by page, and filters by the lowest score', async () => {
    const { position, criteria } = await scoredPosition();
    const ids = criteria.map((c) => c.id);
    const apps = [];
    for (const [first, scores] of [
      ['Låg', [1, 1]],
      ['Hög', [5, 5]],
      ['Mitten', [3, 4]],
      ['Ingen', null],
    ] as const) {
      const application = await buildApplication(t.db, own(), position.id, { firstname: first });
      if (scores) await save(world.writer, addressOf(application), card(ids, [...scores], first));
      apps.push(application);
    }
    // A colleague's card of an applicant the writer has not scored: hidden from the writer, not from the admin.
    await save(await secondWriter(), addressOf(apps[3]!), card(ids, [5, 5], 'Dold'));
    const at = { containerId: own(), positionId: position.id, sort: 'score' as const };
    const names: string[] = [];
    let after: string | undefined;
    do {
      const page = await t
        .as(world.writer)
        .dispatch('get_ApplicantsByPosition', { ...at, take: 1, ...(after ? { after } : {}) });
      expect(page.status, JSON.stringify(page.error)).toBe(200);
      names.push(...page.data.items.map((i) => `${i.name.split(' ')[0]} ${i.score}`));
      after = page.data.nextCursor ?? undefined;
    } while (after);
    expect(names).toEqual(['Hög 5', 'Mitten 3.7', 'Låg 1', 'Ingen null']);
    // The admin sees every submitted card: Ingen has 5 (a tie with Hög, the newer first).
    const admin = await t.as(world.admin).dispatch('get_ApplicantsByPosition', at);
    expect(admin.data.items.map((i) => `${i.name.split(' ')[0]} ${i.score}`)).toEqual([
      'Ingen 5',
      'Hög 5',
      'Mitten 3.7',
      'Låg 1',
    ]);
    // The applicant page's neighbours follow the same order.
    const middle = await t
      .as(world.writer)
      .dispatch('get_ApplicantById', { ...addressOf(apps[2]!), sort: 'score' });
    expect([middle.data.previousId, middle.data.nextId]).toEqual([apps[1]!.id, apps[0]!.id]);
    const filtered = await t.as(world.writer).dispatch('get_ApplicantsByPosition', { ...at, minScore: 3.5 });
    expect(filtered.data.items.map((i) => i.name.split(' ')[0])).toEqual(['Hög', 'Mitten']);
    expect(filtered.data.total).toBe(2);
    const board = await t.as(world.writer).dispatch('get_ApplicantBoard', { ...at, minScore: 3.5 });
    expect(board.data.columns.flatMap((c) => c.items.map((i) => i.score))).toEqual([5, 3.7]);
    const bad = await t.as(world.writer).dispatch('get_ApplicantsByPosition', { ...at, minScore: 6 });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.minScore).toMatch(/Lägsta betyg/);
  });
});
