import { createDeflateRaw, crc32 } from 'node:zlib';
import { DOCX_PACKAGE_PARTS, W, zip, type Member } from './documents.ts';

/**
 * A Word document (docx) whose word/document.xml unpacks to `unpackedBytes` (default 1.2 GB) of
 * paragraphs, deflated to a few MB: a zip bomb. Built by streaming one repeated chunk through deflate, so
 * making it never holds more than a chunk and the compressed result in memory.
 */
export async function docxZipBomb(unpackedBytes = 1_200_000_000): Promise<Buffer> {
  const head = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>`,
  );
  const tail = Buffer.from('<w:sectPr/></w:body></w:document>');
  const paragraph = `<w:p><w:r><w:t>${'Anna Andersson söker jobbet. '.repeat(30)}</w:t></w:r></w:p>`;
  const chunk = Buffer.from(paragraph.repeat(Math.ceil(1_000_000 / Buffer.byteLength(paragraph))));
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (d: Buffer) => out.push(d));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const write = (b: Buffer) =>
    deflate.write(b) ? Promise.resolve() : new Promise<void>((r) => deflate.once('drain', () => r()));
  let size = 0;
  let crc = 0;
  const push = async (b: Buffer) => {
    size += b.length;
    crc = crc32(b, crc);
    await write(b);
  };
  await push(head);
  while (size + chunk.length + tail.length <= unpackedBytes) await push(chunk);
  await push(tail);
  deflate.end();
  await done;
  const documentXml: Member = { name: 'word/document.xml', data: Buffer.concat(out), method: 8, crc, size };
  return zip([...DOCX_PACKAGE_PARTS, documentXml]);
}
