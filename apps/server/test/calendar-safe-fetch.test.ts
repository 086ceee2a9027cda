import { afterAll, expect, it } from 'vitest';
import { fetchCalendarFeed } from '../src/platform/calendar/calendar-feed.ts';
import { CalendarError } from '../src/platform/calendar/calendar-error.ts';
import { createSafeFetch, type SafeFetchOptions } from '../src/platform/calendar/safe-fetch.ts';
import { describeOnce } from './helpers/app.ts';
import { WEEKLY_ICS } from './helpers/calendar-fixtures.ts';
import { httpPeerForFile, silentPeerForFile } from './helpers/local-http.ts';
import { freePort } from './helpers/process.ts';

const ETAG = '"v1"';
const MODIFIED = 'Thu, 01 Oct 2026 12:00:00 GMT';

/** A feed server: /feed.ics with validators, redirects, errors and sizes on other paths. */
const feed = httpPeerForFile((req, res) => {
  const path = req.url ?? '';
  if (path === '/feed.ics') {
    const fresh = req.headers['if-none-match'] === ETAG || req.headers['if-modified-since'] === MODIFIED;
    res.writeHead(fresh ? 304 : 200, { 'content-type': 'text/plain', etag: ETAG, 'last-modified': MODIFIED });
    return void res.end(fresh ? undefined : WEEKLY_ICS);
  }
  const redirect = /^\/redirect\?to=(.*)$/.exec(path);
  if (redirect) return void res.writeHead(302, { location: decodeURIComponent(redirect[1]!) }).end();
  const hops = /^\/hops\/(\d+)$/.exec(path);
  if (hops) return void res.writeHead(301, { location: `/hops/${Number(hops[1]) + 1}` }).end();
  if (path === '/big') return void res.end('BEGIN:VCALENDAR\r\n'.padEnd(2 << 20, 'x'));
  if (path === '/big-chunked') {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    for (let i = 0; i < 40; i++) res.write('x'.repeat(64 << 10));
    return void res.end();
  }
  if (path === '/login')
    return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>');
  res.writeHead(404).end();
});
/** Another origin (its own port), to see which headers cross to it. */
const other = httpPeerForFile((_, res) => res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'));
const v6 = httpPeerForFile((_, res) => res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'), '::1');
const hung = silentPeerForFile();

const fetchers: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(fetchers.map((f) => f.close())));
function safeFetch(options: SafeFetchOptions = {}) {
  const fetcher = createSafeFetch(options);
  fetchers.push(fetcher);
  return fetcher;
}

/** The CalendarError's message of a failed read. */
async function refusal(read: Promise<unknown>): Promise<string> {
  const err = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CalendarError);
  return (err as Error).message;
}

const PRIVATE = 'Adressen pekar på ett privat nät och kan inte hämtas.';

