import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentVariant, httpsRedirectTarget } from './lib/host.ts';
import './index.css';

/**
 * Entry: pages that are neither local nor https go to https first. Then the host decides the variant
 * (SPEC §1) and only that variant's code is loaded: the public career site never downloads admin code.
 */
async function start() {
  const target = httpsRedirectTarget(window.location);
  if (target) {
    window.location.replace(target);
    return;
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('Elementet #root saknas');
  const { App } =
    currentVariant() === 'public'
      ? await import('./app/public-app.tsx')
      : await import('./app/admin-app.tsx');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
