import { SEARCH_TEXTS } from '@rekry/domain';
/** Swedish strings of the global search (SPEC §1, §5: search starts after 3 or more characters). */

export const searchStrings = {
  label: 'Sök sökande och annonser',
  placeholder: 'Sök sökande och annonser…',
  placeholderShort: 'Sök…',
  minLength: SEARCH_TEXTS.minLength,
  searching: 'Söker…',
  noResults: 'Inga träffar',
  failed: 'Sökningen misslyckades. Försök igen.',
  applicants: 'Sökande',
  positions: 'Annonser',
  cvHits: 'Träffar i CV',
  /** A CV hit in the free-text answers rather than a file. */
  answers: 'Svar i formuläret',
  results: (count: number) => (count === 1 ? '1 träff' : `${count} träffar`),
  /** 'Menade du Lindqvist?': the forgiving search's suggestion, an option that searches it. */
  didYouMeanBefore: 'Menade du',
  didYouMean: (query: string) => `Menade du ${query}?`,
  applicantsCount: (total: number, unprocessed: number) => `${total} sökande, ${unprocessed} obehandlade`,
  period: (start: string, stop: string) => (start || stop ? `${start} – ${stop}` : ''),
  shortcut: 'Ctrl K',
  shortcutMac: '⌘K',
  shortcutHint: 'Kortkommando: Ctrl+K eller ⌘K',
  /** The phone's search sheet's button back to the page. */
  close: 'Stäng',
} as const;
