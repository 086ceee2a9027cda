import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, arbetsformedlingen, stockholmDate } from '@rekry/domain';
import {
  ChannelRefused,
  ChannelUnavailable,
  type ChannelAdapter,
  type JobAdDocument,
} from '../src/platform/channel-adapters/adapter.ts';
import {
  createArbetsformedlingenAdapter,
  retryAfterMs,
} from '../src/platform/channel-adapters/arbetsformedlingen.ts';
import { startPlatsbankenPeer as startArbetsformedlingenPeer } from '../src/platform/channel-adapters/peers/platsbanken/platsbanken-peer.ts';
import type { BoardPeer } from '../src/platform/channel-adapters/peers/peer.ts';
import { expectPublishedAd, failureOf, heldAd } from './helpers/channel-adapters.ts';
import { JONGOTLIN_TEST_ADS } from './fixtures/platsbanken/jongotlin-test-ads.ts';

// The adapter against the local peer of Platsbanken's direct transfer: no database involved.
let peer: BoardPeer;
let adapter: ChannelAdapter;
const credentials = { settings: { senderId: '1234567', contactEmail: 'hr@exempel.se' }, secret: 'nyckel-1' };
let transaction = 0;

beforeAll(async () => {
  peer = await startArbetsformedlingenPeer();
  adapter = createArbetsformedlingenAdapter({ baseUrl: peer.url, timeoutMs: 2000 });
});
afterAll(() => peer.close());
beforeEach(() => peer.setFault(null));

function document(positionId: number, data: Record<string, unknown> = {}): JobAdDocument {
  return {
    transactionId: `tx-${positionId}-${++transaction}`,
    reference: `rekry-${positionId}`,
    position: {
      id: positionId,
      name: 'Sjuksköterska till medicinavdelningen',
      description: 'Vi söker en sjuksköterska <med> erfarenhet & engagemang.',
      applyUrl: `https://jobb.exempel.se/positions/${positionId}`,
      lastApplicationDate: addDays(stockholmDate(), 30),
      publishedDate: stockholmDate(),
      contactPerson: { name: 'Anna Andersson', email: 'anna@exempel.se', phone: '08-123 45' },
    },
    company: {
      name: 'Exempel AB',
      organisationNumber: '556677-8899',
      email: 'info@exempel.se',
      phone: '08-100 00',
      website: 'https://exempel.se',
    },
    data: arbetsformedlingen.dataSchema.parse({
      title: 'Sjuksköterska till medicinavdelningen',
      positionSummary: 'Sjuksköterska, heltid, tills vidare.',
      occupationId: '5780',
      cityId: '0180',
      address: 'Birger Jarlsgatan 58',
      zipCode: '113 56',
      city: 'Stockholm',
      regularTimeType: '1',
      scheduleTimeType: '1',
      scheduleText: 'Heltid, dagtid',
      durationText: 'Tills vidare',
      salaryType: '1',
      salaryMontly: 38000,
      experienceRequired: 'yes',
      ...data,
    }),
  };
}

