import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { JOB_ALERT_TEXTS, PermissionId, type JobAlertFrequency, type PersonExtract } from '@rekry/domain';
import { containers, emailLog, jobAlertAddresses, jobAlerts, jobs, users } from '../src/db/schema.ts';
import { matchPosition, sendWaiting } from '../src/areas/job-alerts/matching.ts';
import { runAlertRetention } from '../src/areas/job-alerts/retention.ts';
import { dueDigests, scheduleAlertDigests } from '../src/areas/job-alerts/schedule.ts';
import { jobAlertToken } from '../src/areas/job-alerts/tokens.ts';
import { allWordsQuery } from '../src/db/text-search.ts';
import type { JobWorker } from '../src/platform/job-worker.ts';
import type { ClaimedJob } from '../src/platform/jobs.ts';
import { testAppForFile } from './helpers/app.ts';
import { applyWithCv } from './helpers/applicants.ts';
import { buildContainer, buildPosition, buildUser, uniqueEmail } from './helpers/factories.ts';
import { jobHandlersOf, jobWorkerOf } from './helpers/jobs.ts';
import { smtpServerForFile } from './helpers/smtp.ts';

const smtp = smtpServerForFile();
const t = testAppForFile(() => ({ smtpUrl: smtp.url, jobWorker: false, rateLimitFactor: 1000 }));
let worker: JobWorker;
beforeAll(() => {
  worker = jobWorkerOf(t, { backoffMs: 0, maxBackoffMs: 0 });
});
const links = () => ({ tokenSecret: t.config.tokenSecret, appUrl: t.config.appUrl });

/** A confirmed alert of an address (made as a confirmed subscription leaves it). */
async function seedAlert(
  email: string,
  q: string,
  frequency: JobAlertFrequency,
  over: Partial<typeof jobAlerts.$inferInsert> = {},
  lastOpenedAt: Date = new Date(),
) {
  const [address] = await t.db
    .insert(jobAlertAddresses)
    .values({ email, lastOpenedAt })
    .onConflictDoUpdate({ target: jobAlertAddresses.email, set: { lastOpenedAt } })
    .returning();
  const [alert] = await t.db
    .insert(jobAlerts)
    .values({
      addressId: address!.id,
      q,
      query: allWordsQuery([q]),
      frequency,
      confirmedAt: new Date(),
      ...over,
    })
    .returning();
  return alert!;
}

const logged = (email: string, type = 'job_alert') =>
  t.db
    .select()
    .from(emailLog)
    .where(and(eq(emailLog.emailAddress, email), eq(emailLog.emailType, type)));

