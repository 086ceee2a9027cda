import sanitizeHtml from 'sanitize-html';
import { cleanFormHtml, HTML_POLICY, linkTarget, safeHref, type FormProperty } from '@rekry/domain';

/** The domain's HTML policy (HTML_POLICY) in sanitize-html's terms. */
const STORED_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_POLICY.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_POLICY.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: [...HTML_POLICY.dropWithContent],
  transformTags: {
    a: (tagName, attribs) => {
      const { href, target, rel: _rel, ...rest } = attribs;
      const safe = safeHref(href);
      return { tagName, attribs: { ...rest, ...(safe ? { href: safe } : {}), ...linkTarget(target) } };
    },
  },
};

/**
 * The one server-side cleaner for HTML that a person wrote: applied when it is stored (positions, forms,
 * templates, e-mail bodies) and again when it leaves the server (public API, e-mail, exports).
 */
export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, STORED_HTML);
}

/** A form with every HTML label in it (isHtml labels, their group headings) cleaned. */
export function sanitizeFormHtml<T extends Pick<FormProperty, 'label' | 'isHtml' | 'data'>>(
  form: readonly T[],
): T[] {
  return cleanFormHtml(form, sanitizeStoredHtml);
}

const BLOCK_START = /<(\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|tr|td|th|table)\b)/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The text of some HTML on one line (meta descriptions, plain-text error messages, PDF exports). */
export function htmlToText(html: string): string {
  const spaced = html.replace(BLOCK_START, ' <$1');
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: [...HTML_POLICY.dropWithContent],
  });
  return text
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Plain text of an HTML e-mail: a paragraph, heading or list ends with an empty line, other blocks and line
 * breaks with a new line; links keep their address.
 */
export function htmlToMailText(html: string): string {
  const text = sanitizeHtml(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|ul|ol|blockquote)>/gi, '\n\n')
      .replace(/<\/(div|li)>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '• ')
      .replace(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) =>
        label.trim() && label.trim() !== href ? `${label} (${href})` : href,
      ),
    { allowedTags: [], allowedAttributes: {}, nonTextTags: [...HTML_POLICY.dropWithContent] },
  );
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A body written in the rich-text editor holds tags; a textarea's does not. */
export const looksLikeHtml = (text: string) =>
  /<(p|br|div|strong|em|b|i|u|ul|ol|li|h[1-6]|a)\b[^>]*>/i.test(text);
