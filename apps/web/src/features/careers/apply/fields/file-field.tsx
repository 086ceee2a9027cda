import {
  ACCEPT_ATTRIBUTE,
  acceptedExtensions,
  FILE_SIZE_HINT,
  FILE_TOO_LARGE,
  MAX_FILE_BYTES,
  uploadedFileSize,
  type UploadedFile,
} from '@rekry/domain/public';
import { FileText, Upload, X } from 'lucide-react';
import { formatBytes } from '../../../../lib/read-file.ts';
import { answerForPickedFile } from '../picked-files.ts';
import { applyStrings as t } from '../strings.ts';
import type { FieldProps } from './field-props.ts';
import { PickerField, PickerInput, useFilePicker } from './picker.tsx';

function isFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && 'filename' in value && 'data' in value;
}

/**
 * file: a picker whose file is sent as it is, a part of the multipart apply call (never read into memory
 * here). A file over 5,000,000 bytes is refused when it is picked (SPEC §5 'Filen är för stor'); the hint
 * 'filstorlek max 5MB' is always shown.
 */
export function FileField({ property, answers, error, onChange }: FieldProps) {
  const { key } = property;
  const value = answers[key];
  const file = isFile(value) ? value : null;
  const accept = property.data?.accept || ACCEPT_ATTRIBUTE;
  const { picker, inputRef } = useFilePicker({
    key,
    error,
    onChange,
    maxBytes: MAX_FILE_BYTES,
    tooLarge: FILE_TOO_LARGE,
    unreadable: t.readFileFailed,
    empty: null,
    read: async (picked) => ({ value: answerForPickedFile(picked) }),
  });

  return (
    <PickerField property={property} picker={picker}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <PickerInput
          property={property}
          picker={picker}
          inputRef={inputRef}
          accept={accept}
          hint={
            <>
              {FILE_SIZE_HINT} · {acceptedExtensions(accept)}
            </>
          }
        >
          <Upload className="size-4" aria-hidden />
          {t.chooseFile}
        </PickerInput>
      </div>
      {file ? (
        <div className="mt-3 flex items-center gap-3 rounded-md bg-white px-3 py-2 ring-1 ring-gray-200">
          <FileText className="size-5 shrink-0 text-gray-500" aria-hidden />
          <div className="min-w-0 flex-1 text-sm">
            <span className="sr-only">{t.chosenFile}: </span>
            <span className="block truncate font-medium text-gray-900">{file.filename}</span>
            <span className="text-gray-600">{formatBytes(uploadedFileSize(file) ?? 0)}</span>
          </div>
          <button
            type="button"
            onClick={picker.remove}
            aria-label={t.removeFile(file.filename)}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
    </PickerField>
  );
}
