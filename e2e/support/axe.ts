import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** axe-core as a script for the page (the same file @axe-core/playwright would send). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Runs axe-core on the page (or only inside `include`, a CSS selector) and expects no violations,
 * listed as 'rule: targets' so a failure names the element.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A fading toast is half transparent: axe would measure its contrast mid-animation. Sonner holds its
  // toasts while the pointer rests on them, so move it away.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  // Every page has an h1 (axe checks it): waiting for one first keeps axe out of a route still loading.
  if (!include) await expect(page.locator('h1').first()).toBeAttached({ timeout: 10_000 });
  // A list fetching its next answer is dimmed meanwhile (and says aria-busy): its contrast is measured
  // once it has settled, as a person reads it.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  // axe runs in the page itself, sent once per document: the admin keeps its document from screen to
  // screen, so a journey's later scans reuse it. (@axe-core/playwright sends its half-megabyte script
  // twice per scan, and its default mode opens a blank page per scan for frames Rekry does not have.)
  // Only violations are asked for: axe then describes one node per passing rule instead of every node.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const results = await window.axe!.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include ?? null);
  expect(violations).toEqual([]);
}
