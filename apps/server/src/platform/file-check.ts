import { isUtf8 } from 'node:buffer';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import {
  ACCEPTED_FILE_TYPES,
  BANNER_MESSAGES,
  bannerBytesProblem,
  bannerSizeProblem,
  type BannerType,
  FILE_TOO_LARGE,
  IMAGE_MIME_TYPES,
  MAX_FILE_BYTES,
  acceptedExtensions,
  checkImageDimensions,
  extensionOf,
  isAcceptedFile,
  messageFor,
  parseDataUrl,
  type ContainerMessages,
  type PropertyData,
  type UploadedFile,
} from '@rekry/domain';

/** A file whose bytes were decoded and found to be what its name says. */
export interface CheckedFile {
  bytes: Buffer;
  /** The type stored and served: the one of its extension, confirmed by the bytes. */
  contentType: string;
  /** Lower-case extension without the dot, used for the stored name. */
  extension: string;
}

export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; message: string };

export const FILE_CHECK_MESSAGES = {
  unreadable: 'Filen kunde inte läsas',
  mismatch: 'Filens innehåll stämmer inte med filtypen (.#EXT#)',
  imageType: 'Bilden måste vara en png-, jpg-, gif- eller webp-fil',
} as const;

/** What file-type calls each accepted extension's bytes; plain text has no magic bytes (null). */
const DETECTED_AS: Readonly<Record<string, string | null>> = {
  pdf: 'pdf',
  doc: 'cfb',
  docx: 'docx',
  odt: 'odt',
  rtf: 'rtf',
  txt: null,
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  bmp: 'bmp',
};

/** Types browsers put in a data URL for the same extension besides the canonical one. */
const DECLARED_ALIASES: Readonly<Record<string, readonly string[]>> = {
  rtf: ['text/rtf'],
  jpg: ['image/pjpeg'],
  jpeg: ['image/pjpeg'],
  bmp: ['image/x-ms-bmp', 'image/x-bmp'],
  // Some systems report .doc/.docx/.odt as a generic zip or OLE container.
  docx: ['application/zip', 'application/x-zip-compressed'],
  odt: ['application/zip', 'application/x-zip-compressed'],
  doc: ['application/x-cfb', 'application/vnd.ms-word'],
};
/** A browser that does not know a type declares none, or this. */
const UNKNOWN_TYPE = ['', 'application/octet-stream'];

function decode(dataUrl: string): { mime: string; bytes: Buffer } | null {
  const parsed = parseDataUrl(dataUrl);
  if (!parsed) return null;
  return { mime: parsed.mime, bytes: Buffer.from(parsed.base64, 'base64') };
}

/**
 * UTF-8 text without NUL bytes (binary files almost always have one), validated without being decoded
 * into a string.
 */
export const isPlainText = (bytes: Buffer) => !bytes.includes(0) && isUtf8(bytes);

/** What is known of an application file before it is judged: its name, declared type and bytes. */
export interface FileFacts {
  filename: string;
  /** The type the browser declared ('' when none). */
  mime: string;
  /** The whole file's size in bytes. */
  size: number;
  /** Its first bytes (at least SAMPLE_BYTES of them, or all of a smaller file): what the type is read from. */
  sample: Buffer;
  /** Whether the whole file is UTF-8 text without NUL bytes (only a .txt needs it). */
  plainText: boolean;
}

/** How much of a file the type is read from: file-type needs 4,100 bytes; a zip's first entries fit in this. */
export const SAMPLE_BYTES = 256 * 1024;

export type FileJudgement =
  { ok: true; contentType: string; extension: string } | { ok: false; message: string };

/**
 * The server's own look at an application file: at most MAX_FILE_BYTES, an accepted extension, a
 * declared type that fits it, and bytes that really are that kind of file. Whether the bytes came in a
 * data URL or streamed as a part of a form, this is the one judgement.
 */
