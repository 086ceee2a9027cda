import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the standard fonts' metrics from its own package. */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Each page's text runs (one per drawn line) as a reader's PDF viewer sees them. */
export async function pageLines(bytes: Uint8Array): Promise<string[][]> {
  const task = getDocument({ data: bytes, useSystemFonts: false, standardFontDataUrl });
  const doc = await task.promise;
  const pages: string[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str ? [item.str] : [])));
  }
  await task.destroy();
  return pages;
}

/** Each page's text, its lines joined by spaces. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  return (await pageLines(bytes)).map((lines) => lines.join(' '));
}

/** The document's text as poppler's pdftotext reads it (the tool a reader of the PDF might use), in layout. */
export async function pdftotextOf(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdftotext-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), bytes);
    return (await promisify(execFile)('pdftotext', ['-layout', path.join(dir, 'in.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
