import type { Multipart, MultipartFile } from '@fastify/multipart';
import { FILE_TOO_LARGE, MAX_FILE_BYTES, type FormProperty, type UploadedFile } from '@rekry/domain';
import type { StreamedFile } from '../applicants/index.ts';
import { judgeApplicationFile } from '../../platform/file-check.ts';
import { FileSampler, FileTooLargeError } from '../../platform/file-sampler.ts';
import { FileStorage, type PendingFile } from '../../platform/storage.ts';
import { htmlToText } from '../../platform/sanitize.ts';
import { HttpError, badRequest } from '../../core/errors.ts';

export const PART_MESSAGES = {
  dataFirst: 'Ansökan ska börja med fältet data',
  unreadable: 'Ansökan kunde inte läsas',
  tooLarge: 'Förfrågan är för stor',
  unknownFile: 'Formuläret har inget filfält som heter så',
  twice: 'Fältet har fått mer än en fil',
  longName: 'Filnamnet är för långt',
} as const;

const FILENAME_MAX = 255;

/**
 * The multipart form of the apply call: one field `data` first (the same JSON as the JSON call's body),
 * then one file part per file field, named by its key. Documents only: an image field's answer stays a
 * data URL inside `data` (it is small, and its pixels are read whole anyway).
 */
export const APPLY_PART_LIMITS = {
  fields: 1,
  /** `data` carries the answers and any images as data URLs. */
  fieldSize: 32 * 1024 * 1024,
  files: 20,
  // One byte over the limit is enough to know: FileSampler refuses it as 'Filen är för stor'.
  fileSize: MAX_FILE_BYTES + 1,
  parts: 21,
} as const;

/** What @fastify/busboy says of a body that is not well-formed multipart or ends before its last boundary. */
const MALFORMED = /^(Unexpected end of multipart data|Multipart: Boundary not found|Part terminated early)/;

/** A form the sender cut off or got wrong is a 400 in Swedish, not the server's failure. */
function asClientError(err: unknown): unknown {
  return err instanceof Error && !(err instanceof HttpError) && MALFORMED.test(err.message)
    ? badRequest(PART_MESSAGES.unreadable)
    : err;
}

/** The next part; a malformed body is the sender's error. */
const nextPart = (parts: AsyncIterator<Multipart>) =>
  parts.next().catch((err: unknown) => {
    throw asClientError(err);
  });

/** The first part, `data`, parsed as JSON; anything else is a 400 before a byte of a file is read. */
export async function readDataPart(parts: AsyncIterator<Multipart>): Promise<unknown> {
  const first = await nextPart(parts);
  const part = first.done ? undefined : first.value;
  if (!part || part.type !== 'field' || part.fieldname !== 'data') throw badRequest(PART_MESSAGES.dataFirst);
  if (part.valueTruncated) throw new HttpError(413, 'bad_request', PART_MESSAGES.tooLarge);
  try {
    return JSON.parse(String(part.value));
  } catch {
    throw badRequest(PART_MESSAGES.unreadable);
  }
}

/** What the file parts came to: the files written (pending), their answers, and the refusals per field. */
export interface ReceivedFiles {
  files: { propertyKey: string; filename: string; streamed: StreamedFile }[];
  answers: Record<string, UploadedFile>;
  refused: Record<string, string>;
}

/**
 * Streams each file part to its pending key while it arrives (never whole in memory), judging its type
 * by its first bytes as it goes. On any failure, what was written is removed before the error goes on.
 */
export async function receiveFileParts(
  parts: AsyncIterator<Multipart>,
  target: { form: FormProperty[]; containerId: number; applicationId: number; storage: FileStorage },
): Promise<ReceivedFiles> {
  const received: ReceivedFiles = { files: [], answers: {}, refused: {} };
  const written: PendingFile[] = [];
  const fileFields = new Map(target.form.filter((p) => p.type === 'file').map((p) => [p.key, p]));
  try {
    for (let next = await nextPart(parts); !next.done; next = await nextPart(parts)) {
      const part = next.value;
      if (part.type !== 'file') throw badRequest(PART_MESSAGES.dataFirst);
      const property = fileFields.get(part.fieldname);
      if (!property)
        throw new HttpError(400, 'bad_file', PART_MESSAGES.unknownFile, {
          [part.fieldname]: PART_MESSAGES.unknownFile,
        });
      if (received.answers[property.key] || received.refused[property.key]) {
        throw new HttpError(400, 'bad_file', PART_MESSAGES.twice, { [property.key]: PART_MESSAGES.twice });
      }
      const outcome = await receiveOne(part, property, target, written);
      if ('refused' in outcome) received.refused[property.key] = outcome.refused;
      else {
        received.files.push(outcome.file);
        received.answers[property.key] = {
          filename: part.filename,
          data: '',
          size: outcome.file.streamed.pending.size,
        };
      }
    }
  } catch (err) {
    await Promise.all(written.map((file) => file.discard().catch(() => undefined)));
    throw asClientError(err);
  }
  return received;
}

async function receiveOne(
  part: MultipartFile,
  property: FormProperty,
  target: { containerId: number; applicationId: number; storage: FileStorage },
  written: PendingFile[],
): Promise<{ file: ReceivedFiles['files'][number] } | { refused: string }> {
  const filename = part.filename.trim();
  // The name is the applicant's (shown, never a key); the stored name is the server's own.
  const storedName = FileStorage.newStoredName(extensionPart(filename));
  const ref = { containerId: target.containerId, applicationId: target.applicationId, storedName };
  if (filename.length > FILENAME_MAX) {
    part.file.resume();
    return { refused: PART_MESSAGES.longName };
  }
  // Piped, not pipelined: a refused file must not destroy the part (that would end the whole form), so
  // its rest is read and dropped instead, and the next part can come.
  const sampler = new FileSampler();
  part.file.once('error', (err) => sampler.destroy(err));
  let pending: PendingFile;
  try {
    pending = await target.storage.writePending(ref, part.file.pipe(sampler));
  } catch (err) {
    if (err instanceof FileTooLargeError) {
      part.file.resume();
      return { refused: FILE_TOO_LARGE };
    }
    throw err;
  }
  written.push(pending);
  const judged = await judgeApplicationFile(
    {
      filename,
      mime: part.mimetype,
      size: sampler.size,
      sample: sampler.sample,
      plainText: sampler.plainText,
    },
    property.data?.accept,
  );
  if (!judged.ok) {
    await pending.discard().catch(() => undefined);
    written.splice(written.indexOf(pending), 1);
    return { refused: htmlToText(judged.message) };
  }
  return {
    file: { propertyKey: property.key, filename, streamed: { pending, contentType: judged.contentType } },
  };
}

/** The extension the stored name gets: the name's own when it is plain, else none worth keeping. */
function extensionPart(filename: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(filename);
  return match ? match[1]!.toLowerCase() : 'bin';
}
