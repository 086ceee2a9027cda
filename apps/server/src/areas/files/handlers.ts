import { eq } from 'drizzle-orm';
import { ANONYMITY_TEXTS, FILE_TEXTS, isConvertibleDocument, isNamed, nextVersionName } from '@rekry/domain';
import { applicationFiles } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import { anonymousFileName, viewerOf, visibilityOf } from '../anonymity/index.ts';
import { AnnotationError, annotatePdf } from './annotate.ts';
import { logApplication } from '../../platform/application-log.ts';
import { checkApplicationFile } from '../../platform/file-check.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { StoreUnavailableError } from '../../platform/object-store.ts';
import { FileStorage, type StoredFileRef } from '../../platform/storage.ts';
import type { ActionContext, Handler } from '../../platform/action-context.ts';
import { fileOf, fileWithDerived, filesOf, toApplicantFile, withConversionStatus } from './queries.ts';

type FileHandlers = {
  get_ApplicantFiles: Handler<'get_ApplicantFiles'>;
  upload_ApplicantFile: Handler<'upload_ApplicantFile'>;
  delete_ApplicantFile: Handler<'delete_ApplicantFile'>;
  annotate_ApplicantFile: Handler<'annotate_ApplicantFile'>;
};

/**
 * Writes a new file's bytes under a temporary name and runs `work`: the file becomes final only after the
 * action's transaction committed, and goes when `work` or the transaction fails, so a failed action (or a
 * crash before the commit) leaves no file behind.
 */
async function withNewFile<T>(
  ctx: Pick<ActionContext, 'services' | 'afterCommit' | 'afterRollback'>,
  ref: StoredFileRef,
  bytes: Uint8Array,
  work: () => Promise<T>,
): Promise<T> {
  const pending = await ctx.services.storage.writePending(ref, bytes);
  ctx.afterRollback(() => pending.discard());
  const result = await work();
  ctx.afterCommit(() => pending.finish());
  return result;
}

export const fileHandlers: FileHandlers = {
  async get_ApplicantFiles({ containerId }, ctx) {
    const { db, application } = ctx;
    const files = await withConversionStatus(db, containerId, await filesOf(db, containerId, application.id));
    if (isNamed(await visibilityOf(db, viewerOf(ctx), application.id))) return files;
    // In an anonymised review: masked names, and each file as its redacted rendition.
    return files.map((f, n) => ({
      ...f,
      filename: anonymousFileName(f.filename, n + 1),
      url: `${f.url}/redacted`,
    }));
  },

  /** Staff upload: the same checks as the public form (5 MB, accepted types, bytes that match). */
  async upload_ApplicantFile({ containerId, filename, data }, ctx) {
    const { db, user, application } = ctx;
    const checked = await checkApplicationFile({ filename, data });
    if (!checked.ok) throw badRequest(checked.message, { data: checked.message });
    const { file } = checked;
    const storedName = FileStorage.newStoredName(file.extension);
    const ref = { containerId, applicationId: application.id, storedName };
    const row = await withNewFile(ctx, ref, file.bytes, async () => {
      const [inserted] = await db
        .insert(applicationFiles)
        .values({
          applicationId: application.id,
          containerId,
          propertyKey: '',
          filename,
          storedName,
          contentType: file.contentType,
          size: file.bytes.length,
          kind: 'original',
        })
        .returning();
      await logApplication(db, {
        containerId,
        applicationId: application.id,
        userId: user.id,
        kind: 'file_added',
        message: `Fil uppladdad: ${filename}`,
        data: { fileId: inserted!.id },
      });
      if (isConvertibleDocument(filename)) {
        await enqueueJob(db, 'convert-document', { fileId: inserted!.id }, { containerId });
      }
      await enqueueJob(db, 'extract-text', { fileId: inserted!.id }, { containerId });
      return inserted!;
    });
    return {
      ...toApplicantFile(row),
      ...(isConvertibleDocument(filename) ? { conversion: 'pending' as const } : {}),
    };
  },

  /** Deletes a file with what was made from it (its converted PDF, annotated versions). */
  async delete_ApplicantFile({ containerId, fileId }, ctx) {
    const { db, services, user, application } = ctx;
    const file = await fileOf(db, containerId, application.id, fileId);
    if (!file) throw notFound(FILE_TEXTS.notFound);
    const gone = await fileWithDerived(db, file.id);
    await db.delete(applicationFiles).where(eq(applicationFiles.id, file.id));
    await logApplication(db, {
      containerId,
      applicationId: application.id,
      userId: user.id,
      kind: 'file_removed',
      message: `Fil borttagen: ${file.filename}`,
      data: { fileId: file.id },
    });
    await ctx.audit({
      kind: 'deletion',
      summary: `Tog bort filen ${file.filename} från en ansökan`,
      containerId,
      data: { fileId: file.id, applicationId: application.id },
    });
    // The rows go with the transaction (cascade); the bytes only once it has committed.
    ctx.afterCommit(() =>
      services.storage.removeAfterCommit(
        services.database.db,
        gone.map((f) => ({ containerId, applicationId: application.id, storedName: f.storedName })),
      ),
    );
    return { ok: true as const, message: FILE_TEXTS.deleted };
  },

  /** Draws annotations into a new version of a PDF; the original stays as it is. */
  async annotate_ApplicantFile({ containerId, fileId, annotations }, ctx) {
    const { db, services, user, application } = ctx;
    // Ink is drawn on the original, which an anonymised review does not show.
    if (!isNamed(await visibilityOf(db, viewerOf(ctx), application.id)))
      throw forbidden(ANONYMITY_TEXTS.originalHidden);
    const source = await fileOf(db, containerId, application.id, fileId);
    if (!source) throw notFound(FILE_TEXTS.notFound);
    if (source.contentType !== 'application/pdf' || source.kind === 'converted') {
      throw badRequest(FILE_TEXTS.notPdf, { fileId: FILE_TEXTS.notPdf });
    }
    const original = await services.storage
      .read({ containerId, applicationId: application.id, storedName: source.storedName })
      .catch((err: unknown) => {
        throw err instanceof StoreUnavailableError ? err : notFound(FILE_TEXTS.notFound);
      });
    let bytes: Uint8Array;
    try {
      bytes = await annotatePdf(original, annotations);
    } catch (err) {
      if (err instanceof AnnotationError) throw badRequest(err.message, { [err.field]: err.message });
      throw err;
    }
    const names = (await filesOf(db, containerId, application.id)).map((f) => f.filename);
    const filename = nextVersionName(source.filename, names);
    const storedName = FileStorage.newStoredName('pdf');
    const ref = { containerId, applicationId: application.id, storedName };
    const row = await withNewFile(ctx, ref, bytes, async () => {
      const [inserted] = await db
        .insert(applicationFiles)
        .values({
          applicationId: application.id,
          containerId,
          propertyKey: source.propertyKey,
          filename,
          storedName,
          contentType: 'application/pdf',
          size: bytes.length,
          kind: 'annotated',
          derivedFromId: source.id,
        })
        .returning();
      await logApplication(db, {
        containerId,
        applicationId: application.id,
        userId: user.id,
        kind: 'file_annotated',
        message: `Ny version av ${source.filename}: ${filename}`,
        data: { fileId: inserted!.id, sourceFileId: source.id, annotations: annotations.length },
      });
      return inserted!;
    });
    return toApplicantFile(row);
  },
};
