/**
 * The career site's search (the portal and a company's page): what its address may say and how it is read.
 * Zod-free, since the public bundle reads it too: the same rules and Swedish messages in the browser (the
 * search form, the page it draws) and on the server (the list endpoint and the server-rendered page).
 */

/** The address's parameters: `?q=lager&ort=Västerås&typ=Sommarjobb&foretag=demo`. */
export const PUBLIC_SEARCH_PARAMS = { q: 'q', town: 'ort', type: 'typ', company: 'foretag' } as const;
export type PublicSearchField = keyof typeof PUBLIC_SEARCH_PARAMS;

/** A search as it is run: every part trimmed with its inner spaces collapsed; '' is no filter. */
export interface PublicSearch {
  /** Free text over the ad's name, summary, text, town and company. */
  q: string;
  /** The ad's town, as the list of towns names it (accents and case forgiven). */
  town: string;
  /** The ad type's name (Sommarjobb, Tillsvidareanställning …). */
  type: string;
  /** The company's key (as `?company=` names it); the portal's filter only. */
  company: string;
}

export const EMPTY_PUBLIC_SEARCH: PublicSearch = { q: '', town: '', type: '', company: '' };

export const PUBLIC_SEARCH_LIMITS: Record<PublicSearchField, number> = {
  q: 200,
  town: 200,
  type: 200,
  company: 200,
};

export const PUBLIC_SEARCH_TEXTS = {
  tooLong: (field: PublicSearchField) =>
    field === 'q'
      ? `Sökningen får vara högst ${PUBLIC_SEARCH_LIMITS.q} tecken`
      : `${FIELD_NAMES[field]} får vara högst ${PUBLIC_SEARCH_LIMITS[field]} tecken`,
  repeated: (field: PublicSearchField) => `Ange ${FIELD_NAMES[field].toLowerCase()} en gång`,
  unreadable: 'Sökningen innehåller tecken som inte kan användas',
} as const;

const FIELD_NAMES: Record<PublicSearchField, string> = {
  q: 'Sökningen',
  town: 'Orten',
  type: 'Anställningsformen',
  company: 'Företaget',
};

/**
 * Control characters (NUL above all, which PostgreSQL text refuses) are never part of a search, the
 * career site's or the header's (searchFilterSchema).
 */
// eslint-disable-next-line no-control-regex
export const SEARCH_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const tidySearchText = (value: string) => value.trim().replace(/\s+/g, ' ');

export type ReadSearch =
  { ok: true; search: PublicSearch } | { ok: false; field: PublicSearchField; message: string };

/**
 * The search an address asks for. A parameter given twice, longer than its limit or holding control
 * characters is refused with its message; other parameters (a campaign's utm_*) are not the search's.
 */
export function readPublicSearch(params: URLSearchParams): ReadSearch {
  const search = { ...EMPTY_PUBLIC_SEARCH };
  for (const field of Object.keys(PUBLIC_SEARCH_PARAMS) as PublicSearchField[]) {
    const values = params.getAll(PUBLIC_SEARCH_PARAMS[field]);
    if (values.length > 1) return { ok: false, field, message: PUBLIC_SEARCH_TEXTS.repeated(field) };
    const value = values[0] ?? '';
    if (
      value.length > PUBLIC_SEARCH_LIMITS[field] * 2 ||
      tidySearchText(value).length > PUBLIC_SEARCH_LIMITS[field]
    )
      return { ok: false, field, message: PUBLIC_SEARCH_TEXTS.tooLong(field) };
    if (SEARCH_CONTROL_CHARACTERS.test(value))
      return { ok: false, field, message: PUBLIC_SEARCH_TEXTS.unreadable };
    search[field] = tidySearchText(value);
  }
  return { ok: true, search };
}

/** Whether anything narrows the list. */
export const isSearching = (search: PublicSearch) =>
  !!(search.q || search.town || search.type || search.company);

/** The search's parameters in the address's order, the empty ones left out. */
export function publicSearchParams(search: PublicSearch): [string, string][] {
  return (Object.keys(PUBLIC_SEARCH_PARAMS) as PublicSearchField[]).flatMap((field) =>
    search[field] ? [[PUBLIC_SEARCH_PARAMS[field], search[field]] as [string, string]] : [],
  );
}

/** One key per search that means the same (case and spacing aside), for caches. */
export const publicSearchKey = (search: PublicSearch) =>
  JSON.stringify([search.q, search.town, search.type, search.company].map((s) => s.toLowerCase()));

/** The choices the search form offers: the towns, ad types and (on the portal) companies of open ads. */
export interface PublicSearchOptions {
  towns: string[];
  types: string[];
  /** Empty on a company's page. */
  companies: { key: string; name: string }[];
}

/** A list page's title with what it is searched for in front: 'lager, Västerås – Lediga tjänster'. */
export function searchTitle(title: string, search: PublicSearch): string {
  const parts = [search.q, search.town, search.type, search.company].filter(Boolean);
  return parts.length ? `${parts.join(', ')} – ${title}` : title;
}
