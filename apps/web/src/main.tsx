import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appRoot } from './boot.ts';
import { currentVariant } from './lib/host.ts';
import './index.css';

/**
 * Entry of index.html: the admin site, and in development (one Vite server for every host) the career
 * site too. The host decides the variant (SPEC §1) and only that variant's code is loaded. In production
 * public hosts get public.html, the career site's own build (public-main.tsx).
 */
async function start(root: HTMLElement) {
  if (currentVariant() === 'public') {
    const { startPublic } = await import('./start-public.tsx');
    await startPublic(root);
    return;
  }
  const { App } = await import('./app/admin-app.tsx');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const root = appRoot();
if (root) void start(root);
