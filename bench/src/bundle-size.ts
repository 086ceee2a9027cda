/**
 * The JavaScript a first visit to the career site downloads, per kind of page (list, position, apply):
 * the files first-load-files.ts finds in the career site's build, the chunks it loads before it is
 * hydrated. Each file is then fetched from the running server as a browser would (Accept-Encoding: br,
 * gzip) and the bytes that come over the wire are counted, so the figure is what a phone receives,
 * compression and all. Measured on the existing build; none is made.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { get } from 'node:http';
import { firstLoadFiles } from './first-load-files.ts';
import { repoRoot } from './server.ts';

export const PUBLIC_FIRST_LOAD_AIM_KB = 95;
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

export async function measurePublicFirstLoad(
  serverUrl: string,
  distDir = path.join(repoRoot, 'apps/web/dist'),
): Promise<BundleSize[]> {
  const pages = await firstLoadFiles(distDir);
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
    pages.map(async ({ page, files }) => {
      const measured = await Promise.all(files.map(measure));
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
