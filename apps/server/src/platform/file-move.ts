import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { LocalObjectStore } from './local-object-store.ts';
import type { ObjectStore } from './object-store.ts';

/** Final keys only (`<containerId>/<applicationId>/<name>`): pending files are the running server's. */
const FINAL_KEY = /^\d+\/\d+\/[^/]+$/;

export interface MoveSummary {
  /** Final files in the local folder. */
  found: number;
  /** Copied into the store now and verified there. */
  copied: number;
  /** In the store already with the same bytes (an earlier run): not copied again. */
  verified: number;
  /** Local files removed (only with `deleteLocal`, and only once verified in the store). */
  deleted: number;
  /** Keys that could not be copied or verified: their local file stays. */
  failed: { key: string; error: string }[];
}

async function md5Of(body: Readable): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Whether the store holds exactly these bytes: the size, then the ETag (the MD5 of a single-part upload),
 * else the bytes read back (a multipart upload's or an encrypted object's ETag is no MD5).
 */
async function holds(store: ObjectStore, key: string, size: number, md5: string): Promise<boolean> {
  const there = await store.head(key);
  if (!there || there.size !== size) return false;
  if (there.etag === md5) return true;
  const found = await store.get(key);
  return !!found && (await md5Of(found.body)) === md5;
}

/**
 * Moves an installation's files from its local folder into the store (npm run files:move): each final
 * file is copied and verified by checksum. A file verified in the store already is skipped, so a run can
 * be stopped and started again. Nothing local is removed unless `deleteLocal`, and then only once its
 * copy is verified.
 */
export async function moveFiles(
  source: LocalObjectStore,
  target: ObjectStore,
  options: { deleteLocal: boolean; progress?: (done: number, summary: MoveSummary) => void },
): Promise<MoveSummary> {
  const summary: MoveSummary = { found: 0, copied: 0, verified: 0, deleted: 0, failed: [] };
  for await (const { key } of source.list('')) {
    if (!FINAL_KEY.test(key)) continue;
    summary.found++;
    try {
      const local = await source.get(key);
      if (!local) continue;
      const md5 = await md5Of(local.body);
      if (await holds(target, key, local.size, md5)) summary.verified++;
      else {
        await target.put(key, (await source.get(key))!.body);
        if (!(await holds(target, key, local.size, md5))) throw new Error('the copy differs from the file');
        summary.copied++;
      }
      if (options.deleteLocal) {
        await source.remove(key);
        summary.deleted++;
      }
    } catch (err) {
      summary.failed.push({ key, error: err instanceof Error ? err.message : String(err) });
    }
    options.progress?.(summary.found, summary);
  }
  return summary;
}
