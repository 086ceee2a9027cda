import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { JOB_ALERT_TEXTS } from '@rekry/domain';
import {
  containers,
  emailLog,
  jobAlertAddresses,
  jobAlerts,
  positions,
  positionTypes,
} from '../src/db/schema.ts';
import { tellPositionEvents } from '../src/areas/positions/position-events.ts';
import { subscribe } from '../src/areas/job-alerts/subscriptions.ts';
import { jobAlertToken } from '../src/areas/job-alerts/tokens.ts';
import type { JobWorker } from '../src/platform/job-worker.ts';
import { get, testAppWithWorld } from './helpers/app.ts';
import { buildContainer, readyPositionInput } from './helpers/factories.ts';
import { jobWorkerOf } from './helpers/jobs.ts';
import { smtpServerForFile, type ReceivedMail } from './helpers/smtp.ts';

const smtp = smtpServerForFile();
const { t, world } = testAppWithWorld(() => ({ smtpUrl: smtp.url, jobWorker: false, rateLimitFactor: 1 }));
let worker: JobWorker;
beforeAll(() => {
  worker = jobWorkerOf(t, { backoffMs: 0, maxBackoffMs: 0 });
});

let ip = 0;
/** A fresh caller address, so the per-address limits of one test do not reach the next. */
const freshIp = () => `10.1.${(++ip >> 8) & 255}.${ip & 255}`;

