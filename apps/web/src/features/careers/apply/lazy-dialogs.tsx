import { lazy } from 'react';

const loadDialogs = () => import('./dialogs.tsx');

/** Fetches the dialogs' code once the applicant starts on the form, so opening one does not wait. */
export function preloadApplyDialogs(): void {
  void loadDialogs().catch(() => undefined); // a failed fetch is tried again when a dialog opens
}

/** Drawn only after it was first opened, inside a Suspense boundary. */
export const LazyTermsDialog = lazy(() => loadDialogs().then((m) => ({ default: m.TermsDialog })));
export const LazyConfirmDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ConfirmDialog })));
