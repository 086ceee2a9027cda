import type { Db } from '../../src/db/client.ts';
import { applicationFiles } from '../../src/db/schema.ts';
import { FileStorage } from '../../src/services/storage.ts';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  png: 'image/png',
};

/** A stored file of an application: bytes in the file store and its row (kind original unless told). */
export async function buildFile(
  db: Db,
  storage: FileStorage,
  application: { id: number; containerId: number },
  filename: string,
  bytes: Buffer,
  extra: Partial<typeof applicationFiles.$inferInsert> = {},
) {
  const extension = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();
  const storedName = FileStorage.newStoredName(extension);
  await storage.write(
    { containerId: application.containerId, applicationId: application.id, storedName },
    bytes,
  );
  const [row] = await db
    .insert(applicationFiles)
    .values({
      applicationId: application.id,
      containerId: application.containerId,
      propertyKey: 'form_file',
      filename,
      storedName,
      contentType: TYPES[extension] ?? 'application/octet-stream',
      size: bytes.length,
      ...extra,
    })
    .returning();
  return row!;
}
