import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Alert } from './alert.tsx';
import { Button, type ButtonVariant } from './button.tsx';
import { uiStrings } from './strings.ts';

/** A modal form's submit button: its words, and whether it is a danger or cannot be pressed yet. */
export interface ModalSubmit {
  label: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
}

type ModalVisibility =
  { open: boolean; onOpenChange: (open: boolean) => void } | { open?: undefined; onClose: () => void };

/**
 * A modal with a title, an optional description, a body and a footer of buttons. With `onSubmit` the
 * body and footer are one form, so Enter in a field submits it; its footer is Avbryt and the `submit`
 * button (spinning while `busy`), and `error` is the form's message over the fields. `busy` keeps it open
 * while work runs. A modal shown by the screen's state is `open`/`onOpenChange`; one shown while it is
 * mounted (the screen renders it or not) closes through `onClose`.
 */
export function Modal({
  title,
  description,
  children,
  footer,
  onSubmit,
  submit,
  error,
  busy = false,
  className,
  ...visibility
}: ModalVisibility & {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  onSubmit?: () => void;
  submit?: ModalSubmit;
  error?: string | null;
  busy?: boolean;
  className?: string;
}) {
  const buttons =
    footer ??
    (submit ? (
      <>
        <ModalCancel disabled={busy} />
        <Button type="submit" variant={submit.variant} loading={busy} disabled={submit.disabled}>
          {submit.label}
        </Button>
      </>
    ) : null);
  const content = error ? (
    <>
      <Alert tone="error">{error}</Alert>
      {children}
    </>
  ) : (
    children
  );
  const body = (
    <>
      {content ? <div className="mt-4 space-y-4">{content}</div> : null}
      {buttons ? (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{buttons}</div>
      ) : null}
    </>
  );
  function change(next: boolean) {
    if (busy) return;
    if ('onClose' in visibility) {
      if (!next) visibility.onClose();
    } else visibility.onOpenChange(next);
  }
  function submitForm(event: FormEvent) {
    event.preventDefault();
    onSubmit?.();
  }
  return (
    <RadixDialog.Root open={'onClose' in visibility || visibility.open} onOpenChange={change}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-gray-900/40 backdrop-blur-[1px]" />
        <RadixDialog.Content
          className={cn(
            'animate-pop-in fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-base font-semibold text-gray-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-m-1.5 rounded p-1.5 text-gray-400 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
              aria-label={uiStrings.close}
              disabled={busy}
            >
              <X className="size-4" aria-hidden />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-gray-600">
              {description}
            </RadixDialog.Description>
          ) : null}
          {onSubmit ? (
            <form onSubmit={submitForm} noValidate>
              {body}
            </form>
          ) : (
            body
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The Cancel button of a Modal's footer. */
export function ModalCancel({
  disabled,
  children = uiStrings.cancel,
}: {
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <RadixDialog.Close asChild>
      <Button variant="secondary" disabled={disabled}>
        {children}
      </Button>
    </RadixDialog.Close>
  );
}
