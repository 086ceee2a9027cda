import * as Dialog from '@radix-ui/react-dialog';
import { AlertTriangle } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { uiStrings } from './strings.ts';

/** A confirm dialog's words, kept as one group in the feature's strings (`remove: { title, text, confirm }`). */
export interface ConfirmQuestion {
  title: ReactNode;
  text: ReactNode;
  /** The confirm button's word; 'Bekräfta' unless said. */
  confirm?: string | undefined;
  /** When 'Avbryt' would read as the action itself ('Avbryt schemaläggning'). */
  cancel?: string | undefined;
}

/** A modal that asks before a destructive or far-reaching action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  question,
  tone = 'danger',
  busy = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: ConfirmQuestion;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
}) {
  // Opened without a Radix trigger, the dialog would drop the focus on the body when it closes: it goes back
  // to the control that opened it, while that is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-gray-900/40 backdrop-blur-[1px]" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className="animate-pop-in fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex gap-4">
            <div
              className={
                tone === 'danger'
                  ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600'
                  : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600'
              }
            >
              <AlertTriangle className="size-5" aria-hidden />
            </div>
            <div className="min-w-0">
              <Dialog.Title className="text-base font-semibold text-gray-900">{question.title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-gray-600">{question.text}</Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {question.cancel ?? uiStrings.cancel}
              </Button>
            </Dialog.Close>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
              {question.confirm ?? uiStrings.confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
