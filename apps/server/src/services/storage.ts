import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../db/client.ts';
import { applicationFiles } from '../db/schema.ts';
import { HOST_TAG, isAlive } from './this-process.ts';

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;
const PENDING_NAME =
  /^(\d+)-(\d+)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8})$/;
const positiveInt = (n: number) => Number.isSafeInteger(n) && n > 0;
export const PENDING_HOST_TAG = HOST_TAG;
const TMP_DIR = /^(.+)-(\d+)$/;
/** A temporary file of another instance is taken for abandoned after this long (no transaction lasts it). */
export const PENDING_MAX_AGE_MS = 15 * 60_000;

/** Where a file lives: company, application and the name the server gave it. */
export interface StoredFileRef {
  containerId: number;
  applicationId: number;
  storedName: string;
}

/** A file written under its temporary name: `finish` after the commit, `discard` when it failed. */
export interface PendingFile {
  ref: StoredFileRef;
  finish(): Promise<void>;
  discard(): Promise<void>;
}

export interface SweepResult {
  /** Temporary files whose row had committed: made final. */
  finished: number;
  /** Temporary files whose transaction never committed, and final files no row names: removed. */
  removed: number;
  /** Final files left alone because no row at all names any (the database looks like another one). */
  skipped?: number;
}

/**
 * Application files on disk: `${dataDir}/files/<containerId>/<applicationId>/<storedName>`. Names are
 * always chosen here (`${uuid}.${ext}`), never taken from the applicant, so no path can be smuggled in.
 *
 * A file that belongs to a database row is first written under a temporary name in this process's own
 * folder `${dataDir}/files/.tmp/<host>-<pid>/` (same file system) and renamed to its final place only
 * after the row's transaction committed. So a crash or an error never leaves a final file without its row;
 * what a crash leaves in `.tmp` is swept at the next start (`sweep`): made final when its row committed,
 * removed when not.
 */
