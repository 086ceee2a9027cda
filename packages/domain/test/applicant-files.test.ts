import { describe, expect, it } from 'vitest';
import { inkStroke } from '../src/testing/ink-stroke.ts';
import {
  CONVERTED_SUFFIX,
  PDF_ZOOM,
  clampPage,
  stepZoom,
  fitZoom,
  annotationSchema,
  applicantFileUrl,
  isConvertibleDocument,
  nextVersionName,
  pageIndicator,
  previewChoice,
  renderEmailTemplate,
  visibleFiles,
} from '../src/index.ts';

const f = (filename: string) => ({ filename });

describe('previewChoice (SPEC §4)', () => {
  it('shows images inline, whatever the case of the extension', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif', 'e.bmp']) {
      expect(previewChoice(f(name), []).kind).toBe('image');
    }
  });

  it('opens a PDF in the modal without the warning', () => {
    const file = f('CV.PDF');
    expect(previewChoice(file, [file])).toEqual({ kind: 'pdf', file, converted: false });
  });

  it("opens a document's '.converted.pdf' sibling with the warning", () => {
    const doc = f('Mitt CV.docx');
    const converted = f('Mitt CV.docx' + CONVERTED_SUFFIX);
    expect(previewChoice(doc, [doc, converted, f('annat.pdf')])).toEqual({
      kind: 'pdf',
      file: converted,
      converted: true,
      original: doc,
    });
  });

  it('offers the download for other types and for documents not converted yet', () => {
    expect(previewChoice(f('brev.txt'), [])).toEqual({ kind: 'download', file: f('brev.txt') });
    const doc = f('cv.docx');
    expect(previewChoice(doc, [doc, f('cv.pdf'), f('annat.docx.converted.pdf')]).kind).toBe('download');
    expect(previewChoice(f('utan-filändelse'), []).kind).toBe('download');
  });
});

describe('the attached-file list', () => {
  it("hides files ending '.converted.pdf'", () => {
    const files = [f('a.docx'), f('a.docx.converted.pdf'), f('b.pdf'), f('C.DOCX.CONVERTED.PDF')];
    expect(visibleFiles(files)).toEqual([f('a.docx'), f('b.pdf')]);
  });

  it('knows the document types that are converted', () => {
    expect(['a.doc', 'b.DOCX', 'c.odt', 'd.rtf'].every(isConvertibleDocument)).toBe(true);
    expect(['a.pdf', 'b.txt', 'c.png', 'docx'].some(isConvertibleDocument)).toBe(false);
  });

  it('builds the download address with the stored name encoded', () => {
    expect(applicantFileUrl(12, 34)).toBe('/api/dispatcher/storage/application/12/files/34');
    expect(applicantFileUrl(12, 'a b.pdf')).toBe('/api/dispatcher/storage/application/12/files/a%20b.pdf');
  });

  it("writes 'Sida X av Y'", () => {
    expect(pageIndicator(2, 7)).toBe('Sida 2 av 7');
  });
});

describe('nextVersionName', () => {
  it('numbers annotated versions from 2, one above the highest', () => {
    expect(nextVersionName('CV.pdf', ['CV.pdf'])).toBe('CV (version 2).pdf');
    expect(nextVersionName('CV (version 2).pdf', ['CV.pdf', 'CV (version 2).pdf'])).toBe(
      'CV (version 3).pdf',
    );
    expect(nextVersionName('CV.pdf', ['CV.pdf', 'cv (version 4).pdf', 'Annat (version 9).pdf'])).toBe(
      'CV (version 5).pdf',
    );
  });
});

describe('annotationSchema', () => {
  it('takes the four types of SPEC §9 and refuses others', () => {
    const ok = [
      inkStroke(1, [
        [0, 0],
        [1, 1],
      ]),
      {
        type: 'signature',
        page: 1,
        x: 0.1,
        y: 0.1,
        width: 0.2,
        height: 0.1,
        image: 'data:image/png;base64,',
      },
      { type: 'stamp', page: 2, x: 0.5, y: 0.5, text: 'Godkänd' },
      { type: 'highlight', page: 1, x: 0, y: 0, width: 0.5, height: 0.1, color: '#ffee00' },
    ];
    for (const a of ok) expect(annotationSchema.safeParse(a).success).toBe(true);
    expect(annotationSchema.safeParse({ type: 'circle', page: 1 }).success).toBe(false);
    expect(annotationSchema.safeParse({ type: 'ink', page: 0, points: [] }).success).toBe(false);
    expect(
      annotationSchema.safeParse({ type: 'highlight', page: 1, x: 2, y: 0, width: 1, height: 1 }).success,
    ).toBe(false);
  });
});

describe('renderEmailTemplate', () => {
  it('fills every variable per recipient in one pass', () => {
    const text = 'Hej ##FIRSTNAME## ##LASTNAME##! Tack för din ansökan till ##POSITION## hos ##COMPANY##.';
    expect(
      renderEmailTemplate(text, {
        '##FIRSTNAME##': 'Anna',
        '##LASTNAME##': 'Andersson',
        '##POSITION##': 'Lagermedarbetare',
        '##COMPANY##': 'Demo AB',
      }),
    ).toBe('Hej Anna Andersson! Tack för din ansökan till Lagermedarbetare hos Demo AB.');
  });

  it('leaves no variable behind and never re-reads a filled value', () => {
    expect(renderEmailTemplate('##FIRSTNAME##|##SENDER##', { '##FIRSTNAME##': '##SENDER##' })).toBe(
      '##SENDER##|',
    );
  });
});

describe('the PDF viewer bounds (SPEC §4, §9)', () => {
  it('keeps the page within 1..pages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('zooms from 1 in steps of 0.25 between 0.5 and 3', () => {
    expect(PDF_ZOOM.initial).toBe(1);
    let zoom: number = PDF_ZOOM.initial;
    const seen = [zoom];
    for (let i = 0; i < 12; i++) seen.push((zoom = stepZoom(zoom, 1)));
    expect(seen.slice(0, 10)).toEqual([1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3]);
    for (let i = 0; i < 12; i++) zoom = stepZoom(zoom, -1);
    expect(zoom).toBe(0.5);
    expect(stepZoom(0.75, -1)).toBe(0.5);
  });

  it('opens a page wider than the viewer fitted to it (not below 50 %), and steps on from there', () => {
    // A4 (595 px at 100 %) on a 390 px phone, where the page has 358 px.
    expect(fitZoom(595, 358)).toBe(0.6);
    expect(stepZoom(0.6, 1)).toBe(0.75);
    expect(stepZoom(0.6, -1)).toBe(0.5);
    expect(fitZoom(595, 200)).toBe(0.5);
    expect(fitZoom(595, 1200)).toBe(1);
    expect(fitZoom(595, 0)).toBe(1);
  });
});
