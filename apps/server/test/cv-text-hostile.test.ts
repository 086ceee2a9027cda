/** Hostile and broken files give the text reading a bounded, clean outcome; a killed server leaves no tool behind. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { migrate, openPostgres } from '../src/db/client.ts';
import { applicationTexts, jobs } from '../src/db/schema.ts';
import { ConversionError, DocumentConverter } from '../src/platform/conversion.ts';
import { extractText } from '../src/platform/file-text.ts';
import type { ClaimedJob } from '../src/platform/jobs.ts';
import { testAppForFile, testDatabaseUrl } from './helpers/app.ts';
import { scannedPng } from '../src/demo/files.ts';
import { applicationWithUpload, localFileStorage } from './helpers/files.ts';
import { jobHandlersOf } from './helpers/jobs.ts';
import { exitCodeOf, processSandbox, processesWith, until } from './helpers/process.ts';
import { docxWithXxe, pngHeader } from './helpers/cv-files.ts';

const t = testAppForFile({ jobWorker: false });
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A one-page PDF whose page is a stream of `bytes` deflated: a few hundred kB that unpack to `bytes`. */
function pdfBomb(unpacked = 200_000_000): Buffer {
  const ops = Buffer.from('0 0 m 1 1 l S\n'.repeat(Math.ceil(unpacked / 14)));
  const stream = deflateSync(ops, { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  const push = (b: Buffer) => {
    parts.push(b);
    at += b.length;
  };
  objects.forEach((body, i) => {
    offsets.push(at);
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
  });
  offsets.push(at);
  push(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`));
  push(stream);
  push(Buffer.from('\nendstream\nendobj\n'));
  const xref = at;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** A PDF that says it is encrypted (RC4, a user password nobody knows). */
async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Hemlig text');
  const bytes = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
  const hex = 'a'.repeat(64);
  const encrypt = `/Encrypt << /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O <${hex}> /U <${hex}> >> /ID [<${'b'.repeat(32)}> <${'b'.repeat(32)}>]`;
  return Buffer.from(bytes.replace('trailer\n<<', `trailer\n<<${encrypt}`), 'latin1');
}

async function readByJob(filename: string, bytes: Buffer, contentType: string) {
  const { file } = await applicationWithUpload(t.db, t.app.services.storage, filename, bytes, contentType);
  await t.app.services.jobs.runUntilIdle();
  const [row] = await t.db.select().from(applicationTexts).where(eq(applicationTexts.fileId, file.id));
  const [job] = await t.db
    .select()
    .from(jobs)
    .where(sql`${jobs.kind} = 'extract-text' and ${jobs.payload}->>'fileId' = ${String(file.id)}`);
  return { row, job, file };
}

describe('hostile files', () => {
  it('a PDF bomb is stopped by the limits and leaves nothing running', async () => {
    // A work folder of its own: other files' servers run LibreOffice at the same time, under paths that may
    // also end in `tmp/rekry-convert-`.
    const workDir = mkdtempSync(path.join(tmpdir(), 'rekry-hostile-'));
    const converter = new DocumentConverter({ timeoutMs: 4_000, memoryBytes: 512 * 1024 * 1024, workDir });
    const started = Date.now();
    const outcome = await extractText(converter, pdfBomb(), 'pdf').catch((err: unknown) => err);
    // Either the tools gave up within their bounds or nothing readable came out: never a hang.
    if (outcome instanceof Error) expect(outcome).toBeInstanceOf(ConversionError);
    else expect(outcome).toBe('');
    expect(Date.now() - started).toBeLessThan(3 * (4_000 + 5_000));
    expect(processesWith(path.join(converter.workDir, 'rekry-convert-'))).toEqual([]);
    rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('a malformed or encrypted PDF and an image too large are marked unreadable, the job done', async () => {
    for (const [name, bytes, type] of [
      ['trasig.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage'), 'application/pdf'],
      ['krypterad.pdf', await encryptedPdf(), 'application/pdf'],
      ['jätte.png', pngHeader(20_000, 20_000), 'image/png'],
    ] as const) {
      const { row, job } = await readByJob(name, bytes, type);
      expect(row, name).toMatchObject({ unreadable: true, text: '' });
      expect(job?.status, name).toBe('done');
    }
  }, 120_000);

  it('a docx with an external entity (XXE) never reads the file it names', async () => {
    const { row, file } = await readByJob('xxe.docx', docxWithXxe(), DOCX);
    const [convert] = await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = 'convert-document' and ${jobs.payload}->>'fileId' = ${String(file.id)}`);
    // LibreOffice either made its PDF without the entity (the text then has none) or refused the file.
    if (convert?.status === 'done') expect(row?.text).not.toMatch(/root:/);
    else expect(row).toBeUndefined();
    expect(row?.text ?? '').not.toMatch(/root:/);
  }, 120_000);

  it('a docx whose conversion gave up (a zip bomb, conversion-limits.test.ts) is marked unreadable', async () => {
    const { file } = await applicationWithUpload(
      t.db,
      t.app.services.storage,
      'bomb.docx',
      Buffer.from('PK'),
      DOCX,
    );
    await t.db.delete(jobs).where(sql`${jobs.payload}->>'fileId' = ${String(file.id)}`);
    await jobHandlersOf(t)['convert-document'].failed!(
      { fileId: file.id },
      {} as ClaimedJob,
      'LibreOffice exited',
    );
    const [row] = await t.db.select().from(applicationTexts).where(eq(applicationTexts.fileId, file.id));
    expect(row).toMatchObject({ unreadable: true });
  });
});

describe.skipIf(!testDatabaseUrl)('a server killed during OCR (real process, PostgreSQL)', () => {
  const sandbox = processSandbox('rekry-ocr-kill-');

  it('leaves no Tesseract after kill -9, and the reading is done after a restart', async () => {
    const env = { JOB_POLL_MS: '200' };
    const server = await sandbox.start(env);
    const doc = await PDFDocument.create();
    const png = await doc.embedPng(await scannedPng(['Svetsare med certifikat.', 'Truckkort A och B.']));
    for (let i = 0; i < 5; i++)
      doc.addPage([595, 842]).drawImage(png, { x: 0, y: 600, width: 595, height: 216 });
    const database = await openPostgres(sandbox.url, 2);
    let fileId = 0;
    try {
      await migrate(database, sandbox.url);
      const made = await applicationWithUpload(
        database.db,
        localFileStorage(sandbox.dataDir),
        'scan.pdf',
        Buffer.from(await doc.save()),
        'application/pdf',
      );
      fileId = made.file.id;
      const tag = path.join(sandbox.dataDir, 'tmp', 'rekry-convert-');
      await until('tesseract running', () => processesWith(tag).some((p) => p.cmd.includes('tesseract')));
      server.child.kill('SIGKILL');
      await exitCodeOf(server);
      await until('no tool left', () => processesWith(tag).length === 0, 5_000);

      const again = await sandbox.start(env);
      try {
        const row = await until('the text is read', async () => {
          const [found] = await database.db
            .select()
            .from(applicationTexts)
            .where(eq(applicationTexts.fileId, fileId));
          return found;
        });
        expect(row!.text).toContain('Truckkort A och B.');
      } finally {
        await again.stop();
      }
    } finally {
      await database.close();
    }
  }, 300_000);
});
