/**
 * The programs that read a file's text, as the text reading (file-text.ts) and the redacted rendition
 * (redaction/) both run them: poppler's pdftotext and pdftoppm, and Tesseract in Swedish, with the
 * bounds they run under and the reading of what they wrote.
 */
import { open } from 'node:fs/promises';
import { imageSize } from 'image-size';
import { ConversionError, type RunTool } from './conversion.ts';

/** Pages read from a PDF's text layer, and pages of a scan read by OCR. */
export const PDF_TEXT_MAX_PAGES = 50;
export const OCR_MAX_PAGES = 5;
/** An image larger than this is not read (a 20,000 × 20,000 image would take gigabytes). */
export const OCR_MAX_PIXELS = 40_000_000;
export const OCR_MAX_SIDE = 12_000;
/** Fewer letters than this in a PDF's text layer (or on one of its pages): a scan, read by OCR. */
export const SCAN_LETTERS = 20;
/** The longest side a scanned page is rendered to for OCR (about 300 dpi for A4's width). */
const OCR_PAGE_PIXELS = 2480;

export const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp']);

export interface TextTools {
  pdftotext?: string;
  pdftoppm?: string;
  tesseract?: string;
}

/** The pixel size of an image within the OCR bounds, or a ConversionError. */
export function boundedImageSize(bytes: Uint8Array): { width: number; height: number } {
  let size;
  try {
    size = imageSize(bytes);
  } catch {
    throw new ConversionError('not an image');
  }
  const { width = 0, height = 0 } = size;
  if (!width || !height || width > OCR_MAX_SIDE || height > OCR_MAX_SIDE || width * height > OCR_MAX_PIXELS)
    throw new ConversionError(`image too large to read: ${width} × ${height}`);
  return { width, height };
}

/** The first `max` bytes of a file a tool wrote, as UTF-8 ('' when it wrote none). */
async function readBounded(file: string, max: number): Promise<string> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return '';
  try {
    const buffer = Buffer.alloc(max);
    const { bytesRead } = await handle.read(buffer, 0, max, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * pdftotext of the PDF's first PDF_TEXT_MAX_PAGES pages into `out`: its text, or with '-bbox-layout' its
 * words' boxes as HTML; read up to `maxBytes`.
 */
export async function readPdfText(
  run: RunTool,
  tools: TextTools,
  input: string,
  out: string,
  maxBytes: number,
  ...options: string[]
): Promise<string> {
  await run(tools.pdftotext ?? 'pdftotext', [
    '-q',
    ...options,
    '-enc',
    'UTF-8',
    '-l',
    String(PDF_TEXT_MAX_PAGES),
    input,
    out,
  ]);
  return readBounded(out, maxBytes);
}

/** Tesseract in Swedish on one image: its text, or (`tsv`) its words' boxes; read up to `maxBytes`. */
export async function readOcr(
  run: RunTool,
  tools: TextTools,
  image: string,
  maxBytes: number,
  format: 'txt' | 'tsv' = 'txt',
): Promise<string> {
  const out = `${image}.ocr`;
  const config = format === 'tsv' ? ['tsv'] : [];
  await run(tools.tesseract ?? 'tesseract', [image, out, '-l', 'swe', '--psm', '3', ...config]);
  return readBounded(`${out}.${format}`, maxBytes);
}

/** A PDF's pages rendered in grey for OCR, as PNG files named from `out`; `pages` picks them (-f, -l). */
const renderPages = (run: RunTool, tools: TextTools, input: string, out: string, pages: string[]) =>
  run(tools.pdftoppm ?? 'pdftoppm', [
    '-q',
    '-gray',
    '-png',
    ...pages,
    '-scale-to',
    String(OCR_PAGE_PIXELS),
    input,
    out,
  ]);

/** The PDF's first OCR_MAX_PAGES pages rendered for OCR, as `<out>-1.png` … */
export const renderScanPages = (run: RunTool, tools: TextTools, input: string, out: string) =>
  renderPages(run, tools, input, out, ['-l', String(OCR_MAX_PAGES)]);

/** One page of the PDF (from 1) rendered for OCR, as `<out>.png`. */
export const renderScanPage = (run: RunTool, tools: TextTools, input: string, out: string, page: number) =>
  renderPages(run, tools, input, out, ['-singlefile', '-f', String(page), '-l', String(page)]);
