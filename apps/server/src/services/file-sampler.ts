import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import { MAX_FILE_BYTES } from '@rekry/domain';
import { SAMPLE_BYTES } from './file-check.ts';

/** A streamed file went past its limit: it is refused as 'Filen är för stor', whatever else it was. */
export class FileTooLargeError extends Error {
  constructor() {
    super('file too large');
    this.name = 'FileTooLargeError';
  }
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
  private text: TextDecoder | null = new TextDecoder('utf-8', { fatal: true });

  constructor(private readonly limit = MAX_FILE_BYTES) {
    super();
  }

  /** The first SAMPLE_BYTES (or the whole file when it is smaller). */
  get sample(): Buffer {
    return Buffer.concat(this.head);
  }

  /** Once the stream has ended: whether every byte was UTF-8 text without a NUL. */
  get plainText(): boolean {
    return this.text !== null;
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
    try {
      if (chunk.includes(0)) throw new Error('NUL');
      this.text.decode(chunk, { stream: more });
    } catch {
      this.text = null;
    }
  }
}
