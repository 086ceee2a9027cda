import { lazy, type ComponentType } from 'react';
import type { PageLoader } from './chunk.ts';

export interface PreloadablePage {
  /** Fetches the page's code (on intent, or before hydrating its address); safe to call often. */
  load: () => Promise<ComponentType>;
  /** The page: drawn at once when its code is here, else suspended (inside a Suspense boundary). */
  Page: ComponentType;
}

/**
 * A page whose code loads on demand and still hydrates a server-rendered page without redrawing it: when
 * its code was loaded before hydration it is drawn synchronously, as the server drew it. A lazy part that
 * suspends during hydration would be drawn again from scratch once the page around it updates.
 */
export function preloadablePage(loader: PageLoader): PreloadablePage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const load = () =>
    (loading ??= loader().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        loading = null; // a failed fetch may be tried again
        throw error;
      },
    ));
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { load, Page };
}

/**
 * A link's handlers that fetch the page's code as soon as someone means to follow it (hover, focus or
 * touch), so the click does not wait: `<Link href={…} {...onIntent(preloadX)}>`.
 */
export function onIntent(preload: () => void) {
  return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
}
