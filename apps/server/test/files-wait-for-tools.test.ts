/**
 * A file read while a program it needs is missing on the machine waits for it instead of being marked
 * unreadable, and is read by itself once the program is on the PATH. The converter and the tool check
 * here look on a PATH of their own (a folder with the shell's helpers and, later, the program), so the
 * test never changes this process's PATH.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CV_SEARCH_TEXTS } from '@rekry/domain';
import { repoRoot } from '../src/config.ts';
import { applicationTexts } from '../src/db/schema.ts';
import { DocumentConverter } from '../src/platform/conversion.ts';
import { findProgram, SystemTools } from '../src/platform/system-tools.ts';
import { requeueFilesWhoseToolCame, toolsWaitedFor } from '../src/platform/waiting-files.ts';
import { pdfWithText } from '../src/demo/files.ts';
import type { JobWorker } from '../src/platform/job-worker.ts';
import { enqueueJob } from '../src/platform/jobs.ts';
import { applicantsTestApp, buildApplication } from './helpers/applicants.ts';
import { buildFile } from './helpers/files.ts';
import { officeDocument } from './helpers/documents.ts';
import { jobWorkerOf } from './helpers/jobs.ts';

// The test's own worker runs the jobs, on its PATH; the app's worker would use the machine's.
const { t, tokens, own, positionWithRights, list } = applicantsTestApp({ jobWorker: false });

let bin = '';
let worker: JobWorker;
let tools: SystemTools;

/** The programs under test: on the test's PATH only once a test installs them. */
const TOOLS = new Set(['pdftotext', 'pdftoppm', 'tesseract', 'soffice', 'libreoffice']);

/** Puts the machine's program on the test's PATH, as installing its package would. */
async function install(program: string) {
  if (existsSync(path.join(bin, program))) return;
  const file = await findProgram(program);
  if (!file) throw new Error(`${program} is not on this machine`);
  symlinkSync(file, path.join(bin, program));
}

beforeAll(async () => {
  // The machine's PATH as one folder, without the tools (LibreOffice's own script needs sed, grep …).
  bin = mkdtempSync(path.join(tmpdir(), 'rekry-path-'));
  for (const dir of (process.env['PATH'] ?? '').split(path.delimiter).filter(existsSync))
    for (const name of readdirSync(dir))
      if (!TOOLS.has(name) && !existsSync(path.join(bin, name)))
        symlinkSync(path.join(dir, name), path.join(bin, name));
  worker = jobWorkerOf(t, {}, { converter: new DocumentConverter({ path: bin }) });
  tools = new SystemTools({ path: bin });
});
afterAll(() => rmSync(bin, { recursive: true, force: true }));

/** An applicant with one stored file whose reading (or conversion) the queue has tried. */
async function applicantWithFile(positionId: number, filename: string, bytes: Buffer) {
  const application = await buildApplication(t.db, own(), positionId);
  const file = await buildFile(t.db, t.app.services.storage, application, filename, bytes);
  return { application, file };
}

async function filesOf(positionId: number, applicantId: number) {
  const res = await t.as(tokens.reader).dispatch('get_ApplicantFiles', {
    containerId: own(),
    positionId,
    applicantId,
  });
  expect(res.status).toBe(200);
  return res.data;
}

async function foundBy(positionId: number, textQuery: string) {
  const res = await list(tokens.reader, positionId, { textQuery });
  expect(res.status).toBe(200);
  return res.data.items.map((i) => i.id);
}

