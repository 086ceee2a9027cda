import { page } from '../../../lib/chunk.ts';
import { preloadablePage } from '../../../lib/preloadable-page.tsx';

/** Bevaka sökningen's pages (the mail's links) are no part of the list's first load: one chunk for both. */
export const confirmAlertPage = preloadablePage(
  page(
    'job-alert-pages',
    () => import('./alert-pages.tsx'),
    (m) => m.ConfirmAlertPage,
  ),
);
export const manageAlertsPage = preloadablePage(
  page(
    'job-alert-pages',
    () => import('./alert-pages.tsx'),
    (m) => m.ManageAlertsPage,
  ),
);

/** The pages' addresses: the confirmation link and the manage link (the token's shape as the server makes it). */
export const CONFIRM_ALERT_ADDRESS = /^\/bevakning\/bekrafta\/\d{1,10}\.[\w-]{43}\/?$/;
export const MANAGE_ALERTS_ADDRESS = /^\/bevakning\/\d{1,10}\.[\w-]{43}\/?$/;
