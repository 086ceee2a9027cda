import { page } from '../../../lib/chunk.ts';
import { preloadablePage } from '../../../lib/preloadable-page.tsx';

/**
 * The accessibility statement is rarely read: it stays out of the career site's first load and loads on
 * its own address (public-app.tsx preloadRouteOf) or when its footer link is followed.
 */
export const statementPage = preloadablePage(
  page(
    'accessibility-statement-page',
    () => import('./accessibility-statement-page.tsx'),
    (m) => m.AccessibilityStatementPage,
  ),
);
