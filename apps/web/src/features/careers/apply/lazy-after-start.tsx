import { lazy } from 'react';

const loadAfterStart = () => import('./after-start.tsx');

/** Fetches the code once the applicant starts on the form, so a dialog, the summary or the thanks does not wait. */
export function preloadAfterStart(): void {
  void loadAfterStart().catch(() => undefined); // a failed fetch is tried again when a part is drawn
}

/** Each drawn only once needed, inside a Suspense boundary. */
export const LazyTermsDialog = lazy(() => loadAfterStart().then((m) => ({ default: m.TermsDialog })));
export const LazyConfirmDialog = lazy(() => loadAfterStart().then((m) => ({ default: m.ConfirmDialog })));
export const LazyErrorSummary = lazy(() => loadAfterStart().then((m) => ({ default: m.ErrorSummary })));
export const LazySuccessView = lazy(() => loadAfterStart().then((m) => ({ default: m.SuccessView })));