describeOnce('the safe fetch: addresses of Rekry’s own network are refused', () => {
  const closed = safeFetch();

  it.each([
    ['127.0.0.1', () => feed.url('/feed.ics'), true],
    ['[::1]', () => v6.url('/'), true],
    ['169.254.169.254 (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/', false],
    ['10.0.0.1 over https', () => 'https://10.0.0.1/feed.ics', false],
    ['::ffff:127.0.0.1 (IPv4-mapped)', () => `http://[::ffff:127.0.0.1]:${feed.port}/feed.ics`, false],
    ['a name that resolves to loopback (localhost)', () => `http://localhost:${feed.port}/feed.ics`, true],
    ['the same over https', () => `https://localhost:${feed.port}/feed.ics`, false],
  ])('refuses %s unless allowed', async (_, url, reachable) => {
    const before = feed.seen.length + v6.seen.length;
    expect(await refusal(closed(url()))).toBe(PRIVATE);
    expect(feed.seen.length + v6.seen.length).toBe(before);
    // Allowed, the same address is read (those this test can reach: plain http on loopback).
    if (reachable) expect((await safeFetch({ allow: ['loopback'] })(url())).status).toBe(200);
  });

  it('refuses a redirect to a private address, and follows it once that address is allowed', async () => {
    const only = safeFetch({ allow: [`127.0.0.1/32`] });
    const to = (target: string) => feed.url(`/redirect?to=${encodeURIComponent(target)}`);
    const seen = v6.seen.length;
    expect(await refusal(only(to('http://169.254.169.254/')))).toBe(PRIVATE);
    expect(await refusal(only(to(v6.url('/refused'))))).toBe(PRIVATE);
    expect(v6.seen.length).toBe(seen);
    const loopback = safeFetch({ allow: ['loopback'] });
    expect(await (await loopback(to(v6.url('/ok')))).text()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(v6.seen.slice(seen).map((r) => r.url)).toEqual(['/ok']);
  });

  it('refuses plain http to the internet, other schemes and text that is no address, without a request', async () => {
    const open = safeFetch({ allow: ['loopback'] });
    expect(await refusal(open('http://93.184.216.34/feed.ics'))).toBe('Adressen måste börja med https://.');
    expect(await refusal(open('ftp://127.0.0.1/feed.ics'))).toBe('Adressen måste börja med https://.');
    expect(await refusal(open('file:///etc/passwd'))).toBe('Adressen måste börja med https://.');
    expect(await refusal(open('kalender'))).toBe('Adressen är inte en giltig webbadress.');
  });

  it('takes webcal:// as https://', async () => {
    const open = safeFetch({ allow: ['loopback'], timeoutMs: 500 });
    await refusal(open(`webcal://127.0.0.1:${hung.port}/feed.ics`));
    // A TLS ClientHello (a handshake record, 0x16), not an HTTP request line.
    expect(hung.firstBytes.at(-1)?.[0]).toBe(0x16);
  });

  it('stops after 5 redirects, and drops Authorization on the way to another origin', async () => {
    const open = safeFetch({ allow: ['loopback'] });
    expect(await refusal(open(feed.url('/hops/0')))).toBe('Adressen skickar vidare för många gånger.');
    expect(feed.seen.filter((r) => r.url.startsWith('/hops/')).map((r) => r.url)).toEqual([
      '/hops/0',
      '/hops/1',
      '/hops/2',
      '/hops/3',
      '/hops/4',
      '/hops/5',
    ]);
    const response = await open(feed.url(`/redirect?to=${encodeURIComponent(other.url('/cal.ics'))}`), {
      headers: { authorization: 'Basic c2VjcmV0', 'x-kept': 'ja' },
    });
    expect(response.status).toBe(200);
    expect(other.seen.at(-1)?.headers).toMatchObject({ 'x-kept': 'ja' });
    expect(other.seen.at(-1)?.headers.authorization).toBeUndefined();
    expect(feed.seen.at(-1)?.headers.authorization).toBe('Basic c2VjcmV0');
  });

  it('hands a redirect back when asked to (redirect: manual)', async () => {
    const open = safeFetch({ allow: ['loopback'] });
    const response = await open(feed.url('/hops/7'), { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([301, '/hops/8']);
  });
});

describeOnce('a calendar feed read through the safe fetch', () => {
  const open = safeFetch({ allow: ['loopback'] });

  it('reads the feed with its validators, then answers unchanged on 304 for either of them', async () => {
    const first = await fetchCalendarFeed(open, feed.url('/feed.ics'));
    expect(first).toEqual({ kind: 'fetched', ics: WEEKLY_ICS, etag: ETAG, lastModified: MODIFIED });
    expect(await fetchCalendarFeed(open, feed.url('/feed.ics'), { etag: ETAG })).toEqual({
      kind: 'unchanged',
    });
    expect(await fetchCalendarFeed(open, feed.url('/feed.ics'), { lastModified: MODIFIED })).toEqual({
      kind: 'unchanged',
    });
    expect(feed.seen.at(-2)?.headers['if-none-match']).toBe(ETAG);
    expect(feed.seen.at(-1)?.headers['if-modified-since']).toBe(MODIFIED);
    expect((await fetchCalendarFeed(open, feed.url('/feed.ics'), { etag: '"v0"' })).kind).toBe('fetched');
  });

  it('sends a user name and password in the address as Basic auth', async () => {
    const url = feed.url('/feed.ics').replace('http://', 'http://anna%40foretag.se:l%C3%B6sen@');
    await fetchCalendarFeed(open, url);
    const expected = `Basic ${Buffer.from('anna@foretag.se:lösen').toString('base64')}`;
    expect(feed.seen.at(-1)?.headers.authorization).toBe(expected);
  });

  it.each([
    ['a 404', '/saknas.ics', 'Kalenderservern svarade 404.'],
    ['an HTML page', '/login', 'Kalendern kunde inte läsas: den är inte i iCalendar-format.'],
  ])('refuses %s', async (_, path, message) => {
    expect(await refusal(fetchCalendarFeed(open, feed.url(path)))).toBe(message);
  });

  it('stops reading past the size cap, with or without a Content-Length', async () => {
    const small = safeFetch({ allow: ['loopback'], maxBytes: 1 << 20 });
    for (const path of ['/big', '/big-chunked'])
      expect(await refusal(fetchCalendarFeed(small, feed.url(path)))).toBe('Kalendern är större än 1 MB.');
  });

  it('gives up on a server that never answers after its timeout', async () => {
    const quick = safeFetch({ allow: ['loopback'], timeoutMs: 300 });
    const message = await refusal(fetchCalendarFeed(quick, `http://127.0.0.1:${hung.port}/feed.ics`));
    expect(message).toBe('Kalenderservern svarade inte inom 0,3 sekunder.');
  });

  it('says so when nothing listens', async () => {
    const down = `http://127.0.0.1:${await freePort()}/feed.ics`;
    expect(await refusal(fetchCalendarFeed(open, down))).toBe('Kalenderservern kunde inte nås.');
  });
});
