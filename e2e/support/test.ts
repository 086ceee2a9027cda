import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const isPublic = (url: string) => /\/\/jobb[.-]/.test(url);

/** Waits until the career site's browser app has taken over the server's HTML (SPEC §2 public pages). */
async function appReady(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Playwright's `test` whose page waits, after opening or reloading a public page, until the app has
 * hydrated it: the server's HTML is visible at once, and a click before hydration would reach a button
 * whose handler is not attached yet.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (isPublic(page.url())) await appReady(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (isPublic(page.url())) await appReady(page);
        return response;
      };
    }
    await use(page);
  },
});
