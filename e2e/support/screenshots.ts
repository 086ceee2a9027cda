import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from './axe.ts';

/** Where the journeys' screenshots go (looked at by hand, never compared; git ignores the folder). */
export const SCREENSHOTS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

/**
 * Pictures are taken only when asked for (`npm run screenshots`): in `npm test` and CI nobody looks at
 * them, and a full-page picture costs a second or more of a loaded two-core machine. What the journeys
 * assert around them (no sideways scroll, axe) runs either way.
 */
const wanted = process.env.REKRY_SCREENSHOTS === '1';

/** The two widths every new screen is looked at in (SPEC: responsive down to a 390 px phone). */
export const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** Saves `name`.png of a page (optionally whole) or of one element, when screenshots are asked for. */
export async function saveScreenshot(target: Page | Locator, name: string, { fullPage = false } = {}) {
  if (!wanted) return;
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}

/**
 * Once its fonts are in, the page is no wider than its window (SPEC: no sideways scroll down to a phone);
 * its full-page picture `name`.png is saved when asked for.
 */
export async function expectFits(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} ska inte kunna scrollas i sidled`).toBeLessThanOrEqual(0);
  await saveScreenshot(page, name, { fullPage: true });
}

/** Once the page has settled: it fits its window (and is pictured, see `expectFits`) and axe finds nothing. */
export async function checkedScreenshot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expectFits(page, name);
  await expectNoAxeViolations(page);
}
