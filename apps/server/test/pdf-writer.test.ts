import { describe, expect, it } from 'vitest';
import { PdfWriter } from '../src/platform/pdf-writer.ts';
import { pageLines, pageTexts } from './helpers/pdf-text.ts';

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

  it("keeps a text's own line breaks as lines, never as question marks", async () => {
    const pdf = await PdfWriter.create({ title: 'Brev', margin: 50 });
    pdf.newPage();
    pdf.write('Hej Anna!\r\n\r\nVälkommen på intervju.\nMvh Demo AB');
    const [lines] = await pageLines(await pdf.finish());
    expect(lines).toEqual(expect.arrayContaining(['Hej Anna!', 'Välkommen på intervju.', 'Mvh Demo AB']));
    expect(lines!.join(' ')).not.toContain('?');
  });
});
