/**
 * The redacted rendition of a file: a NEW PDF, written with pdf-lib, that redraws every kept word at its
 * place and a black box where a word of the person's data was. Nothing of the original is carried over:
 * no images (a photo goes), no annotations or links, no fonts, no text layer, no metadata. A page with a
 * text layer is read by poppler (`pdftotext -bbox-layout`); a page without one (a scan) and an image by
 * Tesseract in Swedish (TSV word boxes). A Word file is redacted from its converted PDF.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PDFDocument,
  StandardFonts,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingGrayscaleColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { ConversionError, type DocumentConverter, type RunTool } from '../conversion.ts';
import {
  boundedImageSize,
  IMAGE_EXTENSIONS,
  OCR_MAX_PAGES,
  readOcr,
  readPdfText,
  renderScanPage,
  SCAN_LETTERS,
  type TextTools,
} from '../text-tools.ts';
import { winAnsi } from '../pdf-writer.ts';
import { personalSpans, type PersonValues } from './personal-spans.ts';
import { joinedText, parseBboxLayout, parseTesseractTsv, type PageWords } from './page-words.ts';

/** Bytes of poppler's word boxes read at most (some 120 bytes a word: 50 dense pages fit). */
const LAYOUT_MAX_BYTES = 32 * 1024 * 1024;
const A4_WIDTH = 595.28;

export interface RenditionCounts {
  pages: number;
  /** Pages read by OCR. */
  ocrPages: number;
  words: number;
  masked: number;
}

export interface Rendition {
  pdf: Uint8Array;
  counts: RenditionCounts;
}

export interface RenditionOptions {
  tools?: TextTools;
  /** Today (YYYY-MM-DD), for a personnummer's century. */
  today?: string;
}

/** One image's words by Tesseract, placed on a page of `page` points. */
async function ocrWords(
  run: RunTool,
  tools: TextTools,
  image: string,
  page: { width: number; height: number },
): Promise<PageWords> {
  const size = boundedImageSize(await readFile(image));
  return parseTesseractTsv(await readOcr(run, tools, image, LAYOUT_MAX_BYTES, 'tsv'), size, page);
}

const letters = (page: PageWords) =>
  page.words.reduce((n, w) => n + (w.text.match(/\p{L}/gu) ?? []).length, 0);

/** The words of each page of a PDF: its text layer, or OCR for a page without one (the first few). */
async function pdfPages(
  dir: string,
  run: RunTool,
  tools: TextTools,
  bytes: Uint8Array,
): Promise<PageWords[]> {
  const input = path.join(dir, 'document.pdf');
  await writeFile(input, bytes);
  const layout = path.join(dir, 'layout.html');
  const pages = parseBboxLayout(
    await readPdfText(run, tools, input, layout, LAYOUT_MAX_BYTES, '-bbox-layout'),
  );
  let ocrPages = 0;
  for (let i = 0; i < pages.length; i++) {
    const page = pages[i]!;
    if (letters(page) >= SCAN_LETTERS || ocrPages >= OCR_MAX_PAGES) continue;
    ocrPages++;
    const image = path.join(dir, `page-${i + 1}`);
    await renderScanPage(run, tools, input, image, i + 1);
    const scanned = await ocrWords(run, tools, `${image}.png`, page);
    // Text the layer had (a stamped header on a scan) is kept when OCR read less.
    if (letters(scanned) > letters(page)) pages[i] = scanned;
  }
  return pages;
}

/** The font size that makes a word as tall as its line and no wider than its box. */
function fontSizeFor(font: PDFFont, text: string, box: { width: number; lineHeight: number }): number {
  // Helvetica's ascent and descent are 0.718 and 0.207 of its size: poppler's box is both together.
  let size = Math.max(1, box.lineHeight / 0.925);
  const width = font.widthOfTextAtSize(text, size);
  if (width > box.width * 0.97 && width > 0) size *= (box.width * 0.97) / width;
  return Math.max(1, Math.min(size, 72));
}

/**
 * One page redrawn: kept words as text, masked words as black boxes. The words go in one text object
 * (a font and a position each), not pdf-lib's drawText a word: a two-page CV is 700 words.
 */
