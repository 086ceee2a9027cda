import { SIGNATURE_MAX_PX, type Annotation, type AnnotationType } from '@rekry/domain';

/** Colours the viewer draws with (the server draws the same ones by default). */
export const MARK_COLORS = { ink: '#1d4ed8', highlight: '#facc15', stamp: '#b91c1c' } as const;
export const INK_THICKNESS = 2;
/** A placed signature is this wide, as a fraction of the page's width. */
export const SIGNATURE_WIDTH = 0.3;
/** The stamp's text size and padding in PDF points (annotate.ts on the server draws it the same). */
export const STAMP_FONT_PT = 16;
export const STAMP_PADDING_PT = 6;

export type Tool = AnnotationType;
export interface Point {
  x: number;
  y: number;
}
/** What is being drawn right now: a stroke, or the rectangle of a highlight. */
export type LiveMark =
  | { type: 'ink'; page: number; points: Point[] }
  | { type: 'highlight'; page: number; from: Point; to: Point };

export interface SignatureImage {
  dataUrl: string;
  width: number;
  height: number;
}

/** A highlight from the corners dragged, or null for one too small to mean anything. */
export function highlightOf(
  page: number,
  from: Point,
  to: Point,
): Extract<Annotation, { type: 'highlight' }> | null {
  const x = Math.min(from.x, to.x);
  const y = Math.min(from.y, to.y);
  const width = Math.abs(to.x - from.x);
  const height = Math.abs(to.y - from.y);
  if (width < 0.005 || height < 0.005) return null;
  return { type: 'highlight', page, x, y, width, height, color: MARK_COLORS.highlight };
}

/**
 * A signature placed with its top-left at `at`: SIGNATURE_WIDTH of the page wide, as tall as the image's
 * proportions on this page (`pageAspect` = page width / height) allow, kept inside the page.
 */
export function signatureAt(page: number, at: Point, image: SignatureImage, pageAspect: number): Annotation {
  const width = SIGNATURE_WIDTH;
  const height = Math.min(1, width * (image.height / image.width) * pageAspect);
  return {
    type: 'signature',
    page,
    x: Math.min(at.x, 1 - width),
    y: Math.min(at.y, 1 - height),
    width,
    height,
    image: image.dataUrl,
  };
}

/** Reads an image file and scales it down to at most 512 px on its longer side (SPEC §9), as a png. */
export async function signatureFromFile(file: Blob): Promise<SignatureImage> {
  const url = URL.createObjectURL(file);
  try {
    const image = await new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error('Bilden kunde inte läsas'));
      img.src = url;
    });
    const scale = Math.min(1, SIGNATURE_MAX_PX / Math.max(image.naturalWidth, image.naturalHeight));
    const width = Math.max(1, Math.round(image.naturalWidth * scale));
    const height = Math.max(1, Math.round(image.naturalHeight * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
    return { dataUrl: canvas.toDataURL('image/png'), width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}
