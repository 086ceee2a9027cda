import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { FILE_TOO_LARGE } from '@rekry/domain';
import { inkStroke } from '@rekry/domain/testing';
import { dataUrl, pdfWithText, solidPng } from '../src/demo/files.ts';
import { applicationFiles, applicationLog, jobs } from '../src/db/schema.ts';
import { attachmentHeader } from '../src/http/stored-file.ts';
import { buildApplication } from './helpers/applicants.ts';
import { get, testAppWithWorld } from './helpers/app.ts';
import { officeDocument } from './helpers/documents.ts';
import { buildUser, buildWritersPosition, tokenFor } from './helpers/factories.ts';
import { buildFile, localPathOf } from './helpers/files.ts';

const { t, world, tokens } = testAppWithWorld({ jobWorker: false });

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A stored file of an application (buildFile in this app). */
const addFile = (
  application: { id: number; containerId: number },
  filename: string,
  bytes: Buffer,
  extra?: Parameters<typeof buildFile>[5],
) => buildFile(t.db, t.app.services.storage, application, filename, bytes, extra);

/** An application in a company with one stored file. */
async function withFile(containerId: number, filename = 'Mitt CV.pdf', bytes = pdfWithText(['Anna'])) {
  // The company writer holds Write on the position (position actions need the position's own right).
  const position = await buildWritersPosition(t.db, containerId, world.writer);
  const application = await buildApplication(t.db, containerId, position.id);
  const file = await addFile(application, filename, bytes);
  return { position, application, file, bytes, at: { containerId, positionId: position.id } };
}
const url = (applicantId: number | string, file: number | string) =>
  `/api/dispatcher/storage/application/${applicantId}/files/${file}`;