function request(
  method: 'POST' | 'GET' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  remoteAddress = freshIp(),
) {
  return t.app.inject({
    method,
    url,
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const subscribeBody = (email: string, search: Record<string, string>, frequency = 'direct', extra = {}) => ({
  email,
  frequency,
  consent: true,
  search: { q: '', town: '', type: '', company: '', ...search },
  ...extra,
});

let n = 0;
const address = (name: string) => `${name}.${++n}@bevakare.test`;

const logged = (email: string, type: string) =>
  t.db
    .select()
    .from(emailLog)
    .where(and(eq(emailLog.emailAddress, email), eq(emailLog.emailType, type)));

/** Saves a search, confirms it from the mailed link (through the real SMTP peer); answers the mail. */
async function confirmedAlert(
  email: string,
  search: Record<string, string>,
  frequency = 'direct',
  extra = {},
) {
  const saved = await request(
    'POST',
    '/api/public/job-alerts',
    subscribeBody(email, search, frequency, extra),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  await worker.runUntilIdle();
  const mail = await smtp.waitFor(email);
  const token = confirmTokenFrom(mail);
  const confirmed = await request('POST', `/api/public/job-alerts/confirm/${token}`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return mail;
}

const confirmTokenFrom = (mail: ReceivedMail) =>
  /\/bevakning\/bekrafta\/(\d+\.[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
const headerOf = (mail: ReceivedMail, name: string) =>
  mail.headerLines
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

/** Publishes an ad now through the dispatcher, as a writer does; answers its id. */
async function publish(
  name: string,
  over: Record<string, unknown> = {},
  at: number | null = null,
  containerId = world.own.id,
) {
  const admin = containerId === world.own.id ? world.admin : world.foreignAdmin;
  const draft = await t
    .as(admin)
    .dispatch('create_Position', { ...readyPositionInput(containerId, name), ...over });
  expect(draft.status, JSON.stringify(draft.error)).toBe(200);
  const published = await t
    .as(admin)
    .dispatch('publish_Position', { containerId, positionId: draft.data!.id, at });
  expect(published.status, JSON.stringify(published.error)).toBe(200);
  return draft.data!.id;
}

describe('Bevaka sökningen: double opt-in and the direct mail', () => {
  it('sends nothing before the confirmation, then the new ad with one-click unsubscribe', async () => {
    const email = address('opt-in');
    const saved = await request('POST', '/api/public/job-alerts', subscribeBody(email, { q: 'lagret' }));
    expect(saved.json()).toEqual({ message: JOB_ALERT_TEXTS.requested });
    await worker.runUntilIdle();
    const confirmation = await smtp.waitFor(email);
    expect(confirmation.subject).toBe(JOB_ALERT_TEXTS.confirmSubject);
    expect(confirmation.text).toContain('"lagret"');

    await publish('Lager i Umeå');
    await worker.runUntilIdle();
    expect(await logged(email, 'job_alert')).toHaveLength(0);

    const token = confirmTokenFrom(confirmation);
    expect((await request('POST', `/api/public/job-alerts/confirm/${token}`)).statusCode).toBe(200);
    // The link again: the same answer (it is confirmed), nothing more.
    expect((await request('POST', `/api/public/job-alerts/confirm/${token}`)).statusCode).toBe(200);

    const id = await publish('Lagerarbetare till nytt lager');
    await publish('Kock till restaurang');
    await worker.runUntilIdle();
    const alert = await smtp.waitFor(email);
    expect(alert.subject).toBe('Ny annons: lagret');
    expect(alert.text).toContain('Lagerarbetare till nytt lager');
    // The ad's link counts the mail as opened, then leads to the ad.
    const adLink = new RegExp(
      `http://jobb\\.localhost:3000(/api/public/job-alerts/open/\\d+\\.[\\w-]{43}/${id})`,
    ).exec(alert.text);
    expect(adLink, alert.text).not.toBeNull();
    const [held] = await t.db.select().from(jobAlertAddresses).where(eq(jobAlertAddresses.email, email));
    await t.db
      .update(jobAlertAddresses)
      .set({ lastOpenedAt: null })
      .where(eq(jobAlertAddresses.id, held!.id));
    const opened = await request('GET', adLink![1]!);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/${id}_lagerarbetare-till-nytt-lager`);
    const [after] = await t.db.select().from(jobAlertAddresses).where(eq(jobAlertAddresses.email, email));
    expect(after!.lastOpenedAt).not.toBeNull();
    const gone = await request('GET', adLink![1]!.replace(/\/\d+$/, '/999999'));
    expect(gone.headers.location).toBe('/');
    expect(alert.text).toContain('Sista ansökningsdag');
    expect(alert.text).not.toContain('Kock');
    expect(alert.text).not.toContain('Lager i Umeå');

    const unsubscribe = headerOf(alert, 'List-Unsubscribe')!;
    expect(unsubscribe).toMatch(
      /^<http:\/\/jobb\.localhost:3000\/api\/public\/job-alerts\/unsubscribe\/\d+\.[\w-]{43}>$/,
    );
    expect(headerOf(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(alert.text).toMatch(/http:\/\/jobb\.localhost:3000\/bevakning\/\d+\.[\w-]{43}/);

    // RFC 8058: a form POST to the header's address, no page, no cookie.
    const url = new URL(unsubscribe.slice(1, -1));
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: url.pathname,
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: JOB_ALERT_TEXTS.unsubscribed });
    expect((await post()).statusCode).toBe(200);
    expect(await t.db.select().from(jobAlertAddresses).where(eq(jobAlertAddresses.email, email))).toEqual([]);
    const forged = url.pathname.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await t.app.inject({ method: 'POST', url: forged, remoteAddress: freshIp() });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(JOB_ALERT_TEXTS.linkUnknown);
  });

  it('matches as the career search does: word forms, town, ad type and company', async () => {
    const [type] = await t.db
      .insert(positionTypes)
      .values({ containerId: world.own.id, name: 'Sommarjobb' })
      .returning();
    const lager = address('lager');
    const umea = address('umea');
    const summer = address('summer');
    const foreign = address('foreign');
    await confirmedAlert(lager, { q: 'lagret' });
    await confirmedAlert(umea, { q: 'lager', town: 'umea' });
    await confirmedAlert(summer, { type: 'sommarjobb' });
    await confirmedAlert(foreign, { q: 'lager' }, 'direct', { containerId: world.foreign.id });

    const ad = await publish('Lagermedarbetare', { location: 'Västerås', positionTypeId: type!.id });
    await worker.runUntilIdle();
    const search = await get(t.app, '/api/public/positions?q=lagret');
    expect(search.body.items.map((p: { id: number }) => p.id)).toContain(ad);
    expect((await logged(lager, 'job_alert')).map((m) => m.subject)).toEqual(['Ny annons: lagret']);
    expect(await logged(umea, 'job_alert')).toHaveLength(0);
    expect(await logged(summer, 'job_alert')).toHaveLength(1);
    expect(await logged(foreign, 'job_alert')).toHaveLength(0);

    await publish('Lagerarbetare', { location: 'Umeå' });
    await worker.runUntilIdle();
    expect(await logged(umea, 'job_alert')).toHaveLength(1);
    expect(await logged(lager, 'job_alert')).toHaveLength(2);

    // On the foreign company's page: its ads only, in its name.
    await publish('Lager och logistik', {}, null, world.foreign.id);
    await worker.runUntilIdle();
    const mail = await smtp.waitFor(foreign);
    expect(mail.subject).toBe('Ny annons: lager');
    expect(mail.from.name).toBe(world.foreign.name);
    expect(mail.text).toMatch(
      /http:\/\/jobb\.localhost:3000\/api\/public\/job-alerts\/open\/\d+\.[\w-]{43}\/\d+/,
    );
  });

  it('mails a scheduled ad when it becomes public, once', async () => {
    const email = address('scheduled');
    await confirmedAlert(email, { q: 'truckförare' });
    const at = Math.floor(Date.now() / 1000) + 3600;
    const id = await publish('Truckförare natt', {}, at);
    await worker.runUntilIdle();
    expect(await logged(email, 'job_alert')).toHaveLength(0);
    // Its moment comes: the clock's round notices it.
    await t.db
      .update(positions)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(positions.id, id));
    await tellPositionEvents(t.db);
    await worker.runUntilIdle();
    expect(await logged(email, 'job_alert')).toHaveLength(1);
    await tellPositionEvents(t.db);
    await worker.runUntilIdle();
    expect(await logged(email, 'job_alert')).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('refuses a search of 10,000 characters, of operators only, a bad address and missing consent', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [subscribeBody('a@b.se', { q: 'x'.repeat(10_000) }), JOB_ALERT_TEXTS.tooLong],
      [subscribeBody('a@b.se', { q: '& | ! ( ) <-> :*' }), JOB_ALERT_TEXTS.nothing],
      [subscribeBody('a@b.se', {}), JOB_ALERT_TEXTS.nothing],
      [subscribeBody('inte en adress', { q: 'lager' }), JOB_ALERT_TEXTS.email],
      [{ ...subscribeBody('a@b.se', { q: 'lager' }), consent: false }, JOB_ALERT_TEXTS.consent],
      [subscribeBody('a@b.se', { q: 'lager' }, 'hourly'), JOB_ALERT_TEXTS.frequency],
    ];
    for (const [body, message] of cases) {
      const res = await request('POST', '/api/public/job-alerts', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await t.db.select().from(jobAlertAddresses).where(eq(jobAlertAddresses.email, 'a@b.se'))).toEqual(
      [],
    );
  });

  it('a suspended or deleted company takes no alerts, and sends none', async () => {
    const company = await buildContainer(t.db, { status: 'suspended' });
    const res = await request(
      'POST',
      '/api/public/job-alerts',
      subscribeBody(address('s'), { q: 'lager' }, 'direct', { containerId: company.id }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(JOB_ALERT_TEXTS.noCompany);
    const gone = await request(
      'POST',
      '/api/public/job-alerts',
      subscribeBody(address('s'), { q: 'lager' }, 'direct', { containerId: 999_999 }),
    );
    expect(gone.statusCode).toBe(404);
  });

  it('one confirmation mail per address a day, the same answer for a known address, and a limit per caller', async () => {
    const email = address('victim');
    const caller = freshIp();
    const bodies = [{ q: 'lager' }, { q: 'kock' }, { q: 'lager' }];
    const answers = [];
    for (const search of bodies)
      answers.push(
        (await request('POST', '/api/public/job-alerts', subscribeBody(email, search), caller)).json(),
      );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await logged(email, 'job_alert_confirmation')).toHaveLength(1);
    // Two searches wait (the same one twice is one); a day later a new search mails again.
    const [row] = await t.db.select().from(jobAlertAddresses).where(eq(jobAlertAddresses.email, email));
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.addressId, row!.id))).toHaveLength(2);
    const links = { tokenSecret: t.config.tokenSecret, appUrl: t.config.appUrl };
    const search = { q: 'städare', town: '', type: '', company: '' };
    await subscribe(
      t.db,
      links,
      { email, frequency: 'daily', search, company: null },
      new Date(Date.now() + 23 * 3600_000),
    );
    expect(await logged(email, 'job_alert_confirmation')).toHaveLength(1);
    await subscribe(
      t.db,
      links,
      { email, frequency: 'daily', search, company: null },
      new Date(Date.now() + 25 * 3600_000),
    );
    expect(await logged(email, 'job_alert_confirmation')).toHaveLength(2);

    // 10 in 10 minutes per caller address, then 429 with the Swedish message.
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await request('POST', '/api/public/job-alerts', subscribeBody(address('x'), { q: 'lager' }), caller))
          .statusCode,
      );
    expect(statuses.slice(0, 7).every((s) => s === 200)).toBe(true);
    expect(statuses[7]).toBe(429);
  });

  it('forged confirm and manage links are refused with the same message', async () => {
    const forged = jobAlertToken('another-secret-0123456789-abcdefgh', 'confirm', 1);
    for (const url of [
      `/api/public/job-alerts/confirm/${forged}`,
      '/api/public/job-alerts/confirm/1.abc',
      `/api/public/job-alerts/confirm/${jobAlertToken(t.config.tokenSecret, 'manage', 1)}`,
    ]) {
      const res = await request('POST', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe(JOB_ALERT_TEXTS.linkUnknown);
    }
    const manage = await request(
      'GET',
      `/api/public/job-alerts/manage/${jobAlertToken('x'.repeat(32), 'manage', 1)}`,
    );
    expect(manage.statusCode).toBe(404);
  });
});

describe('the manage page and Mina sidor', () => {
  it('lists, changes and removes the address’s alerts by its token; another address’s alert is a 404', async () => {
    const email = address('manage');
    const mail = await confirmedAlert(email, { q: 'lager' });
    await confirmedAlert(address('other'), { q: 'lager' });
    const [other] = await t.db
      .select({ id: jobAlerts.id })
      .from(jobAlerts)
      .orderBy(sql`${jobAlerts.id} desc`)
      .limit(1);
    const [row] = await t.db.select().from(jobAlertAddresses).where(eq(jobAlertAddresses.email, email));
    const token = jobAlertToken(t.config.tokenSecret, 'manage', row!.id);
    expect(mail.subject).toBe(JOB_ALERT_TEXTS.confirmSubject);
    const listed = await request('GET', `/api/public/job-alerts/manage/${token}`);
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.email).toBe(email);
    expect(body.alerts).toMatchObject([{ description: 'lager', frequency: 'direct', confirmed: true }]);
    const id = body.alerts[0].id;
    const changed = await request('PATCH', `/api/public/job-alerts/manage/${token}/${id}`, {
      frequency: 'weekly',
    });
    expect(changed.json().alerts[0].frequency).toBe('weekly');
    expect(
      (await request('PATCH', `/api/public/job-alerts/manage/${token}/${id}`, { frequency: 'ofta' }))
        .statusCode,
    ).toBe(400);
    expect((await request('DELETE', `/api/public/job-alerts/manage/${token}/${other!.id}`)).statusCode).toBe(
      404,
    );
    const removed = await request('DELETE', `/api/public/job-alerts/manage/${token}/${id}`);
    expect(removed.json()).toEqual({ message: JOB_ALERT_TEXTS.removed, alerts: [] });
    // The address went with its last alert: the link finds nothing now.
    expect((await request('GET', `/api/public/job-alerts/manage/${token}`)).statusCode).toBe(404);
  });

  it('a candidate sees and manages the alerts of their own address only', async () => {
    const own = world.candidate.email;
    await confirmedAlert(own, { q: 'kundtjänst' }, 'daily');
    await confirmedAlert(address('someone'), { q: 'kundtjänst' });
    const [foreignAlert] = await t.db
      .select({ id: jobAlerts.id })
      .from(jobAlerts)
      .orderBy(sql`${jobAlerts.id} desc`)
      .limit(1);
    const me = t.as(world.candidate);
    const mine = await me.dispatch('get_MyJobAlerts', {});
    expect(mine.data!.alerts).toMatchObject([{ description: 'kundtjänst', frequency: 'daily' }]);
    const id = mine.data!.alerts[0]!.id;
    expect((await me.dispatch('update_MyJobAlert', { alertId: id, frequency: 'direct' })).data).toMatchObject(
      { frequency: 'direct' },
    );
    expect(
      (await me.dispatch('update_MyJobAlert', { alertId: foreignAlert!.id, frequency: 'direct' })).status,
    ).toBe(404);
    expect((await me.dispatch('delete_MyJobAlert', { alertId: foreignAlert!.id })).status).toBe(404);
    expect((await me.dispatch('delete_MyJobAlert', { alertId: id })).status).toBe(200);
    expect((await me.dispatch('get_MyJobAlerts', {})).data!.alerts).toEqual([]);
  });
});

describe('a company that goes', () => {
  it('takes its page’s alerts with it', async () => {
    const company = await buildContainer(t.db);
    await confirmedAlert(address('deleted'), { q: 'lager' }, 'direct', { containerId: company.id });
    const before = await t.db.select().from(jobAlerts).where(eq(jobAlerts.containerId, company.id));
    expect(before).toHaveLength(1);
    await t.db.delete(containers).where(eq(containers.id, company.id));
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, before[0]!.id))).toEqual([]);
  });
});
