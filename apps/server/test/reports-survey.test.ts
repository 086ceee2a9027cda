/**
 * The candidate survey (NPS): sent a set number of days after an application ended (per the company's
 * setting), once per person and company in 6 months, answered once through its token link, anonymous and
 * never shown for fewer than 5 answers; a withdrawn application's owed until sent, in the register extract
 * and erased with the person.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  PermissionId,
  SURVEY_TEXTS,
  careerSiteUrl,
  stockholmDate,
  type PersonExtract,
  type SurveySettings,
} from '@rekry/domain';
import {
  candidateSurveyAnswers,
  candidateSurveyInvitations,
  candidateSurveyPending,
  emailLog,
  jobApplications,
  users,
} from '../src/db/schema.ts';
import { sendDueSurveys } from '../src/areas/reports/survey.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import { get, post, testAppForFile } from './helpers/app.ts';
import { buildApplication, labelByName } from './helpers/applicants.ts';
import { buildContainer, buildPosition, buildUser, grantPositionRight } from './helpers/factories.ts';
import { pageLines } from './helpers/pdf-text.ts';

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

/** Saves a company's survey settings as `who`: on, a week, after hires and 'Ej aktuell', unless changed. */
const saveSurvey = async (
  who: User,
  containerId: number,
  changes: Partial<Omit<SurveySettings, 'rejectedLabelId'>> = {},
) =>
  t.as(who).dispatch('update_SurveySettings', {
    containerId,
    enabled: true,
    delayDays: 7,
    onHired: true,
    onRejected: true,
    onWithdrawn: false,
    rejectedLabelId: (await labelByName(t.db, containerId, 'Ej aktuell')).id,
    ...changes,
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
const tokenOf = async (applicationId: number | string) => {
  const [mail] = await t.db
    .select()
    .from(emailLog)
    .where(
      typeof applicationId === 'number'
        ? eq(emailLog.applicationId, applicationId)
        : and(eq(emailLog.emailAddress, applicationId), eq(emailLog.emailType, 'candidate_survey')),
    )
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
    const refused = await saveSurvey(admin, c, { delayDays: 61 });
    expect([refused.status, refused.error?.fields]).toEqual([400, { delayDays: SURVEY_TEXTS.delay }]);
    expect((await t.as(writer).dispatch('get_SurveySettings', { containerId: c })).status).toBe(403);
    const saved = await saveSurvey(admin, c);
    expect(saved.data).toEqual({
      enabled: true,
      delayDays: 7,
      onHired: true,
      onRejected: true,
      onWithdrawn: false,
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

describe("a withdrawn application's survey", () => {
  let w = 0;
  let boss: User;
  let P: { id: number; containerId: number }, Q: { id: number; containerId: number };
  const PASSWORD = 'kandidatens-lösenord';
  beforeAll(async () => {
    w = (await buildContainer(t.db, { name: 'Återkallarna AB' })).id;
    boss = await buildUser(t.db, { memberOf: [[w, [PermissionId.Administrator]]] });
    P = await buildPosition(t.db, w, { name: 'Truckförare' });
    Q = await buildPosition(t.db, w, { name: 'Lagerarbetare' });
  });
  const settings = async (changes: { onWithdrawn?: boolean; onRejected?: boolean } = {}) => {
    const res = await saveSurvey(boss, w, {
      delayDays: 3,
      onHired: false,
      onRejected: false,
      onWithdrawn: true,
      ...changes,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
  };
  /** An applicant at 'Intervju' with an account: only a signed-in candidate withdraws. */
  const applicant = async (email?: string) => {
    const level = await labelByName(t.db, w, 'Intervju');
    const a = await buildApplication(t.db, w, P.id, {
      processLabelId: level.id,
      ...(email ? { email } : {}),
    });
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, a.userId));
    return { ...a, stage: level.id };
  };
  /** What Mina sidor says a withdrawal of the application would bring: the survey's days, or null. */
  const surveyShownFor = async (a: { id: number; user: User }) => {
    const res = await t.as(a.user).dispatch('get_MyApplications', {});
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    return res.data.applications.find((m) => m.id === a.id)?.surveyAfterWithdrawalDays;
  };
  const withdraw = async (a: { id: number; user: User }) => {
    const res = await t.as(a.user).dispatch('withdraw_MyApplication', { applicationId: a.id });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
  };
  const owedTo = (userId: number) =>
    t.db.select().from(candidateSurveyPending).where(eq(candidateSurveyPending.userId, userId));
  const myData = async (user: User, format: 'json' | 'pdf' = 'json') => {
    const res = await t.as(user).dispatch('get_MyData', { format });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    return Buffer.from(res.data.data, 'base64');
  };

  it('is owed at the withdrawal, sent after the delay to the account and answered anonymously', async () => {
    await settings();
    const a = await applicant();
    await withdraw(a);
    // The application is gone; kept to send by: the person, the position, the level reached, no address.
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, a.id))).toEqual([]);
    const [owed] = await owedTo(a.userId);
    expect(owed).toEqual({
      id: owed!.id,
      containerId: w,
      userId: a.userId,
      positionId: P.id,
      stageLabelId: a.stage,
      dueAt: expect.any(Date),
    });
    expect(Math.abs(owed!.dueAt.getTime() - later(3).getTime())).toBeLessThan(60_000);
    // The person's own extract: the company still holds that survey, and when it goes.
    const before = JSON.parse((await myData(a.user)).toString('utf8')) as PersonExtract;
    expect(before.companies.map((x) => [x.containerId, x.applications, x.surveys])).toEqual([
      [
        w,
        [],
        [
          {
            position: 'Truckförare',
            after: 'Återkallad ansökan',
            sentAt: null,
            dueAt: owed!.dueAt.toISOString(),
            answered: false,
          },
        ],
      ],
    ]);

    expect(await sendDueSurveys(t.db, t.config.appUrl, later(2))).toBe(0);
    expect(await sendDueSurveys(t.db, t.config.appUrl, later(4))).toBe(1);
    expect(await owedTo(a.userId)).toEqual([]);
    const sent = await t.db
      .select()
      .from(candidateSurveyInvitations)
      .where(eq(candidateSurveyInvitations.userId, a.userId));
    expect(sent).toMatchObject([
      { applicationId: null, positionId: P.id, stageLabelId: a.stage, endedAs: 'withdrawn' },
    ]);
    const token = await tokenOf(a.user.email);
    expect((await get(t.app, `/api/public/surveys/${token}`)).body.position).toBe('Truckförare');
    const answered = await post(t.app, `/api/public/surveys/${token}`, {
      score: 3,
      comment: 'Tog för lång tid',
    });
    expect(answered.status).toBe(201);
    expect(
      await t.db.select().from(candidateSurveyAnswers).where(eq(candidateSurveyAnswers.containerId, w)),
    ).toMatchObject([{ positionId: P.id, stageLabelId: a.stage, endedAs: 'withdrawn', score: 3 }]);

    // Sent and answered: that it was, never what (the answer names no one).
    const after = JSON.parse((await myData(a.user)).toString('utf8')) as PersonExtract;
    expect(after.companies[0]!.surveys).toEqual([
      {
        position: 'Truckförare',
        after: 'Återkallad ansökan',
        sentAt: sent[0]!.sentAt.toISOString(),
        dueAt: null,
        answered: true,
      },
    ]);
    expect(JSON.stringify(after)).not.toContain('Tog för lång tid');
    const lines = (await pageLines(new Uint8Array(await myData(a.user, 'pdf')))).flat();
    expect(lines).toContain('Kandidatenkät');
    expect(lines.some((l) => /efter återkallad ansökan \(Truckförare\), besvarad$/.test(l))).toBe(true);
  });

  it('asks a person once in 6 months: an ending sent first, or a survey already sent, owes none', async () => {
    await settings({ onRejected: true });
    // Two applications: one withdrawn (owed), the other rejected; both due at the same run.
    const a = await applicant();
    const [other] = await t.db
      .insert(jobApplications)
      .values({ containerId: w, positionId: Q.id, userId: a.userId })
      .returning({ id: jobApplications.id });
    await withdraw(a);
    const rejected = await labelByName(t.db, w, 'Ej aktuell');
    const res = await t.as(boss).dispatch('update_ApplicantStatus', {
      containerId: w,
      positionId: Q.id,
      labelId: rejected.id,
      ids: [other!.id],
      labelType: 'Interest',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(await sendDueSurveys(t.db, t.config.appUrl, later(4))).toBe(1);
    expect(await owedTo(a.userId)).toEqual([]);
    const asked = () =>
      t.db
        .select({ endedAs: candidateSurveyInvitations.endedAs })
        .from(candidateSurveyInvitations)
        .where(eq(candidateSurveyInvitations.userId, a.userId));
    expect(await asked()).toEqual([{ endedAs: 'rejected' }]);
    // The company's extract of the person: the survey after the rejection.
    const extract = await t.as(boss).dispatch('inform_Person', {
      containerId: w,
      userId: a.userId,
      delivery: 'download',
      format: 'json',
    });
    if (extract.data.delivery !== 'download') throw new Error('expected a download');
    const held = JSON.parse(Buffer.from(extract.data.data, 'base64').toString('utf8')) as PersonExtract;
    expect(held.companies[0]!.surveys).toMatchObject([{ after: 'Avslag', dueAt: null, answered: false }]);

    // Applies again and withdraws within the 6 months: nothing owed.
    const [again] = await t.db
      .insert(jobApplications)
      .values({ containerId: w, positionId: P.id, userId: a.userId })
      .returning({ id: jobApplications.id });
    expect(await surveyShownFor({ id: again!.id, user: a.user })).toBeNull();
    await withdraw({ id: again!.id, user: a.user });
    expect(await owedTo(a.userId)).toEqual([]);
    // Withdraws the rejected one too, their last: its erasure takes the invitation, read before it.
    await withdraw({ id: other!.id, user: a.user });
    expect(await owedTo(a.userId)).toEqual([]);
  });

  it('owes nothing unless the company asks after a withdrawal, and forgets what it owed when it stops', async () => {
    await settings({ onWithdrawn: false });
    const a = await applicant();
    expect(await surveyShownFor(a)).toBeNull();
    await withdraw(a);
    expect(await owedTo(a.userId)).toEqual([]);
    await settings();
    const b = await applicant();
    expect(await surveyShownFor(b)).toBe(3);
    await withdraw(b);
    expect(await owedTo(b.userId)).toHaveLength(1);
    await settings({ onWithdrawn: false });
    expect(await owedTo(b.userId)).toEqual([]);
    expect(await sendDueSurveys(t.db, t.config.appUrl, later(4))).toBe(0);
  });

  it('goes with the person: erased by the company, or with their account', async () => {
    await settings();
    // Still an applicant of the company through another application: the company erases them.
    const a = await applicant();
    await t.db.insert(jobApplications).values({ containerId: w, positionId: Q.id, userId: a.userId });
    await withdraw(a);
    expect(await owedTo(a.userId)).toHaveLength(1);
    const erased = await t
      .as(boss)
      .dispatch('delete_ApplicantFromContainer', { containerId: w, userId: a.userId, reason: 'Begäran' });
    expect(erased.status, JSON.stringify(erased.error)).toBe(200);
    expect(await owedTo(a.userId)).toEqual([]);
    // Their account deleted: what was owed, and what was sent, go with it.
    const b = await applicant();
    const c2 = await applicant();
    await withdraw(b);
    await withdraw(c2);
    expect(await sendDueSurveys(t.db, t.config.appUrl, later(4))).toBe(2);
    const d = await applicant(c2.user.email.replace('@', '+ny@'));
    await withdraw(d);
    for (const who of [c2, d]) {
      const res = await t.as(who.user).dispatch('delete_MyAccount', { password: PASSWORD });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
    }
    for (const who of [c2, d]) {
      expect(await owedTo(who.userId)).toEqual([]);
      expect(
        await t.db
          .select()
          .from(candidateSurveyInvitations)
          .where(eq(candidateSurveyInvitations.userId, who.userId)),
      ).toEqual([]);
    }
    // A sent survey whose application is gone is kept only while 'once in 6 months' needs it.
    const kept = () =>
      t.db.select().from(candidateSurveyInvitations).where(eq(candidateSurveyInvitations.userId, b.userId));
    expect(await kept()).toHaveLength(1);
    await sendDueSurveys(t.db, t.config.appUrl, later(150));
    expect(await kept()).toHaveLength(1);
    await sendDueSurveys(t.db, t.config.appUrl, later(200));
    expect(await kept()).toEqual([]);
  });
});