describe('Platsbanken adapter against its peer', () => {
  it('publishes an ad the board holds with the mapped fields, its own id and link', async () => {
    const ad = document(1);
    const published = await adapter.publish(ad, credentials);
    expect(published.externalId).toMatch(/^\d+$/);
    expect(published.url).toBe(`https://arbetsformedlingen.se/platsbanken/annonser/${published.externalId}`);
    const held = expectPublishedAd(peer, published, ad, '46-556677-8899-rekry-1');
    expect(held.body).toMatchObject({
      sender: '1234567',
      employer: 'Exempel AB',
      organisationNumber: '46-556677-8899',
      title: 'Sjuksköterska till medicinavdelningen',
      description:
        'Sjuksköterska, heltid, tills vidare.\n\nVi söker en sjuksköterska <med> erfarenhet & engagemang.',
      occupation: '5780',
      municipality: '0180',
      postalCode: '11356',
      street: 'Birger Jarlsgatan 58',
      schedule: 'FullTime',
      scheduleText: 'Heltid, dagtid',
      duration: 'Regular',
      durationText: 'Tills vidare',
      salaryType: '1',
      salaryText: expect.stringMatching(/^Fast lön, 38\s000\skr i månaden$/),
      qualifications: [{ required: true, type: 'experience', yearsOfExperience: '4' }],
      applyUrl: 'https://jobb.exempel.se/positions/1',
      lastApplicationDate: ad.position.lastApplicationDate,
      contact: { name: 'Anna Andersson', email: 'anna@exempel.se', phone: '08-123 45' },
    });
    expect(published.sentDocument).toContain('<TransactInfo');
  });

  it('sends a time-limited part-time job as Temporary with its term length', async () => {
    const published = await adapter.publish(
      document(2, { regularTimeType: '2', scheduleTimeType: '2', temporaryTimeLength: '4' }),
      credentials,
    );
    const held = heldAd(peer, published.externalId);
    expect(held?.body).toMatchObject({ duration: 'Temporary', termLength: '4' });
    expect(published.sentDocument).toContain('<PartTime/>');
  });

  it('updates the same ad at the board', async () => {
    const first = await adapter.publish(document(3), credentials);
    const changed = document(3, { positionSummary: 'Ny sammanfattning' });
    const second = await adapter.update(changed, first.externalId, credentials);
    expect(second.externalId).toBe(first.externalId);
    const held = peer.ads().filter((a) => a.reference === '46-556677-8899-rekry-3');
    expect(held).toHaveLength(1);
    expect(held[0]?.body).toMatchObject({ title: 'Sjuksköterska till medicinavdelningen' });
    expect(held[0]?.body).toMatchObject({ description: expect.stringMatching(/^Ny sammanfattning/) });
  });

  it('unpublishes: the board marks the ad removed and the status says so', async () => {
    const published = await adapter.publish(document(4), credentials);
    expect(await adapter.status(published.externalId, credentials)).toEqual({
      state: 'published',
      url: published.url,
      reason: null,
    });
    const remove = { ...document(4), transactionId: 'tx-remove-4' };
    await adapter.unpublish(
      {
        reference: 'rekry-4',
        transactionId: 'tx-remove-4',
        externalId: published.externalId,
        document: remove,
      },
      credentials,
    );
    // The whole posting again, inactive: the board checks it like any other.
    expect(peer.requests().at(-1)).toMatchObject({ method: 'POST', status: 202 });
    expect(heldAd(peer, published.externalId)?.state).toBe('removed');
    expect(await adapter.status(published.externalId, credentials)).toEqual({
      state: 'removed',
      url: null,
      reason: null,
    });
  });

  it('takes an ad the board never had as already gone', async () => {
    await expect(
      adapter.unpublish(
        { reference: 'rekry-404', transactionId: 'tx-remove-404', externalId: '1', document: document(404) },
        credentials,
      ),
    ).resolves.toBeUndefined();
    expect(await adapter.status('99999999', credentials)).toEqual({
      state: 'pending',
      url: null,
      reason: null,
    });
  });

  it('answers a repeated transaction with the same ad and creates no second one', async () => {
    const ad = document(5);
    const first = await adapter.publish(ad, credentials);
    const again = await adapter.publish(ad, credentials);
    expect(again).toMatchObject({ externalId: first.externalId, url: first.url });
    // The same transaction with other content is still the first one: the board changes nothing.
    const replayed = { ...ad, position: { ...ad.position, name: 'Annan rubrik' } };
    expect(await adapter.update(replayed, first.externalId, credentials)).toMatchObject({
      externalId: first.externalId,
    });
    const held = peer.ads().filter((a) => a.reference === '46-556677-8899-rekry-5');
    expect(held).toHaveLength(1);
    expect(held[0]?.body).toMatchObject({ title: 'Sjuksköterska till medicinavdelningen' });
  });

  it('refuses a transaction id reused for another ad', async () => {
    const ad = document(6);
    await adapter.publish(ad, credentials);
    const other = { ...document(7), transactionId: ad.transactionId };
    const refused = await failureOf(adapter.publish(other, credentials), ChannelRefused);
    expect(refused.reason).toContain('samma transaktion');
    expect(peer.ads().some((a) => a.reference.endsWith('rekry-7'))).toBe(false);
  });

  it('reads a 202 with an error list as the board’s refusal, by field', async () => {
    const ad = document(8);
    ad.data = { ...ad.data, occupationId: '99999' };
    const refused = await failureOf(adapter.publish(ad, credentials), ChannelRefused);
    expect(refused.reason).toBe(
      'Platsbanken tog inte emot annonsen: Yrket 99999 finns inte bland yrkesbenämningarna',
    );
    expect(refused.fields).toEqual({ occupationId: 'Yrket 99999 finns inte bland yrkesbenämningarna' });
    expect(peer.requests().at(-1)).toMatchObject({ method: 'POST', status: 202 });
    expect(peer.ads().some((a) => a.reference.endsWith('rekry-8'))).toBe(false);
  });

  it('refuses a bad key with the board’s message', async () => {
    const refused = await failureOf(
      adapter.publish(document(9), { ...credentials, secret: 'ogiltig-nyckel' }),
      ChannelRefused,
    );
    expect(refused.reason).toBe('Platsbanken godtog inte API-nyckeln: Unauthorized');
    expect(peer.requests().at(-1)).toMatchObject({ method: 'POST', status: 401 });
  });

  it('refuses without calling when the key or the sender id is missing', async () => {
    const before = peer.requests().length;
    await failureOf(adapter.publish(document(10), { ...credentials, secret: ' ' }), ChannelRefused);
    const noSender = await failureOf(
      adapter.publish(document(10), { settings: {}, secret: 'nyckel-1' }),
      ChannelRefused,
    );
    expect(noSender.fields).toEqual({ senderId: 'Ange avsändar-id' });
    expect(peer.requests()).toHaveLength(before);
  });

  it('reports a board that is down as unavailable', async () => {
    peer.setFault({ kind: 'down' });
    const error = await failureOf(adapter.publish(document(11), credentials), ChannelUnavailable);
    expect(error.reason).toBe('Platsbanken svarar inte just nu (HTTP 503)');
    expect(error.retryAfterMs).toBeUndefined();
  });

  it('gives up on a slow board quickly as unavailable', async () => {
    peer.setFault({ kind: 'slow', delayMs: 1500 });
    const quick = createArbetsformedlingenAdapter({ baseUrl: peer.url, timeoutMs: 200 });
    const started = Date.now();
    const error = await failureOf(quick.publish(document(12), credentials), ChannelUnavailable);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.reason).toBe('Platsbanken svarade inte inom 1 sekunder');
  });

  it('reports an unreachable board as unavailable', async () => {
    const nowhere = createArbetsformedlingenAdapter({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    const error = await failureOf(nowhere.publish(document(13), credentials), ChannelUnavailable);
    expect(error.reason).toBe('Platsbanken gick inte att nå');
  });

  it('turns the board’s rate limit into unavailable with Retry-After', async () => {
    const limited = await startArbetsformedlingenPeer({ ratePerSecond: 1 });
    try {
      const strict = createArbetsformedlingenAdapter({ baseUrl: limited.url, timeoutMs: 2000 });
      // Two calls within one second: whichever second call lands over the limit gets 429.
      const results = await Promise.allSettled([
        strict.status('1', credentials),
        strict.status('1', credentials),
        strict.status('1', credentials),
      ]);
      const rejected = results.filter((r) => r.status === 'rejected').map((r) => r.reason as unknown);
      expect(rejected.length).toBeGreaterThan(0);
      expect(rejected[0]).toBeInstanceOf(ChannelUnavailable);
      expect((rejected[0] as ChannelUnavailable).retryAfterMs).toBe(1000);
      expect(limited.requests().some((r) => r.status === 429)).toBe(true);
    } finally {
      await limited.close();
    }
  });
});

describe('The test procedure’s ads as Rekry ads', () => {
  // Each of the eight test ads (jongotlin/ArbetsformedlingenAds) entered as a recruiter would, sent by
  // Rekry's writer and checked by the independent peer. Rekry offers licence B only, so ad 8's CE is B.
  it.each(JONGOTLIN_TEST_ADS)(
    'test ad %i is accepted',
    async (
      n,
      fullTime,
      term,
      scheduleText,
      durationText,
      salaryType,
      salaryText,
      country,
      municipality,
      occupation,
    ) => {
      const [experience] = JONGOTLIN_TEST_ADS[n - 1]!.slice(-1) as [1 | 4];
      const ad = document(100 + n, {
        scheduleTimeType: fullTime ? '1' : '2',
        regularTimeType: term === null ? '1' : term === 4 ? '2' : '5',
        temporaryTimeLength: term === null ? '' : String(term),
        scheduleText,
        durationText,
        salaryType: String(salaryType),
        salaryDescription: salaryText,
        countryCode: country,
        cityId: municipality ?? (country === 'SE' ? '9090' : '9999'),
        occupationId: occupation,
        experienceRequired: experience === 4 ? 'yes' : 'no',
        qualificationCategory: 'driving_license',
        qualificationType: 'required',
      });
      expect(adapter.validate(ad)).toEqual({});
      const { sentDocument: xml = '' } = await adapter.publish(ad, credentials);
      expect(xml).toContain('<TransactInfo timeStamp=');
      expect(xml).toMatch(/<LocationSummary>\s*<Municipality>\d{4}<\/Municipality>/);
      expect(xml).toMatch(/<\/(FullTime|PartTime)>|<(FullTime|PartTime)\/>\s*<SummaryText>/);
      expect(xml).toMatch(/<\/(Regular|Temporary)>|<Regular\/>\s*<SummaryText>/);
      expect(xml).toMatch(
        /<HiringOrgId>46-556677-8899<\/HiringOrgId>\s*<WebSite>[^<]*<\/WebSite>\s*<Contact>/,
      );
      expect(xml).toContain(`<SalaryMonthly currency="SEK">${salaryType}</SalaryMonthly>`);
      expect(xml).toContain(`yearsOfExperience="${experience}"`);
      expect(peer.ads().find((a) => a.reference === `46-556677-8899-rekry-${100 + n}`)?.state).toBe(
        'published',
      );
    },
  );
});

describe('Platsbanken validate', () => {
  it('accepts a complete ad', () => {
    expect(adapter.validate(document(20))).toEqual({});
  });

  it('names what only Platsbanken minds', () => {
    const ad = document(21);
    ad.position.lastApplicationDate = addDays(stockholmDate(), -1);
    ad.position.description = '  ';
    ad.data = { ...ad.data, title: 'x'.repeat(76), occupationId: '99999' };
    ad.company.organisationNumber = '12345';
    expect(adapter.validate(ad)).toEqual({
      title: 'Rubriken får vara högst 75 tecken i Platsbanken',
      'company.organisationNumber':
        'Platsbanken kräver företagets organisationsnummer (tio siffror) under Företagsprofil',
      occupationId: 'Välj ett yrke från Arbetsförmedlingens lista',
      'position.lastApplicationDate': 'Sista ansökningsdag har redan passerat',
      'position.description': 'Platsbanken kräver en annonstext',
    });
    ad.position.lastApplicationDate = null;
    expect(adapter.validate(ad)['position.lastApplicationDate']).toBe(
      'Platsbanken kräver ett sista ansökningsdatum',
    );
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(61_000).toUTCString(), 1_000)).toBe(60_000);
    expect(retryAfterMs('snart')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
