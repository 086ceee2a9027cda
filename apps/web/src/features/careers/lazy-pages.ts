import { page } from '../../lib/chunk.ts';
import { preloadablePage } from '../../lib/preloadable-page.tsx';
import { preloadHtmlCleaner } from '../../lib/use-clean-html.ts';

/**
 * A position's page is not in the career site's first load. It loads when someone means to open it (hover,
 * focus or touch on its link), with the HTML cleaner (DOMPurify) for the ad a company wrote, or before
 * hydrating its own address (public-app.tsx preloadRouteOf), without it: the server cleaned that ad.
 * The application form is apply/lazy-apply-page.ts.
 */
export const positionPage = preloadablePage(
  page(
    'position-page',
    () => import('./position-detail-page.tsx'),
    (m) => m.PositionDetailPage,
  ),
);

/** For onMouseEnter/onFocus/onTouchStart of a link to a position. */
export const preloadPositionPage = () => {
  preloadHtmlCleaner();
  void positionPage.load().catch(() => undefined);
};
