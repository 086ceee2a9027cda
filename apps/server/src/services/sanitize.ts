import sanitizeHtml from 'sanitize-html';

/** A link may go to the web, to an e-mail address or to an anchor on the page (the terms links). */
const SAFE_HREF = /^(https?:\/\/|mailto:|#)/i;

/**
 * The one configuration for HTML that companies write and the public site shows (position
 * descriptions, company texts, field labels): formatting, lists, headings and safe links only — no
 * scripts, styles, event handlers, frames or images.
 */
const STORED_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
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
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const safe = href?.trim();
      const attributes: Record<string, string> = {
        ...(safe && SAFE_HREF.test(safe) ? { href: safe } : {}),
        ...rest,
      };
      if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
      else delete attributes.target;
      return { tagName, attribs: attributes };
    },
  },
};

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, STORED_HTML);
}

const BLOCK_START = /<(\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|tr|td|th|table)\b)/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The text of some HTML on one line (meta descriptions, plain-text error messages, e-mail). */
export function htmlToText(html: string): string {
  const spaced = html.replace(BLOCK_START, ' <$1');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}
