/**
 * Loading and drawing a PDF with pdfjs-dist, behind a small interface so the viewer can be tested with a
 * fake. pdfjs is imported only when a PDF is opened; its worker is served at /scripts/pdf.worker.min.js.
 */
export const PDF_WORKER_URL = '/scripts/pdf.worker.min.js';

export interface Cancellable<T> {
  promise: Promise<T>;
  cancel(): void;
}

export interface LoadedPdf {
  numPages: number;
  /** The first page's width at 100 %, in CSS pixels: what the viewer fits to a narrow screen. */
  pageWidth: number;
  /** Draws page `page` (1-based) into the canvas at `scale` (1 = 100 %). */
  renderPage(page: number, canvas: HTMLCanvasElement, scale: number): Cancellable<void>;
  /** The text of page `page` (1-based) as drawn, run by run; none for a scan. */
  pageText?(page: number): Promise<PdfTextRun[]>;
  destroy(): void;
}

/** A run of text on a page, placed in fractions of the page from its top-left corner. */
export interface PdfTextRun {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfSource {
  url: string;
  /** The session's bearer token: the file address needs it. */
  token: string | null;
}

export type PdfLoader = (source: PdfSource) => Cancellable<LoadedPdf>;

export const loadPdfWithPdfjs: PdfLoader = ({ url, token }) => {
  let destroyTask: (() => void) | null = null;
  let cancelled = false;
  const promise = import('pdfjs-dist').then(async (pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = PDF_WORKER_URL;
    const task = pdfjs.getDocument({
      url,
      httpHeaders: token ? { Authorization: `Bearer ${token}` } : undefined,
    });
    destroyTask = () => void task.destroy();
    if (cancelled) destroyTask();
    const doc = await task.promise;
    const first = await doc.getPage(1);
    const loaded: LoadedPdf = {
      numPages: doc.numPages,
      pageWidth: first.getViewport({ scale: 1 }).width,
      renderPage(pageNumber, canvas, scale) {
        let renderTask: { cancel(): void; promise: Promise<void> } | null = null;
        let stop = false;
        const rendering = doc.getPage(pageNumber).then(async (page) => {
          if (stop) return;
          const ratio = window.devicePixelRatio || 1;
          const viewport = page.getViewport({ scale: scale * ratio });
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
          canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
          renderTask = page.render({ canvas, viewport });
          await renderTask.promise;
        });
        return {
          promise: rendering,
          cancel() {
            stop = true;
            renderTask?.cancel();
          },
        };
      },
      async pageText(pageNumber) {
        const page = await doc.getPage(pageNumber);
        const viewport = page.getViewport({ scale: 1 });
        const content = await page.getTextContent();
        return content.items.flatMap((item) => {
          if (!('str' in item) || !item.str.trim()) return [];
          // The run's baseline in the page's top-left coordinates; its height is the font's size there.
          const [, , c, d, e, f] = pdfjs.Util.transform(viewport.transform, item.transform) as number[];
          const height = Math.hypot(c!, d!);
          return [
            {
              text: item.str,
              x: e! / viewport.width,
              y: (f! - height) / viewport.height,
              width: item.width / viewport.width,
              height: (height * 1.2) / viewport.height,
            },
          ];
        });
      },
      // The loading task owns the document and its worker port.
      destroy: () => void task.destroy(),
    };
    return loaded;
  });
  return {
    promise,
    cancel() {
      cancelled = true;
      destroyTask?.();
    },
  };
};
