import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicationFiles, jobs } from '../src/db/schema.ts';
import { ToolMissing } from '../src/platform/system-tools.ts';
import {
  ConversionError,
  DocumentConverter,
  convertApplicationFile,
  runFolderIn,
} from '../src/platform/conversion.ts';
import { describeOnce, testAppForFile } from './helpers/app.ts';
import { officeDocument } from './helpers/documents.ts';
import { applicationWithUpload } from './helpers/files.ts';

const t = testAppForFile({ jobWorker: false });

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const applicationWithFile = (filename: string, bytes: Buffer, contentType: string) =>
  applicationWithUpload(t.db, t.app.services.storage, filename, bytes, contentType);

describeOnce('DocumentConverter (LibreOffice headless)', () => {
  const converter = new DocumentConverter();

  it('turns a real docx into a PDF', async () => {
    const started = Date.now();
    const pdf = await converter.toPdf(officeDocument('Anna Andersson CV'), 'docx');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    console.info(`docx → PDF in ${Date.now() - started} ms`);
  });

  it('runs conversions side by side, each with its own profile', async () => {
    // Two at once: with one shared profile the second LibreOffice would find it locked and fail.
    const sideBySide = new DocumentConverter({ concurrency: 2 });
    const docs = ['Ett', 'Två'].map((n) => officeDocument(`Dokument ${n}`));
    const runs = docs.map((d) => sideBySide.toPdf(d, 'docx'));
    expect(sideBySide.active).toBe(2);
    const pdfs = await Promise.all(runs);
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Two LibreOffice starts at once: on a busy two-core machine that alone can take half a minute.
  }, 120_000);

  it('refuses types it does not convert', async () => {
    await expect(converter.toPdf(Buffer.from('%PDF-1.4'), 'pdf')).rejects.toBeInstanceOf(ConversionError);
  });

  it('kills a conversion that takes longer than its time-out', async () => {
    const slow = new DocumentConverter({ timeoutMs: 50 });
    await expect(slow.toPdf(officeDocument('Långsam'), 'docx')).rejects.toThrow(/timed out/);
  });

  it('says LibreOffice is missing (the document waits for it) rather than that the document failed', async () => {
    const missing = new DocumentConverter({ soffice: '/nonexistent/soffice' });
    const failure = await missing.toPdf(officeDocument('Saknas'), 'docx').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ToolMissing);
    expect(failure).toMatchObject({ kind: 'libreoffice' });
  });
});

describe('runFolderIn (which processes a start-up clean-up may end)', () => {
  const marker = '/tmp/rekry-convert-';
  const run = 'rekry-convert-host-42-abc123';

  it('names the run folder where a path argument begins with the work folder', () => {
    for (const cmdline of [
      `soffice\0--outdir\0/tmp/${run}/out\0`,
      `soffice\0-env:UserInstallation=file:///tmp/${run}/profile\0`,
      `sh\0-c\0script\0/tmp/${run}/document.docx`,
    ])
      expect(runFolderIn(cmdline, marker), cmdline).toBe(run);
  });

  it("ignores another work folder that merely ends in the same path (another instance's runs)", () => {
    const other = `soffice\0--outdir\0/tmp/rekry-kill-C9dxNa/tmp/${run}/out\0-env:UserInstallation=file:///srv/tmp/${run}\0`;
    expect(runFolderIn(other, marker)).toBeNull();
    expect(runFolderIn('node\0server.js\0', marker)).toBeNull();
  });
});

describe('convertApplicationFile', () => {
  const converter = new DocumentConverter();

  it("stores the PDF as the sibling '<name>.converted.pdf' of the same application, once", async () => {
    const { file, applicationId, container } = await applicationWithFile(
      'Mitt CV.docx',
      officeDocument('Anna Andersson CV'),
      DOCX,
    );
    const outcome = await convertApplicationFile(t.db, t.app.services.storage, converter, file.id);
    expect(outcome.status).toBe('converted');
    const rows = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, applicationId));
    const sibling = rows.find((r) => r.filename === 'Mitt CV.docx.converted.pdf')!;
    expect(sibling).toMatchObject({
      contentType: 'application/pdf',
      containerId: container.id,
      kind: 'converted',
      derivedFromId: file.id,
    });
    const bytes = await t.app.services.storage.read({
      containerId: container.id,
      applicationId,
      storedName: sibling.storedName,
    });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sibling.size).toBe(bytes.length);

    // Again: the sibling exists, nothing new.
    const again = await convertApplicationFile(t.db, t.app.services.storage, converter, file.id);
    expect(again).toEqual({ status: 'exists', fileId: sibling.id });
    const after = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, applicationId));
    expect(after).toHaveLength(2);
  });

  it('leaves PDFs and deleted files alone', async () => {
    const { file } = await applicationWithFile('cv.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    expect(await convertApplicationFile(t.db, t.app.services.storage, converter, file.id)).toEqual({
      status: 'skipped',
    });
    expect(await convertApplicationFile(t.db, t.app.services.storage, converter, 999_999)).toEqual({
      status: 'gone',
    });
  });
});

describe('the convert-document job', () => {
  it('is queued when an application with a document is stored, and makes the sibling', async () => {
    const { file, applicationId } = await applicationWithFile('cv.docx', officeDocument('Jobb-CV'), DOCX);
    const job = (await t.db.select().from(jobs).where(eq(jobs.kind, 'convert-document'))).find(
      (j) => (j.payload as { fileId: number }).fileId === file.id,
    );
    expect(job).toMatchObject({ status: 'pending', payload: { fileId: file.id } });
    expect(await t.app.services.jobs.runUntilIdle()).toBeGreaterThanOrEqual(1);
    const names = (
      await t.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, applicationId))
    ).map((r) => r.filename);
    expect(names.sort()).toEqual(['cv.docx', 'cv.docx.converted.pdf']);
    const [done] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done?.status).toBe('done');
  });

  it('is not queued for a PDF', async () => {
    const { file } = await applicationWithFile('cv.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'convert-document'));
    expect(queued.some((j) => (j.payload as { fileId: number }).fileId === file.id)).toBe(false);
  });
});
