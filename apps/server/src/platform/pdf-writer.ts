import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** The standard fonts speak WinAnsi: Swedish letters are in it, anything else becomes '?'. */
export const winAnsi = (s: string) =>
  s.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');

export const GREY = rgb(0.35, 0.35, 0.35);
const PAGE_NUMBER_GREY = rgb(0.45, 0.45, 0.45);
const A4: [number, number] = [595.28, 841.89];

type Color = ReturnType<typeof rgb>;
export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
}

/**
 * One PDF document written from the top of each A4 page down: a cursor (`y`) that moves a new page in
 * when the next line would not fit, text fitted or wrapped to a width in the standard fonts (Swedish
 * letters kept, see `winAnsi`), and "Sida n av m" on every page when it is finished. The applicant
 * export and the register extract are both written with it.
 */
export class PdfWriter {
  readonly width: number;
  readonly height: number;
  /** The cursor: the baseline the next line is drawn above. */
  y = 0;
  page!: PDFPage;
  private readonly pages: PDFPage[] = [];
  private onNewPage: (writer: PdfWriter, first: boolean) => void = () => undefined;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly boldFont: PDFFont,
    readonly margin: number,
    landscape: boolean,
  ) {
    [this.width, this.height] = landscape ? [A4[1], A4[0]] : A4;
  }

  static async create({
    title,
    margin,
    landscape = false,
  }: {
    title: string;
    margin: number;
    landscape?: boolean;
  }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsi(title));
    doc.setCreator('Rekry');
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold, margin, landscape);
  }

  /** The width between the margins. */
  get contentWidth() {
    return this.width - 2 * this.margin;
  }

  /** What every page starts with (a table's header row); called for the first page too. */
  eachPage(draw: (writer: PdfWriter, first: boolean) => void) {
    this.onNewPage = draw;
  }

  newPage() {
    this.page = this.doc.addPage([this.width, this.height]);
    this.pages.push(this.page);
    this.y = this.height - this.margin;
    this.onNewPage(this, this.pages.length === 1);
  }

  /** Starts a new page unless `height` more fits above the bottom margin. */
  ensure(height: number) {
    if (this.pages.length === 0 || this.y - height < this.margin) this.newPage();
  }

  font(style: TextStyle = {}): PDFFont {
    return style.bold ? this.boldFont : this.regular;
  }

  /** One line at `x` on the cursor's baseline (plus `dy`), as it is. */
  text(text: string, x: number, style: TextStyle & { dy?: number } = {}) {
    this.page.drawText(winAnsi(text), {
      x,
      y: this.y + (style.dy ?? 0),
      size: style.size ?? 10,
      font: this.font(style),
      ...(style.color ? { color: style.color } : {}),
    });
  }

  /** A band the width of the content behind the line on the cursor (a table's header or a striped row). */
  band(height: number, color: Color) {
    const { margin } = this;
    this.page.drawRectangle({ x: margin - 4, y: this.y - 4, width: this.contentWidth + 8, height, color });
  }

  /** The text cut with '…' to fit `width`. */
  fit(text: string, width: number, style: TextStyle = {}): string {
    const font = this.font(style);
    const size = style.size ?? 10;
    let s = winAnsi(text);
    if (font.widthOfTextAtSize(s, size) <= width) return s;
    while (s.length > 1 && font.widthOfTextAtSize(`${s}…`, size) > width) s = s.slice(0, -1);
    return `${s}…`;
  }

  /** A paragraph wrapped to the content width (less `indent`), moving to a new page where it must. */
  write(text: string, style: TextStyle & { indent?: number; gap?: number } = {}) {
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    const lineHeight = size * 1.35;
    for (const line of this.wrap(text, this.contentWidth - indent, style)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.text(line, this.margin + indent, style);
    }
    this.y -= style.gap ?? 2;
  }

  /** Lines that fit `width`, broken at spaces (a word longer than the line is cut). */
  private wrap(text: string, width: number, style: TextStyle): string[] {
    const font = this.font(style);
    const size = style.size ?? 10;
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const lines: string[] = [];
    // The line breaks are the text's own (an e-mail's paragraphs); winAnsi would print them as '?'.
    for (const paragraph of text.split(/\r\n|\r|\n/).map(winAnsi)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (fits(next)) {
          line = next;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (!fits(rest) && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Numbers the pages ("Sida 1 av 3") and answers the document's bytes. */
  async finish(): Promise<Uint8Array> {
    this.pages.forEach((page, i) =>
      page.drawText(`Sida ${i + 1} av ${this.pages.length}`, {
        x: this.width - this.margin - 60,
        y: this.margin / 2,
        size: 8,
        font: this.regular,
        color: PAGE_NUMBER_GREY,
      }),
    );
    return this.doc.save();
  }
}
