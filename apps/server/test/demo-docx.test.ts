import { describe, expect, it } from 'vitest';
import { docxWithText } from '../src/demo/docx.ts';
import { dataUrl } from '../src/demo/files.ts';
import { DocumentConverter } from '../src/platform/conversion.ts';
import { checkApplicationFile } from '../src/platform/file-check.ts';

describe('docxWithText', () => {
  const doc = docxWithText('Personligt brev – Åsa Öberg', ['Hej!', 'Jag söker tjänsten <lager> & mer.']);

  it('is a docx by its bytes, so the application form takes it', async () => {
    const checked = await checkApplicationFile({ filename: 'brev.docx', data: dataUrl('', doc) });
    expect(checked).toMatchObject({ ok: true, file: { extension: 'docx' } });
  });

  it('is converted to a PDF by LibreOffice', async () => {
    const pdf = await new DocumentConverter().toPdf(doc, 'docx');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
