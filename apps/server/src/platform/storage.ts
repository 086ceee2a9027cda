import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable, Tx } from '../db/client.ts';
import { applicationFiles } from '../db/schema.ts';
import { enqueueJob } from './jobs.ts';
import type { StoredFileRef } from './stored-file-ref.ts';

export type { StoredFileRef };
import type { ByteRange, ObjectStore, StoredObject } from './object-store.ts';
import { HOST_TAG, isAlive } from './this-process.ts';

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;
const FINAL_KEY = /^(\d+)\/(\d+)\/([^/]+)$/;
const PENDING_KEY = /^pending\/([^/]+)\/(\d+)-(\d+)-([^/]+)$/;
const OWNER = /^(.+)-(\d+)$/;
const positiveInt = (n: number) => Number.isSafeInteger(n) && n > 0;
export const PENDING_HOST_TAG = HOST_TAG;
/** A pending object of another instance is taken for abandoned after this long (no transaction lasts it). */
export const PENDING_MAX_AGE_MS = 15 * 60_000;

/** What a file's bytes are written from: a stream (an upload as it arrives) or bytes in memory. */
export type FileBody = Readable | Uint8Array;

/** A file written under its pending key: `finish` after the commit, `discard` when it failed. */
export interface PendingFile {
  ref: StoredFileRef;
  /** The bytes written. */
  size: number;
  /** Makes it final; never throws (a failure leaves it pending, still readable, for `settlePending`). */
  finish(): Promise<void>;
  discard(): Promise<void>;
}

export interface SweepResult {
  /** Pending files whose row had committed: made final. */
  finished: number;
  /** Pending files whose transaction never committed, and final files no row names: removed. */
  removed: number;
  /** Final files left alone because no row at all names any (the database looks like another one). */
  skipped?: number;
}

/**
 * Application files (originals, converted PDFs, annotated versions, chat attachments) in an object store
 * (object-store.ts: a local folder or an S3 bucket), at `<containerId>/<applicationId>/<storedName>`.
 * Names are always chosen here (`${uuid}.${ext}`), never taken from the applicant, so no key can be
 * smuggled in.
 *
 * A file that belongs to a database row is first written under a pending key of this process,
 * `pending/<host>-<pid>/<containerId>-<applicationId>-<storedName>`, and moved to its final key only after
 * the row's transaction committed. So a crash or an error never leaves a final file without its row;
 * what a crash leaves pending is settled at the next start (`sweep`): made final when its row committed,
 * removed when not.
 */
export class FileStorage {
  readonly owner: string;
  /** Pending keys of this life of the process, still waiting for their commit. */
  private readonly mine = new Set<string>();
  /**
   * Moves to final keys still running after their commit was answered (committing), by the final key:
   * a removal of that key waits for its move, a graceful stop for them all (settled).
   */
  private readonly movingTo = new Map<string, Promise<void>>();

  constructor(
    readonly store: ObjectStore,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.owner = `${PENDING_HOST_TAG}-${process.pid}`;
  }

  static newStoredName(extension: string): string {
    return `${randomUUID()}.${extension.toLowerCase()}`;
  }

  keyOf({ containerId, applicationId, storedName }: StoredFileRef): string {
    if (!positiveInt(containerId) || !positiveInt(applicationId) || !STORED_NAME.test(storedName)) {
      throw new Error(`not a stored file: ${containerId}/${applicationId}/${storedName}`);
    }
    return `${containerId}/${applicationId}/${storedName}`;
  }

  /** The pending key of a file of this process until its row has committed. */
  pendingKeyOf(ref: StoredFileRef): string {
    this.keyOf(ref);
    return `pending/${this.owner}/${pendingName(ref)}`;
  }

  /**
   * Writes straight to the final key: only for a file whose row exists already (tools, tests). Anything
   * whose row is still to commit goes through `writePending`.
   */
  async write(ref: StoredFileRef, body: FileBody): Promise<void> {
    await this.store.put(this.keyOf(ref), body);
  }

  /** Writes a file under its pending key; it becomes final with `finish()` after the commit. */
  async writePending(ref: StoredFileRef, body: FileBody): Promise<PendingFile> {
    const pending = this.pendingKeyOf(ref);
    this.mine.add(pending);
    let size: number;
    try {
      ({ size } = await this.store.put(pending, body));
    } catch (err) {
      this.mine.delete(pending);
      // A write cut short may have left a part behind (a local file); the sweep takes what this misses.
      await this.store.remove(pending).catch(() => undefined);
      throw err;
    }
    return {
      ref,
      size,
      finish: () => {
        const final = this.keyOf(ref);
        const move = this.finish(pending, final)
          .catch((err: unknown) => this.log?.error({ err, key: pending }, 'stored file left pending'))
          .finally(() => {
            this.mine.delete(pending);
            this.movingTo.delete(final);
          });
        this.movingTo.set(final, move);
        return move;
      },
      discard: () => this.store.remove(pending).finally(() => this.mine.delete(pending)),
    };
  }

