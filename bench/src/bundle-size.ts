/**
 * The JavaScript a first visit to the career site downloads, per kind of page: the entry script of
 * apps/web/dist/public.html (the career site's own build) with its modulepreload links and every chunk
 * they import statically; the list adds its page's chunk, a position its page's, the apply page the form's (what
 * start-public.tsx loads before hydrating them: the HTML cleaner is not, the server's cleaned HTML is
 * taken over; e2e/tests/careers-first-load.spec.ts checks these lists against a browser). The build's manifest
 * gives the exact chunk graph. Each file is then fetched from the running server as a browser would
 * (Accept-Encoding: br, gzip) and the bytes that come over the wire are counted, so the figure is what a
 * phone receives, compression and all. Measured on the existing build; none is made.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { get } from 'node:http';
import { repoRoot } from './server.ts';

export const PUBLIC_FIRST_LOAD_AIM_KB = 100;
/** apps/web/vite.config.ts PUBLIC_MANIFEST */
const PUBLIC_MANIFEST = '.vite/public-manifest.json';
/** The lazy chunks each page loads before it is hydrated, besides the entry's. */
const PAGES = [
  { page: 'list', lazy: ['src/features/careers/positions-page.tsx'] },
  { page: 'position', lazy: ['src/features/careers/position-detail-page.tsx'] },
  { page: 'apply', lazy: ['src/features/careers/apply/apply-page.tsx'] },
] as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleSize {
  page: string;
  /** The measured files, relative to dist: size on disk, bytes sent by the server and their encoding. */
  files: { file: string; bytes: number; transferredBytes: number; encoding: string }[];
  totalBytes: number;
  totalTransferredBytes: number;
  aimKb: number;
}

/** The body bytes a browser receives for one address (not decoded), and the encoding they came in. */
function transferred(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: HTTP ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

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

export async function measurePublicFirstLoad(
  serverUrl: string,
  distDir = path.join(repoRoot, 'apps/web/dist'),
): Promise<BundleSize[]> {
  const html = await readFile(path.join(distDir, 'public.html'), 'utf8').catch(() => {
    throw new Error(`no career-site build at ${path.relative(repoRoot, distDir)} (run npm run build first)`);
  });
  const manifest = JSON.parse(
    await readFile(path.join(distDir, PUBLIC_MANIFEST), 'utf8').catch(() => {
      throw new Error(`the web build has no ${PUBLIC_MANIFEST} (apps/web/vite.config.ts)`);
    }),
  ) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  for (const { lazy } of PAGES)
    for (const key of lazy) if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);

  const sizes = new Map<string, Promise<BundleSize['files'][number]>>();
  const measure = (file: string) => {
    if (!sizes.has(file))
      sizes.set(
        file,
        Promise.all([readFile(path.join(distDir, file)), transferred(`${serverUrl}/${file}`)]).then(
          ([bytes, sent]) => ({
            file,
            bytes: bytes.length,
            transferredBytes: sent.bytes,
            encoding: sent.encoding,
          }),
        ),
      );
    return sizes.get(file)!;
  };
  return Promise.all(
    PAGES.map(async ({ page, lazy }) => {
      const files = new Set(scriptsOfIndexHtml(html));
      for (const key of staticClosure(manifest, [...entries, ...lazy])) files.add(manifest[key]!.file);
      const measured = await Promise.all([...files].sort().map(measure));
      return {
        page,
        files: measured,
        totalBytes: measured.reduce((sum, f) => sum + f.bytes, 0),
        totalTransferredBytes: measured.reduce((sum, f) => sum + f.transferredBytes, 0),
        aimKb: PUBLIC_FIRST_LOAD_AIM_KB,
      };
    }),
  );
}

/** One line per page: what it loads before it is hydrated. */
export function formatFirstLoad(pages: BundleSize[]): string[] {
  return pages.map(
    (p) =>
      `Public first-load JS (${p.page}): ${(p.totalTransferredBytes / 1000).toFixed(1)} kB transferred ` +
      `(${p.files.length} files as sent: ${[...new Set(p.files.map((f) => f.encoding))].join(', ')}; ` +
      `${(p.totalBytes / 1000).toFixed(1)} kB uncompressed; aim < ${p.aimKb} kB)`,
  );
}

/** `node --import tsx bench/src/bundle-size.ts http://jobb.localhost:3000`: just this, per file. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = await measurePublicFirstLoad(process.argv[2] ?? 'http://localhost:3000');
  for (const size of pages) {
    console.log(size.page);
    for (const f of size.files)
      console.log(
        `${(f.transferredBytes / 1000).toFixed(1).padStart(7)} kB  ${f.encoding.padEnd(8)} ${f.file}`,
      );
  }
  console.log(formatFirstLoad(pages).join('\n'));
}