describe('GET /api/dispatcher/storage/application/{applicantId}/files/{file}', () => {
  it("serves the file to the company's staff as an attachment with a safe type", async () => {
    const { application, file, bytes } = await withFile(world.own.id, 'Mitt CV – åäö.pdf');
    for (const role of ['reader', 'writer', 'admin', 'superuser'] as const) {
      const res = await get(t.app, url(application.id, file.id), tokens[role]);
      expect(res.status, role).toBe(200);
      expect(res.raw.rawPayload.equals(bytes)).toBe(true);
      expect(res.raw.headers['content-type']).toBe('application/pdf');
      expect(res.raw.headers['x-content-type-options']).toBe('nosniff');
      expect(res.raw.headers['content-security-policy']).toContain('sandbox');
      expect(res.raw.headers['cache-control']).toBe('private, no-store');
      expect(res.raw.headers['content-disposition']).toBe(
        `attachment; filename="Mitt CV _ ___.pdf"; filename*=UTF-8''Mitt%20CV%20%E2%80%93%20%C3%A5%C3%A4%C3%B6.pdf`,
      );
    }
    // By its stored name too.
    expect((await get(t.app, url(application.id, file.storedName), tokens.reader)).status).toBe(200);
  });

  it('needs a valid token', async () => {
    const { application, file } = await withFile(world.own.id);
    expect((await get(t.app, url(application.id, file.id))).status).toBe(401);
    expect((await get(t.app, url(application.id, file.id), 'inte-en-token')).status).toBe(401);
  });

  it('answers the same 404 to every id or path trick', async () => {
    const own = await withFile(world.own.id);
    const other = await withFile(world.own.id, 'annan.pdf');
    const foreign = await withFile(world.foreign.id, 'hemlig.pdf');
    const candidate = await buildUser(t.db, { candidate: true });
    const candidateToken = await tokenFor(t.db, t.app.services.tokens, candidate.id);
    const tricks: [string, string][] = [
      // another company's file, by a member of the own company and by id or stored name
      [url(foreign.application.id, foreign.file.id), tokens.admin!],
      [url(foreign.application.id, foreign.file.storedName), tokens.writer!],
      // own company's file, asked for by another company's admin or a candidate
      [url(own.application.id, own.file.id), tokens.foreignAdmin!],
      [url(own.application.id, own.file.id), candidateToken],
      // a file of another application, under this applicant's id
      [url(own.application.id, other.file.id), tokens.admin!],
      [url(own.application.id, foreign.file.id), tokens.admin!],
      [url(own.application.id, other.file.storedName), tokens.admin!],
      // paths, encodings and odd ids
      [url(own.application.id, '..%2F..%2F..%2Fetc%2Fpasswd'), tokens.admin!],
      [url(own.application.id, '%2e%2e'), tokens.admin!],
      [url(own.application.id, encodeURIComponent(`../${own.file.storedName}`)), tokens.admin!],
      [url(own.application.id, encodeURIComponent(`${own.file.storedName}/`)), tokens.admin!],
      [url(own.application.id, own.file.storedName.toUpperCase()), tokens.admin!],
      [url(own.application.id, 'Mitt%20CV.pdf'), tokens.admin!],
      [url(own.application.id, `${own.file.id}.0`), tokens.admin!],
      [url(own.application.id, `0${own.file.id}`), tokens.admin!],
      [url(own.application.id, '-1'), tokens.admin!],
      [url(own.application.id, '99999999999'), tokens.admin!],
      [url(`${own.application.id}%00`, own.file.id), tokens.admin!],
      [url('0', own.file.id), tokens.admin!],
      [url(`${own.application.id}e0`, own.file.id), tokens.admin!],
      [url(own.application.id, 2_000_000_000), tokens.admin!],
    ];
    for (const [path, token] of tricks) {
      const res = await get(t.app, path, token);
      expect(res.status, path).toBe(404);
      expect(res.raw.rawPayload.includes(Buffer.from('Anna'))).toBe(false);
    }
    // The superuser reaches any company's file.
    expect((await get(t.app, url(foreign.application.id, foreign.file.id), tokens.superuser)).status).toBe(
      200,
    );
  });

  it('never serves HTML or SVG as such, and a missing file on disk is a 404', async () => {
    const { application } = await withFile(world.own.id);
    const html = await addFile(application, 'sida.html', Buffer.from('<script>alert(1)</script>'), {
      contentType: 'text/html',
    });
    const res = await get(t.app, url(application.id, html.id), tokens.admin);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/octet-stream');
    expect(res.raw.headers['content-disposition']).toMatch(/^attachment;/);

    const text = await addFile(application, 'brev.txt', Buffer.from('Hej åäö'));
    const plain = await get(t.app, url(application.id, text.id), tokens.admin);
    expect(plain.raw.headers['content-type']).toBe('text/plain; charset=utf-8');

    await t.app.services.storage.remove({
      containerId: world.own.id,
      applicationId: application.id,
      storedName: text.storedName,
    });
    expect((await get(t.app, url(application.id, text.id), tokens.admin)).status).toBe(404);
  });

  it('makes any file name safe for the header', () => {
    expect(attachmentHeader('a"b;c%.pdf')).toBe(
      `attachment; filename="a_b_c_.pdf"; filename*=UTF-8''a%22b%3Bc%25.pdf`,
    );
    expect(attachmentHeader('\r\n')).toBe(`attachment; filename="fil"; filename*=UTF-8''fil`);
    expect(attachmentHeader('../../x.pdf')).toContain('filename=".._.._x.pdf"');
  });
});

