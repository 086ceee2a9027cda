import { page } from '../../lib/chunk.ts';
import { preloadablePage } from '../../lib/preloadable-page.tsx';
import { loadHtmlCleaner } from '../../lib/use-clean-html.ts';

/** Both pages show HTML a company wrote: the cleaner comes with their code, not after it. */
function withHtmlCleaner<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadHtmlCleaner()]).then(([module]) => module);
}

/**
 * The career site's pages that are not in its first load: a position (it brings the HTML cleaner,
 * DOMPurify) and the application form, the heaviest. Each loads when someone means to open it (hover,
 * focus or touch on its link) or before hydrating its own address (public-app.tsx preloadRouteOf).
 */
export const positionPage = preloadablePage(
  page(
    'position-page',
    withHtmlCleaner(() => import('./position-detail-page.tsx')),
    (m) => m.PositionDetailPage,
  ),
);

export const applyPage = preloadablePage(
  page(
    'apply-page',
    withHtmlCleaner(() => import('./apply/apply-page.tsx')),
    (m) => m.ApplyPage,
  ),
);

/** For onMouseEnter/onFocus/onTouchStart of a link to a position. */
export const preloadPositionPage = () => void positionPage.load().catch(() => undefined);

/** For onMouseEnter/onFocus/onTouchStart of 'Sök tjänsten'. */
export const preloadApplyPage = () => void applyPage.load().catch(() => undefined);
