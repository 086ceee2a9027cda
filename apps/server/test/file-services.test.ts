import { describe, expect, it } from 'vitest';
import { dataUrl, pdfWithText, solidPng } from '../src/demo/files.ts';
import { checkApplicationFile, checkImage } from '../src/platform/file-check.ts';
import { htmlToText, sanitizeStoredHtml } from '../src/platform/sanitize.ts';

describe('sanitizeStoredHtml', () => {
  it('keeps formatting, lists, headings and safe links', () => {
    const html =
      '<h2>Om oss</h2><p><strong>Fet</strong> <em>kursiv</em></p><ul><li>a</li></ul>' +
      '<a href="https://x.se">w</a><a href="mailto:a@b.se">m</a><a href="#term01">t</a>';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames, images, event handlers and unsafe links', () => {
    const html =
      '<p onclick="x()" style="color:red">Hej<script>alert(1)</script><style>p{}</style>' +
      '<iframe src="https://x.se"></iframe><img src=x onerror="alert(1)">' +
      '<a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a><a href="//evil.se">p</a></p>';
    expect(sanitizeStoredHtml(html)).toBe('<p>Hej<a>j</a><a>d</a><a>p</a></p>');
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeStoredHtml('<a href="https://x.se" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.se" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('htmlToText', () => {
  it('gives the text on one line, blocks apart, entities decoded', () => {
    expect(htmlToText('<h2>Rubrik</h2><p>Vi &amp; ni &lt;3</p><ul><li>ett</li><li>två</li></ul>')).toBe(
      'Rubrik Vi & ni <3 ett två',
    );
    expect(htmlToText('<p>a<script>b</script></p>')).toBe('a');
  });
});

describe('checkApplicationFile', () => {
  const pdf = pdfWithText(['CV']);

  it('accepts a real PDF, declared or not, and answers its canonical type', async () => {
    for (const mime of ['application/pdf', 'application/octet-stream', '']) {
      const result = await checkApplicationFile({ filename: 'CV.PDF', data: dataUrl(mime, pdf) });
      expect(result).toMatchObject({ ok: true, file: { contentType: 'application/pdf', extension: 'pdf' } });
    }
  });

  it('accepts UTF-8 text, refuses binary bytes named .txt', async () => {
    const text = await checkApplicationFile({
      filename: 'brev.txt',
      data: dataUrl('text/plain', Buffer.from('Hej åäö')),
    });
    expect(text.ok).toBe(true);
    const latin1 = await checkApplicationFile({
      filename: 'brev.txt',
      data: dataUrl('text/plain', Buffer.from([0x48, 0xe5, 0x00])),
    });
    expect(latin1).toEqual({ ok: false, message: 'Filens innehåll stämmer inte med filtypen (.txt)' });
  });

  it('refuses bytes that are another type than the name says, and a declared type that disagrees', async () => {
    const png = await checkApplicationFile({
      filename: 'cv.pdf',
      data: dataUrl('application/pdf', solidPng(4, 4)),
    });
    expect(png.ok).toBe(false);
    const declared = await checkApplicationFile({ filename: 'cv.pdf', data: dataUrl('text/html', pdf) });
    expect(declared.ok).toBe(false);
  });

  it('refuses a file over 5,000,000 bytes, an unreadable data URL and a type the field does not accept', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(5_000_001 - pdf.length)]);
    expect(await checkApplicationFile({ filename: 'cv.pdf', data: dataUrl('application/pdf', big) })).toEqual(
      {
        ok: false,
        message: 'Filen är för stor',
      },
    );
    expect(await checkApplicationFile({ filename: 'cv.pdf', data: 'not a data url' })).toEqual({
      ok: false,
      message: 'Filen kunde inte läsas',
    });
    const png = await checkApplicationFile(
      { filename: 'bild.png', data: dataUrl('image/png', solidPng(4, 4)) },
      '.pdf,.doc',
    );
    expect(png).toEqual({ ok: false, message: 'Filtypen stöds inte. Tillåtna filtyper: pdf, doc' });
  });
});

describe('checkImage', () => {
  const limits = { minWidth: 100, minHeight: 100, maxWidth: 400, maxHeight: 400 };

  it('accepts an image within its limits and measures it', async () => {
    const result = await checkImage(dataUrl('image/png', solidPng(200, 150)), limits, {});
    expect(result).toMatchObject({ ok: true, file: { contentType: 'image/png', extension: 'png' } });
  });

  it('answers the SPEC §5 size texts through the company texts', async () => {
    expect(await checkImage(dataUrl('image/png', solidPng(50, 200)), limits, {})).toEqual({
      ok: false,
      message: 'Bilden är för liten. Minsta storlek är 100x100',
    });
    expect(await checkImage(dataUrl('image/png', solidPng(500, 200)), limits, {})).toEqual({
      ok: false,
      message: 'Bilden är för stor. Max storlek är 400x400',
    });
  });

  it('refuses bytes that are not the declared image type', async () => {
    const result = await checkImage(dataUrl('image/jpeg', solidPng(200, 200)), limits, {});
    expect(result).toEqual({ ok: false, message: 'Bilden måste vara en png-, jpg-, gif- eller webp-fil' });
  });
});
