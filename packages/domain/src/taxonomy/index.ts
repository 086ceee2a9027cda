import type { TaxonomyName } from '../job-channels/fields.ts';
import { MUNICIPALITIES } from './municipalities.ts';
import type { TaxonomyEntry } from './types.ts';

export type { TaxonomyEntry } from './types.ts';
export type { TaxonomyName } from '../job-channels/fields.ts';

/**
 * The coded lists Platsbanken's direct transfer takes (docs/decisions.md 'Job boards: Platsbanken direct
 * transfer'). Municipalities are SCB's kommunkod, occupations the legacy AMS occupation-name ids. The
 * employment type, extent and duration codes are Rekry's own, each mapped by the adapter to the HR-XML
 * element it stands for (Duration Regular/Temporary, Schedule FullTime/PartTime, TermLength).
 */
const EMPLOYMENT_TYPES: readonly TaxonomyEntry[] = [
  { code: '1', label: 'Vanlig anställning' },
  { code: '5', label: 'Tidsbegränsad anställning', temporary: true },
  { code: '2', label: 'Sommarjobb / feriejobb', temporary: true },
  {
    code: '4',
    label: 'Behovsanställning',
    temporary: true,
    unavailable:
      'Platsbanken tar inte emot annonser om behovsanställning (Villkor för att annonsera i Platsbanken)',
  },
];

const WORKTIME_EXTENTS: readonly TaxonomyEntry[] = [
  { code: '1', label: 'Heltid' },
  { code: '2', label: 'Deltid' },
];

/** TermLength codes of the HR-XML contract (Tills vidare is a Regular duration without one). */
const DURATIONS: readonly TaxonomyEntry[] = [
  { code: '1', label: 'Tills vidare' },
  { code: '2', label: '6 månader eller längre' },
  { code: '3', label: '3–6 månader' },
  { code: '4', label: 'Sommarmånaderna (juni–augusti)' },
  { code: '7', label: 'Upp till 3 månader' },
  { code: '8', label: 'Upp till 10 dagar' },
];

/**
 * Arbetsförmedlingen's 3,431 occupation names (JobTech taxonomy, legacy ids) are too many for the admin's
 * first load: they are read on demand (loadOccupations), the server reads them at once (its own module),
 * and this static list stays empty. A code is checked for its shape here and for membership on the server.
 */
export const TAXONOMIES: Record<TaxonomyName, readonly TaxonomyEntry[]> = {
  municipality: MUNICIPALITIES,
  occupation: [],
  employmentType: EMPLOYMENT_TYPES,
  worktimeExtent: WORKTIME_EXTENTS,
  duration: DURATIONS,
};

/**
 * A list in the order a person scans it in a picker: municipalities alphabetically (their file is kept in
 * code order, as SCB publishes it), the others as written (occupations are kept by label, the short
 * contract lists in their meaningful order).
 */
export const PICKER_ORDER: Record<TaxonomyName, readonly TaxonomyEntry[]> = {
  ...TAXONOMIES,
  municipality: [...MUNICIPALITIES].sort((a, b) => a.label.localeCompare(b.label, 'sv-SE')),
};

/** The duration code that means 'no end date' (HR-XML Duration Regular). */
export const UNTIL_FURTHER_NOTICE = '1';

const byName = new Map(
  Object.entries(TAXONOMIES).map(([name, entries]) => [name, new Map(entries.map((e) => [e.code, e]))]),
);

export function taxonomyEntry(name: TaxonomyName, code: string): TaxonomyEntry | undefined {
  return byName.get(name)?.get(code);
}

/** The label of a code, or undefined when the list does not hold it. */
export function taxonomyLabel(name: TaxonomyName, code: string): string | undefined {
  return taxonomyEntry(name, code)?.label;
}

export function isTaxonomyCode(name: TaxonomyName, code: string): boolean {
  return taxonomyEntry(name, code) !== undefined;
}

/** An occupation-name id's shape (the list itself is checked on the server). */
export const OCCUPATION_ID = /^\d{1,6}$/;

/** Arbetsförmedlingen's occupation names as picker entries, sorted by label: a chunk of its own. */
export async function loadOccupations(): Promise<readonly TaxonomyEntry[]> {
  const { default: names } = await import('./occupation-names.json');
  return (names as [string, string][]).map(([code, label]) => ({ code, label }));
}
