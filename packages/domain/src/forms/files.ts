/**
 * Uploaded files as the browser reads them (data URLs) and the limits of SPEC §5/§9. Magic bytes are
 * the server's check; here only what both sides can see: the name, the declared type and the size.
 */

/** SPEC §9: at most 5,000,000 bytes per file. */
export const MAX_FILE_BYTES = 5_000_000;
export const FILE_TOO_LARGE = 'Filen är för stor';
export const FILE_SIZE_HINT = 'filstorlek max 5MB';

/** SPEC §5 image texts; #DATA# is the limit ('5MB', '200x100'). */
export const imageMessages = {
  fileSize: 'Filen är för stor. Max #DATA#',
  tooSmall: 'Bilden är för liten. Minsta storlek är #DATA#',
  tooLarge: 'Bilden är för stor. Max storlek är #DATA#',
} as const;

/** Extensions an application file may have, with the type the server stores it as. */
export const ACCEPTED_FILE_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
};

/** The file input's accept attribute for the default types: '.pdf,.doc,…'. */
export const ACCEPT_ATTRIBUTE = Object.keys(ACCEPTED_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

/** SPEC §9: files shown as an image preview. */
export const IMAGE_PREVIEW_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp'] as const;

/** Types an imageBase64 field accepts. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** 'CV.Final.PDF' → 'pdf'; '' when there is no extension. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 || dot === filename.length - 1 ? '' : filename.slice(dot + 1).toLowerCase();
}

// 'data:' [type/subtype] [;param=value]* ';base64,' payload. Browsers write 'application/octet-stream'
// (or nothing) for types they do not know, so the type is optional.
const DATA_URL = /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?((?:;[^;,=]+=[^;,]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A base64 data URL's type (lower case, '' when absent) and payload, or null when it is not one. */
export function parseDataUrl(s: string): { mime: string; base64: string } | null {
  const match = DATA_URL.exec(s);
  if (!match) return null;
  const base64 = s.slice(match[0].length);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return null;
  return { mime: (match[1] ?? '').toLowerCase(), base64 };
}

/** Bytes the data URL decodes to, without decoding it; null when it is not a base64 data URL. */
export function dataUrlByteLength(s: string): number | null {
  const parsed = parseDataUrl(s);
  return parsed && base64ByteLength(parsed.base64);
}

/** Bytes a (valid) base64 payload decodes to. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * Whether a file name is allowed: its extension is one of ACCEPTED_FILE_TYPES and, when the field has
 * an accept list ('.pdf,.docx', 'application/pdf', 'image/*'), matches one of its entries too.
 */
export function isAcceptedFile(filename: string, accept?: string): boolean {
  const ext = extensionOf(filename);
  const mime = ACCEPTED_FILE_TYPES[ext];
  if (!mime) return false;
  const entries = (accept ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  return entries.some((entry) =>
    entry.startsWith('.')
      ? entry.slice(1) === ext
      : entry.endsWith('/*')
        ? mime.startsWith(entry.slice(0, -1))
        : entry === mime,
  );
}

/** The extensions a field accepts, for the message: 'pdf, doc, docx'. */
export function acceptedExtensions(accept?: string): string {
  return Object.keys(ACCEPTED_FILE_TYPES)
    .filter((ext) => isAcceptedFile(`fil.${ext}`, accept))
    .join(', ');
}

/** A byte limit as the texts write it: 5_000_000 → '5MB', 1_500_000 → '1,5MB', 200_000 → '200kB'. */
export function formatMegabytes(bytes: number): string {
  const [amount, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'MB'] : bytes >= 1000 ? [bytes / 1000, 'kB'] : [bytes, 'B'];
  return `${String(Math.round(amount * 10) / 10).replace('.', ',')}${unit}`;
}
