import { BlendMode, LineCapStyle, PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import { imageSize } from 'image-size';
import { FILE_TEXTS, SIGNATURE_MAX_PX, parseDataUrl, type Annotation } from '@rekry/domain';
import { winAnsi } from '../../platform/pdf-writer.ts';

/** A problem with one annotation, reported on its field (`annotations.3.page`). */
export class AnnotationError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const DEFAULT_COLORS: Record<Annotation['type'], string> = {
  ink: '#1d4ed8',
  signature: '#000000',
  stamp: '#b91c1c',
  highlight: '#facc15',
};

function colorOf(hex: string | undefined, type: Annotation['type']) {
  const value = (hex ?? DEFAULT_COLORS[type]).slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  return rgb(r!, g!, b!);
}

/**
 * Draws the annotations into a copy of the PDF and answers the new file's bytes; the given bytes are not
 * changed. Positions are fractions of the page from its top-left corner (as the viewer sees it).
 */
export async function annotatePdf(original: Uint8Array, annotations: Annotation[]): Promise<Uint8Array> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(original, { updateMetadata: false });
  } catch {
    throw new AnnotationError('fileId', FILE_TEXTS.unreadablePdf);
  }
  const pages = pdf.getPages();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);

  for (const [index, annotation] of annotations.entries()) {
    const page = pages[annotation.page - 1];
    if (!page) throw new AnnotationError(`annotations.${index}.page`, FILE_TEXTS.pageMissing);
    const { width, height } = page.getSize();
    // Fractions from the top-left → PDF points from the bottom-left.
    const px = (x: number) => x * width;
    const py = (y: number) => height - y * height;
    const color = colorOf('color' in annotation ? annotation.color : undefined, annotation.type);

    switch (annotation.type) {
      case 'ink': {
        const thickness = annotation.thickness ?? 2;
        for (let i = 1; i < annotation.points.length; i++) {
          const a = annotation.points[i - 1]!;
          const b = annotation.points[i]!;
          page.drawLine({
            start: { x: px(a.x), y: py(a.y) },
            end: { x: px(b.x), y: py(b.y) },
            thickness,
            color,
            lineCap: LineCapStyle.Round,
          });
        }
        break;
      }
      case 'highlight':
        page.drawRectangle({
          x: px(annotation.x),
          y: py(annotation.y + annotation.height),
          width: annotation.width * width,
          height: annotation.height * height,
          color,
          opacity: 0.35,
          blendMode: BlendMode.Multiply,
        });
        break;
      case 'stamp':
        drawStamp(page, font, winAnsi(annotation.text), px(annotation.x), py(annotation.y), color);
        break;
      case 'signature': {
        const image = await embedSignature(pdf, annotation.image, index);
        page.drawImage(image, {
          x: px(annotation.x),
          y: py(annotation.y + annotation.height),
          width: annotation.width * width,
          height: annotation.height * height,
        });
        break;
      }
    }
  }
  return pdf.save();
}

function drawStamp(
  page: PDFPage,
  font: Awaited<ReturnType<PDFDocument['embedFont']>>,
  text: string,
  x: number,
  top: number,
  color: ReturnType<typeof rgb>,
) {
  const size = 16;
  const padding = 6;
  const textWidth = font.widthOfTextAtSize(text, size);
  const boxHeight = size + padding * 2;
  page.drawRectangle({
    x,
    y: top - boxHeight,
    width: textWidth + padding * 2,
    height: boxHeight,
    borderColor: color,
    borderWidth: 2,
    opacity: 0,
    borderOpacity: 0.9,
  });
  page.drawText(text, { x: x + padding, y: top - padding - size * 0.8, size, font, color, opacity: 0.9 });
}

async function embedSignature(pdf: PDFDocument, dataUrl: string, index: number) {
  const field = `annotations.${index}.image`;
  const parsed = parseDataUrl(dataUrl);
  if (!parsed || !['image/png', 'image/jpeg'].includes(parsed.mime)) {
    throw new AnnotationError(field, FILE_TEXTS.signatureType);
  }
  const bytes = Buffer.from(parsed.base64, 'base64');
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new AnnotationError(field, FILE_TEXTS.signatureType);
  }
  if (Math.max(size.width, size.height) > SIGNATURE_MAX_PX) {
    throw new AnnotationError(field, FILE_TEXTS.signatureTooLarge);
  }
  try {
    return parsed.mime === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch {
    throw new AnnotationError(field, FILE_TEXTS.signatureType);
  }
}
