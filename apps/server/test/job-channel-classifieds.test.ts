import { addDays, stockholmDate } from '@rekry/domain';
import { CLASSIFIEDS_DATA } from '@rekry/domain/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ChannelRefused,
  ChannelUnavailable,
  type ChannelCredentials,
  type JobAdDocument,
} from '../src/platform/channel-adapters/adapter.ts';
import { createClassifiedsAdapter } from '../src/platform/channel-adapters/classifieds.ts';
import { startClassifiedsPeer } from '../src/platform/channel-adapters/peers/classifieds-peer.ts';
import type { BoardPeer } from '../src/platform/channel-adapters/peers/peer.ts';
import { expectPublishedAd, failureOf, heldAd } from './helpers/channel-adapters.ts';

/** The classifieds adapter (Platsannons-API v1) against its local peer: no database needed. */

const credentials: ChannelCredentials = {
  settings: { customerId: 'K-1001', vatId: 'SE556677889901' },
  secret: 'hemlig-nyckel',
};

let counter = 0;
function document(overrides: { position?: Partial<JobAdDocument['position']>; data?: object } = {}) {
  counter += 1;
  const ad: JobAdDocument = {
    transactionId: `tx-${counter}`,
    reference: 'rekry-42',
    position: {
      id: 42,
      name: 'Systemutvecklare',
      description: 'Vi söker en utvecklare till vårt team i Stockholm.',
      applyUrl: 'https://jobb.demo.localhost:3000/positions/42',
      lastApplicationDate: addDays(stockholmDate(), 20),
      publishedDate: stockholmDate(),
      contactPerson: { name: 'Anna Svensson', email: 'anna@example.se', phone: '08-123 45 67' },
      ...overrides.position,
    },
    company: {
      name: 'Demo AB',
      organisationNumber: '556677-8899',
      email: 'info@example.se',
      phone: '08-100 00 00',
      website: 'https://example.se',
    },
    data: { ...CLASSIFIEDS_DATA, ...overrides.data },
  };
  return ad;
}

let peer: BoardPeer;
let adapter: ReturnType<typeof createClassifiedsAdapter>;

beforeAll(async () => {
  peer = await startClassifiedsPeer({ ratePerSecond: 1000 });
  adapter = createClassifiedsAdapter({ baseUrl: `${peer.url}/`, timeoutMs: 2000 });
});
afterAll(() => peer.close());
beforeEach(() => peer.setFault(null));

