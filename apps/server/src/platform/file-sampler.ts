import { Transform, type TransformCallback } from 'node:stream';
import { MAX_FILE_BYTES } from '@rekry/domain';
import { SAMPLE_BYTES, isPlainText } from './file-check.ts';

/** A streamed file went past its limit: it is refused as 'Filen är för stor', whatever else it was. */
export class FileTooLargeError extends Error {
  constructor() {
    super('file too large');
    this.name = 'FileTooLargeError';
  }
}

/** Bytes at the end of `bytes` that begin a UTF-8 sequence the next chunk is to complete (0 to 3). */
export function incompleteUtf8Tail(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: its lead is further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/**
 * Passes a streamed upload through unchanged while learning what `judgeApplicationFile` needs: its size,
 * its first SAMPLE_BYTES, and whether it is UTF-8 text without NUL bytes. Past `limit` bytes it fails
 * with FileTooLargeError, so a file over the limit is never written whole.
 */
export class FileSampler extends Transform {
  size = 0;
  private readonly head: Buffer[] = [];
  private headBytes = 0;
  private text = true;
  /** The start of a character split between two chunks. */
  private tail: Buffer = Buffer.alloc(0);

  constructor(private readonly limit = MAX_FILE_BYTES) {
    super();
  }

  /** The first SAMPLE_BYTES (or the whole file when it is smaller). */
  get sample(): Buffer {
    return Buffer.concat(this.head);
  }

  /** Once the stream has ended: whether every byte was UTF-8 text without a NUL. */
  get plainText(): boolean {
    return this.text;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) return done(new FileTooLargeError());
    if (this.headBytes < SAMPLE_BYTES) {
      const part = chunk.subarray(0, SAMPLE_BYTES - this.headBytes);
      this.head.push(part);
      this.headBytes += part.length;
    }
    this.readText(chunk, true);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    this.readText(Buffer.alloc(0), false);
    done();
  }

  private readText(chunk: Buffer, more: boolean): void {
    if (!this.text) return;
    const bytes = this.tail.length ? Buffer.concat([this.tail, chunk]) : chunk;
    const cut = more ? bytes.length - incompleteUtf8Tail(bytes) : bytes.length;
    this.text = isPlainText(bytes.subarray(0, cut));
    this.tail = Buffer.from(bytes.subarray(cut));
  }
}
