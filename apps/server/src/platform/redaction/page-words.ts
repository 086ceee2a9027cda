/**
 * The words of a page with their boxes, as poppler (`pdftotext -bbox-layout`) and Tesseract (TSV) give
 * them, in PDF points from the page's top left; and a page's text joined from its words with each
 * character mapped back to its word, so a span over several words ("070-123 45 67") finds their boxes.
 */

export interface PageWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The height and bottom of the word's line: under OCR a word's own box is only as tall as its letters. */
  lineHeight: number;
  lineBottom: number;
}

export interface PageWords {
  width: number;
  height: number;
  words: PageWord[];
  /** Indexes into `words` where a new line begins. */
  lineStarts: number[];
  /** Read by OCR from an image of the page. */
  ocr: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeEntities = (s: string) =>
  s.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, dec: string, hex: string, name: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return ENTITIES[name] ?? whole;
  });

const num = (attrs: string, name: string) => Number(new RegExp(`${name}="([-\\d.]+)"`).exec(attrs)?.[1] ?? 0);

/** The pages of `pdftotext -bbox-layout` (XHTML: page > flow > block > line > word). */
export function parseBboxLayout(html: string): PageWords[] {
  const pages: PageWords[] = [];
  // poppler writes a word's box as xMin, yMin, xMax, yMax, in that order (one pattern, no lookups per word).
  const tags =
    /<page ([^>]*)>|<line ([^>]*)>|<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>/g;
  let page: PageWords | undefined;
  let line = { height: 0, bottom: 0 };
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[1] !== undefined) {
      page = {
        width: num(m[1], 'width'),
        height: num(m[1], 'height'),
        words: [],
        lineStarts: [],
        ocr: false,
      };
      pages.push(page);
    } else if (m[2] !== undefined && page) {
      line = { height: num(m[2], 'yMax') - num(m[2], 'yMin'), bottom: num(m[2], 'yMax') };
      page.lineStarts.push(page.words.length);
    } else if (m[3] !== undefined && page) {
      const text = decodeEntities(m[7]!).trim();
      if (!text) continue;
      const [x0, y0, x1, y1] = [Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])];
      page.words.push({
        text,
        x0,
        y0,
        x1,
        y1,
        lineHeight: line.height || y1 - y0,
        lineBottom: line.bottom || y1,
      });
    }
  }
  return pages;
}

/**
 * The words of Tesseract's TSV of one image (level 5 rows), scaled from the image's pixels to a page
 * `width` × `height` points.
 */
export function parseTesseractTsv(
  tsv: string,
  image: { width: number; height: number },
  page: { width: number; height: number },
): PageWords {
  const sx = page.width / image.width;
  const sy = page.height / image.height;
  const out: PageWords = { ...page, words: [], lineStarts: [], ocr: true };
  const lines = new Map<string, { height: number; bottom: number }>();
  let lastLine = '';
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t');
    if (cols.length < 12) continue;
    const [level, , block, par, line, , left, top, w, h] = cols.map(Number) as number[];
    const key = `${block}.${par}.${line}`;
    if (level === 4) lines.set(key, { height: h! * sy, bottom: (top! + h!) * sy });
    if (level !== 5) continue;
    const text = cols.slice(11).join('\t').trim();
    if (!text) continue;
    if (key !== lastLine) {
      out.lineStarts.push(out.words.length);
      lastLine = key;
    }
    out.words.push({
      text,
      x0: left! * sx,
      y0: top! * sy,
      x1: (left! + w!) * sx,
      y1: (top! + h!) * sy,
      lineHeight: lines.get(key)?.height ?? h! * sy,
      lineBottom: lines.get(key)?.bottom ?? (top! + h!) * sy,
    });
  }
  return out;
}

/** The page's text (words by a space, lines by a line break) and, per character, its word's index (-1 between). */
export function joinedText(page: PageWords): { text: string; wordAt: Int32Array } {
  const starts = new Set(page.lineStarts);
  let text = '';
  const owners: number[] = [];
  page.words.forEach((word, i) => {
    if (i > 0) {
      text += starts.has(i) ? '\n' : ' ';
      owners.push(-1);
    }
    text += word.text;
    for (let k = 0; k < word.text.length; k++) owners.push(i);
  });
  return { text, wordAt: Int32Array.from(owners) };
}
