import { pruneAnswers, type Answers, type FormProperty } from '@rekry/domain/public';
import { isStorable } from './form-model.ts';

/**
 * Answers typed into an application survive a reload (browser storage) until they are sent. Files and
 * images are left out: they are large, and a shared computer should not keep someone's CV.
 */
export function savedAnswersKey(positionRef: number | string): string {
  return `rekry.application.${positionRef}`;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by privacy settings: the form still works, it only forgets
  }
}

/** The storable part of the answers: the form's keys, text and choices only. */
export function storableAnswers(form: FormProperty[], answers: Answers): Answers {
  const byKey = new Map(form.map((p) => [p.key, p]));
  return Object.fromEntries(
    Object.entries(pruneAnswers(form, answers)).filter(([key, value]) => isStorable(byKey.get(key), value)),
  );
}

/** What was saved for this position, checked against today's form; null when nothing (usable) is there. */
export function loadSavedAnswers(key: string, form: FormProperty[]): Answers | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { answers?: unknown };
    if (typeof parsed.answers !== 'object' || parsed.answers === null) return null;
    const answers = storableAnswers(form, parsed.answers as Answers);
    return Object.keys(answers).length ? answers : null;
  } catch {
    return null;
  }
}

export function saveAnswers(key: string, answers: Answers): void {
  try {
    storage()?.setItem(key, JSON.stringify({ answers, savedAt: new Date().toISOString() }));
  } catch {
    // a full storage only loses the draft, never the form
  }
}

export function clearSavedAnswers(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to clear
  }
}
