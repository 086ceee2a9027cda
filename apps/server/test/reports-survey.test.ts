/**
 * The candidate survey (NPS): sent a set number of days after an application ended (per the company's
 * setting), once per person and company in 6 months, answered once through its token link, anonymous and
 * never shown for fewer than 5 answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { PermissionId, SURVEY_TEXTS, careerSiteUrl, stockholmDate } from '@rekry/domain';
import {
  candidateSurveyAnswers,
  candidateSurveyInvitations,
  emailLog,
  jobApplications,
} from '../src/db/schema.ts';
import { sendDueSurveys } from '../src/areas/reports/survey.ts';
import { get, post, testAppForFile } from './helpers/app.ts';
import { buildApplication, labelByName } from './helpers/applicants.ts';
import { buildContainer, buildPosition, buildUser, grantPositionRight } from './helpers/factories.ts';

const t = testAppForFile();
type User = Awaited<ReturnType<typeof buildUser>>;
let admin: User, writer: User;
let c = 0;
let A: { id: number; containerId: number }, B: { id: number; containerId: number };
const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  c = (await buildContainer(t.db, { name: 'Enkätbolaget AB' })).id;
  admin = await buildUser(t.db, { memberOf: [[c, [PermissionId.Administrator]]] });
  writer = await buildUser(t.db, { memberOf: [[c, [PermissionId.Write]]] });
  A = await buildPosition(t.db, c, { name: 'Lager' });
  B = await buildPosition(t.db, c, { name: 'Kontor' });
  await grantPositionRight(t.db, A, writer, PermissionId.Write);
  await grantPositionRight(t.db, B, writer, PermissionId.Write);
});

const setStatus = async (
  positionId: number,
  ids: number[],
  name: string,
  labelType: 'Interest' | 'Process',
) => {
  const label = await labelByName(t.db, c, name);
  const res = await t
    .as(writer)
    .dispatch('update_ApplicantStatus', { containerId: c, positionId, labelId: label.id, ids, labelType });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
};
const tokenOf = async (applicationId: number) => {
  const [mail] = await t.db
    .select()
    .from(emailLog)
    .where(eq(emailLog.applicationId, applicationId))
    .orderBy(desc(emailLog.id));
  expect(mail!.emailType).toBe('candidate_survey');
  // The link opens on the company's career site, as its other links to a candidate do.
  expect(mail!.body).toContain(`${careerSiteUrl(t.config.appUrl, null)}/enkat/`);
  return /\/enkat\/([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
};

describe('the candidate survey', () => {
  it('is sent after the delay for endings after it was turned on, once per person in 6 months', async () => {
    const before = await buildApplication(t.db, c, A.id);
    await setStatus(A.id, [before.id], 'Ej aktuell', 'Interest');

    const rejected = await labelByName(t.db, c, 'Ej aktuell');
    const refused = await t.as(admin).dispatch('update_SurveySettings', {
      containerId: c,
      enabled: true,
      delayDays: 61,
      onHired: true,
      onRejected: true,
      rejectedLabelId: rejected.id,
    });
    expect([refused.status, refused.error?.fields]).toEqual([400, { delayDays: SURVEY_TEXTS.delay }]);
    expect((await t.as(writer).dispatch('get_SurveySettings', { containerId: c })).status).toBe(403);
    const saved = await t.as(admin).dispatch('update_SurveySettings', {
      containerId: c,
      enabled: true,
      delayDays: 7,
      onHired: true,
      onRejected: true,
      rejectedLabelId: rejected.id,
    });
    expect(saved.data).toEqual({
      enabled: true,
      delayDays: 7,
      onHired: true,
      onRejected: true,
      rejectedLabelId: rejected.id,
    });

    const no = await buildApplication(t.db, c, A.id);
    const hired = await buildApplication(t.db, c, A.id);
    const back = await buildApplication(t.db, c, A.id);
    await setStatus(A.id, [no.id], 'Ej aktuell', 'Interest');
    await setStatus(A.id, [hired.id, back.id], 'Anställd', 'Process');
    // Moved back before the survey was due: no longer ended.
    await setStatus(A.id, [back.id], 'Erbjudande', 'Process');

    expect(await sendDueSurveys(t.db, t.config.appUrl, later(6))).toBe(0);
    expect(await sendDueSurveys(t.db, t.config.appUrl, later(8))).toBe(2);
    const sent = await t.db
      .select()
      .from(candidateSurveyInvitations)
      .where(eq(candidateSurveyInvitations.containerId, c));
    expect(sent.map((i) => [i.applicationId, i.endedAs]).sort()).toEqual(
      [
        [no.id, 'rejected'],
        [hired.id, 'hired'],
      ].sort(),
    );
    expect(await sendDueSurveys(t.db, t.config.appUrl, later(9))).toBe(0);

    // The rejected person applies again and is rejected again: not within 6 months of the first.
    const [again] = await t.db
      .insert(jobApplications)
      .values({ containerId: c, positionId: B.id, userId: no.userId })
      .returning({ id: jobApplications.id });
    await setStatus(B.id, [again!.id], 'Ej aktuell', 'Interest');
    expect(await sendDueSurveys(t.db, t.config.appUrl, later(20))).toBe(0);
    expect(await sendDueSurveys(t.db, t.config.appUrl, later(200))).toBe(1);
  });

  it('is answered once through its link, anonymously; a forged link is not found', async () => {
    const app = await buildApplication(t.db, c, B.id);
    await setStatus(B.id, [app.id], 'Anställd', 'Process');
    expect(await sendDueSurveys(t.db, t.config.appUrl, later(8))).toBe(1);
    const token = await tokenOf(app.id);
    const path = `/api/public/surveys/${token}`;

    const page = await get(t.app, path);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      company: 'Enkätbolaget AB',
      position: 'Kontor',
      question: SURVEY_TEXTS.question,
      freeText: SURVEY_TEXTS.freeText,
      answered: false,
    });
    const bad = await post(t.app, path, { score: 11 });
    expect([bad.status, bad.body.error.fields]).toEqual([400, { score: SURVEY_TEXTS.score }]);
    const ok = await post(t.app, path, { score: 9, comment: '  Snabbt och vänligt  ' });
    expect([ok.status, ok.body]).toEqual([201, { message: SURVEY_TEXTS.thanks }]);
    const second = await post(t.app, path, { score: 0 });
    expect([second.status, second.body.error.message]).toEqual([409, SURVEY_TEXTS.answered]);
    expect((await get(t.app, path)).body.answered).toBe(true);

    const answers = await t.db
      .select()
      .from(candidateSurveyAnswers)
      .where(eq(candidateSurveyAnswers.containerId, c));
    const anställd = await labelByName(t.db, c, 'Anställd');
    // Nothing in the answer leads back to the person or the application.
    expect(answers).toEqual([
      {
        id: answers[0]!.id,
        containerId: c,
        positionId: B.id,
        stageLabelId: anställd.id,
        endedAs: 'hired',
        score: 9,
        comment: 'Snabbt och vänligt',
        answeredOn: stockholmDate(),
      },
    ]);
    // The person erased from the company: that they were asked goes, their anonymous answer stays.
    const erased = await t
      .as(admin)
      .dispatch('delete_ApplicantFromContainer', { containerId: c, userId: app.userId, reason: 'Begäran' });
    expect(erased.status, JSON.stringify(erased.error)).toBe(200);
    expect(
      await t.db
        .select()
        .from(candidateSurveyInvitations)
        .where(eq(candidateSurveyInvitations.userId, app.userId)),
    ).toEqual([]);
    expect(
      await t.db.select().from(candidateSurveyAnswers).where(eq(candidateSurveyAnswers.containerId, c)),
    ).toHaveLength(1);
    for (const forged of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'kort', '../../etc']) {
      const res = await get(t.app, `/api/public/surveys/${encodeURIComponent(forged)}`);
      expect([res.status, res.body.error.message]).toEqual([404, SURVEY_TEXTS.notFound]);
      expect(
        (await post(t.app, `/api/public/surveys/${encodeURIComponent(forged)}`, { score: 5 })).status,
      ).toBe(404);
    }
  });

  it('reports NPS per position, stage and month, never for fewer than 5 answers', async () => {
    const today = stockholmDate();
    const level = await labelByName(t.db, c, 'Intervju');
    // Five more on Lager at 'Intervju' (10, 9, 8, 6, 3: two promoters, two detractors); Kontor keeps its one.
    for (const score of [10, 9, 8, 6, 3])
      await t.db.insert(candidateSurveyAnswers).values({
        containerId: c,
        positionId: A.id,
        stageLabelId: level.id,
        endedAs: 'rejected',
        score,
        answeredOn: today,
      });
    const nps = await t.as(admin).dispatch('get_ReportNps', { containerId: c, from: today, to: today });
    expect(nps.status, JSON.stringify(nps.error)).toBe(200);
    // All six: promoters 10, 9, 9; detractors 6, 3 → (3 − 2) / 6 = 17.
    expect(nps.data).toEqual({
      total: { group: 'Alla', answers: 6, nps: 17 },
      byPosition: [
        { group: 'Kontor', answers: null, nps: null },
        { group: 'Lager', answers: 5, nps: 0 },
      ],
      byStage: [
        { group: 'Anställd', answers: null, nps: null },
        { group: 'Intervju', answers: 5, nps: 0 },
      ],
      byMonth: [{ group: today.slice(0, 7), answers: 6, nps: 17 }],
    });
    // Only Kontor: fewer than 5, nothing shown.
    const one = await t
      .as(admin)
      .dispatch('get_ReportNps', { containerId: c, from: today, to: today, positionIds: [B.id] });
    expect(one.data.total).toEqual({ group: 'Alla', answers: null, nps: null });
  });
});
