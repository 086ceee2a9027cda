import { isRequired, type AnswerValue, type FormProperty } from '@rekry/domain/public';
import { AlertTriangle } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cn } from '../../../../lib/cn.ts';
import { describedBy, FieldError, FieldHint, FieldLabel } from '../field-parts.tsx';
import { fieldId } from '../form-model.ts';
import { Html } from '../html.tsx';
import type { FieldProps } from './field-props.ts';

/** What a picked file comes to: the answer to store, or the message it is refused with. */
export type PickResult = { value: AnswerValue } | { refused: string };

/**
 * The state of a file picker (file and imageBase64 fields). A picked file over `maxBytes` is refused with
 * `tooLarge` (or what it answers, when it must load the message) before it is read; otherwise `read` turns it into the answer (stored and checked at once) or
 * refuses it, and a file that cannot be read shows `unreadable`. A pick error hides the field's own error.
 */
export function useFilePicker({
  key,
  error,
  onChange,
  maxBytes,
  tooLarge,
  unreadable,
  empty,
  read,
}: Pick<FieldProps, 'error' | 'onChange'> & {
  key: string;
  maxBytes: number;
  tooLarge: string | (() => Promise<string>);
  unreadable: string;
  /** The answer once the file is removed. */
  empty: AnswerValue;
  read: (file: File) => Promise<PickResult>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // The input is emptied at once so that picking the same file again still reports a change.
    event.target.value = '';
    if (!picked) return;
    setPickError(null);
    if (picked.size > maxBytes) {
      setPickError(typeof tooLarge === 'string' ? tooLarge : await tooLarge().catch(() => unreadable));
      return;
    }
    setReading(true);
    try {
      const result = await read(picked);
      if ('refused' in result) setPickError(result.refused);
      else onChange(key, result.value, { validate: true });
    } catch {
      setPickError(unreadable);
    } finally {
      setReading(false);
    }
  }

  function remove() {
    setPickError(null);
    onChange(key, empty);
    input.current?.focus();
  }

  // The ref is handed out apart from the state: the state is read while rendering, the ref only by React.
  const picker = {
    id: fieldId(key),
    reading,
    pickError,
    shownError: pickError ? null : error,
    onPick,
    remove,
  };
  return { picker, inputRef: input };
}

export type FilePicker = ReturnType<typeof useFilePicker>['picker'];

const pickErrorId = (picker: FilePicker) => `${picker.id}-pick`;

/**
 * A picker field: its label, the dashed box around `children` (red while there is an error), then the pick
 * error (announced at once; `htmlPickError` for company messages) and the field's error.
 */
export function PickerField({
  property,
  picker,
  boxClassName,
  htmlPickError,
  children,
}: {
  property: FormProperty;
  picker: FilePicker;
  boxClassName?: string;
  htmlPickError?: boolean;
  children: ReactNode;
}) {
  const { pickError, shownError } = picker;
  return (
    <div>
      <FieldLabel property={property} htmlFor={picker.id} />
      <div
        className={cn(
          'mt-1.5 rounded-lg border border-dashed bg-gray-50/60 p-4',
          shownError || pickError ? 'border-red-400' : 'border-gray-300',
          boxClassName,
        )}
      >
        {children}
      </div>
      {pickError ? (
        <p
          id={pickErrorId(picker)}
          role="alert"
          className="mt-2 flex gap-1.5 text-sm font-medium text-red-700"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {htmlPickError ? <Html html={pickError} /> : pickError}
        </p>
      ) : null}
      <FieldError fieldKey={property.key} message={shownError} />
    </div>
  );
}

/**
 * The file input (visually hidden, class `peer sr-only`), its visible 'Välj fil' button and the hint. The
 * input keeps keyboard focus and the accessible name; the button, a label, shows the focus ring and opens
 * the picker.
 */
export function PickerInput({
  property,
  picker,
  inputRef,
  accept,
  hint,
  children,
}: {
  property: FormProperty;
  picker: FilePicker;
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  hint: ReactNode;
  /** The button's icon and text. */
  children: ReactNode;
}) {
  const { key } = property;
  const { id, pickError, shownError } = picker;
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        name={key}
        type="file"
        accept={accept}
        className="peer sr-only"
        aria-required={isRequired(property) || undefined}
        aria-invalid={shownError || pickError ? true : undefined}
        aria-describedby={[
          describedBy(key, { error: shownError, hint: true }),
          pickError ? pickErrorId(picker) : null,
        ]
          .filter(Boolean)
          .join(' ')}
        onChange={picker.onPick}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonClass('secondary'),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
        )}
      >
        {picker.reading ? <Spinner className="size-4" /> : null}
        {children}
      </label>
      <FieldHint fieldKey={key}>{hint}</FieldHint>
    </>
  );
}