describe('classifieds adapter against the Platsannons-API peer', () => {
  it('publishes, updates, reads the status of and removes an ad', async () => {
    const ad = document({ position: { id: 1 } });
    ad.reference = 'rekry-1';
    const published = await adapter.publish(ad, credentials);
    expect(published.externalId).toMatch(/^PA-\d+$/);
    expect(published.url).toBe(`${peer.url}/annons/${published.externalId}`);
    const stored = expectPublishedAd(peer, published, ad, 'rekry-1');
    expect(stored.body).toMatchObject({
      customer_id: 'K-1001',
      vat_id: 'SE556677889901',
      title: 'Systemutvecklare',
      category: { id: '12', sub_id: '1201' },
      region: { id: '01', municipality: '0180' },
      product_id: 'JOBB-BAS',
      company: { name: 'Demo AB', organisation_number: '556677-8899' },
    });

    const changed = document({
      position: { name: 'Senior systemutvecklare' },
      data: { productId: 'JOBB-PLUS' },
    });
    changed.reference = 'rekry-1';
    expect(await adapter.update(changed, published.externalId, credentials)).toEqual(published);
    expect(heldAd(peer, published.externalId)?.body).toMatchObject({
      title: 'Senior systemutvecklare',
      product_id: 'JOBB-PLUS',
    });

    expect(await adapter.status(published.externalId, credentials)).toEqual({
      state: 'published',
      url: published.url,
      reason: null,
    });

    const removal = { reference: 'rekry-1', transactionId: 'tx-remove-1', externalId: published.externalId };
    await adapter.unpublish(removal, credentials);
    expect(heldAd(peer, published.externalId)?.state).toBe('removed');
    expect(await adapter.status(published.externalId, credentials)).toEqual({
      state: 'removed',
      url: null,
      reason: null,
    });
    // Removing again, or an ad the site never had, is what was asked for.
    await adapter.unpublish({ ...removal, transactionId: 'tx-remove-2' }, credentials);
    await adapter.unpublish({ ...removal, transactionId: 'tx-remove-3', externalId: 'PA-1' }, credentials);
    expect(await adapter.status('PA-1', credentials)).toEqual({
      state: 'removed',
      url: null,
      reason: 'Annonssajten känner inte till annonsen',
    });

    // Repeating the earlier update's transaction changes nothing; a new one for the removed ad is refused.
    expect(await adapter.update(changed, published.externalId, credentials)).toEqual(published);
    const late = document();
    late.reference = 'rekry-1';
    const refused = await failureOf(adapter.update(late, published.externalId, credentials), ChannelRefused);
    expect(refused.reason).toContain('Annonsen är borttagen');
  });

  it('is idempotent: a repeated publish, or one whose answer was lost, leaves one ad', async () => {
    const ad = document();
    ad.reference = 'rekry-2';
    const first = await adapter.publish(ad, credentials);
    const again = await adapter.publish(ad, credentials);
    expect(again).toEqual(first);
    expect(peer.ads().filter((a) => a.reference === 'rekry-2')).toHaveLength(1);

    // A new transaction for a position already on the site updates that ad instead of making another.
    const retried = document({ position: { name: 'Utvecklare, backend' } });
    retried.reference = 'rekry-2';
    expect(await adapter.publish(retried, credentials)).toEqual(first);
    const ads = peer.ads().filter((a) => a.reference === 'rekry-2');
    expect(ads).toHaveLength(1);
    expect(ads[0]?.body).toMatchObject({ title: 'Utvecklare, backend' });
    const statuses = peer
      .requests()
      .filter((r) => r.method !== 'GET')
      .slice(-4)
      .map((r) => `${r.method} ${r.status}`);
    expect(statuses).toEqual(['POST 201', 'POST 201', 'POST 409', 'PUT 200']);
  });

  it("refuses an ad the site refuses, with the site's reason by field", async () => {
    const ad = document({
      position: { lastApplicationDate: addDays(stockholmDate(), -1) },
      data: { categorySubId: '1501' },
    });
    ad.reference = 'rekry-3';
    const refused = await failureOf(adapter.publish(ad, credentials), ChannelRefused);
    expect(refused.reason).toContain('Annonssajten tog inte emot annonsen: Annonsen uppfyller inte kraven');
    expect(refused.reason).toContain('Underkategorin hör inte till kategorin Data och IT');
    expect(refused.fields).toEqual({
      categorySubId: 'Underkategorin hör inte till kategorin Data och IT',
      'position.lastApplicationDate': 'Sista ansökningsdag har passerat',
    });
    expect(peer.ads().filter((a) => a.reference === 'rekry-3')).toHaveLength(0);
  });

  it('refuses a bad API key', async () => {
    const error = await failureOf(
      adapter.publish(document(), { ...credentials, secret: 'ogiltig-nyckel' }),
      ChannelRefused,
    );
    expect(error.reason).toBe('Annonssajten godtog inte API-nyckeln: Ogiltig eller saknad API-nyckel');
  });

  it('reports a site that is down as unavailable, to be tried again', async () => {
    peer.setFault({ kind: 'down' });
    const error = await failureOf(adapter.publish(document(), credentials), ChannelUnavailable);
    expect(error.reason).toBe('Annonssajten svarade med fel 503: Tjänsten är tillfälligt nere för underhåll');
    expect(error.retryAfterMs).toBeUndefined();
  });

  it('gives up on a slow site after the timeout', async () => {
    peer.setFault({ kind: 'slow', delayMs: 2000 });
    const quick = createClassifiedsAdapter({ baseUrl: peer.url, timeoutMs: 150 });
    const started = Date.now();
    const error = await failureOf(quick.status('PA-1', credentials), ChannelUnavailable);
    expect(error.reason).toBe('Annonssajten svarade inte inom 0.15 sekunder');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports a site that cannot be reached as unavailable', async () => {
    const gone = await startClassifiedsPeer();
    await gone.close();
    const error = await failureOf(
      createClassifiedsAdapter({ baseUrl: gone.url, timeoutMs: 1000 }).status('PA-1', credentials),
      ChannelUnavailable,
    );
    expect(error.reason).toMatch(/^Annonssajten gick inte att nå/);
  });

  it("passes the site's rate limit on as retryAfterMs", async () => {
    const limited = await startClassifiedsPeer({ ratePerSecond: 2 });
    try {
      const client = createClassifiedsAdapter({ baseUrl: limited.url, timeoutMs: 1000 });
      await client.status('PA-1', credentials);
      await client.status('PA-1', credentials);
      const error = await failureOf(client.status('PA-1', credentials), ChannelUnavailable);
      expect(error.retryAfterMs).toBe(1000);
      expect(error.reason).toContain('Högst 2 anrop per sekund');
      expect(limited.requests().map((r) => r.status)).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('classifieds adapter: validate (what only this site minds)', () => {
  it('accepts a complete ad', () => {
    expect(adapter.validate(document())).toEqual({});
  });

  it('names the limits of the site in Swedish', () => {
    const ad = document({
      position: {
        name: 'x'.repeat(101),
        lastApplicationDate: addDays(stockholmDate(), 31),
        applyUrl: '/positions/1',
      },
      data: { categorySubId: '' },
    });
    ad.company.organisationNumber = '';
    expect(adapter.validate(ad)).toEqual({
      categorySubId: 'Välj underkategori',
      'position.name': 'Annonssajten tar rubriker på högst 100 tecken',
      'position.applyUrl': 'Annonssajten kräver en webbadress att söka tjänsten på',
      'company.organisationNumber': 'Annonssajten kräver företagets organisationsnummer (NNNNNN-NNNN)',
      'position.lastApplicationDate':
        'Sista ansökningsdag ligger efter annonspaketets 30 dagar; välj ett större paket',
    });
    // The larger package runs long enough.
    const plus = document({
      position: { lastApplicationDate: addDays(stockholmDate(), 31) },
      data: { productId: 'JOBB-PLUS' },
    });
    expect(adapter.validate(plus)).toEqual({});
  });
});

describe('the peer keeps the contract', () => {
  const body = JSON.stringify({ not: 'an ad' });
  const headers = { 'X-Auth-Token': 'k', 'Content-Type': 'application/json' };

  it('requires an idempotency key on writes and refuses one used for another request', async () => {
    const missing = await fetch(`${peer.url}/v1/ads`, { method: 'POST', headers, body });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { code: 'idempotency_key_missing' } });

    const keyed = { ...headers, 'Idempotency-Key': 'same-key' };
    const first = await fetch(`${peer.url}/v1/ads`, { method: 'POST', headers: keyed, body });
    expect(first.status).toBe(422);
    const replay = await fetch(`${peer.url}/v1/ads`, { method: 'POST', headers: keyed, body });
    expect(replay.status).toBe(422);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const other = await fetch(`${peer.url}/v1/ads`, { method: 'POST', headers: keyed, body: '{}' });
    expect(await other.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } });
  });

  it('serves its reference values', async () => {
    const res = await fetch(`${peer.url}/v1/reference`, { headers });
    const lists = (await res.json()) as { regions: unknown[]; products: { id: string; days: number }[] };
    expect(lists.regions).toHaveLength(21);
    expect(lists.products.map((p) => p.days)).toEqual([30, 45, 60]);
  });
});
