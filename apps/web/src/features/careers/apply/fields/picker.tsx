import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cn } from '../../../../lib/cn.ts';

/** The dashed box around a picker; red while the field has an error. */
export function pickerBoxClass(invalid: boolean, extra?: string) {
  return cn(
    'mt-1.5 rounded-lg border border-dashed bg-gray-50/60 p-4',
    invalid ? 'border-red-400' : 'border-gray-300',
    extra,
  );
}

/**
 * The visible 'Välj fil' button of a file input that sits right before it (class `peer sr-only`): the input
 * keeps keyboard focus and the accessible name, the label shows the focus ring and opens the picker.
 */
export function PickerButton({
  htmlFor,
  busy,
  children,
}: {
  htmlFor: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn(
        buttonClass('secondary'),
        'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
      )}
    >
      {busy ? <Spinner className="size-4" /> : null}
      {children}
    </label>
  );
}

/** A file refused when it was picked (too large, unreadable): announced at once. */
export function PickError({ id, message }: { id: string; message: ReactNode }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 flex gap-1.5 text-sm font-medium text-red-700">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}
