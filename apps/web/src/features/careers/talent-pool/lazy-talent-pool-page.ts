import { page } from '../../../lib/chunk.ts';
import { preloadablePage } from '../../../lib/preloadable-page.tsx';
import { withHtmlCleaner } from '../../../lib/use-clean-html.ts';

/**
 * The talent pool's page is its own chunk, out of the career site's first load: it loads before hydrating
 * its own address (public-app.tsx preloadRouteOf) or when someone means to open its link.
 */
export const talentPoolPage = preloadablePage(
  page(
    'talent-pool-join-page',
    withHtmlCleaner(() => import('./talent-pool-page.tsx')),
    (m) => m.TalentPoolPage,
  ),
);

export const preloadTalentPoolPage = () => void talentPoolPage.load().catch(() => undefined);
