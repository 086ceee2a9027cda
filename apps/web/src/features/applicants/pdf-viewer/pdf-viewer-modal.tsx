import * as RadixDialog from '@radix-ui/react-dialog';
import {
  AlertTriangle,
  ChevronLeft,
  ChevronRight,
  Highlighter,
  ImageUp,
  PenLine,
  Signature,
  Stamp,
  Undo2,
  X,
  ZoomIn,
  ZoomOut,
  type LucideIcon,
} from 'lucide-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import {
  FILE_TEXTS,
  PDF_ZOOM,
  clampPage,
  fitZoom,
  pageIndicator,
  stepZoom,
  type Annotation,
} from '@rekry/domain';
import { getToken } from '../../../lib/session.ts';
import { AnnotationLayer } from './annotation-layer.tsx';
import { signatureFromFile, type SignatureImage, type Tool } from './annotation-tools.ts';
import { loadPdfWithPdfjs, type LoadedPdf, type PdfLoader } from './pdf-loader.ts';
import { HitLayer } from './hit-layer.tsx';
import { useHitBoxes, useHitPage } from './pdf-hits.ts';

export interface PdfViewerModalProps {
  open: boolean;
  onClose: () => void;
  /** The file's address (GET with the bearer token). */
  url: string | null;
  /** Shown as the title; 'PDF Förhandsgranskning' without one. */
  fileName?: string | null;
  /** A document converted to PDF: shows the converted warning (SPEC §2). */
  converted?: boolean;
  /** How the PDF is loaded (tests give a fake). */
  loader?: PdfLoader;
  /**
   * With it, the pages can be annotated (SPEC §9: 'Rita' ink, 'Markera' highlight, 'Stämpel', 'Signatur')
   * and 'Spara ny version' hands the marks over (to annotate_ApplicantFile); resolving clears them.
   */
  onSaveAnnotations?: (annotations: Annotation[]) => Promise<unknown>;
  /**
   * The control that opened it, focused again on close: a browser that does not focus a clicked button
   * (Safari, a phone) would otherwise leave focus on the page's body. Kept by the caller past `onClose`.
   */
  returnFocusTo?: HTMLElement | null;
  /** Words to show (a search hit's, joined by spaces): it opens at the first page with one, marked. */
  find?: string;
}

/** SPEC §9 annotation types, in the order the toolbar offers them. */
const TOOLS = [
  { tool: 'ink', label: FILE_TEXTS.draw, Icon: PenLine },
  { tool: 'highlight', label: FILE_TEXTS.highlight, Icon: Highlighter },
  { tool: 'stamp', label: FILE_TEXTS.stamp, Icon: Stamp },
  { tool: 'signature', label: FILE_TEXTS.signature, Icon: Signature },
] as const;
const TOOL_HINTS: Record<Tool, string> = {
  ink: FILE_TEXTS.drawingHint,
  highlight: FILE_TEXTS.highlightHint,
  stamp: FILE_TEXTS.stampHint,
  signature: FILE_TEXTS.signatureHint,
};

/** The width a page has inside the document area (its padding taken off); 0 before layout. */
function contentWidth(element: HTMLElement | null) {
  if (!element) return 0;
  const style = getComputedStyle(element);
  return element.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
}

const isCancel = (err: unknown) =>
  err instanceof Error && (err.name === 'RenderingCancelledException' || err.name === 'AbortException');

/**
 * The PDF preview modal (SPEC §2, §4): page by page on a canvas with previous/next, 'Sida X av Y', zoom 0.5
 * to 3 in steps of 0.25 from 1. Arrow keys change page, + or = zooms in, - zooms out, Escape closes; a
 * click on the page zooms in and a right-click out. Load and render failures are logged and leave it empty.
 * A page wider than the viewer (a phone) opens fitted to its width. Focus stays inside at every limit.
 */
