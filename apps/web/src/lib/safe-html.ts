import createDOMPurify, { type DOMPurify } from 'dompurify';
import { escapeHtml, HTML_POLICY, linkTarget, safeHref } from '@rekry/domain/public';

/**
 * The browser's side of the domain's HTML policy (HTML_POLICY): every piece of HTML a person wrote is
 * cleaned again right where it is rendered, whatever the server sent — an admin preview of a raw form, a
 * template, the public site. The server cleans with sanitize-html by the same lists.
 */
function createPurifier(): DOMPurify | null {
  if (typeof window === 'undefined') return null;
  const purify = createDOMPurify(window);
  if (!purify.isSupported) return null;
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = HTML_POLICY.attributes[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = safeHref(node.getAttribute('href'));
    const { target, rel } = linkTarget(node.getAttribute('target'));
    for (const name of ['href', 'target', 'rel']) node.removeAttribute(name);
    if (href) node.setAttribute('href', href);
    if (target && rel) {
      node.setAttribute('target', target);
      node.setAttribute('rel', rel);
    }
  });
  return purify;
}

const purifier = createPurifier();
const allowedAttributes = [...new Set(Object.values(HTML_POLICY.attributes).flat())];

/** The HTML with only what the policy allows; without a DOM (no purifier) it is shown as text. */
export function cleanHtml(html: string): string {
  if (!purifier) return escapeHtml(html);
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...HTML_POLICY.tags],
    ALLOWED_ATTR: allowedAttributes,
    ADD_FORBID_CONTENTS: [...HTML_POLICY.dropWithContent],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
