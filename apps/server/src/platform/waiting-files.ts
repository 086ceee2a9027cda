import { and, count, inArray, isNotNull } from 'drizzle-orm';
import type { SystemToolKind, SystemToolStatus } from '@rekry/domain';
import type { Queryable } from '../db/client.ts';
import { applicationTexts } from '../db/schema.ts';
import { enqueueJobs } from './jobs.ts';

/** How often the worker looks whether a program files wait for has come. */
export const WAITING_FILES_EVERY_MS = 60_000;

/** How many files wait for each program (those none waits for are not named). */
export async function waitingFileCounts(db: Queryable): Promise<Map<SystemToolKind, number>> {
  const rows = await db
    .select({ tool: applicationTexts.waitingFor, n: count() })
    .from(applicationTexts)
    .where(isNotNull(applicationTexts.waitingFor))
    .groupBy(applicationTexts.waitingFor);
  return new Map(rows.flatMap((r) => (r.tool ? [[r.tool, r.n] as const] : [])));
}

/** The programs some file waits for now (none most of the time: one indexed look). */
export async function toolsWaitedFor(db: Queryable): Promise<SystemToolKind[]> {
  const rows = await db
    .selectDistinct({ tool: applicationTexts.waitingFor })
    .from(applicationTexts)
    .where(isNotNull(applicationTexts.waitingFor));
  return rows.flatMap((r) => (r.tool ? [r.tool] : []));
}

/**
 * The files waiting for a program that is here now go back to the queue: a document to its conversion
 * (which reads its text after), any other file to its reading. The waiting mark and the jobs go in one
 * transaction, so a crash loses neither and two instances do not both take a file. Answers how many.
 */
export async function requeueWaitingFiles(
  db: Queryable,
  present: readonly SystemToolKind[],
): Promise<number> {
  if (!present.length) return 0;
  return db.transaction(async (tx) => {
    const taken = await tx
      .delete(applicationTexts)
      .where(and(isNotNull(applicationTexts.fileId), inArray(applicationTexts.waitingFor, [...present])))
      .returning({
        fileId: applicationTexts.fileId,
        containerId: applicationTexts.containerId,
        tool: applicationTexts.waitingFor,
      });
    const job = (t: (typeof taken)[number]) => ({
      payload: { fileId: t.fileId! },
      containerId: t.containerId,
    });
    await enqueueJobs(tx, 'convert-document', taken.filter((t) => t.tool === 'libreoffice').map(job));
    await enqueueJobs(tx, 'extract-text', taken.filter((t) => t.tool !== 'libreoffice').map(job));
    return taken.length;
  });
}

/** The worker's periodic look: which waited-for programs are here now (checked afresh), and requeue. */
export async function requeueFilesWhoseToolCame(
  db: Queryable,
  checkTools: () => Promise<SystemToolStatus[]>,
): Promise<number> {
  const waited = await toolsWaitedFor(db);
  if (!waited.length) return 0;
  const here = new Set((await checkTools()).filter((t) => t.present).map((t) => t.kind));
  return requeueWaitingFiles(
    db,
    waited.filter((tool) => here.has(tool)),
  );
}
