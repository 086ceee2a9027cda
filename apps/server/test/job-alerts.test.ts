import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { JOB_ALERT_TEXTS, contrastRatio } from '@rekry/domain';
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
import { documentParseErrors, elementsNamed, textOf } from './helpers/html.ts';
import { jobWorkerOf } from './helpers/jobs.ts';
import { freePort } from './helpers/process.ts';
import { smtpServerForFile, type ReceivedMail } from './helpers/smtp.ts';
import { deliver, deliveryReport, message } from './helpers/smtp-client.ts';

const DOMAIN = 'svar.bevakning.test';
const port = await freePort();
const smtp = smtpServerForFile();
const { t, world } = testAppWithWorld(() => ({
  smtpUrl: smtp.url,
  jobWorker: false,
  rateLimitFactor: 1,
  inboundMail: { host: '127.0.0.1', port, domain: DOMAIN },
}));
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
    .replace(/\s+/g, ' ')
    .trim();

/** List-Unsubscribe's two addresses: the one-click https one and the mailto: beside it. */
function unsubscribeOf(mail: ReceivedMail) {
  const [https, mailto] = headerOf(mail, 'List-Unsubscribe')!.split(', ');
  expect(https).toMatch(
    /^<http:\/\/jobb\.localhost:3000\/api\/public\/job-alerts\/unsubscribe\/\d+\.[\w-]{43}>$/,
  );
  const mailbox = new RegExp(
    `^<mailto:(avsluta\\+\\d+-[0-9a-f]{32}@${DOMAIN.replaceAll('.', '\\.')})\\?subject=Avsluta%20bevakningen>$`,
  );
  expect(mailto).toMatch(mailbox);
  return { url: new URL(https!.slice(1, -1)), mailbox: mailbox.exec(mailto!)![1]! };
}

