import { TERMS_LINKS, type PublicConsent } from '@rekry/domain/public';
import { ChevronDown } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Prose } from '../prose.tsx';
import { applyStrings as t } from './strings.ts';

/** Which terms are open, and the link that opened them (focus goes back there on close). */
export type TermsShown = { which: 'company' | 'operator'; opener: HTMLElement } | null;

/**
 * Which terms a click opens: the links '#term01' (company) and '#term02' (operator) may sit in any label
 * the company wrote, so the form listens for them once instead of each label.
 */
export function termsLinkTarget(event: MouseEvent): TermsShown {
  const link = (event.target as Element).closest?.<HTMLElement>('a[href]');
  const href = link?.getAttribute('href');
  if (!link) return null;
  if (href === TERMS_LINKS.company) return { which: 'company', opener: link };
  if (href === TERMS_LINKS.operator) return { which: 'operator', opener: link };
  return null;
}

/**
 * The company's GDPR text beside the consent checkboxes, folded so the form stays short. Its headings
 * come right under the page's h1 (the ad's name): the form has no heading of its own between them.
 */
export function GdprDetails({ consent }: { consent: PublicConsent }) {
  return (
    <details className="group mt-3 rounded-lg bg-gray-50 text-sm ring-1 ring-gray-200 ring-inset">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-medium text-gray-900 hover:bg-gray-100 [&::-webkit-details-marker]:hidden">
        {t.gdprSummary}
        <ChevronDown
          className="size-4 shrink-0 text-gray-500 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="border-t border-gray-200 px-4 py-3">
        <Prose html={consent.gdprHtml} headingsFrom={2} />
      </div>
    </details>
  );
}
