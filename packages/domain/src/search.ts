import { z } from 'zod';
import { SEARCH_MIN_LENGTH } from './constants.ts';
import type { PositionCard } from './position-admin.ts';
import { SEARCH_CONTROL_CHARACTERS } from './public-search.ts';
import { foldSearchText, type CvPassage } from './swedish-search.ts';

/** The header's global search (SPEC §3 'Search result', §5, §7: get_applicantPositionBySearchQuery). */
export const SEARCH_MAX_LENGTH = 100;
/** At most this many of each kind: the header lists the best few and links to the screens for more. */
export const SEARCH_APPLICANT_LIMIT = 8;
export const SEARCH_POSITION_LIMIT = 5;
export const SEARCH_CV_LIMIT = 8;

export const SEARCH_TEXTS = {
  minLength: `Skriv minst ${SEARCH_MIN_LENGTH} tecken för att söka`,
  maxLength: `Söktexten får vara högst ${SEARCH_MAX_LENGTH} tecken`,
  required: 'Skriv något att söka efter',
  unreadable: 'Söktexten innehåller tecken som inte kan användas',
} as const;

/** `filter` comes as the URL's `?filter=` (POST /api/dispatcher?filter=…); the catalogue says so. */
export const searchFilterSchema = z
  .string({ error: SEARCH_TEXTS.required })
  .trim()
  .min(SEARCH_MIN_LENGTH, SEARCH_TEXTS.minLength)
  .max(SEARCH_MAX_LENGTH, SEARCH_TEXTS.maxLength)
  .refine((text) => !SEARCH_CONTROL_CHARACTERS.test(text), SEARCH_TEXTS.unreadable);

/** SPEC §3 applicantpositionresponse; the personal number is masked (maskSsn). */
export interface ApplicantSearchHit {
  id: number;
  positionId: number;
  user: { email: string };
  info: { firstname: string; lastname: string; ssn: string; city: string; zipCode: string };
  /** The initials: applicants have no picture in Rekry (docs/decisions.md). */
  avatar: string;
  position: { name: string };
}

/** SPEC §3 positionresponse, the position card the home page shows too; start and stop in unix seconds. */
export type PositionSearchHit = PositionCard;

/**
 * A hit in an applicant's attached file or free-text answers ('Träffar i CV'): the applicant as the
 * other applicant hits, the file (null: the answers) and a passage with its matches as offsets.
 */
export interface CvSearchHit extends ApplicantSearchHit {
  file: { id: number; filename: string } | null;
  passage: CvPassage;
}

/**
 * 'Menade du …': when the text found no position or applicant by name and the forgiving search found some
 * by words like it, the text with each misspelt word as they write it ('lindkvist' → 'Lindqvist').
 */
export interface SearchSuggestion {
  query: string;
}

export type SearchResult =
  | { identifier: 'positionresponse'; data: PositionSearchHit }
  | { identifier: 'applicantpositionresponse'; data: ApplicantSearchHit }
  | { identifier: 'cvhit'; data: CvSearchHit }
  | { identifier: 'suggestion'; data: SearchSuggestion };

/**
 * What the server looks for: the folded text, and for something typed like a personal number
 * ('900101-1234', '19900101 1234') its digits, the way personal numbers are stored.
 */
export function searchNeedle(filter: string): string {
  const text = foldSearchText(filter.trim().replace(/\s+/g, ' '));
  return /^[\d\s+-]+$/.test(text) && /\d{3}/.test(text.replace(/\D/g, '')) ? text.replace(/\D/g, '') : text;
}

/** '199001011234' → '19900101-****': the date of birth stays readable, the last four never leave the server. */
export function maskSsn(ssn: string): string {
  const value = ssn.trim();
  if (/^\d{12}$/.test(value)) return `${value.slice(0, 8)}-****`;
  if (value.length <= 4) return value ? '****' : '';
  return `${value.slice(0, -4)}****`;
}

/**
 * Where the query occurs in a text (to highlight it), case- and letter-tolerant like the server: [start,
 * end) pairs in the text. foldSearchText keeps one UTF-16 unit for one, so its indexes are the text's.
 */
export function matchRanges(text: string, filter: string): [number, number][] {
  const needle = foldSearchText(filter.trim().replace(/\s+/g, ' '));
  const hay = foldSearchText(text);
  const ranges: [number, number][] = [];
  if (!needle) return ranges;
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length))
    ranges.push([at, at + needle.length]);
  return ranges;
}
