import * as Dialog from '@radix-ui/react-dialog';
import { TERMS_LINKS, type PublicConsent } from '@rekry/domain/public';
import { ChevronDown, X } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
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

/** 'Allmänna villkor' (SPEC §2): the company's own terms (falling back to the operator's) or the operator's. */
export function TermsDialog({
  open,
  shown,
  consent,
  onClose,
}: {
  open: boolean;
  /** Kept after closing, so the text stays during the fade-out and focus can return to the link. */
  shown: TermsShown;
  consent: PublicConsent;
  onClose: () => void;
}) {
  const html =
    shown?.which === 'company'
      ? (consent.companyTermsHtml ?? consent.operatorTermsHtml)
      : consent.operatorTermsHtml;
  return (
    <Dialog.Root open={open} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-gray-900/40 backdrop-blur-[1px]" />
        <Dialog.Content
          aria-describedby={undefined}
          // Opened by a link, not a Dialog.Trigger: focus returns to that link by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            shown?.opener.focus();
          }}
          className="animate-pop-in fixed top-1/2 left-1/2 z-50 flex max-h-[min(40rem,calc(100dvh-2rem))] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-gray-100 px-5 py-4 sm:px-6">
            <Dialog.Title className="text-lg font-semibold text-gray-900">{t.termsTitle}</Dialog.Title>
            <Dialog.Close
              aria-label={t.termsClose}
              className="inline-flex size-9 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4 sm:px-6">
            <Prose html={html} />
          </div>
          <div className="flex justify-end border-t border-gray-100 px-5 py-3 sm:px-6">
            <Dialog.Close asChild>
              <Button variant="secondary">{t.termsClose}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The company's GDPR text beside the consent checkboxes, folded so the form stays short. */
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
        <Prose html={consent.gdprHtml} />
      </div>
    </details>
  );
}
