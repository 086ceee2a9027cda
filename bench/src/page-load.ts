/**
 * A staff page's load as its user waits for it: Chromium (CHROME_PATH) opens the page signed in, again and
 * again for the scenario's time, each time in a fresh context (nothing cached: the first visit of a
 * session), and one sample is the time from the navigation's start until `ready` is on the page (the
 * people list's rows, not the spinner before them). One browser tab at a time, so the figure is the
 * page's own: its chunks, its queries in their order and its drawing.
 */
import { chromium, type Browser } from 'playwright-core';
import { Samples, round, type Measurement } from './samples.ts';

export interface PageLoad {
  /** The session the page starts in (the admin's token and company, as the sign-in leaves them). */
  token: string;
  containerId: number;
  /** A CSS selector that matches once the page shows what its user came for. */
  ready: string;
}

/** The GDPR page's people list with its rows (a table row: the bench's window is a desktop's). */
export const GDPR_PEOPLE_SHOWN = 'table[aria-label="Personer"] tbody tr';

/** How long one load may take before it counts as a time-out. */
const LOAD_TIMEOUT_MS = 30_000;

/**
 * The admin site's address of a server at `serverUrl` (http://127.0.0.1:port): the host picks the
 * variant, and `localhost` is the admin's.
 */
export function adminOrigin(serverUrl: string): string {
  return `http://localhost:${new URL(serverUrl).port}`;
}

/**
 * Marks the moment `selector` first matches, in ms from the navigation's start. A string, not a function:
 * tsx's transform adds helpers to a function's body that the page does not have.
 */
const watchFor = (selector: string) => `
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      window.__readyAt ??= performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`;

async function loadOnce(browser: Browser, url: string, load: PageLoad): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sv-SE' });
  try {
    const origin = new URL(url).origin;
    await context.addInitScript(`
      localStorage.setItem('rekry.token', ${JSON.stringify(load.token)});
      localStorage.setItem('rekry.containerId', '${load.containerId}');
      ${watchFor(load.ready)}`);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    if (new URL(page.url()).origin !== origin) throw new Error(`redirected to ${page.url()}`);
    const handle = await page.waitForFunction('window.__readyAt', undefined, {
      timeout: LOAD_TIMEOUT_MS,
      polling: 50,
    });
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/** Loads the page for `durationSeconds` (at least three times) and measures each load. */
export async function measurePageLoads(
  spec: { url: string; page: PageLoad },
  durationSeconds: number,
): Promise<Measurement> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const samples = new Samples();
  let requests = 0;
  let errors = 0;
  let timeouts = 0;
  let lastError: Error | undefined;
  const started = performance.now();
  const until = started + durationSeconds * 1000;
  try {
    while (performance.now() < until || requests < 3) {
      requests++;
      try {
        samples.add(await loadOnce(browser, spec.url, spec.page));
      } catch (err) {
        lastError = err as Error;
        if (lastError.name === 'TimeoutError') timeouts++;
        errors++;
        // A page that never shows its list fails the scenario, not the next ten seconds of it.
        if (errors >= 3) break;
      }
    }
  } finally {
    await browser.close();
  }
  if (errors >= 3) throw new Error(`the page did not show '${spec.page.ready}': ${lastError?.message}`);
  const elapsed = (performance.now() - started) / 1000;
  return {
    connections: 1,
    durationSeconds: round(elapsed, 2),
    requests,
    requestsPerSecond: round(requests / elapsed, 1),
    latencyMs: samples.summary(),
    non2xx: 0,
    errors,
    timeouts,
    statusCodes: {},
  };
}

/**
 * `node --import tsx bench/src/page-load.ts http://localhost:3000 <token> [path] [seconds]`: just this, on
 * a running server (Demo AB's GDPR page unless another path is given).
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const [server = 'http://localhost:3000', token = '', path = '/admin/gdpr', seconds = '10'] =
    process.argv.slice(2);
  const measured = await measurePageLoads(
    {
      url: `${adminOrigin(server)}${path}`,
      page: { token, containerId: 1, ready: GDPR_PEOPLE_SHOWN },
    },
    Number(seconds),
  );
  console.log(JSON.stringify(measured, null, 2));
}
