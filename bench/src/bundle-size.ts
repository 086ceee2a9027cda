/**
 * The JavaScript a first visit to the public career site ('/') downloads: the entry script of
 * apps/web/dist/index.html with its modulepreload links, plus the public app chunk and every chunk it
 * imports statically (the lazy routes, e.g. the application form, excluded). Vite's manifest
 * (build.manifest) gives the exact chunk graph. Each file is then fetched from the running server as a
 * browser would (Accept-Encoding: br, gzip) and the bytes that come over the wire are counted, so the
 * figure is what a phone receives, compression and all. Measured on the existing build; none is made.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { get } from 'node:http';
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
  serverUrl: string,
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
      const sent = await transferred(`${serverUrl}/${file}`);
      return { file, bytes: bytes.length, transferredBytes: sent.bytes, encoding: sent.encoding };
    }),
  );
  return {
    files: measured,
    totalBytes: measured.reduce((sum, f) => sum + f.bytes, 0),
    totalTransferredBytes: measured.reduce((sum, f) => sum + f.transferredBytes, 0),
    aimKb: PUBLIC_FIRST_LOAD_AIM_KB,
  };
}

/** `node --import tsx bench/src/bundle-size.ts http://jobb.localhost:3000`: just this, per file. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const size = await measurePublicFirstLoad(process.argv[2] ?? 'http://localhost:3000');
  for (const f of size.files)
    console.log(
      `${(f.transferredBytes / 1000).toFixed(1).padStart(7)} kB  ${f.encoding.padEnd(8)} ${f.file}`,
    );
  console.log(
    `${(size.totalTransferredBytes / 1000).toFixed(1).padStart(7)} kB  transferred (aim < ${size.aimKb} kB)`,
  );
}
