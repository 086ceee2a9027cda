/**
 * An applicant's attached files on the staff side (SPEC §2 attached-file list, §4 file preview choice, §9
 * annotation types): the shapes the server answers and takes, and the pure rules both sides apply.
 */
import { z } from 'zod';
import { FILE_TOO_LARGE, IMAGE_PREVIEW_EXTENSIONS, MAX_FILE_BYTES, extensionOf } from './forms/files.ts';
import { positiveId } from './position-admin.ts';

/** A document converted to PDF is stored beside it as '<original name>.converted.pdf' (SPEC §2/§4). */
export const CONVERTED_SUFFIX = '.converted.pdf';

/** Document types LibreOffice turns into the '.converted.pdf' sibling. */
export const CONVERTIBLE_EXTENSIONS = ['doc', 'docx', 'odt', 'rtf'] as const;

export function isConvertibleDocument(filename: string): boolean {
  return (CONVERTIBLE_EXTENSIONS as readonly string[]).includes(extensionOf(filename));
}

export function isConvertedPdf(filename: string): boolean {
  return filename.toLowerCase().endsWith(CONVERTED_SUFFIX);
}

/** SPEC §2 texts of the attached-file list and the PDF modal. */
export const FILE_TEXTS = {
  noFiles: 'Inga bifogade filer.',
  pdfTitle: 'PDF Förhandsgranskning',
  loadingPdf: 'Laddar PDF...',
  convertedWarning:
    'Konverterad förhandsgranskning: Detta är en konverterad version som kanske inte är 100% sann mot originalet. För att se originalfilen, använd nedladdningsknappen i fillistan.',
  fileSizeHint: 'filstorlek max 5MB',
  uploaded: 'Filen har laddats upp',
  deleted: 'Filen har tagits bort',
  annotated: 'En ny version av filen har sparats',
  notFound: 'Filen finns inte',
  notPdf: 'Bara PDF-filer kan annoteras',
  unreadablePdf: 'PDF-filen kunde inte läsas',
  signatureTooLarge: 'Signaturen får vara högst 512 px på den längsta sidan',
  signatureType: 'Signaturen måste vara en png- eller jpg-bild',
  pageMissing: 'Sidan finns inte i dokumentet',
  viewerHint: 'Piltangenterna byter sida, klick zoomar in, högerklick zoomar ut, ESC stänger.',
  /** A phone has no arrow keys or right-click: what a finger can do instead (docs/decisions.md). */
  touchHint: 'Tryck på sidan för att zooma in. Knapparna ovan byter sida och zoomar ut.',
  previousPage: 'Föregående sida',
  nextPage: 'Nästa sida',
  zoomIn: 'Zooma in',
  zoomOut: 'Zooma ut',
  close: 'Stäng',
  document: 'Dokumentet',
  draw: 'Rita',
  undo: 'Ångra',
  saveVersion: 'Spara ny version',
  drawingHint: 'Rita med musen eller fingret på sidan. Originalet lämnas orört; en ny version sparas.',
  highlight: 'Markera',
  highlightHint: 'Dra över det du vill markera. Originalet lämnas orört; en ny version sparas.',
  stamp: 'Stämpel',
  stampHint: 'Klicka där stämpeln ska stå.',
  stampText: 'Stämpelns text',
  stampDefault: 'Granskad',
  signature: 'Signatur',
  signatureHint: 'Välj en bild av signaturen och klicka där den ska stå.',
  chooseSignature: 'Välj signaturbild',
  signatureChosen: 'Signaturen är vald. Klicka på sidan för att placera den.',
  annotationTools: 'Annotera',
  preview: 'Förhandsgranska',
  download: 'Ladda ner',
  remove: 'Ta bort',
  upload: 'Ladda upp fil',
  confirmRemove: 'Vill du ta bort filen? Dess konverterade och annoterade versioner tas också bort.',
  converting: 'Förhandsvisning skapas …',
  conversionFailed:
    'Dokumentet kunde inte konverteras för förhandsvisning. Ladda ner filen för att öppna den.',
  /** The viewer opened at a search hit ('Sök i CV och svar'). */
  hitFinding: 'Letar efter sökorden i filen …',
  hitOnPage: (page: number) => `Sökorden är markerade på sida ${page}.`,
  /** A scan: its text was read by OCR, so the page image has no words to mark. */
  hitNotShown: 'Sökorden kunde inte markeras i filen (texten lästes ur en bild). Leta efter dem på sidorna.',
} as const;

