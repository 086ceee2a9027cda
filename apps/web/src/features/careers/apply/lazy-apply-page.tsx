import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../../../lib/chunk.ts';

let loaded: ComponentType | null = null;

/**
 * The application form is the heaviest public screen: its code loads when someone means to apply (hover,
 * focus or touch on 'Sök tjänsten' calls loadApplyPage) or opens an apply address, not with the list.
 */
export const loadApplyPage = () =>
  loadChunk('apply-page', () => import('./apply-page.tsx')).then((m) => {
    loaded = m.ApplyPage;
    return { default: m.ApplyPage };
  });

const LazyApplyPage = lazy(loadApplyPage);

/**
 * The apply page, drawn at once when its code is already here (main.tsx loads it before hydrating an
 * apply address): a lazy part that suspends during hydration would be drawn again from scratch.
 */
export function ApplyRoute() {
  const Page = loaded;
  return Page ? <Page /> : <LazyApplyPage />;
}
