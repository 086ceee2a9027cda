import { page } from '../../../lib/chunk.ts';
import { preloadablePage } from '../../../lib/preloadable-page.tsx';

/**
 * The candidate survey's page (/enkat/{token}) is no part of the list's first load: it loads when its
 * address is opened, before hydrating it (public-app.tsx preloadRouteOf).
 */
export const surveyPage = preloadablePage(
  page(
    'survey-page',
    () => import('./survey-page.tsx'),
    (m) => m.SurveyPage,
  ),
);