describe('the daily and weekly digests', () => {
  it('are due from 07:00 Swedish time, the weekly one on Mondays', () => {
    // Monday 7 December 2026: 06:59 and 07:00 in Stockholm (UTC+1).
    expect(dueDigests(new Date('2026-12-07T05:59:00Z'))).toEqual([]);
    expect(dueDigests(new Date('2026-12-07T06:00:00Z'))).toEqual([
      { frequency: 'daily', period: '2026-12-07' },
      { frequency: 'weekly', period: 'v2026-12-07' },
    ]);
    // Summer time: 07:00 is 05:00 UTC; a Tuesday has only the daily one.
    expect(dueDigests(new Date('2026-06-09T05:00:00Z'))).toEqual([
      { frequency: 'daily', period: '2026-06-09' },
    ]);
  });

  it('queue each period once, and mail only the ads new since the last mail', async () => {
    const company = await buildContainer(t.db);
    const daily = uniqueEmail();
    const weekly = uniqueEmail();
    await seedAlert(daily, 'snickare', 'daily');
    await seedAlert(weekly, 'snickare', 'weekly');
    const first = await buildPosition(t.db, company.id, { name: 'Snickare i Luleå' });
    const second = await buildPosition(t.db, company.id, { name: 'Snickare till bygget' });
    await matchPosition(t.db, first.id);
    await matchPosition(t.db, second.id);
    await worker.runUntilIdle();
    expect(await logged(daily)).toHaveLength(0);

    const monday = new Date('2026-12-07T06:10:00Z');
    expect(await scheduleAlertDigests(t.database, new Date('2026-12-07T05:10:00Z'))).toEqual([]);
    expect(await scheduleAlertDigests(t.database, monday)).toEqual(['2026-12-07', 'v2026-12-07']);
    expect(await scheduleAlertDigests(t.database, new Date('2026-12-07T07:10:00Z'))).toEqual([]);
    await worker.runUntilIdle();
    const mail = await smtp.waitFor(daily);
    expect(mail.subject).toBe('2 nya annonser: snickare');
    expect(mail.text).toContain('Snickare i Luleå');
    expect(mail.text).toContain('Snickare till bygget');
    expect(await logged(weekly)).toHaveLength(1);

    // The next day: one new ad, and only it.
    const third = await buildPosition(t.db, company.id, { name: 'Snickare, sommarjobb' });
    await matchPosition(t.db, third.id);
    expect(await scheduleAlertDigests(t.database, new Date('2026-12-08T06:30:00Z'))).toEqual(['2026-12-08']);
    await worker.runUntilIdle();
    const next = (await logged(daily)).at(-1)!;
    expect(next.subject).toBe('Ny annons: snickare');
    expect(next.body).toContain('Snickare, sommarjobb');
    expect(next.body).not.toContain('Luleå');
    expect(await logged(weekly)).toHaveLength(1);
    // A day with nothing new sends nothing.
    await scheduleAlertDigests(t.database, new Date('2026-12-09T06:30:00Z'));
    await worker.runUntilIdle();
    expect(await logged(daily)).toHaveLength(2);
  });

  it('sends nothing for an ad of a suspended company, and the daily run removes its page’s alerts', async () => {
    const company = await buildContainer(t.db);
    const email = uniqueEmail();
    const alert = await seedAlert(email, 'bagare', 'daily', { containerId: company.id });
    const portal = uniqueEmail();
    await seedAlert(portal, 'bagare', 'daily');
    // Matched while the company was active, suspended before the digest: its hits go unmailed.
    const early = await buildPosition(t.db, company.id, { name: 'Bagare, natt' });
    expect(await matchPosition(t.db, early.id)).toBeGreaterThanOrEqual(2);
    await t.db.update(containers).set({ status: 'suspended' }).where(eq(containers.id, company.id));
    await sendWaiting(t.db, links(), 'daily');
    expect(await logged(email)).toEqual([]);
    expect(await logged(portal)).toEqual([]);
    // Its address's manage page still answers (the alert is listed until the run removes it).
    const [address] = await t.db
      .select()
      .from(jobAlertAddresses)
      .where(eq(jobAlertAddresses.id, alert.addressId));
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/public/job-alerts/manage/${jobAlertToken(t.config.tokenSecret, 'manage', address!.id)}`,
    });
    expect(page.statusCode).toBe(200);
    const ad = await buildPosition(t.db, company.id, { name: 'Bagare' });
    expect(await matchPosition(t.db, ad.id)).toBe(0);
    const result = await runAlertRetention(t.db, links());
    expect(result.inactive).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.containerId, company.id))).toEqual([]);
  });
});

describe('retention of alerts', () => {
  it('removes unconfirmed alerts after 7 days and never mails them', async () => {
    const email = uniqueEmail();
    const fresh = await seedAlert(email, 'murare', 'direct', {
      confirmedAt: null,
      createdAt: new Date(Date.now() - 6 * 86_400_000),
    });
    const old = await seedAlert(email, 'målare', 'direct', {
      confirmedAt: null,
      createdAt: new Date(Date.now() - 8 * 86_400_000),
    });
    const ad = await buildPosition(t.db, undefined, { name: 'Murare och målare' });
    expect(await matchPosition(t.db, ad.id)).toBe(0);
    await runAlertRetention(t.db, links());
    const left = await t.db
      .select({ id: jobAlerts.id })
      .from(jobAlerts)
      .where(sql`${jobAlerts.id} in (${fresh.id}, ${old.id})`);
    expect(left).toEqual([{ id: fresh.id }]);
  });

  it('asks once after the period without an opened link, and removes the alert unless the link is opened', async () => {
    const months = (n: number) => new Date(Date.now() - n * 31 * 86_400_000);
    const quiet = uniqueEmail();
    const answers = uniqueEmail();
    const company = await buildContainer(t.db, {
      metadata: { foreignKey: null, properties: { retentionMonths: 6 } },
    });
    await seedAlert(quiet, 'elektriker', 'weekly', { confirmedAt: months(30) }, months(25));
    await seedAlert(
      answers,
      'elektriker',
      'weekly',
      { containerId: company.id, confirmedAt: months(8) },
      months(7),
    );
    const recent = uniqueEmail();
    await seedAlert(recent, 'elektriker', 'weekly', { containerId: company.id }, months(5));

    const now = new Date();
    expect((await runAlertRetention(t.db, links(), now)).asked).toBeGreaterThanOrEqual(2);
    await worker.runUntilIdle();
    const ask = await smtp.waitFor(quiet);
    expect(ask.subject).toBe(JOB_ALERT_TEXTS.continueSubject);
    // HTML and text like the alert's other mails, and its one-click way out (no inbound receiver here:
    // the https address alone).
    expect(ask.html).toMatch(/<html lang="sv"[\s\S]*>Fortsätt bevaka<\/a>/);
    expect(ask.text).toMatch(/Fortsätt bevaka \(http:\/\/jobb\.localhost:3000\/bevakning\/\d+\.[\w-]{43}\)/);
    expect(ask.headerLines.find((l) => /^list-unsubscribe:/i.test(l))!.replace(/\s+/g, ' ')).toMatch(
      /^List-Unsubscribe: <http:\/\/jobb\.localhost:3000\/api\/public\/job-alerts\/unsubscribe\/\d+\.[\w-]{43}>$/,
    );
    expect(await logged(answers, 'job_alert_continue')).toHaveLength(1);
    expect(await logged(recent, 'job_alert_continue')).toHaveLength(0);
    // Asked once: the next day's run does not ask again.
    await runAlertRetention(t.db, links(), new Date(now.getTime() + 86_400_000));
    expect(await logged(quiet, 'job_alert_continue')).toHaveLength(1);

    // One opens the manage link from the question; the other does nothing.
    const token = /\/bevakning\/(\d+\.[\w-]{43})/.exec(
      (await logged(answers, 'job_alert_continue'))[0]!.body,
    )![1]!;
    const opened = await t.app.inject({ method: 'GET', url: `/api/public/job-alerts/manage/${token}` });
    expect(opened.statusCode).toBe(200);
    await runAlertRetention(t.db, links(), new Date(now.getTime() + 31 * 86_400_000));
    const left = await t.db.select({ email: jobAlertAddresses.email }).from(jobAlertAddresses);
    expect(left.map((a) => a.email)).toEqual(expect.arrayContaining([answers, recent]));
    expect(left.map((a) => a.email)).not.toContain(quiet);
  });

  it('a mail that fails for good stops the address’s alerts', async () => {
    const email = uniqueEmail();
    await seedAlert(email, 'svetsare', 'direct');
    const ad = await buildPosition(t.db, undefined, { name: 'Svetsare' });
    await matchPosition(t.db, ad.id);
    // The mail is queued but its delivery is refused for good (the queue's last try).
    await sendWaiting(t.db, links(), 'direct');
    const [mail] = await logged(email);
    await t.db.delete(jobs).where(sql`${jobs.payload}->>'emailLogId' = ${String(mail!.id)}`);
    await jobHandlersOf(t)['send-email'].failed!(
      { emailLogId: mail!.id },
      {} as ClaimedJob,
      '550 no such user',
    );
    expect(await t.db.select().from(jobAlertAddresses).where(eq(jobAlertAddresses.email, email))).toEqual([]);
  });
});

describe('GDPR: the register extract and erasure', () => {
  it('lists the person’s alerts on the company’s page in the extract, and erasure removes them', async () => {
    const company = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const position = await buildPosition(t.db, company.id, { name: 'Kock' });
    const email = uniqueEmail();
    await applyWithCv(t.app, position.id, email);
    const [person] = await t.db.select().from(users).where(eq(users.email, email));
    await seedAlert(email, 'kock', 'daily', { containerId: company.id });
    const portal = await seedAlert(email, 'servitör', 'daily');

    const res = await t.as(admin).dispatch('inform_Person', {
      containerId: company.id,
      userId: person!.id,
      delivery: 'download',
      format: 'json',
    });
    if (res.data?.delivery !== 'download') throw new Error('expected a download');
    const extract = JSON.parse(Buffer.from(res.data.data, 'base64').toString('utf8')) as PersonExtract;
    expect(extract.companies[0]!.jobAlerts).toMatchObject([
      { description: `kock, ${company.name}`, frequency: 'daily', confirmed: true },
    ]);

    const erased = await t.as(admin).dispatch('delete_ApplicantFromContainer', {
      containerId: company.id,
      userId: person!.id,
      reason: 'Den sökande bad om det',
    });
    expect(erased.status).toBe(200);
    const left = await t.db
      .select({ id: jobAlerts.id })
      .from(jobAlerts)
      .innerJoin(jobAlertAddresses, eq(jobAlertAddresses.id, jobAlerts.addressId))
      .where(eq(jobAlertAddresses.email, email));
    // The portal's alert is the operator's, not the company's to erase.
    expect(left).toEqual([{ id: portal.id }]);
  });
});

describe('GDPR: the company page’s alerts on the GDPR page', () => {
  it('counts the addresses, finds one by its address, and removes its alerts with an audit entry', async () => {
    const company = await buildContainer(t.db);
    const other = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const email = `hitta-${uniqueEmail()}`;
    await seedAlert(email, 'kock', 'daily', { containerId: company.id });
    await seedAlert(email, 'servitör', 'daily', { containerId: other.id });
    await seedAlert(uniqueEmail(), 'kock', 'weekly', { containerId: company.id });
    const as = t.as(admin);

    const overview = await as.dispatch('get_CompanyJobAlerts', { containerId: company.id, query: '' });
    expect(overview.data).toEqual({ total: 2, addresses: [] });
    const found = await as.dispatch('get_CompanyJobAlerts', { containerId: company.id, query: 'HITTA-' });
    expect(found.data!.addresses).toMatchObject([
      { email, alerts: [{ description: `kock, ${company.name}` }] },
    ]);
    expect(found.data!.addresses[0]!.alerts).toHaveLength(1);

    const removed = await as.dispatch('delete_CompanyJobAlerts', { containerId: company.id, email });
    expect(removed.data).toEqual({ removed: 1 });
    expect((await as.dispatch('delete_CompanyJobAlerts', { containerId: company.id, email })).status).toBe(
      404,
    );
    // The other company's alert of the address is not this company's to remove.
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.containerId, other.id))).toHaveLength(1);
    const logged = await t.db.execute(
      sql`select summary from audit_events where container_id = ${company.id} and kind = 'gdpr'`,
    );
    expect(JSON.stringify(logged)).toContain('Tog bort 1 bevakning av karriärsidan');
    expect(JSON.stringify(logged)).not.toContain(email);
  });
});
