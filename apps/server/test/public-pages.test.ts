import { rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUBLIC_STATE_ID } from '@rekry/domain';
import { positions } from '../src/db/schema.ts';
import { notifyPublicChanged } from '../src/platform/public-cache.ts';
import { createTestApp, testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition } from './helpers/factories.ts';
import type { BuiltContainer, BuiltPosition } from './helpers/factories.ts';
import { documentParseErrors, elementsNamed, textOf } from './helpers/html.ts';
import { INDEX_HTML, makeWebBuild, webBuildForFile } from './helpers/web-build.ts';

const dist = webBuildForFile();
const t = testAppForFile({ webDistDir: dist });
let company: BuiltContainer;
let other: BuiltContainer;
let open: BuiltPosition;
let othersPosition: BuiltPosition;

const HOST = 'jobb.localhost:3000';
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: HOST, ...headers } });

/** The markup the server rendered into #root (what a browser without JavaScript shows). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script id="${PUBLIC_STATE_ID}"`);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

/** The hydration state the page carries, parsed. */
function stateOf(html: string): {
  companyKey: string | null;
  queries: { queries: { queryKey: unknown[] }[] };
} {
  const script = elementsNamed(html, 'script').find((s) => s.attrs.some((a) => a.value === PUBLIC_STATE_ID));
  expect(script).toBeDefined();
  return JSON.parse(textOf(script!));
}

const keysOf = (html: string) => stateOf(html).queries.queries.map((q) => q.queryKey[0]);

beforeAll(async () => {
  company = await buildContainer(t.db, {
    name: 'Lagerbolaget AB',
    metadata: {
      foreignKey: null,
      properties: {
        dns: 'lagerbolaget',
        displayName: 'Lagerbolaget',
        description: '<p>Vi flyttar saker.</p>',
      },
    },
  });
  other = await buildContainer(t.db, { name: 'Annat AB' });
  open = await buildPosition(t.db, company.id, { name: 'Truckförare natt', location: 'Umeå' });
  othersPosition = await buildPosition(t.db, other.id, { name: 'Kassabiträde' });
});

