import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The dev server proxies the API and the notification hub to the Node server. changeOrigin stays false so
// the Host header (which decides the public or admin variant, SPEC §1) reaches the server unchanged.
const api = process.env.REKRY_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
