import { z } from 'zod';
import { MAX_FILE_BYTES, base64ByteLength, imageMessages } from './forms/files.ts';

/**
 * Banners ('Annonsbilder', SPEC §2 /admin/banners): images a company keeps in its Banners folder and shows
 * on its career site, above its company page and its positions. The rules of SPEC §5 with the limits
 * below are checked by the server on the bytes and mirrored in the browser for quick feedback.
 */
export const BANNER_FOLDER = 'Banners';

/** A banner is wide: at least 800×200 (a phone's width at 2× density), at most 6000×6000 pixels. */
export const BANNER_LIMITS = {
  maxBytes: MAX_FILE_BYTES,
  minWidth: 800,
  minHeight: 200,
  maxWidth: 6000,
  maxHeight: 6000,
} as const;

/** What the thumbnail in the list is scaled to fit (twice the grid cell, for sharp screens). */
export const BANNER_THUMBNAIL = { width: 480, height: 240 } as const;

/** Raster types only: an SVG can carry script. */
export const BANNER_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type BannerType = keyof typeof BANNER_TYPES;
export const BANNER_ACCEPT = Object.keys(BANNER_TYPES).join(',');

export const BANNER_MESSAGES = {
  tooBig: imageMessages.fileSize.replace('#DATA#', '5MB'),
  tooSmall: imageMessages.tooSmall.replace('#DATA#', `${BANNER_LIMITS.minWidth}x${BANNER_LIMITS.minHeight}`),
  tooLarge: imageMessages.tooLarge.replace('#DATA#', `${BANNER_LIMITS.maxWidth}x${BANNER_LIMITS.maxHeight}`),
  type: 'Bilden måste vara en png-, jpg-, gif- eller webp-fil',
  mismatch: 'Filens innehåll stämmer inte med filtypen',
  unreadable: 'Bilden kunde inte läsas',
  missing: 'Välj en bild',
  notFound: 'Bilden finns inte',
  unknownBanner: 'Bilden finns inte bland företagets annonsbilder',
} as const;

/** The byte limit, or null when it is kept. */
export function bannerBytesProblem(bytes: number): string | null {
  return bytes > BANNER_LIMITS.maxBytes ? BANNER_MESSAGES.tooBig : null;
}

/** The pixel limits, or null when they are kept. */
export function bannerSizeProblem(size: { width: number; height: number }): string | null {
  const l = BANNER_LIMITS;
  if (size.width < l.minWidth || size.height < l.minHeight) return BANNER_MESSAGES.tooSmall;
  if (size.width > l.maxWidth || size.height > l.maxHeight) return BANNER_MESSAGES.tooLarge;
  return null;
}

export function isBannerType(type: string): type is BannerType {
  return Object.hasOwn(BANNER_TYPES, type);
}

/**
 * The name a banner is stored under: the uploaded file's name without its folder, in letters, digits,
 * '-', '_' and '.', with the extension of its real type ('Sommar bild.JPEG' → 'Sommar-bild.jpg').
 */
export function bannerFileName(name: string, type: BannerType): string {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const clean = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
  return `${clean || 'bild'}.${BANNER_TYPES[type]}`;
}

/** The n-th alternative of a taken name: 'bild.jpg' → 'bild-2.jpg'. */
export function numberedName(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-${n}${name.slice(dot)}` : `${name}-${n}`;
}

/**
 * An image on the career site as stored: a banner's (or other asset's) name, or an https address; empty
 * for none. The company profile's banner and logo and a position's banner use it.
 */
export const imageReference = z
  .string({ error: 'Ogiltig text' })
  .trim()
  .max(500, 'Namnet är för långt')
  .refine(
    (v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^[\p{L}\p{N} ._/-]+$/u.test(v),
    'Ange bildens namn eller en adress som börjar med https://',
  )
  .default('');

export const isImageUrl = (value: string) => /^https?:\/\//i.test(value);

/** base64 of at most maxBytes (a third more as text). */
const MAX_BASE64 = Math.ceil(BANNER_LIMITS.maxBytes / 3) * 4;

export const createBannerShape = {
  name: z
    .string({ error: 'Ange ett filnamn' })
    .trim()
    .min(1, 'Ange ett filnamn')
    .max(200, 'Filnamnet är för långt'),
  contentType: z.string({ error: BANNER_MESSAGES.type }).refine(isBannerType, BANNER_MESSAGES.type),
  /** The image's bytes in base64 (no data: prefix). */
  data: z
    .string({ error: BANNER_MESSAGES.missing })
    .min(1, BANNER_MESSAGES.missing)
    .max(MAX_BASE64 + 4, BANNER_MESSAGES.tooBig)
    .refine((v) => v.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(v), BANNER_MESSAGES.unreadable)
    .refine((v) => base64ByteLength(v) <= BANNER_LIMITS.maxBytes, BANNER_MESSAGES.tooBig),
};

/** Where a banner is chosen: the company page, or a position (by id and name). */
export type BannerUse = { kind: 'company' } | { kind: 'position'; id: number; name: string };

/** A banner in the list: what it is and a small thumbnail (a data URL of a few kB), never the image. */
export interface Banner {
  id: number;
  name: string;
  contentType: string;
  /** Bytes of the stored image. */
  size: number;
  width: number;
  height: number;
  /** Where the career site loads it (the public assets endpoint). */
  url: string;
  /** data:image/webp;base64,… at most BANNER_THUMBNAIL. */
  thumbnail: string;
  createdAt: string;
  usedBy: BannerUse[];
}

/** 'Bilden används som banner på företagssidan och i annonsen "Säljare".' */
export function bannerInUseMessage(uses: readonly BannerUse[]): string {
  const places = uses.map((u) => (u.kind === 'company' ? 'på företagssidan' : `i annonsen "${u.name}"`));
  const listed =
    places.length > 1 ? `${places.slice(0, -1).join(', ')} och ${places[places.length - 1]}` : places[0];
  return `Bilden används ${listed}. Välj en annan bild där först.`;
}
