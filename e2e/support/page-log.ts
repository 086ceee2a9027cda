import type { Page, Request } from '@playwright/test';

/** One call the page made to the API: what, how it ended, and how long it took. */
interface ApiCall {
  what: string;
  started: number;
  outcome?: string;
}

const calls = new WeakMap<Page, ApiCall[]>();
const KEPT = 12;

/** The dispatcher's action name, or the path for the other endpoints. */
function describe(request: Request): string {
  const url = new URL(request.url());
  if (url.pathname === '/api/dispatcher') {
    const action = (request.postDataJSON() as { action?: unknown } | null)?.action;
    return `${request.method()} ${typeof action === 'string' ? action : url.pathname}`;
  }
  return `${request.method()} ${url.pathname}`;
}

/**
 * Notes the page's last API calls, so a journey that waited in vain can say what the page asked the server
 * and what came back (a journey's failure is all CI keeps).
 */
export function watchApi(page: Page) {
  const log: ApiCall[] = [];
  const byRequest = new WeakMap<Request, ApiCall>();
  calls.set(page, log);
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    const call = { what: describe(request), started: Date.now() };
    byRequest.set(request, call);
    log.push(call);
    if (log.length > KEPT) log.shift();
  });
  const finish = (request: Request, outcome: string) => {
    const call = byRequest.get(request);
    if (call) call.outcome = `${outcome} after ${Date.now() - call.started} ms`;
  };
  page.on(
    'requestfinished',
    (request) =>
      void request
        .response()
        .then((response) => finish(request, String(response?.status() ?? '?')))
        .catch(() => finish(request, 'no answer')),
  );
  page.on('requestfailed', (request) => finish(request, `failed (${request.failure()?.errorText ?? '?'})`));
}

/** What the page shows and last asked the server, for a failure message. */
export async function describePage(page: Page): Promise<string> {
  const shown = await page
    .evaluate(() => {
      const texts = (selector: string) =>
        Array.from(document.querySelectorAll(selector))
          .map((e) => e.textContent?.trim())
          .filter(Boolean);
      const toasts = (window as unknown as { __rekryToasts?: { text: string; taken: boolean }[] })
        .__rekryToasts;
      return {
        dialogs: Array.from(document.querySelectorAll('[role=dialog],[role=alertdialog]')).map(
          (d) => d.getAttribute('aria-label') ?? d.querySelector('h2')?.textContent ?? '?',
        ),
        alerts: texts('[role=alert]'),
        invalid: Array.from(document.querySelectorAll('[aria-invalid=true]')).map((field) => {
          const described = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
          const said = described.map((id) => document.getElementById(id)?.textContent?.trim());
          return `${field.getAttribute('name') ?? field.id}: ${said.filter(Boolean).join(' ')}`;
        }),
        toasts: (toasts ?? []).map((t) => `${t.text}${t.taken ? ' (taken)' : ''}`),
      };
    })
    .catch((error: unknown) => ({ unreadable: String(error) }));
  const api = (calls.get(page) ?? []).map(
    (call) => `  ${call.what}: ${call.outcome ?? `no answer yet after ${Date.now() - call.started} ms`}`,
  );
  return [
    `address: ${page.url()}`,
    `on the page: ${JSON.stringify(shown)}`,
    'last API calls:',
    ...(api.length ? api : ['  none']),
  ].join('\n');
}