export function PdfViewerModal({
  open,
  onClose,
  url,
  fileName,
  converted = false,
  loader = loadPdfWithPdfjs,
  onSaveAnnotations,
  returnFocusTo,
  find = '',
}: PdfViewerModalProps) {
  // Each opening (or new address) is a session: its document, page and zoom start afresh.
  const [session, setSession] = useState({ open, url, id: 0 });
  if (session.open !== open || session.url !== url) setSession({ open, url, id: session.id + 1 });
  const key = open && url ? session.id : null;

  const [loaded, setLoaded] = useState<{ key: number; pdf: LoadedPdf | null; fit: number } | null>(null);
  const current = loaded !== null && loaded.key === key ? loaded : null;
  const pdf = current?.pdf ?? null;
  const loading = key !== null && current === null;
  const pages = pdf?.numPages ?? 0;

  const [view, setView] = useState<{ key: number | null; page: number; zoom: number }>({
    key: null,
    page: 1,
    zoom: PDF_ZOOM.initial,
  });
  // Until the person turns a page, the page shown is the first with a hit (when there are words to find).
  const hit = useHitPage(pdf, find);
  const page = view.key === key ? view.page : hit.state === 'found' ? hit.page : 1;
  const hitBoxes = useHitBoxes(pdf, find, page);
  const zoom = view.key === key ? view.zoom : (current?.fit ?? PDF_ZOOM.initial);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const documentRef = useRef<HTMLDivElement | null>(null);
  const previousRef = useRef<HTMLButtonElement | null>(null);
  const nextRef = useRef<HTMLButtonElement | null>(null);
  const zoomOutRef = useRef<HTMLButtonElement | null>(null);
  const zoomInRef = useRef<HTMLButtonElement | null>(null);
  const lastFocus = useRef<EventTarget | null>(null);

  // A focused button that turns disabled (the last page, 50 % or 300 %, nothing left to undo) drops focus to
  // the page's body, where the keys no longer reach the dialog: hand it to the button opposite it, or to
  // the document when there is none or that one is off too.
  useLayoutEffect(() => {
    const was = lastFocus.current;
    if (!(was instanceof HTMLButtonElement) || !was.disabled) return;
    const active = document.activeElement;
    if (active !== null && active !== was && active !== document.body) return;
    const pairs = [
      [previousRef, nextRef],
      [nextRef, previousRef],
      [zoomOutRef, zoomInRef],
      [zoomInRef, zoomOutRef],
    ] as const;
    const opposite = pairs.find(([from]) => from.current === was)?.[1].current;
    (opposite && !opposite.disabled ? opposite : documentRef.current)?.focus();
  });

  // Annotations of this session: the chosen tool and the marks not saved yet.
  const [marks, setMarks] = useState<{ key: number | null; tool: Tool | null; items: Annotation[] }>({
    key: null,
    tool: null,
    items: [],
  });
  const tool = marks.key === key ? marks.tool : null;
  const items = marks.key === key ? marks.items : [];
  const [saving, setSaving] = useState(false);
  const [stampText, setStampText] = useState<string>(FILE_TEXTS.stampDefault);
  const [signature, setSignature] = useState<SignatureImage | null>(null);

  // Becoming visible or a new address: load, from page 1, showing the loading state meanwhile.
  useEffect(() => {
    if (key === null || !url) return;
    let active = true;
    let doc: LoadedPdf | null = null;
    const task = loader({ url, token: getToken() });
    task.promise.then(
      (result) => {
        if (!active) return result.destroy();
        doc = result;
        setLoaded({ key, pdf: result, fit: fitZoom(result.pageWidth, contentWidth(documentRef.current)) });
      },
      (err: unknown) => {
        if (!active || isCancel(err)) return;
        console.error('PDF: kunde inte laddas', err);
        setLoaded({ key, pdf: null, fit: PDF_ZOOM.initial });
      },
    );
    return () => {
      active = false;
      task.cancel();
      (doc as LoadedPdf | null)?.destroy();
    };
  }, [key, url, loader]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas || pages === 0) return;
    const render = pdf.renderPage(page, canvas, zoom);
    render.promise.catch((err: unknown) => {
      if (!isCancel(err)) console.error('PDF: sidan kunde inte visas', err);
    });
    return () => render.cancel();
  }, [pdf, page, zoom, pages]);

  const go = (delta: number) => setView({ key, page: clampPage(page + delta, pages), zoom });
  const zoomBy = (direction: 1 | -1) => setView({ key, page, zoom: stepZoom(zoom, direction) });

  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
    };
    const act = actions[event.key];
    if (!act) return;
    event.preventDefault();
    act();
  }
  async function saveMarks() {
    if (!onSaveAnnotations || items.length === 0) return;
    setSaving(true);
    try {
      await onSaveAnnotations(items);
      setMarks({ key, tool: null, items: [] });
    } catch (err) {
      console.error('PDF: annoteringen kunde inte sparas', err);
    } finally {
      setSaving(false);
    }
  }
  const chooseTool = (next: Tool) => setMarks({ key, tool: tool === next ? null : next, items });

  function onContextMenu(event: MouseEvent) {
    event.preventDefault();
    zoomBy(-1);
  }

  const title = fileName?.trim() || FILE_TEXTS.pdfTitle;
  // Buttons with a text beside their icon (the icon-only controls have a fixed size).
  const textButtonClass =
    'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm whitespace-nowrap text-gray-700 ring-1 ring-gray-300 ring-inset ' +
    'hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:text-gray-300 sm:h-9 sm:px-3';

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-gray-900/50" />
        <RadixDialog.Content
          className="animate-pop-in fixed top-1/2 left-1/2 z-50 flex h-[calc(100dvh-2rem)] w-[calc(100%-0.5rem)] max-w-6xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none sm:w-[calc(100%-2rem)]"
          onKeyDown={onKeyDown}
          onFocus={(event) => (lastFocus.current = event.target)}
          // It opens on the document: the keys work at once and a zoomed page scrolls with the arrows.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            documentRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
          aria-describedby={undefined}
        >
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-gray-200 px-4 py-3 sm:px-6">
            <RadixDialog.Title className="w-full min-w-0 truncate text-base sm:w-auto sm:flex-1 font-semibold text-gray-900">
              {title}
            </RadixDialog.Title>
            <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
              <ToolButton
                ref={previousRef}
                icon={ChevronLeft}
                label={FILE_TEXTS.previousPage}
                onClick={() => go(-1)}
                disabled={page <= 1}
              />
              <span
                className="text-center text-sm whitespace-nowrap text-gray-700 tabular-nums sm:min-w-24"
                aria-live="polite"
              >
                {pages > 0 ? pageIndicator(page, pages) : ''}
              </span>
              <ToolButton
                ref={nextRef}
                icon={ChevronRight}
                label={FILE_TEXTS.nextPage}
                onClick={() => go(1)}
                disabled={page >= pages}
              />
              <span className="mx-1 hidden h-6 w-px bg-gray-200 sm:block" aria-hidden />
              <ToolButton
                ref={zoomOutRef}
                icon={ZoomOut}
                label={FILE_TEXTS.zoomOut}
                onClick={() => zoomBy(-1)}
                disabled={zoom <= PDF_ZOOM.min}
              />
              <span
                className="w-11 text-center text-sm whitespace-nowrap text-gray-700 tabular-nums sm:w-12"
                data-testid="pdf-zoom"
              >
                {Math.round(zoom * 100)} %
              </span>
              <ToolButton
                ref={zoomInRef}
                icon={ZoomIn}
                label={FILE_TEXTS.zoomIn}
                onClick={() => zoomBy(1)}
                disabled={zoom >= PDF_ZOOM.max}
              />
              {onSaveAnnotations ? (
                <>
                  <span className="mx-1 hidden h-6 w-px bg-gray-200 sm:block" aria-hidden />
                  <div
                    role="group"
                    aria-label={FILE_TEXTS.annotationTools}
                    className="flex flex-wrap gap-1.5"
                  >
                    {TOOLS.map(({ tool: each, label, Icon }) => (
                      <button
                        key={each}
                        type="button"
                        className={`${textButtonClass} aria-pressed:bg-brand-50 aria-pressed:text-brand-700 aria-pressed:ring-brand-300`}
                        aria-pressed={tool === each}
                        onClick={() => chooseTool(each)}
                        disabled={!pdf || pages === 0}
                      >
                        <Icon className="size-4" aria-hidden />
                        {label}
                      </button>
                    ))}
                  </div>
                </>
              ) : null}
              <RadixDialog.Close className={`${TOOL_BUTTON_CLASS} ml-1 ring-0`} aria-label={FILE_TEXTS.close}>
                <X className="size-4" aria-hidden />
              </RadixDialog.Close>
            </div>
          </div>
          {converted ? (
            <div className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <p role="note">{FILE_TEXTS.convertedWarning}</p>
            </div>
          ) : null}
          {hit.state !== 'idle' ? (
            <p
              role="status"
              className="border-b border-yellow-200 bg-yellow-50 px-4 py-2 text-sm text-gray-800 sm:px-6"
            >
              {hit.state === 'finding'
                ? FILE_TEXTS.hitFinding
                : hit.state === 'found'
                  ? FILE_TEXTS.hitOnPage(hit.page)
                  : FILE_TEXTS.hitNotShown}
            </p>
          ) : null}
          {tool || items.length ? (
            <div className="flex flex-wrap items-center gap-2 border-b border-brand-100 bg-brand-50 px-4 py-2 text-sm text-gray-800 sm:px-6">
              <p className="min-w-0 flex-1">{tool ? TOOL_HINTS[tool] : FILE_TEXTS.drawingHint}</p>
              {tool === 'stamp' ? (
                <label className="flex items-center gap-2">
                  <span>{FILE_TEXTS.stampText}</span>
                  <input
                    className="h-9 w-36 rounded-md border-0 bg-white px-2 text-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
                    value={stampText}
                    maxLength={40}
                    onChange={(e) => setStampText(e.target.value)}
                  />
                </label>
              ) : null}
              {tool === 'signature' ? (
                <label
                  className={`${textButtonClass} cursor-pointer bg-white focus-within:outline-2 focus-within:outline-brand-500`}
                >
                  <ImageUp className="size-4" aria-hidden />
                  {signature ? FILE_TEXTS.signatureChosen : FILE_TEXTS.chooseSignature}
                  <input
                    type="file"
                    accept="image/png,image/jpeg"
                    className="sr-only"
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file)
                        signatureFromFile(file).then(setSignature, (err: unknown) =>
                          console.error('PDF: signaturen kunde inte läsas', err),
                        );
                    }}
                  />
                </label>
              ) : null}
              <button
                type="button"
                className={`${textButtonClass} bg-white`}
                onClick={() => setMarks({ key, tool, items: items.slice(0, -1) })}
                disabled={items.length === 0 || saving}
              >
                <Undo2 className="size-4" aria-hidden />
                {FILE_TEXTS.undo}
              </button>
              <button
                type="button"
                className="inline-flex h-9 items-center rounded-md bg-brand-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:bg-gray-200 disabled:text-gray-500"
                onClick={() => void saveMarks()}
                disabled={items.length === 0 || saving}
              >
                {FILE_TEXTS.saveVersion}
              </button>
            </div>
          ) : null}
          {/* Focusable, so the page can be scrolled from the keyboard when zoomed in. */}
          <div
            ref={documentRef}
            className="min-h-0 flex-1 overflow-auto bg-gray-100 p-1 sm:p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
            tabIndex={0}
            role="region"
            aria-label={FILE_TEXTS.document}
          >
            {loading ? (
              <p className="py-16 text-center text-sm text-gray-600" role="status">
                {FILE_TEXTS.loadingPdf}
              </p>
            ) : null}
            {pdf && pages > 0 ? (
              <div className="relative mx-auto w-fit">
                <canvas
                  ref={canvasRef}
                  data-testid="pdf-canvas"
                  className="block cursor-zoom-in bg-white shadow"
                  onClick={() => zoomBy(1)}
                  onContextMenu={onContextMenu}
                />
                <HitLayer boxes={hitBoxes} />
                <AnnotationLayer
                  page={page}
                  zoom={zoom}
                  tool={tool}
                  marks={items}
                  stampText={stampText}
                  signature={signature}
                  onAdd={(mark) => setMarks({ key, tool, items: [...items, mark] })}
                />
              </div>
            ) : null}
          </div>
          <p className="border-t border-gray-200 px-4 py-2 text-xs text-gray-600 sm:px-6">
            {/* A phone has no arrow keys or right-click. */}
            <span className="sm:hidden">{FILE_TEXTS.touchHint}</span>
            <span className="hidden sm:inline">{FILE_TEXTS.viewerHint}</span>
          </p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const TOOL_BUTTON_CLASS =
  'inline-flex size-8 items-center justify-center rounded-md sm:size-9 text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:text-gray-300';

/** One of the toolbar's icon buttons (page and zoom steps): its name is read out, its icon shown. */
function ToolButton({
  ref,
  icon: Icon,
  label,
  onClick,
  disabled,
}: {
  ref: Ref<HTMLButtonElement>;
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={TOOL_BUTTON_CLASS}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
