import { page } from '../../lib/chunk.ts';
import { preloadablePage } from '../../lib/preloadable-page.tsx';

/**
 * The list (and its search) is not in the first load of the other pages: its address loads it
 * before hydrating (public-app.tsx preloadRouteOf); a page opened inside the app loads it when it is
 * first shown.
 */
export const listPage = preloadablePage(
  page(
    'career-list-page',
    () => import('./positions-page.tsx'),
    (m) => m.PositionsPage,
  ),
);
