import { eq, sql } from 'drizzle-orm';
import type { SystemToolKind } from '@rekry/domain';
import type { Queryable } from '../db/client.ts';
import { applicationFiles, applicationTexts } from '../db/schema.ts';

/**
 * A file's row of text (application_texts) in its three states: read (its text), unreadable (no text
 * could be read: "Ingen text kunde läsas"), or waiting for a program the machine lacks.
 */
type FileRef = { id: number; applicationId: number; containerId: number };

/** Writes the file's row, once per file; false when the file (or its application) is gone meanwhile. */
async function storeRow(
  db: Queryable,
  file: FileRef,
  row: { text: string; unreadable: boolean; waitingFor: SystemToolKind | null },
): Promise<boolean> {
  try {
    await db
      .insert(applicationTexts)
      .values({ applicationId: file.applicationId, containerId: file.containerId, fileId: file.id, ...row })
      .onConflictDoUpdate({
        target: applicationTexts.fileId,
        targetWhere: sql`${applicationTexts.fileId} is not null`,
        set: row,
      });
    return true;
  } catch (err) {
    // The file (or its application) was deleted while it was read: its text has nowhere to go.
    if ((err as { code?: string }).code === '23503') return false;
    throw err;
  }
}

/** Stores a file's text ('' when none could be read: unreadable); false when the file is gone. */
export const storeFileText = (db: Queryable, file: FileRef, text: string) =>
  storeRow(db, file, { text, unreadable: text === '', waitingFor: null });

/**
 * The file's reading (or its document's conversion) waits for a program this machine lacks: no text yet,
 * not unreadable (platform/waiting-files.ts reads it once the program is here). False when it is gone.
 */
export const markWaitingForTool = (db: Queryable, file: FileRef, tool: SystemToolKind) =>
  storeRow(db, file, { text: '', unreadable: false, waitingFor: tool });

/** A file whose text no try could read: marked so ("Ingen text kunde läsas"). */
export async function markTextUnreadable(db: Queryable, fileId: number): Promise<void> {
  const [file] = await db.select().from(applicationFiles).where(eq(applicationFiles.id, fileId));
  if (file) await storeFileText(db, file, '');
}