describe('get_ApplicantFiles', () => {
  it("lists the application's files with their download address", async () => {
    const { application, file, at } = await withFile(world.own.id);
    const res = await t.as(tokens.reader).dispatch('get_ApplicantFiles', {
      ...at,
      applicantId: application.id,
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual([
      expect.objectContaining({
        id: file.id,
        filename: 'Mitt CV.pdf',
        url: url(application.id, file.id),
        kind: 'original',
        derivedFromId: null,
      }),
    ]);
  });

  it("answers 404 for an applicant of another position or company, naming one's own position", async () => {
    const { at } = await withFile(world.own.id);
    const elsewhere = await withFile(world.own.id);
    const foreign = await withFile(world.foreign.id);
    for (const applicantId of [elsewhere.application.id, foreign.application.id]) {
      const res = await t.as(tokens.admin).dispatch('get_ApplicantFiles', { ...at, applicantId });
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('Ansökan finns inte');
    }
  });
});

describe('upload_ApplicantFile', () => {
  it('stores a file checked like the public form and logs it', async () => {
    const { application, at } = await withFile(world.own.id);
    const pdf = pdfWithText(['Intyg']);
    const res = await t.as(tokens.writer).dispatch('upload_ApplicantFile', {
      ...at,
      applicantId: application.id,
      filename: 'Intyg.pdf',
      data: dataUrl('application/pdf', pdf),
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({ filename: 'Intyg.pdf', kind: 'original', size: pdf.length });
    const download = await get(t.app, res.data.url, tokens.reader);
    expect(download.raw.rawPayload.equals(pdf)).toBe(true);
    const log = await t.db
      .select()
      .from(applicationLog)
      .where(eq(applicationLog.applicationId, application.id));
    expect(log.map((l) => l.message)).toContain('Fil uppladdad: Intyg.pdf');
  });

  it('queues the conversion of a document, and the job makes its PDF sibling', async () => {
    const { application, at } = await withFile(world.own.id);
    const res = await t.as(tokens.writer).dispatch('upload_ApplicantFile', {
      ...at,
      applicantId: application.id,
      filename: 'Personligt brev.docx',
      data: dataUrl('', officeDocument('Personligt brev')),
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.conversion).toBe('pending');
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'convert-document'));
    expect(queued.map((j) => j.payload)).toContainEqual({ fileId: res.data.id });
    const before = await t.as(tokens.reader).dispatch('get_ApplicantFiles', {
      ...at,
      applicantId: application.id,
    });
    expect(before.data.find((f) => f.id === res.data.id)!.conversion).toBe('pending');
    await t.app.services.jobs.runUntilIdle('convert-document');
    const list = await t.as(tokens.reader).dispatch('get_ApplicantFiles', {
      ...at,
      applicantId: application.id,
    });
    const converted = list.data.find((f) => f.filename === 'Personligt brev.docx.converted.pdf');
    expect(converted).toMatchObject({ kind: 'converted', derivedFromId: res.data.id });
    const pdf = await get(t.app, converted!.url, tokens.reader);
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(list.data.find((f) => f.id === res.data.id)!.conversion).toBeUndefined();
  });

  it("says 'failed' for a document whose conversion gave up", async () => {
    const { application, at } = await withFile(world.own.id, 'trasig.docx', officeDocument('Trasig'));
    const [file] = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, application.id));
    await t.db.insert(jobs).values({
      kind: 'convert-document',
      payload: { fileId: file!.id },
      containerId: world.own.id,
      status: 'failed',
      lastError: 'LibreOffice timed out',
    });
    const list = await t.as(tokens.reader).dispatch('get_ApplicantFiles', {
      ...at,
      applicantId: application.id,
    });
    expect(list.data[0]).toMatchObject({ filename: 'trasig.docx', conversion: 'failed' });
  });

  it('refuses a file over 5 MB, of a wrong type or with bytes that do not match, storing nothing', async () => {
    const { application, at } = await withFile(world.own.id);
    const cases: [string, string, string][] = [
      ['stor.pdf', dataUrl('application/pdf', Buffer.alloc(5_000_001, 0x20)), FILE_TOO_LARGE],
      [
        'bild.pdf',
        dataUrl('application/pdf', solidPng(4, 4)),
        'Filens innehåll stämmer inte med filtypen (.pdf)',
      ],
      ['program.exe', dataUrl('', Buffer.from('MZ')), 'Filtypen'],
      ['trasig.pdf', 'inte en data-url', 'Filen kunde inte läsas'],
    ];
    for (const [filename, data, message] of cases) {
      const res = await t.as(tokens.writer).dispatch('upload_ApplicantFile', {
        ...at,
        applicantId: application.id,
        filename,
        data,
      });
      expect(res.status, filename).toBe(400);
      expect(res.error!.fields!.data ?? res.error!.message).toContain(message);
    }
    const rows = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, application.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad names and a body far over the limit', async () => {
    const { application, at } = await withFile(world.own.id);
    for (const filename of ['', 'a/b.pdf', 'x.docx.converted.pdf', 'a\u0001.pdf']) {
      const res = await t.as(tokens.writer).dispatch('upload_ApplicantFile', {
        ...at,
        applicantId: application.id,
        filename,
        data: dataUrl('application/pdf', pdfWithText(['x'])),
      });
      expect(res.status, filename).toBe(400);
      expect(res.error?.fields).toHaveProperty('filename');
    }
    const huge = await t.as(tokens.writer).dispatch('upload_ApplicantFile', {
      ...at,
      applicantId: application.id,
      filename: 'enorm.pdf',
      data: 'x'.repeat(7_100_000),
    });
    expect([400, 413]).toContain(huge.status);
  });

  it('is for writers on the position: a reader gets 403', async () => {
    const { application, at } = await withFile(world.own.id);
    const res = await t.as(tokens.reader).dispatch('upload_ApplicantFile', {
      ...at,
      applicantId: application.id,
      filename: 'a.txt',
      data: dataUrl('text/plain', Buffer.from('a')),
    });
    expect(res.status).toBe(403);
  });
});

describe('delete_ApplicantFile', () => {
  it('removes the file with its converted and annotated versions, rows and bytes', async () => {
    const { application, file, at } = await withFile(world.own.id, 'cv.docx', officeDocument('Radera mig'));
    const converted = await addFile(application, 'cv.docx.converted.pdf', pdfWithText(['c']), {
      kind: 'converted',
      derivedFromId: file.id,
    });
    const keep = await addFile(application, 'annat.pdf', pdfWithText(['k']));
    const path = (storedName: string) =>
      localPathOf(t.app.services.storage, {
        containerId: world.own.id,
        applicationId: application.id,
        storedName,
      });
    const res = await t.as(tokens.writer).dispatch('delete_ApplicantFile', {
      ...at,
      applicantId: application.id,
      fileId: file.id,
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true, message: 'Filen har tagits bort' });
    const rows = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, application.id));
    expect(rows.map((r) => r.id)).toEqual([keep.id]);
    expect(existsSync(path(file.storedName))).toBe(false);
    expect(existsSync(path(converted.storedName))).toBe(false);
    expect(existsSync(path(keep.storedName))).toBe(true);
    const again = await t.as(tokens.writer).dispatch('delete_ApplicantFile', {
      ...at,
      applicantId: application.id,
      fileId: file.id,
    });
    expect(again.status).toBe(404);
  });

  it("cannot reach another application's file", async () => {
    const { application, at } = await withFile(world.own.id);
    const other = await withFile(world.own.id);
    const res = await t.as(tokens.admin).dispatch('delete_ApplicantFile', {
      ...at,
      applicantId: application.id,
      fileId: other.file.id,
    });
    expect(res.status).toBe(404);
    const [still] = await t.db.select().from(applicationFiles).where(eq(applicationFiles.id, other.file.id));
    expect(still).toBeDefined();
  });
});

