import { page } from '../../../lib/chunk.ts';
import { preloadablePage } from '../../../lib/preloadable-page.tsx';
import { preloadHtmlCleaner } from '../../../lib/use-clean-html.ts';

/**
 * The talent pool's page is its own chunk, out of the career site's first load: it loads before hydrating
 * its own address (public-app.tsx preloadRouteOf) or when someone means to open its link.
 */
export const talentPoolPage = preloadablePage(
  page(
    'talent-pool-join-page',
    () => import('./talent-pool-page.tsx'),
    (m) => m.TalentPoolPage,
  ),
);

/** For the link's intent: the page shows the company's HTML, so the cleaner comes with it inside the app. */
export const preloadTalentPoolPage = () => {
  preloadHtmlCleaner();
  void talentPoolPage.load().catch(() => undefined);
};
