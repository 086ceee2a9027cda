import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The content encodings the server answers with, best first. */
export type Encoding = 'br' | 'gzip';

/** Bytes compressed once for answers that are sent many times (cached public answers, rendered pages). */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 });
}