describe('npm start on a machine without the programs', () => {
  it('names each missing one in one line, with what is off and its package (REKRY_INSTALL_TOOLS=0)', () => {
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/system-tools.mjs')], {
      env: { ...process.env, PATH: bin, REKRY_INSTALL_TOOLS: '0' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual([
      'LibreOffice saknas: Word- och OpenDocument-filer visas inte som PDF och deras text går inte att söka. Installera Debian-paketet libreoffice-writer-nogui.',
      'pdftotext (poppler) saknas: texten i PDF-filer läses inte, så CV-sökningen hittar dem inte. Installera Debian-paketet poppler-utils.',
      'pdftoppm (poppler) saknas: skannade PDF-filer läses inte. Installera Debian-paketet poppler-utils.',
      'Tesseract saknas: skannade filer och bilder läses inte. Installera Debian-paketet tesseract-ocr.',
    ]);
  });
});

describe('files read while a program is missing', () => {
  it('waits for pdftotext, says so, and is read by itself once pdftotext is here', async () => {
    const position = await positionWithRights();
    const { application, file } = await applicantWithFile(
      position.id,
      'cv.pdf',
      pdfWithText(['Lagerarbetare med truckkort']),
    );
    await enqueueJob(t.db, 'extract-text', { fileId: file.id }, { containerId: own() });
    await worker.runUntilIdle();

    const [row] = await t.db.select().from(applicationTexts).where(eq(applicationTexts.fileId, file.id));
    expect(row).toMatchObject({ text: '', unreadable: false, waitingFor: 'pdftotext' });
    expect(await filesOf(position.id, application.id)).toEqual([
      expect.objectContaining({ id: file.id, textWaiting: true }),
    ]);
    expect((await filesOf(position.id, application.id))[0]).not.toHaveProperty('textUnreadable');
    expect(CV_SEARCH_TEXTS.waitingForTool).toMatch(/läses när/);
    expect(await foundBy(position.id, 'truckkort')).toEqual([]);

    // Still missing: the worker's look leaves it waiting.
    expect(await requeueFilesWhoseToolCame(t.db, () => tools.refresh())).toBe(0);
    expect(await toolsWaitedFor(t.db)).toContain('pdftotext');

    await install('pdftotext');
    expect(await requeueFilesWhoseToolCame(t.db, () => tools.refresh())).toBe(1);
    await worker.runUntilIdle();
    const [read] = await t.db.select().from(applicationTexts).where(eq(applicationTexts.fileId, file.id));
    expect(read).toMatchObject({ text: 'Lagerarbetare med truckkort', unreadable: false, waitingFor: null });
    expect(await foundBy(position.id, 'truckkortet')).toEqual([application.id]);
    expect((await filesOf(position.id, application.id))[0]).not.toHaveProperty('textWaiting');
  });

  it('keeps a Word file waiting for LibreOffice (no spinner, no failure), then converts and reads it', async () => {
    const position = await positionWithRights();
    const { application, file } = await applicantWithFile(position.id, 'cv.docx', officeDocument('Anna'));
    await enqueueJob(t.db, 'convert-document', { fileId: file.id }, { containerId: own() });
    await worker.runUntilIdle();

    const [waiting] = await filesOf(position.id, application.id);
    expect(waiting).toMatchObject({ id: file.id, textWaiting: true });
    expect(waiting).not.toHaveProperty('conversion');
    expect(await toolsWaitedFor(t.db)).toContain('libreoffice');

    await install('soffice');
    await install('pdftotext');
    expect(await requeueFilesWhoseToolCame(t.db, () => tools.refresh())).toBe(1);
    await worker.runUntilIdle();
    const files = await filesOf(position.id, application.id);
    expect(files.map((f) => f.filename).sort()).toEqual(['cv.docx', 'cv.docx.converted.pdf']);
    const [read] = await t.db.select().from(applicationTexts).where(eq(applicationTexts.fileId, file.id));
    expect(read).toMatchObject({ unreadable: false, waitingFor: null });
    expect(read!.text).toContain('Erfarenhet: lager, truck.');
  }, 120_000);

  it('still marks a file that holds no text as unreadable when every program is here', async () => {
    const position = await positionWithRights();
    const { file } = await applicantWithFile(position.id, 'tom.pdf', pdfWithText([]));
    for (const program of ['pdftoppm', 'tesseract']) await install(program);
    await enqueueJob(t.db, 'extract-text', { fileId: file.id }, { containerId: own() });
    await worker.runUntilIdle();
    const [row] = await t.db.select().from(applicationTexts).where(eq(applicationTexts.fileId, file.id));
    expect(row).toMatchObject({ unreadable: true, waitingFor: null });
  });
});
