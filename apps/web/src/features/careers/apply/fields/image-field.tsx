import {
  checkImageDimensions,
  formatMegabytes,
  IMAGE_MIME_TYPES,
  isRequired,
  MAX_FILE_BYTES,
  messageFor,
} from '@rekry/domain/public';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel } from '../field-parts.tsx';
import { fieldId } from '../form-model.ts';
import { Html } from '../html.tsx';
import { imageSize, readAsDataUrl } from '../read-file.ts';
import { applyStrings as t } from '../strings.ts';
import type { FieldProps } from './field-props.ts';
import { pickerBoxClass, PickerButton, PickError } from './picker.tsx';

/**
 * imageBase64: an image picked, measured and previewed. Too many bytes ('Filen är för stor. Max 5MB'), too
 * few or too many pixels (SPEC §5) are refused at once with the company's or the default message.
 */
export function ImageField({ property, answers, error, messages, onChange }: FieldProps) {
  const { key, data = {} } = property;
  const id = fieldId(key);
  const input = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const value = typeof answers[key] === 'string' ? (answers[key] as string) : '';
  const limit = data.maxSize ?? MAX_FILE_BYTES;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setPickError(null);
    if (picked.size > limit) {
      setPickError(messageFor({ key, rule: 'fileSize', data: formatMegabytes(limit) }, messages));
      return;
    }
    setReading(true);
    try {
      const dataUrl = await readAsDataUrl(picked);
      const refused = checkImageDimensions(await imageSize(dataUrl), data, key);
      if (refused) setPickError(messageFor(refused, messages));
      else onChange(key, dataUrl, { validate: true });
    } catch {
      setPickError(t.imageUnreadable);
    } finally {
      setReading(false);
    }
  }

  function remove() {
    setPickError(null);
    onChange(key, '');
    input.current?.focus();
  }

  const shownError = pickError ? null : error;
  return (
    <div>
      <FieldLabel property={property} htmlFor={id} />
      <div className={pickerBoxClass(!!(shownError || pickError), 'flex flex-wrap items-center gap-4')}>
        {value ? (
          <div className="relative">
            <img
              src={value}
              alt={t.imagePreview}
              className="size-24 rounded-md object-cover ring-1 ring-gray-200"
            />
            <button
              type="button"
              onClick={remove}
              aria-label={t.removeImage}
              className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full bg-white text-gray-700 shadow ring-1 ring-gray-300 hover:text-gray-900"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ) : null}
        <div className="flex min-w-0 flex-1 basis-48 flex-col items-start gap-2">
          <input
            ref={input}
            id={id}
            name={key}
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
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
            <ImagePlus className="size-4" aria-hidden />
            {t.chooseImage}
          </PickerButton>
          <FieldHint fieldKey={key}>{t.imageHint(formatMegabytes(limit), data)}</FieldHint>
        </div>
      </div>
      <PickError id={`${id}-pick`} message={pickError ? <Html html={pickError} /> : null} />
      <FieldError fieldKey={key} message={shownError} />
    </div>
  );
}
