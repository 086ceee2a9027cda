import { type FileHandle, mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, ObjectStore, StoredObject } from './object-store.ts';

/** Pending objects live in `.tmp`, where earlier versions wrote them, so their leftovers are still swept. */
const PENDING_KEY = 'pending/';
const PENDING_DIR = '.tmp/';
const SAFE_KEY = /^(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+$/;

/**
 * What a file being written gathers before it goes to the disk: the upload's chunks (64 kB each from the
 * socket) are written together once this much has come, or at the end. Each write is a round trip through
 * the thread pool that wakes one of its threads; on a busy machine that wake-up takes the event loop's core
 * for a while. A 1 MB CV is one write rather than the seven a 256 kB write stream made (and sixteen
 * Node's default did).
 */
const WRITE_BATCH_BYTES = 1024 * 1024;

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Runs a file operation, making the file's folder first only when it is missing: most writes go into a
 * folder that exists (this process's pending one), where a mkdir on every write cost more than the open.
 */
async function inFolder<T>(file: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (err) {
    if (!missing(err)) throw err;
    await mkdir(path.dirname(file), { recursive: true });
    return operation();
  }
}

/** What is left of `chunks` after their first `written` bytes. */
export function unwritten(chunks: Buffer[], written: number): Buffer[] {
  let skip = written;
  let i = 0;
  while (i < chunks.length && skip >= chunks[i]!.length) skip -= chunks[i++]!.length;
  return i < chunks.length ? [chunks[i]!.subarray(skip), ...chunks.slice(i + 1)] : [];
}

/** A stream onto an open file that writes WRITE_BATCH_BYTES at a time and closes the file when done. */
function batchedWriter(handle: FileHandle) {
  let size = 0;
  let batch: Buffer[] = [];
  let batched = 0;
  const flush = async () => {
    const chunks = batch;
    batch = [];
    batched = 0;
    // A write may take fewer bytes than it was given: the rest goes in the next.
    for (let rest = chunks; rest.length;) {
      const { bytesWritten } = await handle.writev(rest);
      if (bytesWritten === 0) throw new Error('the file took no bytes');
      rest = unwritten(rest, bytesWritten);
    }
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      // An empty chunk (an empty file's only one) adds nothing, and a write of nothing says 0 bytes.
      if (chunk.length === 0) return done();
      size += chunk.length;
      batch.push(chunk);
      batched += chunk.length;
      if (batched < WRITE_BATCH_BYTES) done();
      else flush().then(() => done(), done);
    },
    final(done) {
      flush().then(() => done(), done);
    },
    destroy(err, done) {
      handle.close().then(() => done(err), done);
    },
  });
  return { stream, size: () => size };
}

/** Objects as files under `${dataDir}/files`: the default store, one machine's disk. */
export class LocalObjectStore implements ObjectStore {
  readonly root: string;
  readonly pendingRoot: string;
  readonly description: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.pendingRoot = path.join(this.root, PENDING_DIR);
    this.description = `local folder ${this.root}`;
  }

  /** The file of a key; a key that is not plain segments (no `..`, no absolute path) is refused. */
  pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..')) {
      throw new Error(`not a storage key: ${key}`);
    }
    const pending = key === 'pending' || key.startsWith(PENDING_KEY);
    return path.join(this.root, pending ? PENDING_DIR + key.slice(PENDING_KEY.length) : key);
  }

  private keyOf(file: string): string {
    const relative = path.relative(this.root, file).split(path.sep).join('/');
    return relative.startsWith(PENDING_DIR) ? PENDING_KEY + relative.slice(PENDING_DIR.length) : relative;
  }

  async put(key: string, body: Readable | Uint8Array): Promise<{ size: number }> {
    const file = this.pathOf(key);
    // 'wx': a key is never reused, so never overwrite.
    const handle = await inFolder(file, () => open(file, 'wx'));
    const sink = batchedWriter(handle);
    try {
      await pipeline(body instanceof Readable ? body : Readable.from([body]), sink.stream);
    } catch (err) {
      await rm(file, { force: true });
      throw err;
    }
    return { size: sink.size() };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    // One open file for the size and the bytes: a rename or removal in between cannot split them.
    const handle = await open(this.pathOf(key), 'r').catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      const body = handle.createReadStream({ ...(range ?? {}), autoClose: true });
      return { body, size };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async head(key: string): Promise<{ size: number } | null> {
    const info = await stat(this.pathOf(key)).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
    return info && { size: info.size };
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    // A final key's folder is its application's, new with the application's first file: made first,
    // rather than after a rename that fails.
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.pathOf(from), target);
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    // An application's folder goes with its last file (rmdir refuses one that still has some). A pending
    // folder stays: its process may be writing the next file into it right now.
    if (!key.startsWith(PENDING_KEY)) await rmdir(path.dirname(file)).catch(() => undefined);
  }

  /** Removes the folder of a prefix when it is empty (a dead process's pending folder). */
  async dropEmptyFolder(prefix: string): Promise<void> {
    await rmdir(this.pathOf(prefix.replace(/\/$/, ''))).catch(() => undefined);
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modified: Date }> {
    // Walk only the folder the prefix names; filter the rest by the key.
    const folder = prefix.includes('/') ? this.pathOf(prefix.slice(0, prefix.lastIndexOf('/'))) : this.root;
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
      if (missing(err)) return [];
      throw err;
    });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = this.keyOf(file);
      if (!key.startsWith(prefix)) continue;
      const info = await stat(file).catch(() => null);
      if (info) yield { key, modified: info.mtime };
    }
  }

  close(): void {}
}
