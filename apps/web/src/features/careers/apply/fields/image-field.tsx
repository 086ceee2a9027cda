import { formatMegabytes, IMAGE_MIME_TYPES, MAX_FILE_BYTES } from '@rekry/domain/public';
import { ImagePlus, X } from 'lucide-react';
import { imageSize, readAsDataUrl } from '../../../../lib/read-file.ts';
import { applyStrings as t } from '../strings.ts';
import type { FieldProps } from './field-props.ts';
import { PickerField, PickerInput, useFilePicker } from './picker.tsx';
import { loadValidation } from '../use-application-form.ts';

/**
 * imageBase64: an image picked, measured and previewed. Too many bytes ('Filen är för stor. Max 5MB'), too
 * few or too many pixels (SPEC §5) are refused at once with the company's or the default message.
 */
export function ImageField({ property, answers, error, messages, onChange }: FieldProps) {
  const { key, data = {} } = property;
  const value = typeof answers[key] === 'string' ? (answers[key] as string) : '';
  const limit = data.maxSize ?? MAX_FILE_BYTES;
  const { picker, inputRef } = useFilePicker({
    key,
    error,
    onChange,
    maxBytes: limit,
    // The messages load with the form's rules, on the first pick (drawing the field needs neither).
    tooLarge: async () => {
      const { messageFor } = await loadValidation();
      return messageFor({ key, rule: 'fileSize', data: formatMegabytes(limit) }, messages);
    },
    unreadable: t.imageUnreadable,
    empty: '',
    read: async (picked) => {
      const [dataUrl, { checkImageDimensions, messageFor }] = await Promise.all([
        readAsDataUrl(picked),
        loadValidation(),
      ]);
      const refused = checkImageDimensions(await imageSize(dataUrl), data, key);
      return refused ? { refused: messageFor(refused, messages) } : { value: dataUrl };
    },
  });

  return (
    <PickerField
      property={property}
      picker={picker}
      boxClassName="flex flex-wrap items-center gap-4"
      htmlPickError
    >
      {value ? (
        <div className="relative">
          <img
            src={value}
            alt={t.imagePreview}
            className="size-24 rounded-md object-cover ring-1 ring-gray-200"
          />
          <button
            type="button"
            onClick={picker.remove}
            aria-label={t.removeImage}
            className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full bg-white text-gray-700 shadow ring-1 ring-gray-300 hover:text-gray-900"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 basis-48 flex-col items-start gap-2">
        <PickerInput
          property={property}
          picker={picker}
          inputRef={inputRef}
          accept={IMAGE_MIME_TYPES.join(',')}
          hint={t.imageHint(formatMegabytes(limit), data)}
        >
          <ImagePlus className="size-4" aria-hidden />
          {t.chooseImage}
        </PickerInput>
      </div>
    </PickerField>
  );
}