export class FileStorage {
  readonly root: string;
  readonly pendingRoot: string;
  private readonly pendingDir: string;
  /** Temporary files of this life of the process, still waiting for their commit. */
  private readonly mine = new Set<string>();

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.pendingRoot = path.join(this.root, '.tmp');
    this.pendingDir = path.join(this.pendingRoot, `${PENDING_HOST_TAG}-${process.pid}`);
  }

  static newStoredName(extension: string): string {
    return `${randomUUID()}.${extension.toLowerCase()}`;
  }

  pathOf({ containerId, applicationId, storedName }: StoredFileRef): string {
    if (!positiveInt(containerId) || !positiveInt(applicationId) || !STORED_NAME.test(storedName)) {
      throw new Error(`not a stored file: ${containerId}/${applicationId}/${storedName}`);
    }
    return path.join(this.root, String(containerId), String(applicationId), storedName);
  }

  /** The temporary place of a file of this process until its row has committed. */
  pendingPathOf(ref: StoredFileRef): string {
    this.pathOf(ref);
    return path.join(this.pendingDir, `${ref.containerId}-${ref.applicationId}-${ref.storedName}`);
  }

  /**
   * Writes straight to the final place: only for a file whose row exists already (tools, tests). Anything
   * whose row is still to commit goes through `writePending`.
   */
  async write(ref: StoredFileRef, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(ref);
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': a stored name is never reused, so never overwrite.
    await writeFile(file, bytes, { flag: 'wx' });
  }

  /** Writes a file under its temporary name; it becomes final with `finish()` after the commit. */
  async writePending(ref: StoredFileRef, bytes: Uint8Array): Promise<PendingFile> {
    const pending = this.pendingPathOf(ref);
    await mkdir(this.pendingDir, { recursive: true });
    this.mine.add(pending);
    try {
      await writeFile(pending, bytes, { flag: 'wx' });
    } catch (err) {
      this.mine.delete(pending);
      await rm(pending, { force: true }).catch(() => undefined);
      throw err;
    }
    return {
      ref,
      finish: () => this.finish(pending, this.pathOf(ref)).finally(() => this.mine.delete(pending)),
      discard: () => rm(pending, { force: true }).finally(() => this.mine.delete(pending)),
    };
  }

  private async finish(pending: string, final: string): Promise<void> {
    await mkdir(path.dirname(final), { recursive: true });
    await rename(pending, final);
  }

  /**
   * The file's bytes; one of this process whose commit has just happened may still be on its way. The
   * rename is atomic, so the file is always at one of its two names: final, else pending, else final
   * again (renamed between the first two looks — a job woken by the commit can get here that fast).
   */
  async read(ref: StoredFileRef): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(ref));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      return readFile(this.pendingPathOf(ref)).catch(() =>
        readFile(this.pathOf(ref)).catch(() => {
          throw err;
        }),
      );
    }
  }

  async remove(ref: StoredFileRef): Promise<void> {
    const file = this.pathOf(ref);
    await rm(file, { force: true });
    // The application's folder goes with its last file (rmdir refuses a folder that still has some).
    await rmdir(path.dirname(file)).catch(() => undefined);
  }

  /**
   * Runs `work` in one transaction with a way to write files that belong to it: files are written under
   * temporary names and made final only once the transaction has committed; when it (or its commit)
   * fails they go again, so nothing is left half-way.
   */
  async inTransaction<T>(
    db: Db,
    work: (tx: Tx, write: (ref: StoredFileRef, bytes: Uint8Array) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const written: PendingFile[] = [];
    const write = async (ref: StoredFileRef, bytes: Uint8Array) => {
      written.push(await this.writePending(ref, bytes));
    };
    let result: T;
    try {
      result = await db.transaction((tx) => work(tx, write));
    } catch (err) {
      await Promise.all(written.map((f) => f.discard().catch(() => undefined)));
      throw err;
    }
    await Promise.all(written.map((f) => f.finish()));
    return result;
  }

  /**
   * At start: settles what a crashed life left. Temporary files of dead processes of this host (and of
   * any host once older than PENDING_MAX_AGE_MS) become final when their row committed and go when not;
   * then final files that no row names (a delete whose removal never ran) go. The disk is listed before
   * the rows are read, so a file another instance makes final meanwhile always finds its row.
   */
  async sweep(db: Queryable): Promise<SweepResult> {
    const result: SweepResult = { finished: 0, removed: 0 };
    const referenced = async (names: string[]) => {
      if (!names.length) return new Set<string>();
      const rows: { storedName: string }[] = [];
      for (let i = 0; i < names.length; i += 1000) {
        const part = names.slice(i, i + 1000);
        rows.push(
          ...(await db
            .select({ storedName: applicationFiles.storedName })
            .from(applicationFiles)
            .where(inList(part))),
        );
      }
      return new Set(rows.map((r) => r.storedName));
    };

    // 1. Temporary files.
    const pending: { file: string; ref: StoredFileRef }[] = [];
    const doneDirs: string[] = [];
    const oldBefore = Date.now() - PENDING_MAX_AGE_MS;
    for (const dirName of await readdir(this.pendingRoot).catch(() => [] as string[])) {
      const dir = path.join(this.pendingRoot, dirName);
      const m = TMP_DIR.exec(dirName);
      const ownerGone =
        !!m && m[1] === PENDING_HOST_TAG && (Number(m[2]) === process.pid || !isAlive(Number(m[2])));
      if (ownerGone) doneDirs.push(dir);
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        const file = path.join(dir, name);
        if (this.mine.has(file)) continue;
        if (!ownerGone) {
          const info = await stat(file).catch(() => null);
          if (!info || info.mtimeMs > oldBefore) continue;
        }
        const p = PENDING_NAME.exec(name);
        if (!p) {
          await rm(file, { force: true });
          result.removed++;
          continue;
        }
        pending.push({
          file,
          ref: { containerId: Number(p[1]), applicationId: Number(p[2]), storedName: p[3]! },
        });
      }
    }
    const committed = await referenced(pending.map((p) => p.ref.storedName));
    for (const { file, ref } of pending) {
      if (committed.has(ref.storedName)) {
        await this.finish(file, this.pathOf(ref));
        result.finished++;
      } else {
        await rm(file, { force: true });
        result.removed++;
      }
    }
    for (const dir of doneDirs) {
      if (dir !== this.pendingDir) await rmdir(dir).catch(() => undefined);
    }

    // 2. Final files without a row.
    const finals: StoredFileRef[] = [];
    for (const c of await readdir(this.root).catch(() => [] as string[])) {
      if (!/^\d+$/.test(c)) continue;
      for (const a of await readdir(path.join(this.root, c)).catch(() => [] as string[])) {
        if (!/^\d+$/.test(a)) continue;
        for (const name of await readdir(path.join(this.root, c, a)).catch(() => [] as string[])) {
          if (STORED_NAME.test(name)) {
            finals.push({ containerId: Number(c), applicationId: Number(a), storedName: name });
          }
        }
      }
    }
    const known = await referenced(finals.map((f) => f.storedName));
    // Files but not one row naming any: this is another database than the files were written for (a
    // mistake in DATABASE_URL or DATA_DIR), not a crash. Leave everything as it is.
    if (finals.length && !known.size) return { ...result, skipped: finals.length };
    for (const ref of finals) {
      if (known.has(ref.storedName)) continue;
      await this.remove(ref);
      result.removed++;
    }
    return result;
  }
}

const inList = (names: string[]) => inArray(applicationFiles.storedName, names);
