import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PUBLIC_STATE_ID } from '@rekry/domain/public';
import { App, preloadRouteOf, type PublicPageState } from './app/public-app.tsx';
import { takeServerCleanedHtml } from './lib/use-clean-html.ts';
import { recordVisitSource } from './lib/visit-source.ts';

/**
 * Starts the career site in #root. A page the server rendered carries the answers it used: it is
 * hydrated, never drawn again. The code of the route in the address (a position, the apply form) is loaded
 * before hydration starts: a part still loading while the page around it updates would be drawn again
 * from scratch instead of taking over the server's HTML. HTML a company wrote is taken over as the server
 * cleaned it, so the browser's cleaner is not part of a first visit.
 */
export async function startPublic(container: HTMLElement): Promise<void> {
  // Where the visit came from, kept for the tab: nothing drawn reads it (see visit-source.ts).
  recordVisitSource();
  const rendered = document.getElementById(PUBLIC_STATE_ID);
  const app = (state?: PublicPageState) => (
    <StrictMode>
      <App state={state} />
    </StrictMode>
  );
  if (!rendered?.textContent) {
    createRoot(container).render(app());
    return;
  }
  takeServerCleanedHtml(container);
  await preloadRouteOf(window.location.pathname);
  hydrateRoot(container, app(JSON.parse(rendered.textContent) as PublicPageState));
}
