import { page } from '../../lib/chunk.ts';
import { preloadablePage } from '../../lib/preloadable-page.tsx';
import { withHtmlCleaner } from '../../lib/use-clean-html.ts';

/**
 * A position's page is not in the career site's first load: it brings the HTML cleaner (DOMPurify) for the
 * ad a company wrote. It loads when someone means to open it (hover, focus or touch on its link) or before
 * hydrating its own address (public-app.tsx preloadRouteOf). The application form is apply/lazy-apply-page.ts.
 */
export const positionPage = preloadablePage(
  page(
    'position-page',
    withHtmlCleaner(() => import('./position-detail-page.tsx')),
    (m) => m.PositionDetailPage,
  ),
);

/** For onMouseEnter/onFocus/onTouchStart of a link to a position. */
export const preloadPositionPage = () => void positionPage.load().catch(() => undefined);
