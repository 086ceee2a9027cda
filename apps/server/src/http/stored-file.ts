import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../platform/services.ts';
import { StoreUnavailableError, type ByteRange, type StoredObject } from '../platform/object-store.ts';
import type { StoredFileRef } from '../platform/storage.ts';
import { byteRangeOf } from './byte-range.ts';

/**
 * The type a stored file is served with, by the extension the server gave it: never HTML, SVG or
 * anything a browser would run; unknown ones are plain bytes.
 */
const SERVED_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** `attachment; filename="CV.pdf"; filename*=UTF-8''CV.pdf` with the name made safe for the header. */
export function attachmentHeader(filename: string): string {
  const clean = [...filename].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  const name = clean.replace(/[/\\]/g, '_').trim() || 'fil';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored file of an application as an attachment with a fixed safe type by its extension, nosniff
 * and a sandboxing CSP, streamed from the store; a Range request (the PDF viewer's) gets its part. A file
 * missing from the store is `missing`; a store that cannot answer now is a 503.
 */
export async function serveStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  row: StoredFileRef & { filename: string },
  missing: Error,
) {
  const { storage } = services;
  let found: StoredObject | null;
  let part: ByteRange | 'whole' | 'unsatisfiable' = 'whole';
  try {
    if (request.headers.range) {
      const size = await storage.sizeOf(row);
      if (size === null) throw missing;
      part = byteRangeOf(request.headers.range, size);
      if (part === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
    }
    found = await storage.open(row, part === 'whole' ? undefined : part);
  } catch (err) {
    throw err instanceof StoreUnavailableError ? err : missing;
  }
  if (!found) throw missing;
  const extension = row.storedName.slice(row.storedName.lastIndexOf('.') + 1);
  reply
    .header('content-type', SERVED_TYPES[extension] ?? 'application/octet-stream')
    .header('content-disposition', attachmentHeader(row.filename))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', 'private, no-store')
    .header('accept-ranges', 'bytes');
  if (part === 'whole') return reply.header('content-length', found.size).send(found.body);
  return reply
    .code(206)
    .header('content-range', `bytes ${part.start}-${part.end}/${found.size}`)
    .header('content-length', part.end - part.start + 1)
    .send(found.body);
}
