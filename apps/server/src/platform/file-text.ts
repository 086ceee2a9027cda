import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import {
  CONVERTED_SUFFIX,
  FILE_TEXT_MAX_CHARS,
  isConvertibleDocument,
  type SystemToolKind,
} from '@rekry/domain';
import type { Queryable } from '../db/client.ts';
import { appMeta, applicationFiles, applicationTexts, jobs } from '../db/schema.ts';
import { ConversionError, type DocumentConverter, type RunTool } from './conversion.ts';
import {
  boundedImageSize,
  IMAGE_EXTENSIONS,
  readOcr,
  readPdfText,
  renderScanPages,
  SCAN_LETTERS,
  type TextTools,
} from './text-tools.ts';
import { enqueueJob } from './jobs.ts';
import type { FileStorage } from './storage.ts';
import { ToolMissing } from './system-tools.ts';
import { markWaitingForTool, storeFileText } from './file-text-rows.ts';

/** Bytes of a tool's text output read at most: FILE_TEXT_MAX_CHARS in UTF-8 fits, whatever a bomb writes. */
const OUTPUT_MAX_BYTES = FILE_TEXT_MAX_CHARS * 4;

/**
 * Text as it is stored: control characters out (NUL cannot be stored, the others are no text a passage
 * should show), runs of spaces made one, at most two line breaks in a row, at most FILE_TEXT_MAX_CHARS
 * characters (never half a surrogate pair).
 */
export function tidyText(raw: string): string {
  let text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\ufffd]/g, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length > FILE_TEXT_MAX_CHARS) {
    text = text.slice(0, FILE_TEXT_MAX_CHARS);
    if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  }
  return text;
}

/** Plain text as UTF-8, or Windows-1252 when it is not valid UTF-8 (an older Windows editor). */
export function decodePlainText(bytes: Uint8Array): string {
  const head = bytes.subarray(0, OUTPUT_MAX_BYTES);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(head);
  } catch {
    return new TextDecoder('windows-1252').decode(head);
  }
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/** OCR of images in the run folder, one Tesseract run a page; a page that fails ends the reading. */
async function ocr(run: RunTool, tools: TextTools, images: string[]): Promise<string> {
  const texts: string[] = [];
  for (const image of images) {
    try {
      texts.push(await readOcr(run, tools, image, OUTPUT_MAX_BYTES));
    } catch (err) {
      if (err instanceof ConversionError && texts.length) break;
      throw err;
    }
  }
  return texts.join('\n\n');
}

/**
 * The text of a file's bytes, by its extension: a PDF's text layer (poppler's pdftotext) or, for a
 * scan, OCR of its first pages (pdftoppm, then Tesseract with Swedish); an image by OCR; plain text
 * decoded. Every tool runs bounded in the converter's run folder (time, CPU, memory, own process group,
 * dead with this process). '' when nothing could be read; ConversionError when a tool failed.
 */
export async function extractText(
  converter: DocumentConverter,
  bytes: Uint8Array,
  extension: string,
  tools: TextTools = {},
): Promise<string> {
  const ext = extension.toLowerCase();
  if (ext === 'txt') return tidyText(decodePlainText(bytes));
  if (IMAGE_EXTENSIONS.has(ext)) {
    boundedImageSize(bytes);
    return converter.inRunFolder(async (dir, run) => {
      const input = path.join(dir, `image.${ext}`);
      await writeFile(input, bytes);
      return tidyText(await ocr(run, tools, [input]));
    });
  }
  if (ext !== 'pdf') throw new ConversionError(`no text reader for .${ext}`);
  return converter.inRunFolder(async (dir, run) => {
    const input = path.join(dir, 'document.pdf');
    await writeFile(input, bytes);
    const out = path.join(dir, 'text.txt');
    const layer = tidyText(await readPdfText(run, tools, input, out, OUTPUT_MAX_BYTES));
    if (letters(layer) >= SCAN_LETTERS) return layer;
    const pages = path.join(dir, 'pages');
    await renderScanPages(run, tools, input, pages);
    const images = (await readdir(dir))
      .filter((name) => /^pages-\d+\.png$/.test(name))
      .sort((a, b) => a.length - b.length || a.localeCompare(b))
      .map((name) => path.join(dir, name));
    const scanned = tidyText(await ocr(run, tools, images));
    return letters(scanned) > letters(layer) ? scanned : layer;
  });
}

