import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { applicationFiles } from '../../src/db/schema.ts';
import { createApplication } from '../../src/areas/applicants/applications.ts';
import { LocalObjectStore } from '../../src/platform/local-object-store.ts';
import { FileStorage, type StoredFileRef } from '../../src/platform/storage.ts';
import { buildContainer, buildPosition, uniqueEmail } from './factories.ts';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  png: 'image/png',
};

/** A file store in a local folder of the test's own (DATA_DIR's layout: `<dir>/files`). */
export const localFileStorage = (dataDir: string) => new FileStorage(new LocalObjectStore(dataDir));

/** Where a file of a local file store is on disk. */
export const localPathOf = (storage: FileStorage, ref: StoredFileRef) =>
  (storage.store as LocalObjectStore).pathOf(storage.keyOf(ref));

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

/**
 * An application to a new company's position, made as the career site makes one (createApplication) with
 * one uploaded file, and that file's row.
 */
export async function applicationWithUpload(
  db: Db,
  storage: FileStorage,
  filename: string,
  bytes: Buffer,
  contentType: string,
) {
  const container = await buildContainer(db);
  const position = await buildPosition(db, container.id);
  const extension = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();
  const { applicationId } = await createApplication(db, storage, {
    containerId: container.id,
    positionId: position.id,
    positionName: position.name,
    email: uniqueEmail(),
    metadata: {},
    info: { firstname: 'Anna', lastname: 'Andersson', name: 'Anna Andersson' } as never,
    consent: null,
    files: [{ propertyKey: 'form_file', filename, file: { bytes, contentType, extension } }],
  });
  const [file] = await db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId));
  return { container, position, applicationId, file: file! };
}
