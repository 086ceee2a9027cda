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
