/**
 * The JavaScript a first visit to the public career site ('/') downloads, gzipped: the entry script of
 * apps/web/dist/index.html with its modulepreload links, plus the public app chunk and every chunk it
 * imports statically (the lazy routes, e.g. the application form, excluded). Vite's manifest
 * (build.manifest) gives the exact chunk graph. Measured on the existing build; none is made here.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './server.ts';

export const PUBLIC_FIRST_LOAD_AIM_KB = 100;
const PUBLIC_APP_SOURCE = 'src/app/public-app.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleSize {
  /** The measured files, relative to dist, with their sizes in bytes. */
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
  aimKb: number;
}

/** Script and modulepreload addresses in index.html, as dist-relative paths. */
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
  distDir = path.join(repoRoot, 'apps/web/dist'),
): Promise<BundleSize> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`no web build at ${path.relative(repoRoot, distDir)} (run npm run build first)`);
  });
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8').catch(() => {
      throw new Error('the web build has no .vite/manifest.json (build.manifest in vite.config.ts)');
    }),
  ) as Manifest;
  if (!manifest[PUBLIC_APP_SOURCE]) throw new Error(`${PUBLIC_APP_SOURCE} is not a chunk of the build`);
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);

  const files = new Set(scriptsOfIndexHtml(html));
  for (const key of staticClosure(manifest, [...entries, PUBLIC_APP_SOURCE])) files.add(manifest[key]!.file);

  const measured = await Promise.all(
    [...files].sort().map(async (file) => {
      const bytes = await readFile(path.join(distDir, file));
      return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
    }),
  );
  return {
    files: measured,
    totalBytes: measured.reduce((sum, f) => sum + f.bytes, 0),
    totalGzipBytes: measured.reduce((sum, f) => sum + f.gzipBytes, 0),
    aimKb: PUBLIC_FIRST_LOAD_AIM_KB,
  };
}

/** `node --import tsx bench/src/bundle-size.ts`: just this measurement, per file. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const size = await measurePublicFirstLoad();
  for (const f of size.files) console.log(`${(f.gzipBytes / 1000).toFixed(1).padStart(7)} kB  ${f.file}`);
  console.log(
    `${(size.totalGzipBytes / 1000).toFixed(1).padStart(7)} kB  total gzip (aim < ${size.aimKb} kB)`,
  );
}