  private async finish(pending: string, final: string): Promise<void> {
    try {
      await this.store.move(pending, final);
    } catch (err) {
      // Moved already (a sweep of another instance, or a retry after the copy and before the delete).
      if (!(await this.store.head(final))) throw err;
      await this.store.remove(pending).catch(() => undefined);
    }
  }

  /**
   * The file's bytes (`range`: a part of them), or null when the store has no such file. A file whose
   * commit has just happened may still be pending: the move is one step (local: a rename) or a copy then a
   * delete (S3), so the file is always under one of its keys: final, else pending, else final again.
   */
  async open(ref: StoredFileRef, range?: ByteRange): Promise<StoredObject | null> {
    const final = this.keyOf(ref);
    const found = await this.store.get(final, range);
    if (found) return found;
    const pending = await this.pendingKeyAnywhere(ref);
    return (pending === null ? null : await this.store.get(pending, range)) ?? this.store.get(final, range);
  }

  /** The size of the stored file, or null when there is none. */
  async sizeOf(ref: StoredFileRef): Promise<number | null> {
    const found = (await this.store.head(this.keyOf(ref))) ?? (await this.pendingHead(ref));
    return found?.size ?? null;
  }

  private async pendingHead(ref: StoredFileRef) {
    const pending = await this.pendingKeyAnywhere(ref);
    return (pending === null ? null : await this.store.head(pending)) ?? this.store.head(this.keyOf(ref));
  }

  /** This process's pending key of the file, or another instance's that has it (rare: a row just committed). */
  private async pendingKeyAnywhere(ref: StoredFileRef): Promise<string | null> {
    const own = this.pendingKeyOf(ref);
    if (this.mine.has(own)) return own;
    const suffix = `/${pendingName(ref)}`;
    for await (const { key } of this.store.list('pending/')) if (key.endsWith(suffix)) return key;
    return null;
  }

  /** The whole file in memory (conversion, annotation); throws when it is not in the store. */
  async read(ref: StoredFileRef): Promise<Buffer> {
    const found = await this.open(ref);
    if (!found) throw Object.assign(new Error(`no stored file ${this.keyOf(ref)}`), { code: 'ENOENT' });
    return buffer(found.body);
  }

  async remove(ref: StoredFileRef): Promise<void> {
    const key = this.keyOf(ref);
    // Its row committed a moment ago and its move is under way here: removed before the move ended, the
    // file would come back under its key with no row.
    await this.movingTo.get(key);
    await this.store.remove(key);
  }

  /**
   * Removes the files of rows that are gone for good (after the commit). What the store cannot take now
   * goes to a 'remove-files' job, which tries again until it can; the start-up sweep is the last resort.
   */
  async removeAfterCommit(db: Queryable, refs: StoredFileRef[]): Promise<void> {
    const failed: StoredFileRef[] = [];
    await Promise.all(refs.map((ref) => this.remove(ref).catch(() => failed.push(ref))));
    if (!failed.length) return;
    this.log?.warn({ files: failed.length }, 'stored files not removed yet: queued for a retry');
    await enqueueJob(db, 'remove-files', { files: failed });
  }

  /**
   * Runs `commit`, which stores the rows of the files it writes with `write` (and of `prewritten` ones) and
   * commits them, in one statement or a transaction (inTransaction): the files are written under pending
   * keys and made final once it has committed, without holding up the result (`settled`); when it (or its
   * commit) fails they go again, so nothing is left half-way.
   */
  async committing<T>(
    commit: (write: (ref: StoredFileRef, body: FileBody) => Promise<number>) => Promise<T>,
    /** Files written (streamed) before, whose rows `commit` inserts: the same fate. */
    prewritten: readonly PendingFile[] = [],
  ): Promise<T> {
    const written: PendingFile[] = [...prewritten];
    const write = async (ref: StoredFileRef, body: FileBody) => {
      const file = await this.writePending(ref, body);
      written.push(file);
      return file.size;
    };
    let result: T;
    try {
      result = await commit(write);
    } catch (err) {
      await Promise.all(written.map((f) => f.discard().catch(() => undefined)));
      throw err;
    }
    // The answer does not wait for the moves (on S3 a copy and a delete each): a committed file is read
    // under either key (open), and one a crash left pending is made final at the next start (sweep).
    for (const file of written) void file.finish();
    return result;
  }

