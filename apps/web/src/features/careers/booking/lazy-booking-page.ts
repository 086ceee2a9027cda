import { page } from '../../../lib/chunk.ts';
import { preloadablePage } from '../../../lib/preloadable-page.tsx';

/**
 * The candidate's booking page (/boka/{token}) is no part of the list's first load: it loads when its
 * address is opened, before hydrating it (public-app.tsx preloadRouteOf).
 */
export const bookingPage = preloadablePage(
  page(
    'booking-page',
    () => import('./booking-page.tsx'),
    (m) => m.BookingPage,
  ),
);