export async function judgeApplicationFile(facts: FileFacts, accept?: string): Promise<FileJudgement> {
  const { filename, mime, size, sample } = facts;
  if (size > MAX_FILE_BYTES) return { ok: false, message: FILE_TOO_LARGE };
  const extension = extensionOf(filename);
  if (!isAcceptedFile(filename, accept)) {
    return {
      ok: false,
      message: messageFor({ key: '', rule: 'fileType', data: acceptedExtensions(accept) }, {}),
    };
  }
  const contentType = ACCEPTED_FILE_TYPES[extension]!;
  const mismatch = { ok: false, message: FILE_CHECK_MESSAGES.mismatch.replace('#EXT#', extension) } as const;
  const declaredOk =
    UNKNOWN_TYPE.includes(mime) || mime === contentType || (DECLARED_ALIASES[extension] ?? []).includes(mime);
  if (!declaredOk) return mismatch;
  const expected = DETECTED_AS[extension];
  const detected = await fileTypeFromBuffer(sample);
  const bytesOk = expected === null ? !detected && facts.plainText : detected?.ext === expected;
  if (!bytesOk) return mismatch;
  return { ok: true, contentType, extension };
}

/** An application file sent as a data URL (SPEC §7), decoded and judged. */
export async function checkApplicationFile(file: UploadedFile, accept?: string): Promise<FileCheck> {
  const decoded = decode(file.data);
  if (!decoded) return { ok: false, message: FILE_CHECK_MESSAGES.unreadable };
  return checkApplicationBytes(file.filename, decoded.mime, decoded.bytes, accept);
}

/** The same checks for a file's bytes as they came (an e-mail's attachment), with its declared type. */
export async function checkApplicationBytes(
  filename: string,
  mime: string,
  bytes: Buffer,
  accept?: string,
): Promise<FileCheck> {
  // Only plain text is read through (and not past the size limit).
  const plainText =
    DETECTED_AS[extensionOf(filename)] === null && bytes.length <= MAX_FILE_BYTES && isPlainText(bytes);
  const judged = await judgeApplicationFile(
    { filename, mime, size: bytes.length, sample: bytes, plainText },
    accept,
  );
  if (!judged.ok) return judged;
  return { ok: true, file: { bytes, contentType: judged.contentType, extension: judged.extension } };
}

const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * An imageBase64 answer: an image of an accepted type whose bytes agree with its declared type, within
 * the field's byte and pixel limits (messages of SPEC §5 through the company's texts).
 */
export async function checkImage(
  dataUrl: string,
  data: PropertyData,
  messages: ContainerMessages,
): Promise<FileCheck> {
  const decoded = decode(dataUrl);
  if (!decoded) return { ok: false, message: FILE_CHECK_MESSAGES.unreadable };
  const { mime, bytes } = decoded;
  const limit = data.maxSize ?? MAX_FILE_BYTES;
  if (bytes.length > limit) return { ok: false, message: FILE_TOO_LARGE };
  const detected = await fileTypeFromBuffer(bytes);
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(mime) || detected?.mime !== mime) {
    return { ok: false, message: FILE_CHECK_MESSAGES.imageType };
  }
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, message: FILE_CHECK_MESSAGES.unreadable };
  }
  const failed = checkImageDimensions(size, data);
  if (failed) return { ok: false, message: messageFor(failed, messages) };
  return { ok: true, file: { bytes, contentType: mime, extension: IMAGE_EXTENSIONS[mime]! } };
}

/** A banner whose bytes were read and found to be the image its type says, within BANNER_LIMITS. */
export interface CheckedBanner {
  bytes: Buffer;
  type: BannerType;
  /** As shown (after the EXIF orientation is applied). */
  width: number;
  height: number;
}

/**
 * The server's own look at an uploaded banner (SPEC §5 with BANNER_LIMITS): at most 5 MB, bytes that are
 * the raster image the declared type says (a PNG sent as image/jpeg is refused), and the pixel limits,
 * read from the header before anything decodes the image.
 */
export async function checkBanner(
  base64: string,
  declared: BannerType,
): Promise<{ ok: true; banner: CheckedBanner } | { ok: false; message: string }> {
  const bytes = Buffer.from(base64, 'base64');
  const tooBig = bannerBytesProblem(bytes.length);
  if (tooBig) return { ok: false, message: tooBig };
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== declared) return { ok: false, message: BANNER_MESSAGES.mismatch };
  let size: { width: number; height: number; orientation?: number | undefined };
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, message: BANNER_MESSAGES.unreadable };
  }
  // EXIF orientations 5–8 turn the picture a quarter: what is shown is the other way round.
  const turned = (size.orientation ?? 1) >= 5;
  const shown = turned ? { width: size.height, height: size.width } : size;
  const problem = bannerSizeProblem(shown);
  if (problem) return { ok: false, message: problem };
  return { ok: true, banner: { bytes, type: declared, width: shown.width, height: shown.height } };
}
