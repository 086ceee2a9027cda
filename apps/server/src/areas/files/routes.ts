import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANONYMITY_TEXTS, containerRole, FILE_TEXTS, isNamed } from '@rekry/domain';
import { permissionIdsIn } from '../../core/access/membership.ts';
import { repoRoot } from '../../config.ts';
import { applicationFiles, jobApplications } from '../../db/schema.ts';
import { authenticate } from '../../core/access/auth.ts';
import { attachmentOf } from '../chat/index.ts';
import type { Services } from '../../platform/services.ts';
import { serveStoredFile } from '../../http/stored-file.ts';
import { forbidden, notFound, unauthorized } from '../../core/errors.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { redactedFileOf, visibilityOf } from '../anonymity/index.ts';

const ID = /^[1-9][0-9]{0,9}$/;
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;
const MAX_ID = 2_147_483_647;

/**
 * GET /api/dispatcher/storage/application/{applicantId}/files/{file} (SPEC §7): one file of one
 * application, by the file's id or its stored name, for staff of the application's company (a superuser:
 * any), and for the applicant themself the files they sent and the attachments of their own conversation. Served as an attachment with a fixed safe type, nosniff and a sandboxing CSP. Anything else — an
 * unknown or foreign id, a file of another application, a path trick — is the same 404.
 */
export function registerFileRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  registerPdfWorkerRoute(app);
  /** The file a request names, if the caller may have it: staff of its company, or its own applicant. */
  async function requestedFile(request: FastifyRequest<{ Params: { applicantId: string; file: string } }>) {
    const user = await authenticate(db, services.tokens, request);
    if (!user) throw unauthorized();
    const { applicantId, file } = request.params;
    const missing = notFound(FILE_TEXTS.notFound);
    if (!ID.test(applicantId) || Number(applicantId) > MAX_ID) throw missing;
    let which: SQL;
    if (ID.test(file) && Number(file) <= MAX_ID) which = eq(applicationFiles.id, Number(file));
    else if (STORED_NAME.test(file)) which = eq(applicationFiles.storedName, file);
    else throw missing;

    const [row] = await db
      .select({
        containerId: jobApplications.containerId,
        applicationId: jobApplications.id,
        ownerId: jobApplications.userId,
        fileId: applicationFiles.id,
        kind: applicationFiles.kind,
        filename: applicationFiles.filename,
        storedName: applicationFiles.storedName,
      })
      .from(applicationFiles)
      .innerJoin(
        jobApplications,
        and(
          eq(jobApplications.id, applicationFiles.applicationId),
          eq(jobApplications.containerId, applicationFiles.containerId),
        ),
      )
      .where(and(eq(applicationFiles.applicationId, Number(applicantId)), which));
    if (!row) throw missing;
    const permissions = user.isSuperuser ? [] : await permissionIdsIn(db, row.containerId, user.id);
    const staff = user.isSuperuser || permissions.length > 0;
    // The applicant themself gets the files they sent (My pages) and their conversation's attachments
    // (/admin/recruit-chat), never staff's derived files (previews, annotations).
    const own =
      !staff &&
      row.ownerId === user.id &&
      (row.kind === 'original' || (await attachmentOf(db, row.applicationId, row.fileId)) !== null);
    if (!staff && !own) throw missing;
    const viewer = {
      userId: user.id,
      companyRole: user.isSuperuser ? 'superuser' : containerRole(permissions),
    };
    const named = own || isNamed(await visibilityOf(db, viewer, row.applicationId));
    return { row, staff, named, missing };
  }

  app.get<{ Params: { applicantId: string; file: string } }>(
    '/api/dispatcher/storage/application/:applicantId/files/:file',
    // Streamed as stored: a compressed answer could not honour a Range.
    { compress: false },
    async (request, reply) => {
      const { row, named, missing } = await requestedFile(request);
      // In an anonymised review the file is seen only redacted (below) until the person is shown.
      if (!named) throw forbidden(ANONYMITY_TEXTS.originalHidden);
      return serveStoredFile(request, reply, services, row, missing);
    },
  );

  /** The redacted rendition of a file (a PDF), for staff: what an anonymised review shows of it. */
  app.get<{ Params: { applicantId: string; file: string } }>(
    '/api/dispatcher/storage/application/:applicantId/files/:file/redacted',
    { config: rateLimit(120, 60_000, services.config.rateLimitFactor) },
    async (request, reply) => {
      const { row, staff, missing } = await requestedFile(request);
      if (!staff) throw missing;
      const pdf = await redactedFileOf(services, row);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${REDACTED_NAME}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}

const REDACTED_NAME = 'anonymiserad.pdf';

/** pdfjs-dist's worker (a dependency of the web app), read once. */
let pdfWorker: Buffer | null = null;
const pdfWorkerFile = () =>
  createRequire(path.join(repoRoot, 'apps/web/package.json')).resolve('pdfjs-dist/build/pdf.worker.min.mjs');

/** GET /scripts/pdf.worker.min.js: the PDF viewer's worker (SPEC §7), the pdfjs-dist version the web app uses. */
export function registerPdfWorkerRoute(app: FastifyInstance): void {
  app.get('/scripts/pdf.worker.min.js', async (_request, reply) => {
    pdfWorker ??= await readFile(pdfWorkerFile());
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(pdfWorker);
  });
}
