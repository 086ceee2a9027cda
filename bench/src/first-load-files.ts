/**
 * Which script files a first visit to each kind of career-site page loads before it is hydrated, from the
 * career site's build (apps/web/dist): the entry script of public.html with its modulepreload links and
 * every chunk they import statically, and each page's own chunk (what start-public.tsx loads before
 * hydrating it) with the chunks it imports. The bench measures these files (bundle-size.ts);
 * e2e/tests/careers-first-load.spec.ts checks them against what a browser loads.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** apps/web/vite.config.ts PUBLIC_MANIFEST */
const PUBLIC_MANIFEST = '.vite/public-manifest.json';
/** The lazy chunks each page loads before it is hydrated, besides the entry's. */
const PAGES = [
  { page: 'list', lazy: ['src/features/careers/positions-page.tsx'] },
  { page: 'position', lazy: ['src/features/careers/position-detail-page.tsx'] },
  { page: 'apply', lazy: ['src/features/careers/apply/apply-page.tsx'] },
] as const;

export type FirstLoadPage = (typeof PAGES)[number]['page'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Script and modulepreload addresses in an HTML shell, as dist-relative paths. */
function scriptsOfIndexHtml(html: string): string[] {
  const found = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  return found.map((m) => m[1]!.replace(/^\//, ''));
}

/** The manifest keys reachable from `start` through static imports. */
function staticClosure(manifest: Manifest, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** Per kind of page, the dist-relative script files of its first load, sorted. */
export async function firstLoadFiles(distDir: string): Promise<{ page: FirstLoadPage; files: string[] }[]> {
  const html = await readFile(path.join(distDir, 'public.html'), 'utf8').catch(() => {
    throw new Error(`no career-site build at ${distDir} (run npm run build first)`);
  });
  const manifest = JSON.parse(
    await readFile(path.join(distDir, PUBLIC_MANIFEST), 'utf8').catch(() => {
      throw new Error(`the web build has no ${PUBLIC_MANIFEST} (apps/web/vite.config.ts)`);
    }),
  ) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  for (const { lazy } of PAGES)
    for (const key of lazy) if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
  return PAGES.map(({ page, lazy }) => {
    const files = new Set(scriptsOfIndexHtml(html));
    for (const key of staticClosure(manifest, [...entries, ...lazy])) files.add(manifest[key]!.file);
    return { page, files: [...files].sort() };
  });
}
