import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The dev server proxies the API and the notification hub to the Node server. changeOrigin stays false so
// the Host header (which decides the public or admin variant, SPEC §1) reaches the server unchanged.
const api = process.env.REKRY_API_URL ?? 'http://localhost:3000';

/**
 * The PDF viewer's worker at /scripts/pdf.worker.min.js (SPEC §7) while developing; in production the
 * Node server serves the same file (apps/server/src/http/files.ts).
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

export default defineConfig({
  plugins: [react(), tailwindcss(), pdfWorker()],
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/notifications': { target: api, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph, from which the bench measures the public first load.
    manifest: true,
  },
});
