import { Readable, Transform } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import {
  StoreUnavailableError,
  type ByteRange,
  type ObjectStore,
  type StoredObject,
} from './object-store.ts';
import type { S3StoreOptions } from '../config.ts';

/**
 * A refusal that is about the request (no such key, access denied, a bad bucket) stays itself; anything
 * else — no connection, a timeout, the store's own 5xx — means the store cannot be used right now.
 */
function storeError(operation: 'read' | 'write', err: unknown): unknown {
  const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
  if (status !== undefined && status < 500 && status !== 408 && status !== 429) return err;
  return new StoreUnavailableError(operation, err);
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey');

/** Objects in an S3-compatible bucket, shared by every instance. */
export class S3ObjectStore implements ObjectStore {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StoreOptions) {
    this.bucket = options.bucket;
    this.description = `S3 bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      maxAttempts: options.maxAttempts,
      requestHandler: new NodeHttpHandler({
        connectionTimeout: options.timeoutMs,
        // Idle, not total: a large file may take longer than this, a store that stops answering may not.
        socketTimeout: options.timeoutMs,
      }),
    });
  }

  private async send<T>(operation: 'read' | 'write', run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw storeError(operation, err);
    }
  }

  async put(key: string, body: Readable | Uint8Array): Promise<{ size: number }> {
    if (!(body instanceof Readable)) {
      await this.send('write', () =>
        this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body })),
      );
      return { size: body.length };
    }
    let size = 0;
    let sourceFailed: unknown;
    const counted = body.pipe(
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, chunk);
        },
      }),
    );
    body.once('error', (err) => {
      sourceFailed = err;
      counted.destroy(err);
    });
    // One PutObject for a small stream, a multipart upload in 5 MB parts for a large one.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted },
      queueSize: 1,
    });
    try {
      await upload.done();
    } catch (err) {
      // The stream failing (an upload cut off by its sender) is its own error, not the store's.
      throw sourceFailed ?? storeError('write', err);
    }
    return { size };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const total = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : answer.ContentLength;
      const body = answer.Body as Readable;
      // The store failing in the middle of the bytes is an outage too, for whoever reads the stream.
      const guarded = body.pipe(new Transform({ transform: (chunk, _e, done) => done(null, chunk) }));
      body.once('error', (err) => guarded.destroy(new StoreUnavailableError('read', err)));
      // A reader that stops early (a download cut off) frees the store's connection at once.
      guarded.once('close', () => body.destroy());
      return { body: guarded, size: total ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw storeError('read', err);
    }
  }

  async head(key: string): Promise<{ size: number; etag?: string } | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, etag: answer.ETag?.replace(/"/g, '') };
    } catch (err) {
      if (isMissing(err)) return null;
      throw storeError('read', err);
    }
  }

  async move(from: string, to: string): Promise<void> {
    // S3 has no rename: a server-side copy, then the source goes.
    await this.send('write', () =>
      this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          CopySource: `${this.bucket}/${encodeURI(from)}`,
        }),
      ),
    );
    await this.remove(from);
  }

  async remove(key: string): Promise<void> {
    await this.send('write', () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modified: Date }> {
    let token: string | undefined;
    do {
      const page = await this.send('read', () =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        ),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, modified: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
