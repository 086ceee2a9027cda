/**
 * Small real files for the demo data and the tests: PDFs with a text layer, "scans" (an image of a page,
 * as a PNG or a PDF with no text in it), a PNG and the demo company's SVG logo and banner, made in code
 * so nothing binary is committed.
 */
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { escapeXml } from './docx.ts';

/** Windows-1252 where it differs from Latin-1: the punctuation a Swedish CV uses. */
const WIN_ANSI: Record<string, string> = {
  '€': '\x80',
  '’': '\x92',
  '“': '\x93',
  '”': '\x94',
  '•': '\x95',
  '–': '\x96',
  '—': '\x97',
};

/**
 * A valid PDF with one page per entry, each showing its lines in Helvetica with WinAnsi encoding (å, ä,
 * ö, é …; a letter it lacks becomes '?'), `fontSize` points (default 14).
 */
export function pdfWithPages(pages: readonly (readonly string[])[], { fontSize = 14 } = {}): Buffer {
  const escape = (s: string) =>
    [...s]
      .map((c) => WIN_ANSI[c] ?? (c >= ' ' && c <= '\xff' && (c <= '~' || c >= '\xa0') ? c : '?'))
      .join('')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content stream for each page.
  const pageRef = (i: number) => `${4 + 2 * i} 0 R`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => pageRef(i)).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...pages.flatMap((lines, i) => {
      const content = [
        `BT /F1 ${fontSize} Tf 72 760 Td ${Math.round(fontSize * 1.3)} TL`,
        ...lines.map((line) => `(${escape(line)}) '`),
        'ET',
      ].join('\n');
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${5 + 2 * i} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      ];
    }),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A valid one-page PDF showing the given lines. */
export function pdfWithText(lines: readonly string[]): Buffer {
  return pdfWithPages([lines]);
}

/** The text's lines, each broken at spaces to at most `width` characters. */
export function wrapLines(text: string, width: number): string[] {
  return text.split('\n').flatMap((line) => {
    const out: string[] = [];
    let rest = line;
    while (rest.length > width) {
      const at = rest.lastIndexOf(' ', width);
      const cut = at > 0 ? at : width;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut).trimStart();
    }
    return [...out, rest];
  });
}

/** A document's text as a PDF of A4 pages in 10-point Helvetica, as a CV written in Word and saved. */
export function documentPdf(text: string): Buffer {
  const lines = wrapLines(text, 88);
  const perPage = 56;
  const pages = Array.from({ length: Math.ceil(lines.length / perPage) || 1 }, (_, i) =>
    lines.slice(i * perPage, (i + 1) * perPage),
  );
  return pdfWithPages(pages, { fontSize: 10 });
}

/**
 * A "scan": the lines as black pixels on white (a PNG, no text anywhere in it), as a phone photo of a
 * page; as tall as the lines need unless `height` is given.
 */
export async function scannedPng(lines: readonly string[], width = 1654, height?: number): Promise<Buffer> {
  const text = lines
    .map(
      (l, i) =>
        `<text x="80" y="${110 + i * 70}" font-family="DejaVu Sans" font-size="44">${escapeXml(l)}</text>`,
    )
    .join('');
  const tall = height ?? Math.max(600, 110 + lines.length * 70);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${tall}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A scanned PDF: A4 pages (`perPage` lines each, all on one by default) that are only images of the lines. */
export async function scannedPdf(lines: readonly string[], perPage = lines.length): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i === 0 || i < lines.length; i += Math.max(1, perPage)) {
    const png = await doc.embedPng(await scannedPng(lines.slice(i, i + Math.max(1, perPage))));
    const page = doc.addPage([595, 842]);
    const height = Math.min(842, (595 * png.height) / png.width);
    page.drawImage(png, { x: 0, y: 842 - height, width: 595, height });
  }
  return Buffer.from(await doc.save());
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of one colour, width × height pixels. */
export function solidPng(
  width: number,
  height: number,
  rgb: [number, number, number] = [37, 34, 186],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 'data:application/pdf;base64,…' */
export function dataUrl(mime: string, bytes: Buffer): string {
  return `data:${mime};base64,${bytes.toString('base64')}`;
}

export const DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="Demo AB">
  <rect width="48" height="48" rx="10" fill="#2522BA"/>
  <path d="M14 12h10a12 12 0 0 1 0 24H14z" fill="#fff"/>
  <text x="58" y="31" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#2522BA">Demo AB</text>
</svg>
`;

export const DEMO_BANNER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300" role="img" aria-label="Demo AB">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2522BA"/>
      <stop offset="1" stop-color="#868BFC"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="300" fill="url(#g)"/>
  <circle cx="1040" cy="60" r="140" fill="#fff" fill-opacity=".08"/>
  <circle cx="180" cy="300" r="120" fill="#fff" fill-opacity=".06"/>
  <text x="80" y="170" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="700" fill="#fff">Välkommen till Demo AB</text>
</svg>
`;
