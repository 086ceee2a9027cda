import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { PdfWriter } from '../src/services/pdf-writer.ts';

/** pdf.js reads the standard fonts' metrics from its own package. */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Each page's text as a reader's PDF viewer sees it. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: bytes, useSystemFonts: false, standardFontDataUrl });
  const doc = await task.promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return texts;
}

describe('the PDF writer', () => {
  it('wraps a long text onto new pages and numbers every page', async () => {
    const pdf = await PdfWriter.create({ title: 'Prov', margin: 50 });
    pdf.newPage();
    pdf.write('Rubrik med åäö och 漢字', { size: 20, bold: true });
    for (let i = 1; i <= 120; i++) pdf.write(`Rad ${i}: ${'lång text som bryts '.repeat(8)}`);
    const pages = await pageTexts(await pdf.finish());
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]).toContain('Rubrik med åäö och ??');
    pages.forEach((text, i) => expect(text).toContain(`Sida ${i + 1} av ${pages.length}`));
    expect(pages.at(-1)).toContain('Rad 120:');
  });

  it('cuts a cell with an ellipsis to fit its width, and leaves one that fits alone', async () => {
    const pdf = await PdfWriter.create({ title: 'Tabell', margin: 36, landscape: true });
    expect(pdf.width).toBeGreaterThan(pdf.height);
    expect(pdf.fit('Kort', 100)).toBe('Kort');
    const cut = pdf.fit('Ett mycket långt namn som inte får plats i kolumnen', 60);
    expect(cut.endsWith('…')).toBe(true);
    expect(pdf.font().widthOfTextAtSize(cut, 10)).toBeLessThanOrEqual(60);
  });

  it('draws what every page starts with, on the first page and on each new one', async () => {
    const pdf = await PdfWriter.create({ title: 'Huvud', margin: 36 });
    pdf.eachPage((page, first) => {
      page.text(first ? 'Första sidhuvudet' : 'Sidhuvud', page.margin);
      page.y -= 14;
    });
    pdf.newPage();
    for (let i = 0; i < 150; i++) {
      pdf.ensure(14);
      pdf.text(`Rad ${i}`, pdf.margin);
      pdf.y -= 14;
    }
    const pages = await pageTexts(await pdf.finish());
    expect(pages.length).toBe(3);
    expect(pages[0]).toContain('Första sidhuvudet');
    expect(pages.slice(1).every((text) => text.includes('Sidhuvud') && !text.includes('Första'))).toBe(true);
  });
});
