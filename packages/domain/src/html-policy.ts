import type { FormProperty } from './forms/types.ts';

/**
 * The one policy for HTML that a person writes (position descriptions, form labels, form and position
 * templates, company texts and messages, e-mail bodies): formatting, lists, headings and safe links only —
 * no scripts, styles, event handlers, frames, forms, images or SVG. The server applies it with
 * sanitize-html when the HTML is stored and when it is sent (API, e-mail, PDF); the browser applies it
 * again with DOMPurify where it is rendered. Both engines read these lists, so they never disagree.
 */
export const HTML_POLICY = {
  tags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'div',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
  ],
  /** Attributes per tag; every other attribute (style, class, on*, id …) is dropped. */
  attributes: { a: ['href', 'target', 'rel', 'title'] } as Record<string, readonly string[]>,
  /** Elements removed together with everything inside them (the rest are unwrapped, keeping their text). */
  dropWithContent: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg', 'math', 'iframe'],
} as const;

/** A link may go to the web, to an e-mail address or to an anchor on the page (the terms links). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|#)/i;

/** A link's href if the policy allows it (trimmed), else null. */
export function safeHref(href: string | null | undefined): string | null {
  const value = href?.trim();
  return value && SAFE_HREF.test(value) ? value : null;
}

/**
 * A link's target and rel as the policy wants them: only '_blank' is kept as a target, and then always with
 * rel 'noopener noreferrer' (the opened page cannot reach back through window.opener).
 */
export function linkTarget(target: string | null | undefined): { target?: '_blank'; rel?: string } {
  return target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/**
 * The form with every HTML string in it passed through `clean`: the label of an `isHtml` property and a
 * group's heading (`data.label`) of one. Plain labels are text and are shown escaped, so they are left as
 * they are.
 */
export function cleanFormHtml<T extends Pick<FormProperty, 'label' | 'isHtml' | 'data'>>(
  form: readonly T[],
  clean: (html: string) => string,
): T[] {
  return form.map((p) => {
    if (!p.isHtml) return p;
    const groupLabel = p.data?.label;
    return {
      ...p,
      label: clean(p.label),
      ...(groupLabel !== undefined ? { data: { ...p.data, label: clean(groupLabel) } } : {}),
    };
  });
}

const HEADING_TAG = /<(\/?)h([1-6])>/gi;

/**
 * Cleaned HTML (its headings carry no attributes under the policy) with its headings moved as one, so
 * the highest becomes `top` and the others keep their steps below it, none past h6: a text written on its
 * own (the GDPR text starts at h3) then follows the outline of the page it is placed in.
 */
export function headingsFrom(top: number, html: string): string {
  const levels = [...html.matchAll(HEADING_TAG)].map((m) => Number(m[2]));
  if (!levels.length) return html;
  const shift = top - Math.min(...levels);
  return html.replace(
    HEADING_TAG,
    (_tag, close: string, level: string) => `<${close}h${Math.min(6, Number(level) + shift)}>`,
  );
}
