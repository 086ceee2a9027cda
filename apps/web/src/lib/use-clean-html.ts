import { createContext, use, useContext, useMemo } from 'react';

type Cleaner = (html: string) => string;

/**
 * The server renderer's HTML cleaner (sanitize-html by the domain's policy): it has no DOM for DOMPurify.
 * Null in the browser.
 */
export const HtmlCleanerContext = createContext<Cleaner | null>(null);

let browserCleaner: Cleaner | null = null;
let loading: Promise<Cleaner> | null = null;

/**
 * Loads the browser's cleaner (DOMPurify, lib/safe-html.ts) once. It is not in the career site's first
 * load: a page that shows HTML loads it with its own code, or before hydrating (start-public.tsx).
 */
export function loadHtmlCleaner(): Promise<Cleaner> {
  return (loading ??= import('./safe-html.ts').then(
    (m) => (browserCleaner = m.cleanHtml),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** Marks an element whose HTML this hook cleaned, so the browser loads the cleaner before hydrating it. */
export const CLEANED_HTML_ATTRIBUTE = 'data-clean-html';

/**
 * `html` cleaned where it is drawn, whatever the server sent: by the server renderer's cleaner, else by
 * DOMPurify — suspending (to the nearest Suspense boundary) the first time, until its code is here.
 */
export function useCleanHtml(html: string): string {
  const clean = useContext(HtmlCleanerContext) ?? browserCleaner ?? use(loadHtmlCleaner());
  return useMemo(() => clean(html), [clean, html]);
}