export type ExtractOutcome =
  | { status: 'read'; chars: number; ms: number }
  | { status: 'unreadable'; reason: string }
  /** For the document's conversion, or (`tool`) for a program this machine lacks. */
  | { status: 'waiting'; tool?: SystemToolKind }
  | { status: 'gone' }
  | { status: 'skipped' };

/**
 * Reads one stored original file's text and stores it with the file. A document (docx, doc, odt, rtf) is
 * read from its '.converted.pdf' sibling: until that exists this waits (the conversion queues the reading
 * again when it is done); one whose conversion gave up is unreadable. The text is never logged.
 */
export async function extractFileText(
  db: Queryable,
  storage: FileStorage,
  converter: DocumentConverter,
  fileId: number,
  tools: TextTools = {},
): Promise<ExtractOutcome> {
  const [file] = await db.select().from(applicationFiles).where(eq(applicationFiles.id, fileId));
  if (!file) return { status: 'gone' };
  if (file.kind !== 'original') return { status: 'skipped' };
  let source = file;
  if (isConvertibleDocument(file.filename)) {
    const [pdf] = await db
      .select()
      .from(applicationFiles)
      .where(
        and(
          eq(applicationFiles.derivedFromId, file.id),
          eq(applicationFiles.filename, file.filename + CONVERTED_SUFFIX),
        ),
      )
      .limit(1);
    if (!pdf) {
      if (!file.conversionFailedAt) return { status: 'waiting' };
      await storeFileText(db, file, '');
      return { status: 'unreadable', reason: 'the document could not be converted' };
    }
    source = pdf;
  }
  const started = Date.now();
  const bytes = await storage.read({
    containerId: source.containerId,
    applicationId: source.applicationId,
    storedName: source.storedName,
  });
  const extension = source.storedName.slice(source.storedName.lastIndexOf('.') + 1);
  let text = '';
  let reason = 'no text found';
  try {
    text = await extractText(converter, bytes, extension, tools);
  } catch (err) {
    if (err instanceof ToolMissing) {
      if (!(await markWaitingForTool(db, file, err.kind))) return { status: 'gone' };
      return { status: 'waiting', tool: err.kind };
    }
    if (!(err instanceof ConversionError)) throw err;
    reason = err.message.slice(0, 300);
  }
  if (!(await storeFileText(db, file, text))) return { status: 'gone' };
  return text
    ? { status: 'read', chars: text.length, ms: Date.now() - started }
    : { status: 'unreadable', reason };
}

export const BACKFILL_KEY = 'file_text_backfill';
/** Files queued per round of the backfill, and at most this many of its jobs waiting at once. */
export const BACKFILL_BATCH = 20;

/**
 * The one-time reading of files stored before texts were read (migration 0032 starts it at file id 0):
 * a round queues the next few files without a text, in id order, when few readings wait, and keeps its
 * place in app_meta, so a restart goes on where it was. Instances take turns by compare-and-set.
 * Answers the number of files queued; 0 once done.
 */
export async function backfillFileTexts(db: Queryable, batch = BACKFILL_BATCH): Promise<number> {
  const [place] = await db.select().from(appMeta).where(eq(appMeta.key, BACKFILL_KEY));
  if (!place || place.value === 'done') return 0;
  const [waiting] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.kind, 'extract-text'), sql`${jobs.status} in ('pending', 'running')`));
  if ((waiting?.n ?? 0) >= batch) return 0;
  const after = Number(place.value) || 0;
  const files = await db
    .select({ id: applicationFiles.id, containerId: applicationFiles.containerId })
    .from(applicationFiles)
    .where(
      and(
        gt(applicationFiles.id, after),
        eq(applicationFiles.kind, 'original'),
        sql`not exists (select 1 from ${applicationTexts} where ${applicationTexts.fileId} = ${applicationFiles.id})`,
      ),
    )
    .orderBy(asc(applicationFiles.id))
    .limit(batch);
  const next = files.length ? String(files[files.length - 1]!.id) : 'done';
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(appMeta)
      .set({ value: next })
      .where(and(eq(appMeta.key, BACKFILL_KEY), eq(appMeta.value, place.value)))
      .returning();
    if (!taken) return 0;
    for (const f of files)
      await enqueueJob(tx, 'extract-text', { fileId: f.id }, { containerId: f.containerId });
    return files.length;
  });
}
