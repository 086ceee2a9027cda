import { createDeflateRaw, crc32 } from 'node:zlib';

/** One member of a zip: its name, its bytes as stored (deflated or not), and the facts the headers tell. */
interface Member {
  name: string;
  data: Buffer;
  method: 0 | 8;
  crc: number;
  size: number;
}

export const stored = (name: string, text: string): Member => {
  const data = Buffer.from(text, 'utf8');
  return { name, data, method: 0, crc: crc32(data), size: data.length };
};

/**
 * The fields a member's local header and its central directory entry both carry, in the same order: the
 * version needed, flags, method, time and date, CRC, the two sizes, the name's and the extra's lengths.
 */
function memberFields(m: Member, nameLength: number): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(20, 0);
  fields.writeUInt16LE(m.method, 4);
  fields.writeUInt32LE(m.crc >>> 0, 10);
  fields.writeUInt32LE(m.data.length, 14);
  fields.writeUInt32LE(m.size, 18);
  fields.writeUInt16LE(nameLength, 22);
  return fields;
}

/** A zip file (no zip64: every size below 4 GiB) of the members, in order. */
export function zip(members: Member[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const m of members) {
    const name = Buffer.from(m.name, 'utf8');
    const fields = memberFields(m, name.length);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields.copy(local, 4);
    locals.push(local, name, m.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + m.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A .docx's package parts around its document: the content types and the relationship to word/document.xml. */
export const docxPackageParts = (): Member[] => [
  stored(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ),
  stored(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  ),
];

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

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
  return zip([...docxPackageParts(), documentXml]);
}
