import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from './axe.ts';

/** Where the specs' screenshots go (looked at by hand, never compared). */
export const SCREENSHOTS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);

/** The two widths every new screen is looked at in (SPEC: responsive down to a 390 px phone). */
export const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

/**
 * Once the page has settled: it does not scroll sideways, a full-page screenshot `name`.png is taken, and
 * axe finds nothing.
 */
export async function checkedScreenshot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} ska inte kunna scrollas i sidled`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  await expectNoAxeViolations(page);
}