const hrefOf = (a: ReturnType<typeof elementsNamed>[number]) => a.attrs.find((x) => x.name === 'href')?.value;

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
    // HTML and its text: a Swedish document with a title and no layout tables; the action a real link.
    expect(documentParseErrors(confirmation.html)).toEqual([]);
    expect(confirmation.html).toMatch(/^<!doctype html>\s*<html lang="sv"/);
    expect(confirmation.html).not.toMatch(/<table/i);
    expect(elementsNamed(confirmation.html, 'title').map(textOf)).toEqual([JOB_ALERT_TEXTS.confirmSubject]);
    expect(elementsNamed(confirmation.html, 'h1').map(textOf)).toEqual([JOB_ALERT_TEXTS.confirmSubject]);
    const [action] = elementsNamed(confirmation.html, 'a');
    expect(textOf(action!)).toBe('Bekräfta bevakningen');
    expect(hrefOf(action!)).toMatch(/^http:\/\/jobb\.localhost:3000\/bevakning\/bekrafta\/\d+\.[\w-]{43}$/);
    expect(confirmation.text).toMatch(
      /^Bekräfta din bevakning\n\nHej!\n\nNågon, förhoppningsvis du, vill få e-post från Rekry när nya annonser matchar sökningen "lagret"\.\n\nBekräfta bevakningen \(http:\/\/jobb\.localhost:3000\/bevakning\/bekrafta\/\d+\.[\w-]{43}\)\n\n/,
    );
    expect(confirmation.text.trim()).toMatch(/\n\nMed vänliga hälsningar\nRekry$/);
    // A bounce of it comes back to the receiver, to the address's own mailbox.
    expect(confirmation.envelopeFrom).toMatch(new RegExp(`^retur\\+\\d+-[0-9a-f]{32}@${DOMAIN}$`));

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
    // In the HTML the ads are a list, each a link to the ad by its name.
    const items = elementsNamed(alert.html, 'li');
    expect(items).toHaveLength(1);
    const [adAnchor] = elementsNamed(alert.html, 'a');
    expect(textOf(adAnchor!)).toBe('Lagerarbetare till nytt lager');
    expect(hrefOf(adAnchor!)).toBe(`http://jobb.localhost:3000${adLink![1]}`);
    expect(documentParseErrors(alert.html)).toEqual([]);

    const { url } = unsubscribeOf(alert);
    expect(headerOf(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(alert.text).toMatch(/http:\/\/jobb\.localhost:3000\/bevakning\/\d+\.[\w-]{43}/);

    // RFC 8058: a form POST to the header's address, no page, no cookie.
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
    // Opened in a browser, the used link and a forged one say the same.
    for (const path of [url.pathname, forged]) {
      const opened = await request('GET', path);
      expect(opened.statusCode, path).toBe(404);
      expect(opened.json().error.message).toBe(JOB_ALERT_TEXTS.linkUnknown);
    }
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

    // On the foreign company's page: its ads only, in its name and its page's colours, made readable
    // (white on yellow is not).
    await t.db
      .update(containers)
      .set({ theme: { button: { backgroundColor: '#FFE600', textColor: '#FFFFFF' } } })
      .where(eq(containers.id, world.foreign.id));
    await publish('Lager och logistik', {}, null, world.foreign.id);
    await worker.runUntilIdle();
    const mail = await smtp.waitFor(foreign);
    expect(mail.subject).toBe('Ny annons: lager');
    expect(mail.from.name).toBe(world.foreign.name);
    const band = elementsNamed(mail.html, 'div').find((d) => textOf(d) === world.foreign.name)!;
    const style = band.attrs.find((a) => a.name === 'style')!.value;
    expect(style).toContain('background-color:#ffe600;');
    const onBand = /;color:(#[0-9a-f]{6});/.exec(style)![1]!;
    expect(contrastRatio(onBand, '#ffe600')).toBeGreaterThanOrEqual(4.5);
    const linkColour = /color:(#[0-9a-f]{6})/.exec(
      elementsNamed(mail.html, 'a')[0]!.attrs.find((a) => a.name === 'style')!.value,
    )![1]!;
    expect(contrastRatio(linkColour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(mail.text.trim()).toMatch(new RegExp(`Med vänliga hälsningar\\n${world.foreign.name}$`));
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
      // Stop words alone would never find an ad, as the career search finds none for them.
      [subscribeBody('a@b.se', { q: 'och att' }), JOB_ALERT_TEXTS.nothing],
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
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/public/job-alerts',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(await t.db.select().from(jobAlertAddresses).where(eq(jobAlertAddresses.email, 'a@b.se'))).toEqual(
      [],
    );
  });

  it('answers the same for a new, a waiting, a confirmed and a full address; mails its owner, not a stranger', async () => {
    const answer = async (email: string, q: string) => {
      const res = await request('POST', '/api/public/job-alerts', subscribeBody(email, { q }));
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const owner = address('owner');
    await confirmedAlert(owner, { q: 'lager' });
    const full = address('full');
    const links = { tokenSecret: t.config.tokenSecret, appUrl: t.config.appUrl };
    for (let i = 0; i < 20; i++)
      await subscribe(t.db, links, {
        email: full,
        frequency: 'daily',
        search: { q: `yrke${i}`, town: '', type: '', company: '' },
        company: null,
      });
    const answers = [
      await answer(address('new'), 'lager'),
      await answer(owner, 'kock'),
      await answer(owner, 'bagare'),
      await answer(full, 'städare'),
    ];
    expect(answers).toEqual(answers.map(() => ({ message: JOB_ALERT_TEXTS.requested })));
    // The owner confirmed within the day: their next search is mailed at once, a third not before they
    // answer it (whoever asked for it).
    expect(await logged(owner, 'job_alert_confirmation')).toHaveLength(2);
    const [held] = await t.db.select().from(jobAlertAddresses).where(eq(jobAlertAddresses.email, full));
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.addressId, held!.id))).toHaveLength(20);
    expect(await logged(full, 'job_alert_confirmation')).toHaveLength(1);
    // Nothing but the confirmation ever goes to an address that has not confirmed.
    await publish('Städare och bagare');
    await worker.runUntilIdle();
    expect(await logged(full, 'job_alert')).toEqual([]);
    expect(await logged(owner, 'job_alert')).toEqual([]);
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

describe('mail to the alerts’ mailboxes at the inbound receiver', () => {
  it('a mail to List-Unsubscribe’s mailto: ends the alert; a reused address changes nothing; a forged one is refused', async () => {
    const email = address('mailto');
    await confirmedAlert(email, { q: 'rörmokare' });
    await publish('Rörmokare sökes');
    await worker.runUntilIdle();
    const alert = await smtp.waitFor(email);
    expect(alert.subject).toBe('Ny annons: rörmokare');
    const { mailbox } = unsubscribeOf(alert);
    // As a mail program sends it: from the subscriber, to the address, with the link's subject.
    const unsubscribeMail = message({ From: email, To: mailbox, Subject: 'Avsluta bevakningen' }, '');
    const sent = await deliver(port, email, [mailbox], unsubscribeMail);
    expect(sent.rcpt[0]!.code).toBe(250);
    expect(sent.data!.code).toBe(250);
    expect(await t.db.select().from(jobAlertAddresses).where(eq(jobAlertAddresses.email, email))).toEqual([]);
    // Again, its case changed on the way: taken, and nothing more happens.
    const again = await deliver(port, email, [mailbox.toUpperCase()], unsubscribeMail);
    expect(again.data!.code).toBe(250);
    // Another alert's address, an altered signature: refused before the message, nothing stored.
    const altered = mailbox.replace(/-([0-9a-f])/, (_m, c: string) => `-${c === '0' ? '1' : '0'}`);
    for (const forged of [altered, mailbox.replace(/\+\d+-/, '+999999-'), `avsluta@${DOMAIN}`]) {
      const refused = await deliver(port, 'x@example.org', [forged], message({ Subject: 'x' }, 'x'));
      expect(refused.rcpt[0], forged).toMatchObject({ code: 550, text: '5.1.1 Okänd mottagare' });
      expect(refused.data).toBeNull();
    }
  });

  it('a hard bounce to the envelope sender marks the mail bounced and stops the alerts; a delay does not', async () => {
    const email = address('bounce');
    await confirmedAlert(email, { q: 'plåtslagare' });
    await publish('Plåtslagare');
    await worker.runUntilIdle();
    const alert = await smtp.waitFor(email);
    expect(alert.subject).toBe('Ny annons: plåtslagare');
    const report = (status: string, diagnostic: string) =>
      deliveryReport({
        to: alert.envelopeFrom,
        recipient: email,
        messageId: alert.messageId,
        status,
        diagnostic,
      });
    const held = () =>
      t.db
        .select({ id: jobAlerts.id })
        .from(jobAlerts)
        .innerJoin(jobAlertAddresses, eq(jobAlertAddresses.id, jobAlerts.addressId))
        .where(eq(jobAlertAddresses.email, email));

    const soft = await deliver(port, '', [alert.envelopeFrom], report('4.2.2', '452 4.2.2 Mailbox full'));
    expect(soft.data!.code).toBe(250);
    expect(await logged(email, 'job_alert')).toMatchObject([{ status: 'sent' }]);
    expect(await held()).toHaveLength(1);

    const hard = await deliver(port, '', [alert.envelopeFrom], report('5.1.1', '550 5.1.1 User unknown'));
    expect(hard.data!.code).toBe(250);
    expect(await logged(email, 'job_alert')).toMatchObject([
      { status: 'bounced', error: '550 5.1.1 User unknown' },
    ]);
    expect(await held()).toEqual([]);
    await publish('Plåtslagare till verkstaden');
    await worker.runUntilIdle();
    expect(await logged(email, 'job_alert')).toHaveLength(1);
    // A late second report finds the address gone: taken, nothing to do.
    const late = await deliver(port, '', [alert.envelopeFrom], report('5.1.1', '550 5.1.1 User unknown'));
    expect(late.data!.code).toBe(250);
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
