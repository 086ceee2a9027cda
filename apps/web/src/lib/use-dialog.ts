import { useState } from 'react';

/**
 * A dialog the screen shows by its own state (Modal, ConfirmDialog): `props` is spread onto it
 * (`open`, `onOpenChange`), `show` is its opener's click and `close` ends it once its work is done.
 */
export function useDialog() {
  const [open, onOpenChange] = useState(false);
  return {
    props: { open, onOpenChange },
    open,
    show: () => onOpenChange(true),
    close: () => onOpenChange(false),
  };
}

/**
 * A dialog about one thing the screen picked (the row to remove, the offer to confirm): `props` is spread
 * onto it (open while there is a subject), `show(subject)` opens it about that thing, `subject` is what it
 * is about (null while closed) and `close` ends it.
 */
export function useDialogFor<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  return {
    props: { open: subject !== null, onOpenChange: (open: boolean) => (open ? undefined : setSubject(null)) },
    subject,
    show: (next: T) => setSubject(next),
    close: () => setSubject(null),
  };
}