/** SPEC §9: the PDF viewer's zoom, 0.5 to 3 in steps of 0.25, starting at 1. */
export const PDF_ZOOM = { min: 0.5, max: 3, step: 0.25, initial: 1 } as const;

/** SPEC §4: pages are bounded to 1..pages (1 while nothing is loaded). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, pages));
}

/** One zoom step in (+1) or out (-1), kept within PDF_ZOOM. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * PDF_ZOOM.step) / PDF_ZOOM.step) * PDF_ZOOM.step;
  return Math.min(PDF_ZOOM.max, Math.max(PDF_ZOOM.min, next));
}

/**
 * The zoom a page opens at: 100 %, or fitted to the viewer's width when the page is wider than that (a
 * phone), no smaller than PDF_ZOOM.min. An unknown width (0, nothing laid out) keeps 100 %.
 */
export function fitZoom(pageWidth: number, available: number): number {
  if (available <= 0 || pageWidth <= available) return PDF_ZOOM.initial;
  return Math.max(PDF_ZOOM.min, Math.floor((available / pageWidth) * 100) / 100);
}

/** 'Sida X av Y' (SPEC §2). */
export const pageIndicator = (page: number, pages: number) => `Sida ${page} av ${pages}`;

/** One attached file as the staff side sees it. `url` is the download address (bearer token needed). */
export interface ApplicantFile {
  id: number;
  filename: string;
  url: string;
  contentType: string;
  size: number;
  /** The form field the file came with ('' for a staff upload). */
  propertyKey: string;
  /** original (sent or uploaded), converted (a document's PDF), annotated (a new version of a PDF). */
  kind: 'original' | 'converted' | 'annotated';
  /** The file this one was made from. */
  derivedFromId: number | null;
  created: string;
  /**
   * A document without its '.converted.pdf' yet: 'pending' while the job queue works on it, 'failed' when
   * it gave up (the file can still be downloaded). Absent otherwise.
   */
  conversion?: 'pending' | 'failed';
  /** No text could be read from it (a poor scan, an encrypted PDF): the CV search does not find it. */
  textUnreadable?: true;
  /** Its reading or conversion waits for a program the server lacks; it is done once that is installed. */
  textWaiting?: true;
}

/**
 * GET address of a stored file: `/api/dispatcher/storage/application/{applicantId}/files/{file}`, where
 * `file` is the file's id (its stored name works too).
 */
export function applicantFileUrl(applicantId: number, file: number | string): string {
  return `/api/dispatcher/storage/application/${applicantId}/files/${encodeURIComponent(String(file))}`;
}

/** The files the list shows: every file except the '.converted.pdf' siblings (SPEC §2). */
export function visibleFiles<T extends { filename: string }>(files: readonly T[]): T[] {
  return files.filter((f) => !isConvertedPdf(f.filename));
}

export type PreviewChoice<T extends { filename: string }> =
  | { kind: 'image'; file: T }
  | { kind: 'pdf'; file: T; converted: false }
  | { kind: 'pdf'; file: T; converted: true; original: T }
  | { kind: 'download'; file: T };

/**
 * SPEC §4 file preview choice: images (jpg, jpeg, png, gif, bmp) inline; a PDF in the PDF modal; a non-PDF
 * with a sibling '<name>.converted.pdf' opens that PDF with the converted warning. Where the spec uses a
 * third-party document viewer, Rekry offers the download instead, so no applicant file leaves the server.
 */
export function previewChoice<T extends { filename: string }>(
  file: T,
  siblings: readonly T[],
): PreviewChoice<T> {
  const ext = extensionOf(file.filename);
  if ((IMAGE_PREVIEW_EXTENSIONS as readonly string[]).includes(ext)) return { kind: 'image', file };
  if (ext === 'pdf') return { kind: 'pdf', file, converted: false };
  const convertedName = (file.filename + CONVERTED_SUFFIX).toLowerCase();
  const converted = siblings.find((s) => s !== file && s.filename.toLowerCase() === convertedName);
  if (converted) return { kind: 'pdf', file: converted, converted: true, original: file };
  return { kind: 'download', file };
}