function drawPage(page: PDFPage, font: PDFFont, words: PageWords, masked: Set<number>): void {
  const fontKey = page.node.newFontDictionary(font.name, font.ref);
  const operators = [pushGraphicsState(), setFillingGrayscaleColor(0), beginText()];
  // One size a line, its words' middle one (fonts differ in width); a word wider than its box at it shrinks.
  const sizes = words.words.map((word) =>
    fontSizeFor(font, winAnsi(word.text), {
      width: Math.max(1, word.x1 - word.x0),
      lineHeight: words.ocr ? word.lineHeight * 0.8 : word.y1 - word.y0,
    }),
  );
  const starts = [...words.lineStarts, words.words.length];
  for (let l = 0; l + 1 < starts.length; l++) {
    const line = sizes.slice(starts[l], starts[l + 1]).sort((a, b) => a - b);
    const middle = line[Math.floor(line.length / 2)] ?? 0;
    for (let i = starts[l]!; i < starts[l + 1]!; i++) sizes[i] = Math.min(sizes[i]!, middle);
  }
  let lastSize = 0;
  words.words.forEach((word, i) => {
    if (masked.has(i)) return;
    const size = sizes[i]!;
    // Under OCR the words of a line share its baseline; the letters' own boxes differ.
    const bottom = words.ocr ? word.lineBottom : word.y1;
    if (size !== lastSize) operators.push(setFontAndSize(fontKey, (lastSize = size)));
    operators.push(
      setTextMatrix(1, 0, 0, 1, word.x0, words.height - bottom + 0.207 * size),
      showText(font.encodeText(winAnsi(word.text))),
    );
  });
  operators.push(endText(), popGraphicsState());
  page.pushOperators(...operators);
  for (const i of masked) {
    const word = words.words[i]!;
    const top = Math.min(word.y0, word.y1 - word.lineHeight);
    page.drawRectangle({
      x: word.x0 - 1,
      y: words.height - word.y1 - 1,
      width: Math.max(1, word.x1 - word.x0) + 2,
      height: word.y1 - top + 2,
      color: rgb(0, 0, 0),
    });
  }
}

/** The words of a page to mask: each word a span of the page's joined text touches. */
function maskedWords(page: PageWords, person: PersonValues | null, today?: string): Set<number> {
  const { text, wordAt } = joinedText(page);
  const masked = new Set<number>();
  for (const span of personalSpans(text, person, { ocr: page.ocr, ...(today ? { today } : {}) }))
    for (let k = span.start; k < span.end; k++) if (wordAt[k]! >= 0) masked.add(wordAt[k]!);
  return masked;
}

/** The new PDF of the pages, with no metadata of any kind. */
async function writeRendition(
  pages: PageWords[],
  person: PersonValues | null,
  today?: string,
): Promise<Rendition> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (const set of [doc.setTitle, doc.setAuthor, doc.setSubject, doc.setCreator, doc.setProducer])
    set.call(doc, '');
  doc.setKeywords([]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const counts: RenditionCounts = { pages: pages.length, ocrPages: 0, words: 0, masked: 0 };
  for (const words of pages) {
    const page = doc.addPage([words.width || A4_WIDTH, words.height || A4_WIDTH * Math.SQRT2]);
    const masked = maskedWords(words, person, today);
    drawPage(page, font, words, masked);
    counts.words += words.words.length;
    counts.masked += masked.size;
    if (words.ocr) counts.ocrPages++;
  }
  if (!pages.length) doc.addPage([A4_WIDTH, A4_WIDTH * Math.SQRT2]);
  return { pdf: await doc.save(), counts };
}

/**
 * The redacted rendition of a PDF or an image (`extension`) for `person` (null: the Swedish patterns
 * only). Runs its tools in the converter's bounded run folder, which goes on every path. A file that
 * cannot be read answers ConversionError; a missing tool ToolMissing.
 */
export async function redactedRendition(
  converter: DocumentConverter,
  bytes: Uint8Array,
  extension: string,
  person: PersonValues | null,
  options: RenditionOptions = {},
): Promise<Rendition> {
  const ext = extension.toLowerCase();
  const tools = options.tools ?? {};
  if (ext !== 'pdf' && !IMAGE_EXTENSIONS.has(ext)) throw new ConversionError(`no redaction for .${ext}`);
  const pages = await converter.inRunFolder(async (dir, run) => {
    if (ext === 'pdf') return pdfPages(dir, run, tools, bytes);
    const { width, height } = boundedImageSize(bytes);
    const image = path.join(dir, `image.${ext}`);
    await writeFile(image, bytes);
    return [await ocrWords(run, tools, image, { width: A4_WIDTH, height: (A4_WIDTH * height) / width })];
  });
  return writeRendition(pages, person, options.today);
}
