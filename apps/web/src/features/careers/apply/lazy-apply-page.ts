import { page } from '../../../lib/chunk.ts';
import { preloadablePage } from '../../../lib/preloadable-page.tsx';
import { preloadHtmlCleaner } from '../../../lib/use-clean-html.ts';

/**
 * The application form, the career site's heaviest page, loads when someone means to open it (hover, focus
 * or touch on 'Sök tjänsten') or before hydrating its own address (public-app.tsx preloadRouteOf). It
 * shows the ad's HTML too, so the cleaner comes with it when opened inside the app (the server cleaned a
 * page it rendered).
 */
export const applyPage = preloadablePage(
  page(
    'apply-page',
    () => import('./apply-page.tsx'),
    (m) => m.ApplyPage,
  ),
);

/** For onMouseEnter/onFocus/onTouchStart of 'Sök tjänsten'. */
export const preloadApplyPage = () => {
  preloadHtmlCleaner();
  void applyPage.load().catch(() => undefined);
};
