import type { Readable } from 'node:stream';
import { HttpError } from '../core/errors.ts';

/**
 * Where the bytes of stored files live: a folder on this machine (LocalObjectStore) or an S3-compatible
 * bucket shared by every instance (S3ObjectStore). Keys are made by FileStorage only, never from a name a
 * client sent; a store checks nothing about them beyond staying inside itself.
 */
export interface ObjectStore {
  /** What it is, for the log ("local folder /data/files", "S3 bucket rekry at http://…"). */
  readonly description: string;
  /** Writes the object whole (a stream is read to its end); answers the bytes written. */
  put(key: string, body: Readable | Uint8Array): Promise<{ size: number }>;
  /** The object's bytes (`range`: inclusive byte offsets within it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's size and MD5-style tag (S3's ETag; local: none), or null when there is none. */
  head(key: string): Promise<{ size: number; etag?: string } | null>;
  /** Moves an object to another key (local: rename; S3: copy, then delete the source). */
  move(from: string, to: string): Promise<void>;
  /** Removes an object; one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Removes what a prefix leaves once its objects are gone (a local folder); S3 has nothing to remove. */
  dropEmptyFolder?(prefix: string): Promise<void>;
  /** Every object whose key starts with `prefix`, with the time it was last written. */
  list(prefix: string): AsyncIterable<{ key: string; modified: Date }>;
  /** Lets go of connections. */
  close(): void;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  body: Readable;
  /** The whole object's size, whatever part of it `body` holds. */
  size: number;
}

export const STORE_UNAVAILABLE_TEXTS = {
  write: 'Filerna kunde inte sparas just nu. Försök igen om en stund.',
  read: 'Filen kan inte hämtas just nu. Försök igen om en stund.',
} as const;

/**
 * The store did not answer in time, refused the connection or failed on its side: a 503 with a Swedish
 * message (the request saved nothing: its transaction rolls back), and a retry for a job.
 */
export class StoreUnavailableError extends HttpError {
  constructor(
    operation: keyof typeof STORE_UNAVAILABLE_TEXTS,
    override readonly cause: unknown,
  ) {
    super(503, 'unavailable', STORE_UNAVAILABLE_TEXTS[operation]);
    this.name = 'StoreUnavailableError';
  }
}
