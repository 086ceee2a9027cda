import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HTML_POLICY, safeHref } from '@rekry/domain/public';
import { XSS_PAYLOADS } from '@rekry/domain/testing';
import { Html } from '../../src/features/careers/apply/html.tsx';
import { Prose } from '../../src/features/careers/prose.tsx';
import { cleanHtml } from '../../src/lib/safe-html.ts';

/** What in a rendered subtree the HTML policy does not allow (an empty list: nothing there can run). */
function violations(root: Element): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!(HTML_POLICY.tags as readonly string[]).includes(tag)) found.push(`<${tag}>`);
    const allowed = HTML_POLICY.attributes[tag] ?? [];
    for (const { name, value } of el.attributes) {
      if (!allowed.includes(name)) found.push(`<${tag} ${name}>`);
      if (name === 'href' && safeHref(value) !== value) found.push(`<${tag} href="${value}">`);
    }
  }
  return found;
}

function parsed(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  const wrapper = document.createElement('div');
  wrapper.append(template.content.cloneNode(true));
  return wrapper;
}

describe('cleanHtml (DOMPurify with the domain policy)', () => {
  it.each(XSS_PAYLOADS.map((p, i) => [i + 1, p]))('payload %i leaves nothing that can run', (_, payload) => {
    expect(violations(parsed(cleanHtml(payload))), payload).toEqual([]);
  });

  it('keeps formatting and safe links, and makes a new-tab link noopener', () => {
    const clean = cleanHtml(
      '<h2>Om oss</h2><p>Vi är <strong>stolta</strong>.</p><a href="https://exempel.se" target="_blank">Läs</a>' +
        '<a href="mailto:a@b.se" target="_self" class="x">Mejla</a>',
    );
    expect(clean).toBe(
      '<h2>Om oss</h2><p>Vi är <strong>stolta</strong>.</p>' +
        '<a href="https://exempel.se" target="_blank" rel="noopener noreferrer">Läs</a><a href="mailto:a@b.se">Mejla</a>',
    );
  });

  it('drops the content of script, style and SVG instead of showing it as text', () => {
    expect(cleanHtml('<p>a</p><script>alert(1)</script><style>p{}</style><svg><text>s</text></svg>')).toBe(
      '<p>a</p>',
    );
  });
});

describe('the components that render written HTML clean it whatever they are given', () => {
  it.each(XSS_PAYLOADS.map((p, i) => [i + 1, p]))('Html and Prose with payload %i', (_, payload) => {
    const { container } = render(
      <>
        <Html html={payload} />
        <Prose html={payload} />
      </>,
    );
    // The components' own wrappers are a span and a div with a class; judge what is inside them.
    for (const wrapper of container.children) expect(violations(wrapper), payload).toEqual([]);
  });
});