  /** Resolves once every move to a final key begun so far has ended: before a graceful stop ends. */
  async settled(): Promise<void> {
    while (this.movingTo.size) await Promise.all(this.movingTo.values());
  }

  /** `work` in one transaction, with a way to write files that belong to it (committing). */
  inTransaction<T>(
    db: Db,
    work: (tx: Tx, write: (ref: StoredFileRef, body: FileBody) => Promise<number>) => Promise<T>,
    prewritten: readonly PendingFile[] = [],
  ): Promise<T> {
    return this.committing((write) => db.transaction((tx) => work(tx, write)), prewritten);
  }

  /**
   * At start: settles what a crashed life left (`settlePending`), then removes final files that no row
   * names (a delete whose removal never ran). The store is listed before the rows are read, so a file
   * another instance makes final meanwhile always finds its row.
   */
  async sweep(db: Queryable): Promise<SweepResult> {
    const settled = await this.settlePending(db);
    const orphans = await this.removeOrphans(db);
    return { ...orphans, finished: settled.finished, removed: settled.removed + orphans.removed };
  }

  /**
   * Pending files of dead processes of this host, of this process that are not in flight (a move that
   * failed after its commit), and of any host once older than PENDING_MAX_AGE_MS: made final when their
   * row committed, removed when not. At start, and every PENDING_MAX_AGE_MS from the job worker.
   */
  async settlePending(db: Queryable): Promise<SweepResult> {
    const result: SweepResult = { finished: 0, removed: 0 };
    const pending: { key: string; ref: StoredFileRef }[] = [];
    const doneOwners = new Set<string>();
    const oldBefore = Date.now() - PENDING_MAX_AGE_MS;
    for await (const { key, modified } of this.store.list('pending/')) {
      if (this.mine.has(key)) continue;
      const ownerName = key.split('/')[1] ?? '';
      const owner = OWNER.exec(ownerName);
      const ownerGone =
        !!owner &&
        owner[1] === PENDING_HOST_TAG &&
        (Number(owner[2]) === process.pid || !isAlive(Number(owner[2])));
      if (ownerGone) doneOwners.add(ownerName);
      else if (modified.getTime() > oldBefore) continue;
      const p = PENDING_KEY.exec(key);
      const ref = p && { containerId: Number(p[2]), applicationId: Number(p[3]), storedName: p[4]! };
      if (ref && isRef(ref)) pending.push({ key, ref });
      else {
        await this.store.remove(key);
        result.removed++;
      }
    }
    const committed = await referenced(
      db,
      pending.map((p) => p.ref.storedName),
    );
    for (const { key, ref } of pending) {
      if (committed.has(ref.storedName)) {
        await this.finish(key, this.keyOf(ref));
        result.finished++;
      } else {
        await this.store.remove(key);
        result.removed++;
      }
    }
    for (const owner of doneOwners) {
      if (owner !== this.owner) await this.store.dropEmptyFolder?.(`pending/${owner}/`);
    }
    return result;
  }

  private async removeOrphans(db: Queryable): Promise<SweepResult> {
    const finals: StoredFileRef[] = [];
    for await (const { key } of this.store.list('')) {
      const f = FINAL_KEY.exec(key);
      const ref = f && { containerId: Number(f[1]), applicationId: Number(f[2]), storedName: f[3]! };
      if (ref && isRef(ref)) finals.push(ref);
    }
    const known = await referenced(
      db,
      finals.map((f) => f.storedName),
    );
    // Files but not one row naming any: this is another database than the files were written for (a
    // mistake in DATABASE_URL, DATA_DIR or the bucket), not a crash. Leave everything as it is.
    if (finals.length && !known.size) return { finished: 0, removed: 0, skipped: finals.length };
    let removed = 0;
    for (const ref of finals) {
      if (known.has(ref.storedName)) continue;
      await this.remove(ref);
      removed++;
    }
    return { finished: 0, removed };
  }
}

const pendingName = (ref: StoredFileRef) => `${ref.containerId}-${ref.applicationId}-${ref.storedName}`;

const isRef = (ref: StoredFileRef) =>
  positiveInt(ref.containerId) && positiveInt(ref.applicationId) && STORED_NAME.test(ref.storedName);

/** Which of these stored names a file row names. */
async function referenced(db: Queryable, names: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < names.length; i += 1000) {
    const rows = await db
      .select({ storedName: applicationFiles.storedName })
      .from(applicationFiles)
      .where(inArray(applicationFiles.storedName, names.slice(i, i + 1000)));
    for (const row of rows) found.add(row.storedName);
  }
  return found;
}
