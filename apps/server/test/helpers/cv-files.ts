import { escapeXml } from '../../src/demo/docx.ts';
import { docxPackageParts, stored, zip } from './zip-bomb.ts';

/** An RTF document: Windows-1252 escapes for the letters beyond ASCII, as Word writes them. */
export function rtfDocument(paragraphs: readonly string[]): Buffer {
  const body = paragraphs
    .map((p) =>
      [...p].map((c) => (c.charCodeAt(0) > 127 ? `\\'${c.charCodeAt(0).toString(16)}` : c)).join(''),
    )
    .join('\\par\n');
  return Buffer.from(
    `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Times New Roman;}}\\f0\\fs24 ${body}\\par}`,
    'latin1',
  );
}

/** An OpenDocument text (odt): the mimetype first and stored, then the content. */
export function odtDocument(paragraphs: readonly string[]): Buffer {
  const ns =
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"';
  const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ns} office:version="1.2"><office:body><office:text>${paragraphs
    .map((p) => `<text:p>${escapeXml(p)}</text:p>`)
    .join('')}</office:text></office:body></office:document-content>`;
  const manifest =
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>';
  return zip([
    stored('mimetype', 'application/vnd.oasis.opendocument.text'),
    stored('content.xml', content),
    stored('META-INF/manifest.xml', manifest),
  ]);
}

/** A Word document whose XML names an external entity (XXE): /etc/passwd must never be read into text. */
export function docxWithXxe(): Buffer {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return zip([
    ...docxPackageParts(),
    stored(
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>Hemlig &xxe; slut</w:t></w:r></w:p></w:body></w:document>`,
    ),
  ]);
}

/** The first bytes of a PNG of that size (signature and IHDR): what image-size reads. */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  ihdr[17] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
    Buffer.alloc(64),
  ]);
}
