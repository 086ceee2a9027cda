import type { Answers, FormProperty, UploadedFile } from '@rekry/domain/public';

/**
 * The files an applicant picked, kept as the browser's File objects rather than read into data URLs:
 * the answer says only the name and size (what the form validates and shows), and the bytes are sent
 * as parts of a multipart request, streamed by the browser. Keyed by the answer object itself, so a
 * removed or replaced file is simply forgotten with its answer.
 */
const picked = new WeakMap<UploadedFile, File>();

/** The answer of a picked file (data '' says it travels as a part); remembers the File for sending. */
export function answerForPickedFile(file: File): UploadedFile {
  const answer: UploadedFile = { filename: file.name, data: '', size: file.size };
  picked.set(answer, file);
  return answer;
}

/** The picked files of the form's file fields, by field key, to send as parts. */
export function pickedFilesOf(form: readonly FormProperty[], answers: Answers): Map<string, File> {
  const files = new Map<string, File>();
  for (const property of form) {
    const value = answers[property.key];
    const file =
      property.type === 'file' && value && typeof value === 'object' ? picked.get(value) : undefined;
    if (file) files.set(property.key, file);
  }
  return files;
}
