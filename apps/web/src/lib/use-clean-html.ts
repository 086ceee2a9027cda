import { createContext, use, useContext, useMemo } from 'react';

type Cleaner = (html: string) => string;

/**
 * The server renderer's HTML cleaner (sanitize-html by the domain's policy): it has no DOM for DOMPurify.
 * Null in the browser.
 */
export const HtmlCleanerContext = createContext<Cleaner | null>(null);

let loading: Promise<Cleaner> | null = null;

/**
 * Loads the browser's cleaner (DOMPurify, lib/safe-html.ts) once. It is not in the career site's first
 * load: a page that shows HTML loads it with its own code, or before hydrating (start-public.tsx).
 */
export function loadHtmlCleaner(): Promise<Cleaner> {
  if (loading) return loading;
  const promise = import('./safe-html.ts').then(
    (m) => {
      // React's use() reads these: a loaded cleaner is returned at once instead of suspending again.
      Object.assign(promise, { status: 'fulfilled', value: m.cleanHtml });
      return m.cleanHtml;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return (loading = promise);
}

/** Marks an element whose HTML this hook cleaned, so the browser loads the cleaner before hydrating it. */
/** A page's loader that brings the HTML cleaner with the page's code, not after it. */
export function withHtmlCleaner<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadHtmlCleaner()]).then(([module]) => module);
}

export const CLEANED_HTML_ATTRIBUTE = 'data-clean-html';

/**
 * `html` cleaned where it is drawn, whatever the server sent: by the server renderer's cleaner, else by
 * DOMPurify — suspending (to the nearest Suspense boundary) the first time, until its code is here.
 */
export function useCleanHtml(html: string): string {
  // use() is called on every render without a server cleaner (never skipped once loaded): React requires
  // a component that suspended on it to call it again when it resumes.
  const clean = useContext(HtmlCleanerContext) ?? use(loadHtmlCleaner());
  return useMemo(() => clean(html), [clean, html]);
}
