import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { watchApi } from './page-log.ts';

export * from '@playwright/test';

const isPublic = (url: string) => /\/\/jobb[.-]/.test(url);

/** Waits until the career site's browser app has taken over the server's HTML (SPEC §2 public pages). */
async function appReady(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Runs in every page before its scripts: notes the text of each toast the moment it is drawn, so a journey
 * can ask whether a toast was shown even after its 1.5 s have passed (support/app.ts `expectToast`).
 */
function recordToasts() {
  const log: { text: string; taken: boolean }[] = [];
  const seen = new WeakSet<Element>();
  (window as unknown as { __rekryToasts: typeof log }).__rekryToasts = log;
  const note = () => {
    document.querySelectorAll('[data-sonner-toast]').forEach((toast) => {
      const text = toast.textContent?.trim();
      if (seen.has(toast) || !text) return;
      seen.add(toast);
      log.push({ text, taken: false });
    });
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * After opening or reloading a public page, waits until the app has hydrated it: the server's HTML is
 * visible at once, and a click or a file chosen before hydration would reach an input whose handler is not
 * attached yet.
 */
function readyAfterNavigation(page: Page) {
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

/** Every page opened in `context` waits for hydration like the journey's own page. */
function readyPagesIn(context: BrowserContext) {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    watchApi(page);
    readyAfterNavigation(page);
    return page;
  };
}

/**
 * Playwright's `test` for every journey. Its pages, and those of every context a journey opens itself (a
 * second person's browser), record the toasts they show and wait for hydration after opening a public page.
 */
export const test = base.extend<{ everyContextLikeThePage: void }>({
  everyContextLikeThePage: [
    // After `context`: the journey's own context is set up by the `page` fixture below, which knows
    // whether the journey runs without JavaScript; only the contexts a journey opens itself pass here.
    async ({ browser, context: _journeys }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await context.addInitScript(recordToasts);
        if (options?.javaScriptEnabled !== false) readyPagesIn(context);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      // On the context: pages a journey opens beside this one record theirs too.
      await page.context().addInitScript(recordToasts);
      watchApi(page);
      readyAfterNavigation(page);
      readyPagesIn(page.context());
    }
    await use(page);
  },
});
