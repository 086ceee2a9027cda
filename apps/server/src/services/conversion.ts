import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { CONVERTED_SUFFIX, isConvertibleDocument } from '@rekry/domain';
import type { Queryable } from '../db/client.ts';
import { applicationFiles } from '../db/schema.ts';
import { FileStorage } from './storage.ts';

/** How long one LibreOffice run may take before it is killed (a hostile or huge document). */
export const CONVERSION_TIMEOUT_MS = 60_000;

export class ConversionError extends Error {}

export interface ConverterOptions {
  /** The LibreOffice binary; `soffice` on PATH by default (Debian libreoffice-writer-nogui). */
  soffice?: string;
  timeoutMs?: number;
  /** Conversions running at once in this process; further ones wait their turn. */
  concurrency?: number;
}

/**
 * Document → PDF with LibreOffice headless. Each run gets its own temporary folder with a fresh user
 * profile (`-env:UserInstallation`), so runs never share or lock a profile, and the folder goes afterwards.
 * Runs only from the job worker, never on a request's path.
 */
export class DocumentConverter {
  private readonly soffice: string;
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: ConverterOptions = {}) {
    this.soffice = options.soffice ?? process.env.SOFFICE_PATH ?? 'soffice';
    this.timeoutMs = options.timeoutMs ?? CONVERSION_TIMEOUT_MS;
    this.concurrency = options.concurrency ?? 2;
  }

  /** The PDF of a document whose type is told by `extension` (doc, docx, odt, rtf). */
  async toPdf(bytes: Uint8Array, extension: string): Promise<Buffer> {
    if (!isConvertibleDocument(`x.${extension}`)) throw new ConversionError(`not convertible: ${extension}`);
    await this.slot();
    const dir = await mkdtemp(path.join(tmpdir(), 'rekry-convert-'));
    try {
      const input = path.join(dir, `document.${extension.toLowerCase()}`);
      const outDir = path.join(dir, 'out');
      await writeFile(input, bytes);
      await this.run([
        '--headless',
        '--invisible',
        '--nologo',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        outDir,
        input,
      ]);
      const pdf = await readFile(path.join(outDir, 'document.pdf')).catch(() => {
        throw new ConversionError('LibreOffice wrote no PDF');
      });
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new ConversionError('output is not a PDF');
      return pdf;
    } finally {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
      this.release();
    }
  }

  private run(args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      // Own process group: soffice starts soffice.bin, and a timeout must end both.
      const child = spawn(this.soffice, args, {
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, HOME: tmpdir(), SAL_USE_VCLPLUGIN: 'svp' },
      });
      let stderr = '';
      let timedOut = false;
      child.stderr.on('data', (chunk: Buffer) => {
        if (stderr.length < 4000) stderr += chunk.toString();
      });
      const timer = setTimeout(() => {
        timedOut = true;
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }, this.timeoutMs);
      child.on('error', (err) => {
        clearTimeout(timer);
        reject(new ConversionError(`could not start ${this.soffice}: ${err.message}`));
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        if (timedOut) reject(new ConversionError(`LibreOffice timed out after ${this.timeoutMs} ms`));
        else if (code !== 0) {
          reject(new ConversionError(`LibreOffice exited with ${code ?? signal}: ${stderr.trim()}`));
        } else resolve();
      });
    });
  }

  private async slot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

export type ConvertOutcome =
  | { status: 'converted'; fileId: number; bytes: number; ms: number }
  | { status: 'exists'; fileId: number }
  | { status: 'gone' }
  | { status: 'skipped' };

/**
 * Converts one stored application file to its sibling '<original name>.converted.pdf': a new
 * application_files row in the same application, the bytes written through the file store. Idempotent: a
 * sibling that exists already is kept; a file deleted meanwhile is nothing to do.
 */
export async function convertApplicationFile(
  db: Queryable,
  storage: FileStorage,
  converter: DocumentConverter,
  fileId: number,
): Promise<ConvertOutcome> {
  const [file] = await db.select().from(applicationFiles).where(eq(applicationFiles.id, fileId));
  if (!file) return { status: 'gone' };
  if (file.kind !== 'original' || !isConvertibleDocument(file.filename)) return { status: 'skipped' };
  const siblingName = file.filename + CONVERTED_SUFFIX;
  const sibling = async () =>
    (
      await db
        .select({ id: applicationFiles.id })
        .from(applicationFiles)
        .where(
          and(
            eq(applicationFiles.applicationId, file.applicationId),
            eq(applicationFiles.filename, siblingName),
          ),
        )
        .limit(1)
    )[0];
  const existing = await sibling();
  if (existing) return { status: 'exists', fileId: existing.id };

  const started = Date.now();
  const ref = { containerId: file.containerId, applicationId: file.applicationId };
  const original = await storage.read({ ...ref, storedName: file.storedName });
  const extension = file.storedName.slice(file.storedName.lastIndexOf('.') + 1);
  const pdf = await converter.toPdf(original, extension);

  const storedName = FileStorage.newStoredName('pdf');
  await storage.write({ ...ref, storedName }, pdf);
  try {
    // The original may have been deleted while LibreOffice ran: then the sibling goes too.
    const [still] = await db
      .select({ id: applicationFiles.id })
      .from(applicationFiles)
      .where(eq(applicationFiles.id, fileId));
    if (!still) {
      await storage.remove({ ...ref, storedName });
      return { status: 'gone' };
    }
    const again = await sibling();
    if (again) {
      await storage.remove({ ...ref, storedName });
      return { status: 'exists', fileId: again.id };
    }
    const [row] = await db
      .insert(applicationFiles)
      .values({
        applicationId: file.applicationId,
        containerId: file.containerId,
        propertyKey: file.propertyKey,
        filename: siblingName,
        storedName,
        contentType: 'application/pdf',
        size: pdf.length,
        kind: 'converted',
        derivedFromId: file.id,
      })
      .returning({ id: applicationFiles.id });
    return { status: 'converted', fileId: row!.id, bytes: pdf.length, ms: Date.now() - started };
  } catch (err) {
    await storage.remove({ ...ref, storedName }).catch(() => undefined);
    throw err;
  }
}
