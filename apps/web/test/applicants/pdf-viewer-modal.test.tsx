import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { inkStroke } from '@rekry/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PdfViewerModal } from '../../src/features/applicants/pdf-viewer/pdf-viewer-modal.tsx';
import type { LoadedPdf, PdfLoader } from '../../src/features/applicants/pdf-viewer/pdf-loader.ts';

/** A loader whose document has `pages` pages and records each render (page, scale). */
function fakeLoader(pages: number) {
  const renders: { page: number; scale: number }[] = [];
  const sources: { url: string; token: string | null }[] = [];
  let resolve!: (doc: LoadedPdf) => void;
  let reject!: (err: unknown) => void;
  const doc: LoadedPdf = {
    numPages: pages,
    pageWidth: 595,
    renderPage(page, _canvas, scale) {
      renders.push({ page, scale });
      return { promise: Promise.resolve(), cancel() {} };
    },
    destroy: vi.fn(),
  };
  const loader: PdfLoader = (source) => {
    sources.push(source);
    return {
      promise: new Promise<LoadedPdf>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
      cancel() {},
    };
  };
  return {
    loader,
    renders,
    sources,
    doc,
    finish: () => act(async () => resolve(doc)),
    fail: (err: unknown) => act(async () => reject(err)),
    last: () => renders.at(-1),
  };
}

