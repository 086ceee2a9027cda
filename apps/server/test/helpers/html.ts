import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { HTML_POLICY, safeHref } from '@rekry/domain';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const childrenOf = (node: Node): Node[] => [
  ...('childNodes' in node ? node.childNodes : []),
  ...('content' in node && node.content ? node.content.childNodes : []),
];

/**
 * What in an HTML fragment the policy does not allow, as a browser would parse it: elements outside the
 * allowed tags, any attribute outside the allowed ones, a link whose address is not http(s), mailto or
 * an anchor, a target without rel noopener. An empty list means the fragment can run nothing.
 */
export function policyViolations(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (isElement(node)) {
      const tag = node.tagName;
      if (!(HTML_POLICY.tags as readonly string[]).includes(tag)) found.push(`<${tag}>`);
      const allowed = HTML_POLICY.attributes[tag] ?? [];
      for (const { name, value } of node.attrs) {
        if (!allowed.includes(name)) found.push(`<${tag} ${name}>`);
        if (name === 'href' && safeHref(value) !== value) found.push(`<${tag} href="${value}">`);
      }
      const target = node.attrs.find((a) => a.name === 'target');
      const rel = node.attrs.find((a) => a.name === 'rel')?.value ?? '';
      if (target && (target.value !== '_blank' || !rel.includes('noopener')))
        found.push(`<${tag} target="${target.value}" rel="${rel}">`);
    }
    childrenOf(node).forEach(visit);
  };
  parseFragment(html).childNodes.forEach(visit);
  return found;
}

/** The parse errors of a whole document (an empty list: well-formed as the HTML standard sees it). */
export function documentParseErrors(html: string): string[] {
  const errors: string[] = [];
  parse(html, { onParseError: (e) => errors.push(`${e.code} at ${e.startLine}:${e.startCol}`) });
  return errors;
}

/** Every element of a parsed document with that tag name, in document order. */
export function elementsNamed(html: string, tagName: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if (isElement(node) && node.tagName === tagName) found.push(node);
    childrenOf(node).forEach(visit);
  };
  visit(parse(html));
  return found;
}

/** The text inside an element (its text nodes, joined). */
export function textOf(element: Element): string {
  return childrenOf(element)
    .map((n) => ('value' in n && n.nodeName === '#text' ? n.value : isElement(n) ? textOf(n) : ''))
    .join('');
}
