import { SEARCH_MIN_LENGTH } from '@rekry/domain';
/** Swedish strings of the global search (SPEC §1, §5: search starts after 3 or more characters). */

export const searchStrings = {
  label: 'Sök sökande och annonser',
  placeholder: 'Sök sökande och annonser…',
  placeholderShort: 'Sök…',
  minLength: `Skriv minst ${SEARCH_MIN_LENGTH} tecken för att söka`,
  notYet: 'Sökningen är inte tillgänglig ännu',
} as const;
