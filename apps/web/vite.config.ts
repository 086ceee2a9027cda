import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The dev server proxies the API and the notification hub to the Node server. changeOrigin stays false so
// the Host header (which decides the public or admin variant, SPEC §1) reaches the server unchanged.
const api = process.env.REKRY_API_URL ?? 'http://localhost:3000';

/**
 * The PDF viewer's worker at /scripts/pdf.worker.min.js (SPEC §7) while developing; in production the
 * Node server serves the same file (apps/server/src/areas/files/routes.ts).
 */
function pdfWorker(): Plugin {
  const file = createRequire(import.meta.url).resolve('pdfjs-dist/build/pdf.worker.min.mjs');
  return {
    name: 'rekry-pdf-worker',
    configureServer(server) {
      server.middlewares.use('/scripts/pdf.worker.min.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(readFileSync(file));
      });
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed once at the
 * highest levels, so the server sends them as they are (@fastify/static preCompressed) and never
 * compresses a script per request.
 */
function precompress(): Plugin {
  const TEXT = /\.(?:js|mjs|css|html|svg|json)$/;
  return {
    name: 'rekry-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = Buffer.from(source);
        if (bytes.length < 1024) continue;
        const file = path.join(options.dir!, fileName);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** Where the career site's build writes its manifest, in dist (read by the bench). */
export const PUBLIC_MANIFEST = '.vite/public-manifest.json';

/**
 * Three builds into two folders (package.json "build"): the admin site (index.html, also every host in
 * development), the career site on its own (`--mode public`: public.html, added to dist, so tree-shaking
 * keeps nothing in its chunks that only the admin uses), and the career site's server renderer (`--ssr`).
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), pdfWorker(), ...(isSsrBuild ? [] : [precompress()])],
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/notifications': { target: api, changeOrigin: false, ws: true },
    },
  },
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: the career site's server renderer, for Node, beside dist
      // (never served as a file).
      { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : mode === 'public'
      ? {
          outDir: 'dist',
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          // Browsers without modulepreload (Safari before 17) still load every chunk through its imports,
          // only without the head start; the polyfill would cost every visitor its bytes.
          modulePreload: { polyfill: false },
          rollupOptions: {
            input: 'public.html',
            // One shell file: everything the entry runs, with React and what the pages share with it
            // (otherwise a chunk of its own). Brotli compresses each file alone, so a split costs bytes.
            output: { codeSplitting: { groups: [{ name: 'public', tags: ['$initial'] }] } },
          },
          // The career site's chunk graph, from which the bench measures its first load.
          manifest: PUBLIC_MANIFEST,
        }
      : { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
}));