function Harness(props: {
  loader: PdfLoader;
  fileName?: string;
  converted?: boolean;
  onClose?: () => void;
  onSaveAnnotations?: (annotations: unknown[]) => Promise<unknown>;
  find?: string;
}) {
  const [open, setOpen] = useState(true);
  return (
    <PdfViewerModal
      open={open}
      onClose={() => {
        setOpen(false);
        props.onClose?.();
      }}
      url="/api/dispatcher/storage/application/1/files/2"
      fileName={props.fileName}
      converted={props.converted}
      loader={props.loader}
      onSaveAnnotations={props.onSaveAnnotations}
      find={props.find}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

/** A stroke through `points` (client coordinates) on the drawing layer, which lies at 100,50 (200 × 400). */
function draw(svg: Element, points: [number, number][]) {
  svg.getBoundingClientRect = () => ({ left: 100, top: 50, width: 200, height: 400 }) as DOMRect;
  const [first, ...rest] = points;
  fireEvent.pointerDown(svg, { button: 0, clientX: first![0], clientY: first![1], pointerId: 1 });
  for (const [x, y] of rest) fireEvent.pointerMove(svg, { clientX: x, clientY: y, pointerId: 1 });
  fireEvent.pointerUp(svg, { pointerId: 1 });
}

describe('PdfViewerModal', () => {
  it("shows 'Laddar PDF...', then page 1 of Y at 100 %, titled by the file name", async () => {
    const fake = fakeLoader(3);
    render(<Harness loader={fake.loader} fileName="Mitt CV.pdf" />);
    expect(screen.getByRole('dialog', { name: 'Mitt CV.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Laddar PDF...');
    expect(fake.sources[0]!.url).toBe('/api/dispatcher/storage/application/1/files/2');
    await fake.finish();
    expect(screen.queryByText('Laddar PDF...')).not.toBeInTheDocument();
    expect(screen.getByText('Sida 1 av 3')).toBeInTheDocument();
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('100 %');
    expect(fake.last()).toEqual({ page: 1, scale: 1 });
    expect(
      screen.getByText('Piltangenterna byter sida, klick zoomar in, högerklick zoomar ut, ESC stänger.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("is titled 'PDF Förhandsgranskning' without a file name and shows the converted warning", async () => {
    const fake = fakeLoader(1);
    render(<Harness loader={fake.loader} converted />);
    expect(screen.getByRole('dialog', { name: 'PDF Förhandsgranskning' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Konverterad förhandsgranskning: Detta är en konverterad version som kanske inte är 100% sann mot originalet. För att se originalfilen, använd nedladdningsknappen i fillistan.',
    );
  });

  it('pages with the arrow keys and the buttons, bounded to 1..pages', async () => {
    const user = userEvent.setup();
    const fake = fakeLoader(3);
    render(<Harness loader={fake.loader} />);
    await fake.finish();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Sida 1 av 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Sida 3 av 3')).toBeInTheDocument();
    expect(fake.last()).toEqual({ page: 3, scale: 1 });
    expect(screen.getByRole('button', { name: 'Nästa sida' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Föregående sida' }));
    expect(screen.getByText('Sida 2 av 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Föregående sida' })).toBeDisabled();
  });

  it('zooms with + or = and -, in steps of 0.25 between 50 % and 300 %', async () => {
    const user = userEvent.setup();
    const fake = fakeLoader(1);
    render(<Harness loader={fake.loader} />);
    await fake.finish();
    const zoom = screen.getByTestId('pdf-zoom');
    await user.keyboard('+');
    expect(zoom).toHaveTextContent('125 %');
    await user.keyboard('=');
    expect(zoom).toHaveTextContent('150 %');
    expect(fake.last()).toEqual({ page: 1, scale: 1.5 });
    for (let i = 0; i < 10; i++) await user.keyboard('+');
    expect(zoom).toHaveTextContent('300 %');
    expect(screen.getByRole('button', { name: 'Zooma in' })).toBeDisabled();
    for (let i = 0; i < 12; i++) await user.keyboard('-');
    expect(zoom).toHaveTextContent('50 %');
    expect(screen.getByRole('button', { name: 'Zooma ut' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zooma in' }));
    expect(zoom).toHaveTextContent('75 %');
  });

  it('zooms in on a click on the page and out on a right-click', async () => {
    const user = userEvent.setup();
    const fake = fakeLoader(2);
    render(<Harness loader={fake.loader} />);
    await fake.finish();
    const canvas = screen.getByTestId('pdf-canvas');
    await user.click(canvas);
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('125 %');
    await user.pointer({ keys: '[MouseRight]', target: canvas });
    await user.pointer({ keys: '[MouseRight]', target: canvas });
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('75 %');
  });

  it('closes on Escape and on the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const fake = fakeLoader(1);
    const { unmount } = render(<Harness loader={fake.loader} onClose={onClose} />);
    await fake.finish();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    const again = fakeLoader(1);
    render(<Harness loader={again.loader} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('logs a load failure and stays empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeLoader(1);
    render(<Harness loader={fake.loader} fileName="trasig.pdf" />);
    await fake.fail(new Error('Invalid PDF structure'));
    expect(error).toHaveBeenCalledWith('PDF: kunde inte laddas', expect.any(Error));
    expect(screen.queryByText('Laddar PDF...')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pdf-canvas')).not.toBeInTheDocument();
    expect(screen.queryByText(/Sida \d/)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'trasig.pdf' })).toBeInTheDocument();
  });

  it('logs a render failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeLoader(1);
    fake.doc.renderPage = () => ({ promise: Promise.reject(new Error('canvas')), cancel() {} });
    render(<Harness loader={fake.loader} />);
    await fake.finish();
    await waitFor(() => expect(error).toHaveBeenCalledWith('PDF: sidan kunde inte visas', expect.any(Error)));
  });
});

describe('PdfViewerModal keeps focus inside at every limit', () => {
  const button = (name: string) => screen.getByRole('button', { name });

  it('opens on the document, so the keys work at once', async () => {
    const user = userEvent.setup();
    const fake = fakeLoader(2);
    render(<Harness loader={fake.loader} />);
    await fake.finish();
    expect(screen.getByRole('region', { name: 'Dokumentet' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Sida 2 av 2')).toBeInTheDocument();
  });

  it('at 300 % hands focus to Zooma ut and at 50 % to Zooma in; the keys go on working', async () => {
    const user = userEvent.setup();
    const fake = fakeLoader(1);
    render(<Harness loader={fake.loader} />);
    await fake.finish();
    const zoom = screen.getByTestId('pdf-zoom');
    for (let i = 0; i < 8; i++) await user.click(button('Zooma in'));
    expect(zoom).toHaveTextContent('300 %');
    expect(button('Zooma in')).toBeDisabled();
    expect(button('Zooma ut')).toHaveFocus();
    await user.keyboard('-');
    expect(zoom).toHaveTextContent('275 %');
    // Down by Enter on the focused Zooma ut, to the other limit.
    for (let i = 0; i < 9; i++) await user.keyboard('{Enter}');
    expect(zoom).toHaveTextContent('50 %');
    expect(button('Zooma ut')).toBeDisabled();
    expect(button('Zooma in')).toHaveFocus();
    await user.keyboard('+');
    expect(zoom).toHaveTextContent('75 %');
  });

  it('on the last page hands focus to Föregående sida and on the first to Nästa sida', async () => {
    const user = userEvent.setup();
    const fake = fakeLoader(3);
    render(<Harness loader={fake.loader} />);
    await fake.finish();
    await user.click(button('Nästa sida'));
    await user.click(button('Nästa sida'));
    expect(screen.getByText('Sida 3 av 3')).toBeInTheDocument();
    expect(button('Föregående sida')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Sida 2 av 3')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Sida 1 av 3')).toBeInTheDocument();
    expect(button('Nästa sida')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Sida 2 av 3')).toBeInTheDocument();
  });

  it('gives focus to the document when nothing is left to undo', async () => {
    const user = userEvent.setup();
    const fake = fakeLoader(2);
    render(<Harness loader={fake.loader} onSaveAnnotations={async () => {}} />);
    await fake.finish();
    await user.click(button('Rita'));
    draw(screen.getByTestId('pdf-ink'), [
      [110, 60],
      [190, 140],
    ]);
    await user.click(button('Ångra'));
    expect(screen.getByRole('region', { name: 'Dokumentet' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Sida 2 av 2')).toBeInTheDocument();
  });

  it('gives focus back on Escape to the control that opened it, even one a click did not focus', async () => {
    const user = userEvent.setup();
    const fake = fakeLoader(1);
    function Opener() {
      const [opener, setOpener] = useState<HTMLElement | null>(null);
      const [open, setOpen] = useState(false);
      return (
        <>
          <button
            type="button"
            onClick={(event) => {
              setOpener(event.currentTarget);
              setOpen(true);
            }}
          >
            Förhandsgranska
          </button>
          <PdfViewerModal
            open={open}
            onClose={() => setOpen(false)}
            url="/fil.pdf"
            loader={fake.loader}
            returnFocusTo={opener}
          />
        </>
      );
    }
    render(<Opener />);
    fireEvent.click(button('Förhandsgranska'));
    await fake.finish();
    await user.click(button('Zooma in'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button('Förhandsgranska')).toHaveFocus();
  });
});

describe('PdfViewerModal on a phone', () => {
  it('opens a page wider than the screen fitted to its width, with the touch hint', async () => {
    // The document area of a 390 px phone: 358 px for an A4 page of 595 px.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    const fake = fakeLoader(1);
    render(<Harness loader={fake.loader} />);
    await fake.finish();
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('60 %');
    expect(fake.renders).toEqual([{ page: 1, scale: 0.6 }]);
    expect(
      screen.getByText('Tryck på sidan för att zooma in. Knapparna ovan byter sida och zoomar ut.'),
    ).toBeInTheDocument();
  });
});

describe('PdfViewerModal drawing ink', () => {
  it('offers no drawing without a save handler', async () => {
    const fake = fakeLoader(1);
    render(<Harness loader={fake.loader} />);
    await fake.finish();
    expect(screen.queryByRole('button', { name: 'Rita' })).not.toBeInTheDocument();
  });

  it('draws strokes as page fractions, undoes, and saves them as ink annotations of their page', async () => {
    const user = userEvent.setup();
    const saved: unknown[][] = [];
    const fake = fakeLoader(2);
    render(<Harness loader={fake.loader} onSaveAnnotations={async (a) => void saved.push(a)} />);
    await fake.finish();
    const toggle = screen.getByRole('button', { name: 'Rita' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const save = screen.getByRole('button', { name: 'Spara ny version' });
    expect(save).toBeDisabled();
    draw(screen.getByTestId('pdf-ink'), [
      [100, 50],
      [200, 250],
      [300, 450],
    ]);
    draw(screen.getByTestId('pdf-ink'), [[150, 60]]); // a dot is no stroke
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('100 %'); // drawing does not zoom
    await user.keyboard('{ArrowRight}');
    draw(screen.getByTestId('pdf-ink'), [
      [120, 90],
      [140, 130],
    ]);
    draw(screen.getByTestId('pdf-ink'), [
      [100, 50],
      [110, 60],
    ]);
    await user.click(screen.getByRole('button', { name: 'Ångra' }));
    await user.click(save);
    const style = { color: '#1d4ed8', thickness: 2 };
    expect(saved).toEqual([
      [
        inkStroke(
          1,
          [
            [0, 0],
            [0.5, 0.5],
            [1, 1],
          ],
          style,
        ),
        inkStroke(
          2,
          [
            [0.1, 0.1],
            [0.2, 0.2],
          ],
          style,
        ),
      ],
    ]);
    expect(screen.getByRole('button', { name: 'Rita' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByTestId('pdf-ink')).not.toBeInTheDocument();
  });

  it('keeps the strokes and logs when saving fails', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeLoader(1);
    render(<Harness loader={fake.loader} onSaveAnnotations={() => Promise.reject(new Error('500'))} />);
    await fake.finish();
    await user.click(screen.getByRole('button', { name: 'Rita' }));
    draw(screen.getByTestId('pdf-ink'), [
      [100, 50],
      [300, 450],
    ]);
    await user.click(screen.getByRole('button', { name: 'Spara ny version' }));
    expect(error).toHaveBeenCalledWith('PDF: annoteringen kunde inte sparas', expect.any(Error));
    expect(screen.getByTestId('pdf-ink').querySelectorAll('polyline')).toHaveLength(1);
  });
});

describe('PdfViewerModal highlight, stamp and signature', () => {
  const box = { left: 100, top: 50, width: 200, height: 400 } as DOMRect;
  function press(svg: Element, from: [number, number], to: [number, number] = from) {
    svg.getBoundingClientRect = () => box;
    fireEvent.pointerDown(svg, { button: 0, clientX: from[0], clientY: from[1], pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: to[0], clientY: to[1], pointerId: 1 });
    fireEvent.pointerUp(svg, { clientX: to[0], clientY: to[1], pointerId: 1 });
  }

  it('drags a highlight and clicks a stamp with its text; saves both as annotations', async () => {
    const user = userEvent.setup();
    const saved: unknown[][] = [];
    const fake = fakeLoader(1);
    render(<Harness loader={fake.loader} onSaveAnnotations={async (a) => void saved.push(a)} />);
    await fake.finish();
    await user.click(screen.getByRole('button', { name: 'Markera' }));
    expect(screen.getByText(/Dra över det du vill markera/)).toBeInTheDocument();
    press(screen.getByTestId('pdf-ink'), [150, 150], [110, 250]); // dragged up-left: normalized
    press(screen.getByTestId('pdf-ink'), [150, 150], [151, 151]); // too small to keep
    expect(screen.getByTestId('pdf-ink').querySelectorAll('rect')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Stämpel' }));
    expect(screen.getByRole('button', { name: 'Markera' })).toHaveAttribute('aria-pressed', 'false');
    const text = screen.getByRole('textbox', { name: 'Stämpelns text' });
    expect(text).toHaveValue('Granskad');
    await user.clear(text);
    await user.type(text, 'Intervjuad');
    press(screen.getByTestId('pdf-ink'), [200, 250]);
    expect(screen.getByTestId('pdf-marks')).toHaveTextContent('Intervjuad');

    await user.click(screen.getByRole('button', { name: 'Spara ny version' }));
    expect(saved).toEqual([
      [
        { type: 'highlight', page: 1, x: 0.05, y: 0.25, width: 0.2, height: 0.25, color: '#facc15' },
        { type: 'stamp', page: 1, x: 0.5, y: 0.5, text: 'Intervjuad', color: '#b91c1c' },
      ],
    ]);
  });

  it('a signature tool without a chosen image places nothing', async () => {
    const user = userEvent.setup();
    const fake = fakeLoader(1);
    render(<Harness loader={fake.loader} onSaveAnnotations={async () => {}} />);
    await fake.finish();
    await user.click(screen.getByRole('button', { name: 'Signatur' }));
    expect(screen.getByText('Välj signaturbild')).toBeInTheDocument();
    press(screen.getByTestId('pdf-ink'), [200, 250]);
    expect(screen.getByRole('button', { name: 'Spara ny version' })).toBeDisabled();
  });
});

describe('annotation placement', () => {
  it('a signature is 30 % of the page wide, as tall as its proportions on the page, kept inside it', async () => {
    const { signatureAt, highlightOf } =
      await import('../../src/features/applicants/pdf-viewer/annotation-tools.ts');
    const image = { dataUrl: 'data:image/png;base64,AAAA', width: 400, height: 100 };
    // A4 portrait: width / height ≈ 0.707.
    const placed = signatureAt(2, { x: 0.9, y: 0.5 }, image, 0.707);
    expect(placed).toMatchObject({ type: 'signature', page: 2, x: 0.7, y: 0.5, width: 0.3 });
    expect((placed as { height: number }).height).toBeCloseTo(0.3 * 0.25 * 0.707);
    expect(highlightOf(1, { x: 0.5, y: 0.5 }, { x: 0.501, y: 0.9 })).toBeNull();
  });
});

describe('PdfViewerModal opened at a search hit', () => {
  /** Page 2 of 3 has the words; runs in fractions of the page, as the loader gives them. */
  function withText(fake: ReturnType<typeof fakeLoader>) {
    const texts: Record<number, string[]> = {
      1: ['Anna Berg', 'Profil: lagerarbete'],
      2: ['Körkort: B-körkort och TRUCKKORTET (A+B)'],
      3: ['Referenser lämnas på begäran'],
    };
    fake.doc.pageText = async (page) =>
      (texts[page] ?? []).map((text, i) => ({ text, x: 0.1, y: 0.1 + i * 0.05, width: 0.8, height: 0.02 }));
  }

  it('opens at the first page with the words and marks them there, not on the other pages', async () => {
    const fake = fakeLoader(3);
    withText(fake);
    render(<Harness loader={fake.loader} find="truckkortet" />);
    await fake.finish();
    expect(await screen.findByText('Sökorden är markerade på sida 2.')).toBeInTheDocument();
    await waitFor(() => expect(fake.last()?.page).toBe(2));
    expect(screen.getByText('Sida 2 av 3')).toBeInTheDocument();
    const boxes = (await screen.findByTestId('pdf-hits')).children;
    expect(boxes).toHaveLength(1);
    // 'TRUCKKORTET' is characters 23-34 of its run of 40, which spans 0.1-0.9 of the page's width.
    const box = boxes[0] as HTMLElement;
    expect(parseFloat(box.style.left)).toBeCloseTo(10 + (80 * 23) / 40, 5);
    expect(parseFloat(box.style.width)).toBeCloseTo((80 * 11) / 40, 5);
    await userEvent.click(screen.getByRole('button', { name: 'Nästa sida' }));
    await waitFor(() => expect(fake.last()?.page).toBe(3));
    expect(screen.queryByTestId('pdf-hits')).toBeNull();
  });

  it('says the words cannot be marked when the file has no text layer (a scan read by OCR)', async () => {
    const fake = fakeLoader(2);
    fake.doc.pageText = async () => [];
    render(<Harness loader={fake.loader} find="truckkort" />);
    await fake.finish();
    expect(await screen.findByText(/Sökorden kunde inte markeras i filen/)).toBeInTheDocument();
    expect(fake.last()?.page).toBe(1);
    expect(screen.queryByTestId('pdf-hits')).toBeNull();
  });

  it('says nothing of hits when it was opened without words', async () => {
    const fake = fakeLoader(2);
    withText(fake);
    render(<Harness loader={fake.loader} />);
    await fake.finish();
    await waitFor(() => expect(fake.last()?.page).toBe(1));
    expect(screen.queryByText(/Sökorden/)).toBeNull();
  });
});
