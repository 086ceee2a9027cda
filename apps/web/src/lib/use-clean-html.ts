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
 * load: a server-rendered page hydrates the HTML the server cleaned, and the cleaner comes only when the
 * browser must clean something new (a page opened inside the app, changed data, the admin's previews).
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

/** For a link's intent (hover, focus, touch) to a page that shows company HTML: its cleaner comes too. */
export const preloadHtmlCleaner = () => void loadHtmlCleaner().catch(() => undefined);

/** Names each element whose HTML useCleanHtml made, by the HTML it was made from (htmlKey). */
export const CLEANED_HTML_ATTRIBUTE = 'data-clean-html';

/** A short, stable name for a piece of HTML and how it is shaped (FNV-1a over its UTF-16 units). */
function htmlKey(html: string, shape: string): string {
  const text = `${shape}\u0000${html}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${(hash >>> 0).toString(36)}-${text.length.toString(36)}`;
}

/** The markup the server cleaned in this page, by key: read from the page once, before hydrating. */
let serverCleaned = new Map<string, string>();

/**
 * Remembers the HTML the server cleaned into the page, so hydration takes it over as it is instead of
 * loading DOMPurify to clean the same text again (start-public.tsx). It is the browser's own reading of
 * what it already shows, so nothing new is trusted.
 */
export function takeServerCleanedHtml(root: ParentNode): void {
  serverCleaned = new Map(
    [...root.querySelectorAll(`[${CLEANED_HTML_ATTRIBUTE}]`)].map((element) => [
      element.getAttribute(CLEANED_HTML_ATTRIBUTE)!,
      element.innerHTML,
    ]),
  );
}

/**
 * `html` cleaned where it is drawn (then `shape`d, e.g. its headings moved; `shapeName` names the shape),
 * whatever the server sent: by the server renderer's cleaner; in the browser as the server cleaned it into
 * this page, else by DOMPurify — suspending (to the nearest Suspense boundary) until its code is here.
 * Spread the result on the element: its markup and the attribute that names it.
 */
export function useCleanHtml(
  html: string,
  shape?: (clean: string) => string,
  shapeName = '',
): { dangerouslySetInnerHTML: { __html: string }; [CLEANED_HTML_ATTRIBUTE]: string } {
  const key = htmlKey(html, shapeName);
  const server = useContext(HtmlCleanerContext);
  const rendered = server ? undefined : serverCleaned.get(key);
  // The map is fixed before hydration: a component that suspended here calls use() again when it resumes.
  const clean = server ?? (rendered === undefined ? use(loadHtmlCleaner()) : null);
  const markup = useMemo(() => {
    if (!clean) return rendered!;
    const cleaned = clean(html);
    return shape ? shape(cleaned) : cleaned;
    // shapeName stands for shape (a new function each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clean, rendered, html, shapeName]);
  return { dangerouslySetInnerHTML: { __html: markup }, [CLEANED_HTML_ATTRIBUTE]: key };
}
