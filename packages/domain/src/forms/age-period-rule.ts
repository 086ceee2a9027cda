/**
 * The age-in-period editor's checks (SPEC §4 'Age-in-period rule', §5 'Age-in-period editor', §9 'Age
 * minimum in the editor: 0'): a rule is typed as text, checked field by field, and can be saved only when
 * every check passes.
 */
import { isIsoDate } from '../dates.ts';
import type { AgePeriod } from './types.ts';

/** The rule as the editor holds it while it is typed: every value as entered. */
export interface AgePeriodDraft {
  periodStart: string;
  periodEnd: string;
  minAge: string;
  maxAge: string;
}
export type AgePeriodField = keyof AgePeriodDraft;
export type AgePeriodErrors = Partial<Record<AgePeriodField, string>>;

/** SPEC §5, word for word. */
export const AGE_PERIOD_MESSAGES = {
  required: 'Fältet är obligatoriskt',
  endBeforeStart: 'Datumet kan inte vara före periodens startdatum',
  startAfterEnd: 'Datumet kan inte vara efter periodens slutdatum',
  /** On the max age when it is below the min age (docs/decisions.md: which message goes where). */
  maxBelowMin: 'Åldern kan inte vara lägre än maxåldern',
  /** On the min age when it is above the max age. */
  minAboveMax: 'Åldern kan inte vara högre än minåldern',
  negative: 'Åldern kan inte vara negativ',
} as const;

export const EMPTY_AGE_PERIOD: AgePeriodDraft = { periodStart: '', periodEnd: '', minAge: '', maxAge: '' };

export function draftOf(period: AgePeriod): AgePeriodDraft {
  return {
    periodStart: period.periodStart,
    periodEnd: period.periodEnd,
    minAge: String(period.minAge),
    maxAge: String(period.maxAge),
  };
}

/** A whole number as typed, or null (empty, decimals, letters). */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Each field's first failing check; an empty object when the rule may be saved. A summer period's ages
 * are optional (`agesOptional`): empty means no age condition, anything typed is checked as usual.
 */
export function checkAgePeriod(draft: AgePeriodDraft, { agesOptional = false } = {}): AgePeriodErrors {
  const m = AGE_PERIOD_MESSAGES;
  const errors: AgePeriodErrors = {};
  const start = isIsoDate(draft.periodStart) ? draft.periodStart : null;
  const end = isIsoDate(draft.periodEnd) ? draft.periodEnd : null;
  const min = wholeNumber(draft.minAge);
  const max = wholeNumber(draft.maxAge);
  if (start === null) errors.periodStart = m.required;
  if (end === null) errors.periodEnd = m.required;
  if (start !== null && end !== null && start > end) {
    errors.periodStart = m.startAfterEnd;
    errors.periodEnd = m.endBeforeStart;
  }
  const skip = (text: string) => agesOptional && text.trim() === '';
  if (min === null) {
    if (!skip(draft.minAge)) errors.minAge = m.required;
  } else if (min < 0) errors.minAge = m.negative;
  if (max === null) {
    if (!skip(draft.maxAge)) errors.maxAge = m.required;
  } else if (max < 0) errors.maxAge = m.negative;
  if (min !== null && max !== null && min >= 0 && max >= 0 && min > max) {
    errors.minAge = m.minAboveMax;
    errors.maxAge = m.maxBelowMin;
  }
  return errors;
}

/** The rule to save, or null while any check fails (saving is blocked). */
export function agePeriodFromDraft(draft: AgePeriodDraft): AgePeriod | null {
  if (Object.keys(checkAgePeriod(draft)).length > 0) return null;
  return {
    periodStart: draft.periodStart,
    periodEnd: draft.periodEnd,
    minAge: Number(draft.minAge.trim()),
    maxAge: Number(draft.maxAge.trim()),
  };
}

/** A summer period as typed → the period to save (ages left out when empty), or null while a check fails. */
export function summerPeriodFromDraft(
  draft: AgePeriodDraft,
): { startDate: string; endDate: string; minAge?: number; maxAge?: number } | null {
  if (Object.keys(checkAgePeriod(draft, { agesOptional: true })).length > 0) return null;
  const age = (text: string) => (text.trim() === '' ? {} : { value: Number(text.trim()) });
  const min = age(draft.minAge);
  const max = age(draft.maxAge);
  return {
    startDate: draft.periodStart,
    endDate: draft.periodEnd,
    ...('value' in min ? { minAge: min.value } : {}),
    ...('value' in max ? { maxAge: max.value } : {}),
  };
}
