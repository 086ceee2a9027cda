import {
  ACCEPT_ATTRIBUTE,
  acceptedExtensions,
  dataUrlByteLength,
  FILE_SIZE_HINT,
  FILE_TOO_LARGE,
  isRequired,
  MAX_FILE_BYTES,
  type UploadedFile,
} from '@rekry/domain/public';
import { FileText, Upload, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel } from '../field-parts.tsx';
import { fieldId } from '../form-model.ts';
import { formatBytes, readAsDataUrl } from '../read-file.ts';
import { applyStrings as t } from '../strings.ts';
import type { FieldProps } from './field-props.ts';
import { pickerBoxClass, PickerButton, PickError } from './picker.tsx';

function isFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && 'filename' in value && 'data' in value;
}

/**
 * file: a picker read into a data URL. A file over 5,000,000 bytes is refused when it is picked, before it
 * is read (SPEC §5 'Filen är för stor'); the hint 'filstorlek max 5MB' is always shown.
 */
export function FileField({ property, answers, error, onChange }: FieldProps) {
  const { key } = property;
  const id = fieldId(key);
  const input = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const value = answers[key];
  const file = isFile(value) ? value : null;
  const accept = property.data?.accept || ACCEPT_ATTRIBUTE;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // The input is emptied at once so that picking the same file again still reports a change.
    event.target.value = '';
    if (!picked) return;
    setPickError(null);
    if (picked.size > MAX_FILE_BYTES) {
      setPickError(FILE_TOO_LARGE);
      return;
    }
    setReading(true);
    try {
      const data = await readAsDataUrl(picked);
      onChange(key, { filename: picked.name, data }, { validate: true });
    } catch {
      setPickError(t.readFileFailed);
    } finally {
      setReading(false);
    }
  }

  function remove() {
    setPickError(null);
    onChange(key, null);
    input.current?.focus();
  }

  const shownError = pickError ? null : error;
  return (
    <div>
      <FieldLabel property={property} htmlFor={id} />
      <div className={pickerBoxClass(!!(shownError || pickError))}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <input
            ref={input}
            id={id}
            name={key}
            type="file"
            accept={accept}
            className="peer sr-only"
            aria-required={isRequired(property) || undefined}
            aria-invalid={shownError || pickError ? true : undefined}
            aria-describedby={[
              describedBy(key, { error: shownError, hint: true }),
              pickError ? `${id}-pick` : null,
            ]
              .filter(Boolean)
              .join(' ')}
            onChange={onPick}
          />
          <PickerButton htmlFor={id} busy={reading}>
            <Upload className="size-4" aria-hidden />
            {t.chooseFile}
          </PickerButton>
          <FieldHint fieldKey={key}>
            {FILE_SIZE_HINT} · {acceptedExtensions(accept)}
          </FieldHint>
        </div>
        {file ? (
          <div className="mt-3 flex items-center gap-3 rounded-md bg-white px-3 py-2 ring-1 ring-gray-200">
            <FileText className="size-5 shrink-0 text-gray-500" aria-hidden />
            <div className="min-w-0 flex-1 text-sm">
              <span className="sr-only">{t.chosenFile}: </span>
              <span className="block truncate font-medium text-gray-900">{file.filename}</span>
              <span className="text-gray-600">{formatBytes(dataUrlByteLength(file.data) ?? 0)}</span>
            </div>
            <button
              type="button"
              onClick={remove}
              aria-label={t.removeFile(file.filename)}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ) : null}
      </div>
      <PickError id={`${id}-pick`} message={pickError} />
      <FieldError fieldKey={key} message={shownError} />
    </div>
  );
}
