/**
 * Lighthouse 12 (its default mobile settings: a mid-range phone, simulated slow 4G) on the career site's
 * list, one position and its apply page, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 * Measured, never asserted: the numbers go into the bench report.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthousePage {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** ms */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Bytes over the wire for everything the page loaded. */
  transferredBytes: number;
  /** Of those, the scripts'. */
  scriptBytes: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** The bytes over the wire of the scripts a page loaded, from Lighthouse's network-requests audit. */
function scriptTransfer(details: unknown): number {
  const items = ((details as { items?: NetworkRequest[] } | undefined)?.items ?? []) as NetworkRequest[];
  return items.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** The public site's address for a server at `serverUrl` (the host picks the public variant). */
function publicOrigin(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `http://jobb.localhost:${url.port}`;
}

/** Runs Lighthouse on the list, a search, the first listed position and its apply page. */
export async function measureLighthouse(serverUrl: string): Promise<LighthousePage[]> {
  const origin = publicOrigin(serverUrl);
  const list = (await (await fetch(`${serverUrl}/api/public/positions?take=1`)).json()) as {
    items: { path: string }[];
  };
  const position = list.items[0]?.path;
  if (!position) throw new Error('no open public position to measure');
  const pages = [
    { page: 'list', url: `${origin}/` },
    { page: 'search', url: `${origin}/?q=lager&ort=V%C3%A4ster%C3%A5s` },
    { page: 'position', url: `${origin}${position}` },
    { page: 'apply', url: `${origin}${position}/apply` },
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: LighthousePage[] = [];
    for (const { page, url } of pages) {
      const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits } = run.lhr;
      const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
      results.push({
        page,
        url,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        seo: score(categories.seo?.score),
        bestPractices: score(categories['best-practices']?.score),
        lcp: Math.round(numeric('largest-contentful-paint')),
        fcp: Math.round(numeric('first-contentful-paint')),
        tbt: Math.round(numeric('total-blocking-time')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        transferredBytes: Math.round(numeric('total-byte-weight')),
        scriptBytes: scriptTransfer(audits['network-requests']?.details),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** The report's table of Lighthouse numbers. */
export function formatLighthouse(pages: LighthousePage[]): string {
  const head = 'Lighthouse 12 (mobile)  perf  a11y  seo  bp   LCP ms  FCP ms  TBT ms  CLS    kB  JS kB';
  const rows = pages.map((p) =>
    [
      p.page.padEnd(22),
      String(p.performance).padStart(5),
      String(p.accessibility).padStart(5),
      String(p.seo).padStart(4),
      String(p.bestPractices).padStart(4),
      String(p.lcp).padStart(8),
      String(p.fcp).padStart(7),
      String(p.tbt).padStart(7),
      p.cls.toFixed(3).padStart(6),
      (p.transferredBytes / 1000).toFixed(0).padStart(5),
      (p.scriptBytes / 1000).toFixed(1).padStart(6),
    ].join(' '),
  );
  return [head, ...rows].join('\n');
}

/** `node --import tsx bench/src/lighthouse.ts http://localhost:3000`: just this, on a running server. */
if (import.meta.url === `file://${process.argv[1]}`)
  console.log(formatLighthouse(await measureLighthouse(process.argv[2] ?? 'http://localhost:3000')));
