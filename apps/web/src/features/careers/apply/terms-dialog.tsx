import * as Dialog from '@radix-ui/react-dialog';
import type { PublicConsent } from '@rekry/domain/public';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Prose } from '../prose.tsx';
import type { TermsShown } from './consent.tsx';
import { applyStrings as t } from './strings.ts';

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
