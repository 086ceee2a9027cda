import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { appMeta, applicationFiles, applicationTexts, jobApplications, jobs } from '../src/db/schema.ts';
import { DocumentConverter } from '../src/platform/conversion.ts';
import { BACKFILL_KEY, backfillFileTexts, extractText, tidyText } from '../src/platform/file-text.ts';
import { FILE_TEXT_MAX_CHARS } from '@rekry/domain';
import { testAppForFile } from './helpers/app.ts';
import { pdfWithText, scannedPdf, scannedPng } from '../src/demo/files.ts';
import { odtDocument, pngHeader, rtfDocument } from './helpers/cv-files.ts';
import { officeDocument } from './helpers/documents.ts';
import { applicationWithUpload, buildFile } from './helpers/files.ts';

const t = testAppForFile({ jobWorker: false });

const CV = ['Anna Andersson, lagerarbetare', 'Jag har truckkortet och B-körkort sedan 2015.'];
const SCAN = ['Erik Öberg, lagerarbetare', 'Har truckkort och B-körkort sedan 2015.'];

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
  png: 'image/png',
};

/** An application with one file sent as the career site sends it, and its queued jobs run. */
async function textOf(filename: string, bytes: Buffer) {
  const extension = filename.slice(filename.lastIndexOf('.') + 1);
  const made = await applicationWithUpload(t.db, t.app.services.storage, filename, bytes, TYPES[extension]!);
  await t.app.services.jobs.runUntilIdle();
  const [row] = await t.db.select().from(applicationTexts).where(eq(applicationTexts.fileId, made.file.id));
  return { ...made, row };
}

describe('the text of every attached file, read by the extract-text job', () => {
  it('reads a PDF with a text layer', async () => {
    const { row, applicationId, container } = await textOf('cv.pdf', pdfWithText(CV));
    expect(row).toMatchObject({ applicationId, containerId: container.id, unreadable: false });
    expect(row!.text).toBe(CV.join('\n'));
  });

  it('reads plain text, UTF-8 or Windows-1252', async () => {
    expect((await textOf('cv.txt', Buffer.from(CV.join('\r\n'), 'utf8'))).row!.text).toBe(CV.join('\n'));
    expect((await textOf('brev.txt', Buffer.from('Körkort: B', 'latin1'))).row!.text).toBe('Körkort: B');
  });

  it('reads docx, odt and rtf through their converted PDF', async () => {
    const docx = await textOf('cv.docx', officeDocument('Anna Andersson CV'));
    expect(docx.row!.text).toContain('Erfarenhet: lager, truck.');
    const odt = await textOf('cv.odt', odtDocument(CV));
    expect(odt.row!.text).toContain('truckkortet och B-körkort');
    const rtf = await textOf('cv.rtf', rtfDocument(CV));
    expect(rtf.row!.text).toContain('truckkortet och B-körkort');
  }, 120_000);

  it('reads a scanned PDF and a photographed page (PNG) by OCR in Swedish', async () => {
    const started = Date.now();
    const png = await textOf('scan.png', await scannedPng(SCAN));
    console.info(`OCR of a PNG with its job: ${Date.now() - started} ms`);
    expect(png.row!.text).toContain('Har truckkort och B-körkort sedan 2015.');
    const pdf = await textOf('scan.pdf', await scannedPdf(SCAN));
    expect(pdf.row!.text).toContain('Erik Öberg');
    expect(pdf.row!.unreadable).toBe(false);
  }, 60_000);

  it('marks a file whose text cannot be read, and the application stays', async () => {
    const { row, applicationId } = await textOf('tom.pdf', pdfWithText([]));
    expect(row).toMatchObject({ unreadable: true, text: '' });
    const [application] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, applicationId));
    expect(application).toBeDefined();
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = 'extract-text' and ${jobs.payload}->>'fileId' = ${String(row!.fileId)}`);
    expect(job?.status).toBe('done');
  });

  it('keeps at most 200,000 characters, without control characters', () => {
    expect(tidyText(`a\u0000b\u0001c  \t d\n\n\n\ne`)).toBe('a b c d\n\ne');
    expect(tidyText('ord '.repeat(100_000))).toHaveLength(FILE_TEXT_MAX_CHARS);
  });
});

describe('the one-time reading of files stored before', () => {
  it('queues the files without a text a few at a time, keeps its place and ends', async () => {
    const { applicationId, container } = await applicationWithUpload(
      t.db,
      t.app.services.storage,
      'cv.txt',
      Buffer.from('truckkort'),
      'text/plain',
    );
    await t.app.services.jobs.runUntilIdle();
    const application = { id: applicationId, containerId: container.id };
    const old = [];
    for (let i = 0; i < 3; i++)
      old.push(
        await buildFile(
          t.db,
          t.app.services.storage,
          application,
          `gammal-${i}.txt`,
          Buffer.from(`lager ${i}`),
        ),
      );
    await t.db
      .update(appMeta)
      .set({ value: String(old[0]!.id - 1) })
      .where(eq(appMeta.key, BACKFILL_KEY));
    expect(await backfillFileTexts(t.db, 2)).toBe(2);
    // Two wait: the next round waits for them.
    expect(await backfillFileTexts(t.db, 2)).toBe(0);
    await t.app.services.jobs.runUntilIdle();
    expect(await backfillFileTexts(t.db, 2)).toBe(1);
    await t.app.services.jobs.runUntilIdle();
    expect(await backfillFileTexts(t.db, 2)).toBe(0);
    const [place] = await t.db.select().from(appMeta).where(eq(appMeta.key, BACKFILL_KEY));
    expect(place?.value).toBe('done');
    const texts = await t.db
      .select({ text: applicationTexts.text })
      .from(applicationTexts)
      .innerJoin(applicationFiles, eq(applicationFiles.id, applicationTexts.fileId))
      .where(eq(applicationTexts.applicationId, applicationId));
    expect(texts.map((r) => r.text).sort()).toEqual(['lager 0', 'lager 1', 'lager 2', 'truckkort']);
  });
});

describe('extractText on its own', () => {
  it('refuses an image of 20,000 × 20,000 pixels without reading it', async () => {
    // A PNG whose header says so is all the check reads; nothing is started for it.
    const png = pngHeader(20_000, 20_000);
    await expect(extractText(new DocumentConverter(), png, 'png')).rejects.toThrow(/too large/);
  });
});
