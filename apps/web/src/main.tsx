import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PUBLIC_STATE_ID } from '@rekry/domain/public';
import type { PublicPageState } from './app/public-app.tsx';
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
  if (currentVariant() === 'public') {
    const [{ App }, { loadApplyPage }] = await Promise.all([
      import('./app/public-app.tsx'),
      import('./features/careers/apply/lazy-apply-page.tsx'),
    ]);
    // A page the server rendered carries the answers it used: hydrate it, never draw it again.
    const rendered = document.getElementById(PUBLIC_STATE_ID);
    const app = (state?: PublicPageState) => (
      <StrictMode>
        <App state={state} />
      </StrictMode>
    );
    if (rendered?.textContent) {
      // The form's code is there before hydration starts: a lazy part still loading while the page around
      // it updates would be drawn again from scratch instead of taking over the server's HTML.
      if (/\/apply\/?$/.test(window.location.pathname)) await loadApplyPage();
      hydrateRoot(container, app(JSON.parse(rendered.textContent) as PublicPageState));
    } else createRoot(container).render(app());
    return;
  }
  const { App } = await import('./app/admin-app.tsx');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
