/**
 * The extract-text job's own work, without the server: how many two-page CV PDFs with a text layer one
 * worker reads a second (pdftotext in the converter's bounded run folder), and how long OCR of a one-page
 * scan takes (a scanned PDF: pdftoppm then Tesseract in Swedish; a photographed page as PNG: Tesseract).
 * The job runs CONVERT_CONCURRENCY of these at once. Printed, not asserted.
 */
import { documentPdf, scannedPdf, scannedPng, wrapLines } from '../../apps/server/src/demo/files.ts';
import { DocumentConverter } from '../../apps/server/src/platform/conversion.ts';
import { extractText } from '../../apps/server/src/platform/file-text.ts';
import {
  drawCvTraits,
  sampleCvText,
  seededRandom,
} from '../../apps/server/src/areas/data-generation/sample-data/cvs.ts';

export interface ExtractionResult {
  textPdfs: { files: number; filesPerSecond: number; p50Ms: number; averageChars: number };
  /** Milliseconds of each try (the median is the number to read). */
  ocrScannedPdfMs: number[];
  ocrPngMs: number[];
}

const TEXT_PDFS = 40;
const OCR_TRIES = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function cv(seed: number): string {
  const rnd = seededRandom(seed);
  const person = {
    name: 'Anna Åberg',
    city: 'Västerås',
    birthYear: 1990,
    email: 'anna.aberg@example.se',
    phone: '070-123 45 67',
  };
  return sampleCvText(rnd, person, drawCvTraits(rnd, 'lager'), true);
}

async function timed(work: () => Promise<string>): Promise<{ ms: number; chars: number }> {
  const started = performance.now();
  const text = await work();
  if (!text) throw new Error('no text was read');
  return { ms: performance.now() - started, chars: text.length };
}

export async function measureExtraction(log: (message: string) => void): Promise<ExtractionResult> {
  const converter = new DocumentConverter();
  const pdfs = Array.from({ length: TEXT_PDFS }, (_, i) => documentPdf(cv(i + 1)));
  const runs: { ms: number; chars: number }[] = [];
  const started = performance.now();
  for (const pdf of pdfs) runs.push(await timed(() => extractText(converter, pdf, 'pdf')));
  const seconds = (performance.now() - started) / 1000;
  const textPdfs = {
    files: pdfs.length,
    filesPerSecond: Math.round((pdfs.length / seconds) * 10) / 10,
    p50Ms: Math.round(median(runs.map((r) => r.ms))),
    averageChars: Math.round(runs.reduce((n, r) => n + r.chars, 0) / runs.length),
  };
  log(`extraction: ${textPdfs.filesPerSecond} text PDFs/s on one worker, p50 ${textPdfs.p50Ms} ms`);
  // One page of a CV in big print, as a scanner or a phone makes it.
  const page = wrapLines(cv(99), 56)
    .filter((l) => l.trim())
    .slice(0, 30);
  const [pdf, png] = await Promise.all([scannedPdf(page), scannedPng(page)]);
  const ocrScannedPdfMs: number[] = [];
  const ocrPngMs: number[] = [];
  for (let i = 0; i < OCR_TRIES; i++) {
    ocrScannedPdfMs.push(Math.round((await timed(() => extractText(converter, pdf, 'pdf'))).ms));
    ocrPngMs.push(Math.round((await timed(() => extractText(converter, png, 'png'))).ms));
  }
  log(`extraction: OCR of a one-page scan ${median(ocrScannedPdfMs)} ms (PDF), ${median(ocrPngMs)} ms (PNG)`);
  return { textPdfs, ocrScannedPdfMs, ocrPngMs };
}

export function formatExtraction(result: ExtractionResult | { error: string }): string {
  if ('error' in result) return `Text extraction: not measured — ${result.error}`;
  const { textPdfs: t } = result;
  return [
    `Text extraction (one worker, the extract-text job's work without the queue):`,
    `  two-page CV PDFs (${t.averageChars} characters): ${t.filesPerSecond} files/s, p50 ${t.p50Ms} ms (${t.files} files)`,
    `  OCR of a one-page scan: ${median(result.ocrScannedPdfMs)} ms as a scanned PDF, ` +
      `${median(result.ocrPngMs)} ms as a PNG photo (median of ${result.ocrPngMs.length})`,
  ].join('\n');
}
