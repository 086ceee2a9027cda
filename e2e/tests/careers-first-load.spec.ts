import { fileURLToPath } from 'node:url';
import { firstLoadFiles, type FirstLoadPage } from '../../bench/src/first-load-files.ts';
import { expect, test } from '../support/test.ts';
import { serverUrl } from '../support/env.ts';

/**
 * The bench counts a page's first-load JavaScript from the build's chunk graph (bench/src/first-load-files.ts);
 * here a browser opens each kind of page and the scripts it fetched until the app took over and the
 * network went quiet must be exactly those: none loaded that the bench leaves out, none counted that no
 * first visit loads. No pointer moves over a link, so nothing is fetched on intent.
 */
const site = serverUrl('jobb.localhost');
const dist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

test('a first visit loads exactly the scripts the bench counts', async ({ page }) => {
  const counted = new Map((await firstLoadFiles(dist)).map((p) => [p.page, p.files]));
  const response = await page.request.get(`${serverUrl()}/api/public/positions?take=1`);
  const ad = ((await response.json()) as { items: { path: string }[] }).items[0]!.path;
  const visits: [string, FirstLoadPage][] = [
    ['/', 'list'],
    ['/?q=lager&ort=V%C3%A4ster%C3%A5s', 'list'],
    [ad, 'position'],
    [`${ad}/apply`, 'apply'],
  ];
  for (const [path, kind] of visits) {
    const scripts = new Set<string>();
    const onRequest = (r: { resourceType(): string; url(): string }) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname.replace(/^\//, ''));
    };
    page.on('request', onRequest);
    // A new page each time: nothing in the module map from the visit before.
    await page.goto('about:blank');
    await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    page.off('request', onRequest);
    expect([...scripts].sort(), path).toEqual(counted.get(kind));
  }
});
