import { lazy } from 'react';

/**
 * The application form is the heaviest public screen: its code loads when someone means to apply (hover,
 * focus or touch on 'Sök tjänsten' calls loadApplyPage) or opens an apply address, not with the list.
 */
export const loadApplyPage = () => import('./apply-page.tsx').then((m) => ({ default: m.ApplyPage }));

export const LazyApplyPage = lazy(loadApplyPage);
