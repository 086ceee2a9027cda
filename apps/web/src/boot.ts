import { httpsRedirectTarget } from './lib/host.ts';

/**
 * The element the app draws into, or null when the page is leaving for https first (pages that are
 * neither local nor https, SPEC §2).
 */
export function appRoot(): HTMLElement | null {
  const target = httpsRedirectTarget(window.location);
  if (target) {
    window.location.replace(target);
    return null;
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('Elementet #root saknas');
  return container;
}