describe('annotate_ApplicantFile', () => {
  const signature = (w: number, h: number) => dataUrl('image/png', solidPng(w, h, [0, 0, 0]));

  it('saves a new version with ink, signature, stamp and highlight; the original stays intact', async () => {
    const { application, file, bytes, at } = await withFile(world.own.id, 'CV.pdf');
    const res = await t.as(tokens.writer).dispatch('annotate_ApplicantFile', {
      ...at,
      applicantId: application.id,
      fileId: file.id,
      annotations: [
        inkStroke(
          1,
          [
            [0.1, 0.1],
            [0.2, 0.15],
            [0.3, 0.1],
          ],
          { color: '#ff0000' },
        ),
        { type: 'signature', page: 1, x: 0.6, y: 0.8, width: 0.3, height: 0.08, image: signature(512, 128) },
        { type: 'stamp', page: 1, x: 0.5, y: 0.05, text: 'Granskad – åäö ✓' },
        { type: 'highlight', page: 1, x: 0.1, y: 0.09, width: 0.4, height: 0.03 },
      ],
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      filename: 'CV (version 2).pdf',
      kind: 'annotated',
      derivedFromId: file.id,
    });

    const original = await get(t.app, url(application.id, file.id), tokens.reader);
    expect(sha(original.raw.rawPayload)).toBe(sha(bytes));
    const annotated = await get(t.app, res.data.url, tokens.reader);
    expect(sha(annotated.raw.rawPayload)).not.toBe(sha(bytes));
    const pdf = await PDFDocument.load(annotated.raw.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(annotated.raw.rawPayload.length).toBeGreaterThan(bytes.length);

    // Annotating the new version makes version 3.
    const next = await t.as(tokens.writer).dispatch('annotate_ApplicantFile', {
      ...at,
      applicantId: application.id,
      fileId: res.data.id,
      annotations: [{ type: 'highlight', page: 1, x: 0, y: 0, width: 1, height: 0.1 }],
    });
    expect(next.data.filename).toBe('CV (version 3).pdf');
    const log = await t.db
      .select()
      .from(applicationLog)
      .where(
        and(eq(applicationLog.applicationId, application.id), eq(applicationLog.kind, 'file_annotated')),
      );
    expect(log).toHaveLength(2);
  });

  it('refuses a signature over 512 px, a page the PDF lacks, a non-PDF and a converted PDF', async () => {
    const { application, file, at } = await withFile(world.own.id, 'CV.pdf');
    const base = { ...at, applicantId: application.id, fileId: file.id };
    const tooLarge = await t.as(tokens.writer).dispatch('annotate_ApplicantFile', {
      ...base,
      annotations: [
        { type: 'signature', page: 1, x: 0, y: 0, width: 0.2, height: 0.1, image: signature(513, 40) },
      ],
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.error?.fields?.['annotations.0.image']).toBe(
      'Signaturen får vara högst 512 px på den längsta sidan',
    );
    const svg = await t.as(tokens.writer).dispatch('annotate_ApplicantFile', {
      ...base,
      annotations: [
        {
          type: 'signature',
          page: 1,
          x: 0,
          y: 0,
          width: 0.2,
          height: 0.1,
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      ],
    });
    expect(svg.status).toBe(400);
    const noPage = await t.as(tokens.writer).dispatch('annotate_ApplicantFile', {
      ...base,
      annotations: [{ type: 'highlight', page: 2, x: 0, y: 0, width: 0.1, height: 0.1 }],
    });
    expect(noPage.status).toBe(400);
    expect(noPage.error?.fields?.['annotations.0.page']).toBe('Sidan finns inte i dokumentet');
    const unknown = await t.as(tokens.writer).dispatchUnchecked('annotate_ApplicantFile', {
      ...base,
      annotations: [{ type: 'circle', page: 1 }],
    });
    expect(unknown.status).toBe(400);

    const txt = await addFile(application, 'brev.txt', Buffer.from('hej'));
    const converted = await addFile(application, 'a.docx.converted.pdf', pdfWithText(['c']), {
      kind: 'converted',
    });
    for (const fileId of [txt.id, converted.id]) {
      const res = await t.as(tokens.writer).dispatch('annotate_ApplicantFile', {
        ...base,
        fileId,
        annotations: [{ type: 'highlight', page: 1, x: 0, y: 0, width: 0.1, height: 0.1 }],
      });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('Bara PDF-filer kan annoteras');
    }
    const rows = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, application.id));
    expect(rows.filter((r) => r.kind === 'annotated')).toHaveLength(0);
  });
});

describe('GET /scripts/pdf.worker.min.js', () => {
  it("serves pdfjs-dist's worker for the PDF viewer", async () => {
    const res = await get(t.app, '/scripts/pdf.worker.min.js');
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.raw.rawPayload.length).toBeGreaterThan(100_000);
  });
});
