import { expect, test, type Page } from '../support/test.ts';
import { serverUrl } from '../support/env.ts';

const site = serverUrl('jobb.localhost');

/**
 * Watches #root from before the app's script runs: every node added or removed and every text changed
 * after the server's HTML arrived. Hydration that matches the server changes none of them.
 */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { rootChanges: string[] }).rootChanges = changes;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        for (const r of records) {
          const nodes = Array.from(r.addedNodes)
            .concat(Array.from(r.removedNodes))
            .filter(
              // React moves resource hints (<link rel=preload>) into <head>; that is not content.
              (n) => n.nodeName !== 'LINK' && n.nodeType !== Node.COMMENT_NODE,
            );
          if (r.type === 'characterData' || nodes.length)
            changes.push(
              `${r.type} ${nodes.map((n) => n.nodeName).join(',')} ${r.target.textContent?.slice(0, 60)}`,
            );
        }
      }).observe(root, { childList: true, subtree: true, characterData: true });
    });
  });
}

/** Console errors and failed scripts; the public data the page fetched after it arrived. */
function record(page: Page) {
  const errors: string[] = [];
  const fetched: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/public/') && !pathname.includes('/assets')) fetched.push(pathname);
  });
  return { errors, fetched };
}

async function firstPositionPath(page: Page): Promise<string> {
  await page.goto(`${site}/`);
  const href = await page.locator('main a[href^="/"][href*="_"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

test('each public page hydrates what the server drew: no console error, no change, no second fetch', async ({
  page,
}) => {
  const ad = await firstPositionPath(page);
  await watchRoot(page);
  const seen = record(page);
  // The company page last: the tab remembers a ?company= (SPEC §2), and a page the server drew without
  // it would then turn into that company's after hydration, as it should.
  for (const path of ['/', ad, `${ad}/apply`, '/positions?company=demo']) {
    seen.errors.length = 0;
    seen.fetched.length = 0;
    await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
    // Interactive: the app has taken over the server's HTML.
    await expect(page.locator('main')).toBeVisible();
    expect(seen.errors, path).toEqual([]);
    expect(seen.fetched, path).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { rootChanges: string[] }).rootChanges),
      path,
    ).toEqual([]);
  }
});

test('after hydration the site works as an app: links navigate in place, the form takes input', async ({
  page,
}) => {
  const ad = await firstPositionPath(page);
  await page.goto(`${site}${ad}`, { waitUntil: 'networkidle' });
  const apply = page.getByRole('link', { name: 'Sök tjänsten' });
  // The form's code is fetched on intent, before the click.
  const formCode = page.waitForRequest((r) => /apply-page-[\w-]+\.js$/.test(r.url()));
  await apply.hover();
  await formCode;
  await apply.click();
  await expect(page).toHaveURL(new RegExp(`${ad}/apply$`));
  const firstName = page.getByLabel('Förnamn');
  await firstName.fill('Anna');
  await expect(firstName).toHaveValue('Anna');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list and every position can be read, and the apply form is shown', async ({ page }) => {
    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { name: 'Hitta ditt nästa jobb' })).toBeVisible();
    const links = page.locator('main a[href^="/"][href*="_"]');
    expect(await links.count()).toBeGreaterThan(2);
    const href = (await links.first().getAttribute('href'))!;
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByRole('link', { name: 'Sök tjänsten' })).toBeVisible();
    await page.getByRole('link', { name: 'Sök tjänsten' }).click();
    await expect(page.getByLabel('Förnamn')).toBeVisible();

    await page.goto(`${site}/positions?company=demo`);
    await expect(page.getByRole('heading', { name: 'Jobba hos Demo AB' })).toBeVisible();
  });
});
