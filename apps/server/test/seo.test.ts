import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_STATE_ID } from '@rekry/domain';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, daysFromNow } from './helpers/factories.ts';
import type { BuiltContainer, BuiltPosition } from './helpers/factories.ts';
import { documentParseErrors, elementsNamed, textOf } from './helpers/html.ts';
import { INDEX_HTML, webBuildForFile } from './helpers/web-build.ts';

// The pages are reached through a TLS proxy on this machine (inject's peer is 127.0.0.1): TRUST_PROXY names it.
const t = testAppForFile({ webDistDir: webBuildForFile(), trustProxy: ['127.0.0.1'] });
let company: BuiltContainer;
let open: BuiltPosition;

const page = (url: string, host = 'jobb.localhost:3000') =>
  t.app.inject({ url, headers: { host, 'x-forwarded-proto': 'https' } });

/** The JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, any> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

beforeAll(async () => {
  company = await buildContainer(t.db, {
    metadata: {
      foreignKey: null,
      properties: { displayName: 'Bolaget "<Ett>"', website: 'https://bolaget.se', companyLogo: 'logo.svg' },
    },
  });
  open = await buildPosition(t.db, company.id, {
    name: 'Lagerarbetare </script><script>alert(1)</script>',
    location: 'Umeå',
    description: `<p>Vi söker en <strong>lagerarbetare</strong> &amp; truckförare.</p><p>${'Mer text. '.repeat(30)}</p>`,
    metadata: { employmentType: 'FULL_TIME' },
  });
});

describe('SEO tags in the first HTML of a position page', () => {
  it('carries title, description, canonical, Open Graph and a JobPosting, all safely escaped', async () => {
    const res = await page(`/${open.id}_lagerarbetare`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Lagerarbetare &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; – Bolaget &quot;&lt;Ett&gt;&quot;</title>',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    const description = /<meta name="description" content="([^"]*)">/.exec(html)![1]!;
    expect(description.startsWith('Vi söker en lagerarbetare &amp; truckförare. Mer text.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(170);
    expect(description.endsWith('…')).toBe(true);
    const canonical = `https://jobb.localhost:3000/${open.id}_lagerarbetare-script-script-alert-1-script`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(html).toContain('<meta property="og:title" content="Lagerarbetare');
    expect(html).toContain(
      `<meta property="og:image" content="https://jobb.localhost:3000/api/public/open/containers/${company.id}/assets?id=assets%2Flogo.svg">`,
    );
    expect(html).not.toContain('noindex');

    const posting = jsonLd(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Lagerarbetare </script><script>alert(1)</script>',
      datePosted: open.start!.toISOString(),
      validThrough: open.stop!.toISOString(),
      hiringOrganization: { '@type': 'Organization', name: 'Bolaget "<Ett>"', sameAs: 'https://bolaget.se' },
      jobLocation: { address: { addressLocality: 'Umeå', addressCountry: 'SE' } },
      employmentType: 'FULL_TIME',
      url: canonical,
    });
    expect(posting.description).toContain('<strong>lagerarbetare</strong>');
    // The script block holds no raw '<' at all, so nothing in the data can end it early.
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toContain('<');
  });

  it('works for the old-style and apply addresses too (apply pages not indexed)', async () => {
    for (const url of [`/positions/${open.id}`, `/${open.id}`]) {
      expect((await page(url)).body).toContain('"@type":"JobPosting"');
    }
    const apply = await page(`/${open.id}_x/apply`);
    expect(apply.body).toContain('<title>Ansök: Lagerarbetare');
    expect(apply.body).toContain('<meta name="robots" content="noindex">');
  });

  it('marks internal and closed positions noindex, without a JobPosting', async () => {
    const internal = await buildPosition(t.db, company.id, { name: 'Intern tjänst', isInternal: true });
    const closed = await buildPosition(t.db, company.id, { name: 'Stängd tjänst', stop: daysFromNow(-2) });
    for (const url of [
      `/internal/${internal.linkId}`,
      `/internal-positions/${internal.linkId}`,
      `/${closed.id}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('application/ld+json');
    }
    // An internal position is not reached by its number.
    expect((await page(`/${internal.id}`)).statusCode).toBe(404);
  });

  it('answers an unknown public path with 404 and the app (its not-found screen), the list pages with 200', async () => {
    for (const url of [
      '/999999_finns-inte',
      '/om-oss/mer',
      '/login',
      '/admin',
      '/positions/abc',
      '/internal/inte-en-guid',
      `/${open.id}_x/apply/mer`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    for (const url of ['/', '/positions', '/?company=bolaget']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain('noindex');
    }
  });

  it('is one well-formed document whatever the name and description hold (no replacement patterns)', async () => {
    const tricky = ['$&', "$'", '$`', '$$', '$1', '</script>', '<!--', '-->', '"', "'", '</head>', '<title>'];
    for (const text of tricky) {
      const name = `Lager ${text} arbete`;
      const position = await buildPosition(t.db, company.id, {
        name,
        description: `<p>Beskrivning ${text} och ${text}</p>`,
        text: `Kort ${text}`,
      });
      const res = await page(`/${position.id}`);
      expect(res.statusCode, text).toBe(200);
      expect(documentParseErrors(res.body), text).toEqual([]);
      for (const tag of ['html', 'head', 'body', 'title'])
        expect(elementsNamed(res.body, tag), tag).toHaveLength(1);
      expect(textOf(elementsNamed(res.body, 'title')[0]!), text).toBe(`${name} – Bolaget "<Ett>"`);
      expect(
        elementsNamed(res.body, 'div').filter((d) => d.attrs.some((a) => a.value === 'root')),
      ).toHaveLength(1);
      const scripts = elementsNamed(res.body, 'script');
      const ld = scripts.filter((s) => s.attrs.some((a) => a.value === 'application/ld+json'));
      expect(ld).toHaveLength(1);
      expect(JSON.parse(textOf(ld[0]!)).title).toBe(name);
      // The state the browser hydrates from is data, whole, whatever the texts hold.
      const state = scripts.filter((s) => s.attrs.some((a) => a.value === PUBLIC_STATE_ID));
      expect(state).toHaveLength(1);
      expect(JSON.stringify(JSON.parse(textOf(state[0]!)))).toContain(JSON.stringify(name));
      // Nothing of the page was copied into it: the index's own text appears once.
      expect(res.body.split('<div id="root">')).toHaveLength(2);
    }
  });

  it('leaves the admin site alone', async () => {
    const res = await page(`/${open.id}_lagerarbetare`, 'localhost:3000');
    expect(res.body).toBe(INDEX_HTML);
  });
});

describe('sitemap and robots.txt', () => {
  it("lists the open public positions' absolute addresses", async () => {
    const internal = await buildPosition(t.db, company.id, { name: 'Hemlig', isInternal: true });
    t.app.services.publicCache.clear();
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain(
      `<loc>https://jobb.localhost:3000/${open.id}_lagerarbetare-script-script-alert-1-script</loc>`,
    );
    expect(res.body).not.toContain(internal.linkId);
    expect(res.body).not.toContain('Stängd');
  });

  it('points robots to the sitemap on the public site, and keeps robots off the admin site', async () => {
    const robots = await page('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://jobb.localhost:3000/sitemap.xml');
    const admin = await page('/robots.txt', 'min.localhost:3000');
    expect(admin.body).toBe('User-agent: *\nDisallow: /\n');
    expect((await page('/sitemap.xml', 'min.localhost:3000')).statusCode).toBe(404);
  });
});