// --- Annotations (SPEC §9: ink, signature, stamp, highlight) --------------------------------------------

/** SPEC §9: a signature image is at most 512 px on its longer side. */
export const SIGNATURE_MAX_PX = 512;
export const ANNOTATION_TYPES = ['ink', 'signature', 'stamp', 'highlight'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

/**
 * Positions are fractions of the page (0–1) from its top-left corner, so they do not depend on the zoom
 * the viewer had; the server turns them into PDF points.
 */
const fraction = z
  .number({ error: 'Ogiltig position' })
  .min(0, 'Ogiltig position')
  .max(1, 'Ogiltig position');
const page = z.number({ error: 'Ogiltig sida' }).int('Ogiltig sida').min(1, 'Ogiltig sida').max(10_000);
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Ogiltig färg')
  .optional();
const point = z.object({ x: fraction, y: fraction });
const box = { page, x: fraction, y: fraction, width: fraction, height: fraction };

export const annotationSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('ink'),
      page,
      points: z
        .array(point)
        .min(2, 'Ett streck behöver minst två punkter')
        .max(5000, 'Strecket är för långt'),
      color,
      /** Line width in PDF points. */
      thickness: z.number().min(0.5).max(20).optional(),
    }),
    z.object({
      type: z.literal('signature'),
      ...box,
      /** A png or jpg data URL, at most SIGNATURE_MAX_PX on its longer side. */
      image: z.string().max(1_000_000, FILE_TEXTS.signatureTooLarge),
    }),
    z.object({
      type: z.literal('stamp'),
      page,
      x: fraction,
      y: fraction,
      text: z.string().trim().min(1, 'Ange stämpelns text').max(40, 'Stämpelns text är för lång'),
      color,
    }),
    z.object({ type: z.literal('highlight'), ...box, color }),
  ],
  { error: 'Okänd annoteringstyp' },
);
export type Annotation = z.infer<typeof annotationSchema>;

/** A base64 data URL of at most MAX_FILE_BYTES (a third more as text, and room for the header). */
export const fileDataUrl = z
  .string({ error: 'Filen saknas' })
  .min(1, 'Filen saknas')
  .max(Math.ceil(MAX_FILE_BYTES / 3) * 4 + 200, FILE_TOO_LARGE);

const applicantId = positiveId('Ogiltig sökande');
const fileId = positiveId('Ogiltig fil');

export const applicantFilesShape = { applicantId };
export const uploadApplicantFileShape = {
  applicantId,
  filename: z
    .string({ error: 'Filnamnet saknas' })
    .trim()
    .min(1, 'Filnamnet saknas')
    .max(200, 'Filnamnet är för långt')
    .refine((name) => !/[/\\]/.test(name) && ![...name].some((c) => c.charCodeAt(0) < 32), 'Ogiltigt filnamn')
    .refine((name) => !isConvertedPdf(name), 'Ogiltigt filnamn'),
  data: fileDataUrl,
};
export const deleteApplicantFileShape = { applicantId, fileId };
export const annotateApplicantFileShape = {
  applicantId,
  fileId,
  annotations: z.array(annotationSchema).min(1, 'Inga annoteringar').max(500, 'För många annoteringar'),
};

/**
 * The file name of a new annotated version: 'CV.pdf' → 'CV (version 2).pdf', 'CV (version 2).pdf' →
 * 'CV (version 3).pdf'; the number is one above the highest the application has for that name.
 */
export function nextVersionName(filename: string, existing: readonly string[]): string {
  const base = baseName(filename);
  let highest = 1;
  for (const name of existing) {
    if (baseName(name).toLowerCase() !== base.toLowerCase()) continue;
    const match = / \(version (\d+)\)\.pdf$/i.exec(name);
    highest = Math.max(highest, match ? Number(match[1]) : 1);
  }
  return `${base} (version ${highest + 1}).pdf`;
}

function baseName(filename: string): string {
  return filename.replace(/\.pdf$/i, '').replace(/ \(version \d+\)$/i, '');
}
