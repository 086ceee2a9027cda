import { ACCESSIBILITY_STATEMENT_PATH } from '@rekry/domain/public';
import { expect, test, type Page } from '../support/test.ts';
import { sendStandardApplication, uniqueEmail } from '../support/app.ts';
import { serverUrl } from '../support/env.ts';
import { checkHtml, describeHtmlMessage } from '../support/html-checker.ts';

/**
 * Every public page is valid HTML by the W3C Nu HTML checker (vnu): as the server sends it and as the
 * page stands once the app has taken it over, and the thank-you page a sent application ends on.
 */
const POSITION = 'Lagermedarbetare till vårt lager i Västerås';
const site = serverUrl('jobb.localhost');

/**
 * The public pages by name, with the HTTP status each answers; a new page is one line here. The company's
 * page comes last: the tab remembers its company (SPEC §2), so the pages after it are drawn in its
 * branding in the browser (its footer), the portal's before it.
 */
function publicPages(ad: string): Record<string, { path: string; status: number }> {
  return {
    portal: { path: '/', status: 200 },
    sökning: { path: '/positions?q=lager&ort=vasteras', status: 200 },
    annons: { path: ad, status: 200 },
    ansökan: { path: `${ad}/apply`, status: 200 },
    '404': { path: '/det-har-finns-inte', status: 404 },
    tillgänglighetsredogörelse: { path: ACCESSIBILITY_STATEMENT_PATH, status: 200 },
    företagssida: { path: '/?company=demo', status: 200 },
    talangpool: { path: '/talangpool?company=demo', status: 200 },
  };
}

/** The ad's address, as the public list links it. */
async function adPath(page: Page): Promise<string> {
  // Node resolves no *.localhost names (the browser does), so the API is asked on plain localhost.
  const response = await page.request.get(`${serverUrl()}/api/public/positions?take=100`);
  const list = (await response.json()) as { items: { name: string; path: string }[] };
  const item = list.items.find((p) => p.name === POSITION);
  if (!item) throw new Error(`${POSITION} saknas i den publika listan`);
  return item.path;
}

test('every public page passes the Nu HTML checker, as sent and after hydration', async ({ page }) => {
  const html: Record<string, string> = {};
  const ad = await adPath(page);
  for (const [name, { path, status }] of Object.entries(publicPages(ad))) {
    const response = await page.goto(`${site}${path}`);
    expect(response?.status(), name).toBe(status);
    html[`${name} (från servern)`] = await response!.text();
    html[`${name} (i webbläsaren)`] = await page.content();
  }
  // The thank-you page is drawn only in the browser, once the form (now in the company's branding) is sent.
  await page.goto(`${site}${ad}/apply`);
  await sendStandardApplication(page, {
    email: uniqueEmail('html-giltig'),
    firstname: 'Vera',
    surname: 'Nu',
    ssnSerial: 171,
  });
  html['tack (i webbläsaren)'] = await page.content();

  const messages = checkHtml(html);
  const warnings = messages.filter((m) => m.kind === 'warning').map(describeHtmlMessage);
  if (warnings.length) console.log(`Nu HTML checker, varningar:\n${warnings.join('\n')}`);
  expect(messages.filter((m) => m.kind === 'error').map(describeHtmlMessage)).toEqual([]);
});
