import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Tx } from '../db/client.ts';

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;
const positiveInt = (n: number) => Number.isSafeInteger(n) && n > 0;

/** Where a file lives: company, application and the name the server gave it. */
export interface StoredFileRef {
  containerId: number;
  applicationId: number;
  storedName: string;
}

/**
 * Application files on disk: `${dataDir}/files/<containerId>/<applicationId>/<storedName>`. Names are
 * always chosen here (`${uuid}.${ext}`), never taken from the applicant, so no path can be smuggled in.
 */
export class FileStorage {
  readonly root: string;
  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
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

  async write(ref: StoredFileRef, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(ref);
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': a stored name is never reused, so never overwrite.
    await writeFile(file, bytes, { flag: 'wx' });
  }

  read(ref: StoredFileRef): Promise<Buffer> {
    return readFile(this.pathOf(ref));
  }

  async remove(ref: StoredFileRef): Promise<void> {
    const file = this.pathOf(ref);
    await rm(file, { force: true });
    // The application's folder goes with its last file (rmdir refuses a folder that still has some).
    await rmdir(path.dirname(file)).catch(() => undefined);
  }

  /**
   * Runs `work` in one transaction with a way to write files that belong to it: files are written before
   * the commit and removed again when the transaction (or its commit) fails, so nothing is left half-way.
   */
  async inTransaction<T>(
    db: Db,
    work: (tx: Tx, write: (ref: StoredFileRef, bytes: Uint8Array) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const written: StoredFileRef[] = [];
    const write = async (ref: StoredFileRef, bytes: Uint8Array) => {
      written.push(ref);
      await this.write(ref, bytes);
    };
    try {
      return await db.transaction((tx) => work(tx, write));
    } catch (err) {
      await Promise.all(written.map((ref) => this.remove(ref).catch(() => undefined)));
      throw err;
    }
  }
}