describe('the first HTML of each public route carries its content', () => {
  it('the portal list: the positions of every company, their companies, and the state they came from', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(documentParseErrors(res.body)).toEqual([]);
    const root = rootOf(res.body);
    expect(root).toContain('Truckförare natt');
    expect(root).toContain('Kassabiträde');
    expect(root).toContain(`href="/${open.id}_`);
    expect(root).not.toContain('aria-busy="true"');
    expect(keysOf(res.body)).toEqual(expect.arrayContaining(['public-config', 'public-positions']));
    expect(textOf(elementsNamed(res.body, 'title')[0]!)).toBe('Lediga tjänster');
    expect(res.body).toContain('<link rel="canonical" href="http://jobb.localhost:3000/">');
    expect(res.body).toMatch(/<meta name="description" content="Här publicerar företagen/);
  });

  it("a company's page: its name, description and only its own positions, for ?company= and its host", async () => {
    for (const [url, host] of [
      ['/?company=lagerbolaget', HOST],
      ['/positions', 'jobb.lagerbolaget.localhost:3000'],
    ] as const) {
      const res = await page(url, { host });
      expect(res.statusCode, url).toBe(200);
      const root = rootOf(res.body);
      expect(root, url).toContain('Jobba hos Lagerbolaget');
      expect(root, url).toContain('Vi flyttar saker.');
      expect(root, url).toContain('Truckförare natt');
      expect(root, url).not.toContain('Kassabiträde');
      expect(stateOf(res.body).companyKey, url).toBe('lagerbolaget');
      expect(keysOf(res.body), url).toContain('public-company');
      expect(textOf(elementsNamed(res.body, 'title')[0]!)).toBe('Jobba hos Lagerbolaget');
      expect(res.body).toMatch(/<meta name="description" content="Vi flyttar saker.">/);
    }
    expect((await page('/?company=lagerbolaget')).body).toContain(
      '<link rel="canonical" href="http://jobb.localhost:3000/?company=lagerbolaget">',
    );
  });

  it("a position: its ad and 'Sök tjänsten'; its apply page: the form's labels", async () => {
    const ad = await page(`/${open.id}_truckforare-natt`);
    expect(ad.statusCode).toBe(200);
    const adRoot = rootOf(ad.body);
    expect(adRoot).toContain('Truckförare natt');
    expect(adRoot).toContain('<strong>ordning och reda</strong>');
    expect(adRoot).toContain('Sök tjänsten');
    expect(keysOf(ad.body)).toContain('public-position');

    const apply = await page(`/${open.id}_truckforare-natt/apply`);
    expect(apply.statusCode).toBe(200);
    expect(documentParseErrors(apply.body)).toEqual([]);
    const form = rootOf(apply.body);
    for (const label of ['Förnamn', 'Efternamn', 'Personnummer', 'Skicka ansökan'])
      expect(form, label).toContain(label);
    expect(elementsNamed(form, 'input').length).toBeGreaterThan(3);
    expect(keysOf(apply.body)).toEqual(
      expect.arrayContaining(['public-position', 'public-position-company']),
    );
  });

  it("an ad's contact person, in the first HTML: name, title, phone and e-mail as links; none without one", async () => {
    const contactPerson = {
      title: 'Lagerchef',
      firstname: 'Sara',
      lastname: 'Lindqvist',
      phoneNumber: '021-12 34 56',
      email: 'sara@lagerbolaget.se',
    };
    const withContact = await buildPosition(t.db, company.id, {
      name: 'Plockare',
      metadata: { contactPerson },
    });
    const root = rootOf((await page(`/${withContact.id}`)).body);
    expect(root).toContain('Kontaktperson');
    expect(root).toContain('Sara Lindqvist');
    expect(root).toContain('Lagerchef');
    expect(root).toContain('href="tel:021123456"');
    expect(root).toContain('href="mailto:sara@lagerbolaget.se"');

    // Only the parts given; the stored parts are trimmed text whatever else the metadata holds.
    const partly = await buildPosition(t.db, company.id, {
      name: 'Packare',
      metadata: {
        contactPerson: { firstname: ' ', lastname: '', email: '', phoneNumber: '070-1 2 3', title: 7 },
      },
    });
    const partlyRoot = rootOf((await page(`/${partly.id}`)).body);
    expect(partlyRoot).toContain('href="tel:070123"');
    expect(partlyRoot).not.toContain('mailto:');

    const empty = await buildPosition(t.db, company.id, {
      name: 'Sorterare',
      metadata: { contactPerson: { firstname: '', lastname: '', title: '', phoneNumber: '', email: '' } },
    });
    expect(rootOf((await page(`/${empty.id}`)).body)).not.toContain('Kontaktperson');
    expect(rootOf((await page(`/${open.id}`)).body)).not.toContain('Kontaktperson');
  });

  it('anything else is 404 with the not-found screen inside the site, and noindex', async () => {
    for (const url of ['/om-oss/mer', '/999999_finns-inte', '/positions/abc', `/${open.id}_x/apply/mer`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(rootOf(res.body), url).toContain('404');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      // A document needs its title (the W3C checker's first complaint about this page).
      expect(res.body.match(/<title>[^<]*<\/title>/g), url).toEqual(['<title>Sidan finns inte</title>']);
    }
    // Another company's position on a company's site is not there either.
    const res = await page(`/${othersPosition.id}?company=lagerbolaget`);
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).not.toContain('Kassabiträde');
  });

  it("every address of a company whose site is not available: 404, noindex and the page's own title", async () => {
    const dark = await buildContainer(t.db, { status: 'inactive' });
    const key = encodeURIComponent(dark.name);
    for (const url of [`/?company=${key}`, `/${open.id}?company=${key}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      expect(res.body.match(/<title>[^<]*<\/title>/g), url).toEqual([
        '<title>Sidan är inte tillgänglig</title>',
      ]);
    }
  });

  it('cleans what a company wrote with the server policy, never as escaped text and never as script', async () => {
    const hostile = await buildPosition(t.db, company.id, {
      name: 'Lagerchef',
      description: '<p>Hej <em>du</em></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    const root = rootOf((await page(`/${hostile.id}`)).body);
    expect(root).toContain('<p>Hej <em>du</em></p>');
    expect(root).not.toMatch(/onerror|<script|alert\(2\)/);
  });
});

describe('a search is in the first HTML', () => {
  it("the portal's results for the address's search, its hits, its field filled and the title", async () => {
    const res = await page('/?q=truck');
    expect(res.statusCode).toBe(200);
    expect(documentParseErrors(res.body)).toEqual([]);
    const root = rootOf(res.body);
    expect(root).toContain('Truckförare natt');
    expect(root).not.toContain('Kassabiträde');
    expect(root).toContain('Sökresultat');
    expect(root).toContain('1 träff');
    expect(root).toMatch(/<input[^>]*name="q"[^>]*value="truck"/);
    expect(textOf(elementsNamed(res.body, 'title')[0]!)).toBe('truck – Lediga tjänster');
    expect(keysOf(res.body)).toEqual(expect.arrayContaining(['public-positions', 'public-search-options']));
  });

  it('filters by town without accents, and offers the towns of open ads', async () => {
    const root = rootOf((await page('/positions?ort=vasteras')).body);
    expect(root).toContain('Kassabiträde');
    expect(root).not.toContain('Truckförare natt');
    expect(root).toMatch(/<option value="Umeå">Umeå<\/option>/);
  });

  it("a company's page searches its own ads only and offers to clear a search that found nothing", async () => {
    const res = await page('/?company=lagerbolaget&q=kassa');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Inga tjänster matchar din sökning');
    expect(root).toContain('href="/?company=lagerbolaget"');
    expect(root).not.toContain('Kassabiträde');
  });

  it('a search the address cannot say is a 400 page that says why, never a 500', async () => {
    const res = await page(`/?q=${'a'.repeat(10_000)}`);
    expect(res.statusCode).toBe(400);
    expect(rootOf(res.body)).toContain('Sökningen får vara högst 200 tecken');
    expect((await page('/?ort=a&ort=b')).statusCode).toBe(400);
  });
});

describe("a booking link's page", () => {
  const tokens = ['A'.repeat(43), 'b_-'.repeat(14) + 'c'];
  const booking = (token: string) => page(`/boka/${token}`, { host: 'jobb.lagerbolaget.localhost:3000' });

  it("is 200 and noindex, in the company's site, with no data beyond the company (the page fetches the interview)", async () => {
    const res = await booking(tokens[0]!);
    expect(res.statusCode).toBe(200);
    expect(documentParseErrors(res.body)).toEqual([]);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(textOf(elementsNamed(res.body, 'title')[0]!)).toBe('Boka intervju');
    expect(rootOf(res.body)).toContain('Hämtar din intervju');
    expect(keysOf(res.body).sort()).toEqual(['public-company', 'public-config']);
    expect(stateOf(res.body).companyKey).toBe('lagerbolaget');
    expect(res.body).not.toContain(tokens[0]);
  });

  it('is one page for every link: rendered and kept once, never under a token', async () => {
    const asked = vi.spyOn(t.app.services.publicCache, 'get');
    try {
      const [first, second] = [await booking(tokens[0]!), await booking(tokens[1]!)];
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      for (const token of tokens) expect(second.body).not.toContain(token);
      const keys = asked.mock.calls.map(([key]) => key).filter((key) => key.startsWith('page:'));
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(1);
      for (const token of tokens) expect(keys[0]).not.toContain(token);
    } finally {
      asked.mockRestore();
    }
  });

  it('an address that cannot be a link is not found', async () => {
    for (const url of ['/boka/kort', `/boka/${tokens[0]}/mer`, '/boka/*']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe("Bevaka sökningen's link pages", () => {
  const token = `12.${'A'.repeat(43)}`;

  it('are 200 and noindex, one page for every link, never holding the token', async () => {
    const manage = await page(`/bevakning/${token}`);
    expect(manage.statusCode).toBe(200);
    expect(documentParseErrors(manage.body)).toEqual([]);
    expect(manage.body).toContain('<meta name="robots" content="noindex">');
    expect(textOf(elementsNamed(manage.body, 'title')[0]!)).toBe('Dina bevakningar');
    expect(manage.body).not.toContain(token);
    const other = await page(`/bevakning/13.${'b'.repeat(43)}`);
    expect(other.headers.etag).toBe(manage.headers.etag);
    const confirm = await page(`/bevakning/bekrafta/${token}`);
    expect(confirm.statusCode).toBe(200);
    expect(textOf(elementsNamed(confirm.body, 'title')[0]!)).toBe('Bekräfta bevakningen');
    expect(rootOf(confirm.body)).toContain('Bekräfta bevakningen');
    expect((await page('/bevakning/kort')).statusCode).toBe(404);
  });
});

describe("a survey link's page", () => {
  const token = 'S'.repeat(43);
  const survey = (path: string) => page(path, { host: 'jobb.lagerbolaget.localhost:3000' });

  it('is one noindex page for every link, rendered without the token (the page fetches the survey)', async () => {
    const [first, second] = [await survey(`/enkat/${token}`), await survey(`/enkat/${'t'.repeat(43)}`)];
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<meta name="robots" content="noindex">');
    expect(textOf(elementsNamed(first.body, 'title')[0]!)).toBe('Enkät');
    expect(rootOf(first.body)).toContain('Hämtar enkäten');
    expect(first.body).not.toContain(token);
    expect(second.body).toBe(first.body);
  });

  it('an address that cannot be a link is not found', async () => {
    for (const url of ['/enkat/kort', `/enkat/${token}/mer`])
      expect((await survey(url)).statusCode, url).toBe(404);
  });
});

describe('rendered pages are cached, revalidated and compressed', () => {
  it('answers with an ETag and no-cache, a 304 to a matching If-None-Match, brotli when accepted', async () => {
    const first = await page('/', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toContain('text/html');
    const html = brotliDecompressSync(first.rawPayload).toString('utf8');
    expect(html).toContain('Truckförare natt');
    const etag = String(first.headers.etag);
    const again = await page('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is rendered anew once a position changes (the public cache is told)', async () => {
    const before = await page('/');
    await t.db.update(positions).set({ name: 'Truckförare dag' }).where(eq(positions.id, open.id));
    await notifyPublicChanged(t.db);
    // The notice reaches the cache through LISTEN; wait for the page to change, not a fixed time.
    let after = before;
    for (let i = 0; i < 100 && after.body === before.body; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await page('/');
    }
    expect(rootOf(after.body)).toContain('Truckförare dag');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('without the server renderer public pages keep their head tags and status, with an empty root', async () => {
    const shell = await createTestApp({ webDistDir: dist, webSsrEntry: path.join(dist, 'none.js') });
    try {
      const list = await shell.app.inject({ url: '/', headers: { host: HOST } });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('<div id="root"></div>');
      expect(list.body).toContain('<title>Lediga tjänster</title>');
      const missing = await shell.app.inject({ url: '/om-oss/mer', headers: { host: HOST } });
      expect(missing.statusCode).toBe(404);
    } finally {
      await shell.close();
    }
  });

  it('leaves the admin site as the plain index.html', async () => {
    const res = await page('/', { host: 'localhost:3000' });
    expect(res.body).toBe(INDEX_HTML);
  });

  it("renders into the career site's own build (public.html) when there is one; the admin keeps index.html", async () => {
    const both = makeWebBuild({
      'index.html': INDEX_HTML,
      'public.html': INDEX_HTML.replace('/assets/index-abc.js', '/assets/public-xyz.js'),
    });
    const split = await createTestApp({ webDistDir: both });
    try {
      await buildPosition(split.db, (await buildContainer(split.db)).id, { name: 'Svetsare' });
      const list = await split.app.inject({ url: '/', headers: { host: HOST } });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('src="/assets/public-xyz.js"');
      expect(list.body).not.toContain('/assets/index-abc.js');
      const admin = await split.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
      expect(admin.body).toBe(INDEX_HTML);
    } finally {
      await split.close();
      rmSync(both, { recursive: true, force: true });
    }
  });
});
