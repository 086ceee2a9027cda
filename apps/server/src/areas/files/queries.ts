import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { CONVERTED_SUFFIX, applicantFileUrl, isConvertibleDocument, type ApplicantFile } from '@rekry/domain';
import { rowsFor } from '../../db/arrays.ts';
import { rowsOf, type Queryable } from '../../db/client.ts';
import { applicationFiles, applicationTexts, jobs } from '../../db/schema.ts';

export type FileRow = typeof applicationFiles.$inferSelect;

export function toApplicantFile(row: FileRow): ApplicantFile {
  return {
    id: row.id,
    filename: row.filename,
    url: applicantFileUrl(row.applicationId, row.id),
    contentType: row.contentType,
    size: row.size,
    propertyKey: row.propertyKey,
    kind: row.kind as ApplicantFile['kind'],
    derivedFromId: row.derivedFromId,
    created: row.createdAt.toISOString(),
  };
}

export function filesOf(db: Queryable, containerId: number, applicationId: number) {
  return db
    .select()
    .from(applicationFiles)
    .where(
      and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.containerId, containerId)),
    )
    .orderBy(asc(applicationFiles.createdAt), asc(applicationFiles.id));
}

export async function fileOf(db: Queryable, containerId: number, applicationId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.id, fileId),
        eq(applicationFiles.applicationId, applicationId),
        eq(applicationFiles.containerId, containerId),
      ),
    );
  return row;
}

/** A file and every file made from it (its converted PDF, its annotated versions, theirs …). */
export async function fileWithDerived(db: Queryable, fileId: number): Promise<FileRow[]> {
  const result = await db.execute(sql`
    with recursive tree(id) as (
      select ${fileId}::int
      union
      select f.id from ${applicationFiles} f join tree on f.derived_from_id = tree.id
    )
    select id from tree`);
  const ids = rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  if (!ids.length) return [];
  return db
    .select()
    .from(applicationFiles)
    .where(sql`${applicationFiles.id} in ${ids}`);
}

/**
 * The files with, for documents still without their '.converted.pdf', how their conversion job stands: the
 * newest job for the file decides ('failed' when it gave up, else 'pending'), and a file marked
 * conversion_failed_at is 'failed'; no job at all says nothing. A file no text could be read from says so
 * (the CV search cannot find it).
 */
export async function withConversionStatus(
  db: Queryable,
  containerId: number,
  rows: FileRow[],
): Promise<ApplicantFile[]> {
  const names = new Set(rows.map((r) => r.filename.toLowerCase()));
  const waiting = rows.filter(
    (r) =>
      r.kind === 'original' &&
      isConvertibleDocument(r.filename) &&
      !names.has((r.filename + CONVERTED_SUFFIX).toLowerCase()),
  );
  const status = new Map<number, string>();
  if (waiting.length) {
    const found = await db
      .select({ fileId: sql<number>`(${jobs.payload}->>'fileId')::int`, status: jobs.status })
      .from(jobs)
      .where(
        and(
          eq(jobs.containerId, containerId),
          eq(jobs.kind, 'convert-document'),
          sql`(${jobs.payload}->>'fileId')::int in ${waiting.map((r) => r.id)}`,
        ),
      )
      .orderBy(asc(jobs.id));
    for (const job of found) status.set(Number(job.fileId), job.status);
  }
  // The files whose reading gave up, or waits for a program the server lacks.
  const textStates = await rowsFor(
    rows.map((r) => r.id),
    (ids) =>
      db
        .select({ fileId: applicationTexts.fileId, waitingFor: applicationTexts.waitingFor })
        .from(applicationTexts)
        .where(
          and(
            or(eq(applicationTexts.unreadable, true), isNotNull(applicationTexts.waitingFor)),
            sql`${applicationTexts.fileId} in ${ids}`,
          ),
        ),
  );
  const unreadable = new Set(textStates.filter((r) => !r.waitingFor).map((r) => r.fileId));
  const waitingForTool = new Set(textStates.filter((r) => r.waitingFor).map((r) => r.fileId));
  return rows.map((row) => {
    const file = toApplicantFile(row);
    if (unreadable.has(row.id)) file.textUnreadable = true;
    if (waitingForTool.has(row.id)) file.textWaiting = true;
    const job = status.get(row.id);
    // A document waiting for LibreOffice is not being converted: no spinner, no polling.
    if (job && !waitingForTool.has(row.id)) file.conversion = job === 'failed' ? 'failed' : 'pending';
    // Recorded on the row when it gave up for good (the job itself is purged after a while).
    if (row.conversionFailedAt && waiting.includes(row)) file.conversion = 'failed';
    return file;
  });
}
