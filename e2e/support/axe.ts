import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  // A button that has just become enabled still fades from its grey (transition-colors): axe measured
  // the colour halfway once. Running transitions are let finish first (a spinner's endless one is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself. The default opens a blank page for every scan to merge the
  // results of cross-origin frames, which Rekry's screens do not have; that page cost a second a scan.
  // Only violations are asked for: axe then describes one node per passing rule instead of every node
  // (a selector each), about 40 % of a scan's time on a long list; the violations found are the same.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
