/**
 * Just enough XML for a peer to read the envelopes it is sent: elements, attributes, text, the five
 * entities and numeric references. No DTDs, no CDATA, no namespaces beyond keeping the prefix-free name.
 */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

export class XmlError extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    const entity = ENTITIES[ref];
    if (entity === undefined) throw new XmlError(`Okänd entitet ${whole}`);
    return entity;
  });
}

const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTR = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function parseXml(source: string): XmlNode {
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const chunk = source.slice(i, lt === -1 ? source.length : lt);
    if (chunk.trim()) {
      const top = stack.at(-1);
      if (!top) throw new XmlError('Text utanför rotelementet');
      top.text += decode(chunk);
    }
    if (lt === -1) break;
    if (source.startsWith('<?', lt)) {
      const end = source.indexOf('?>', lt);
      if (end === -1) throw new XmlError('Oavslutad deklaration');
      i = end + 2;
      continue;
    }
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt);
      if (end === -1) throw new XmlError('Oavslutad kommentar');
      i = end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(source);
    if (!match) throw new XmlError(`Felaktig tagg vid tecken ${lt}`);
    const [whole, closing, name, attrText, selfClosing] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    i = lt + whole.length;
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new XmlError(`Oväntad sluttagg </${name}>`);
      open.text = open.text.trim();
      continue;
    }
    const node: XmlNode = { name, attrs: {}, children: [], text: '' };
    for (const a of attrText.matchAll(ATTR)) node.attrs[a[1] as string] = decode(a[2] ?? a[3] ?? '');
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else if (root) throw new XmlError('Mer än ett rotelement');
    else root = node;
    if (!selfClosing) stack.push(node);
  }
  if (stack.length > 0) throw new XmlError(`Oavslutat element <${stack.at(-1)?.name}>`);
  if (!root) throw new XmlError('Tomt dokument');
  return root;
}

/** The first element at a slash path below a node ('A/B/C'), or undefined. */
export function child(node: XmlNode | undefined, path: string): XmlNode | undefined {
  let current = node;
  for (const name of path.split('/')) {
    current = current?.children.find((c) => c.name === name);
    if (!current) return undefined;
  }
  return current;
}

/** The text at a path ('' when absent). */
export function textAt(node: XmlNode | undefined, path: string): string {
  return child(node, path)?.text ?? '';
}
