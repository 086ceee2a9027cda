import type {
  AnswerValue,
  Answers,
  ContainerMessages,
  FieldError,
  FormProperty,
  ValidationContext,
} from '@rekry/domain/public';
import { useEffect, useRef, useState } from 'react';
import { loadChunk } from '../../../lib/chunk.ts';
import { loadHtmlCleaner } from '../../../lib/use-clean-html.ts';
import type * as Validation from './validation.ts';
import { useAfterPress } from './after-press.ts';
import { groupOf, initialAnswers } from './form-model.ts';
import { clearSavedAnswers, loadSavedAnswers, saveAnswers, storableAnswers } from './saved-answers.ts';

/** Typing is saved this long after the last keystroke. */
const SAVE_DELAY_MS = 400;

let validation: Promise<typeof Validation> | null = null;

/**
 * The form's rules and messages, loaded once: when the applicant first enters the form (so a field that
 * loses focus is checked at once), else at the first check. Drawing the form never needs them. A message
 * is HTML, drawn through the cleaner (html.tsx), so the cleaner comes with the rules: a message shown
 * before it was here would suspend the page to its spinner, hiding the form (and a field being typed in)
 * until it came.
 */
export function loadValidation() {
  validation ??= Promise.all([
    loadChunk('apply-validation', () => import('./validation.ts')),
    loadHtmlCleaner(),
  ]).then(
    ([rules]) => rules,
    (error: unknown) => {
      validation = null; // a failed fetch may be tried again
      throw error;
    },
  );
  return validation;
}

/** A check on leaving a field that could not load its rules: submitting checks again and says so. */
const checkOnSubmit = () => undefined;

/** For the form's onFocus: the rules are here before the first field is left. */
export const preloadValidation = () => void loadValidation().catch(() => undefined);

/** Messages per top-level property key, as HTML (the company's text, or escaped server text). */
export type FieldMessages = Record<string, string>;

/**
 * The state of one application form: answers (restored from browser storage), the message per field,
 * and the domain's validation — a field is checked when it loses focus after a change, on every change
 * once it shows an error, and all fields on submit.
 */
export function useApplicationForm({
  form,
  ctx,
  messages,
  storageKey,
  prefill = null,
}: {
  form: FormProperty[];
  ctx: ValidationContext;
  messages: ContainerMessages;
  /** Where the draft is kept in browser storage; null keeps nothing (the builder's preview). */
  storageKey: string | null;
  /** Answers someone already gave (a talent pool invitation): they fill the fields still empty. */
  prefill?: Answers | null;
}) {
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(form));
  const [restored, setRestored] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  // Latest answers for handlers that finish later (a file being read) and keys the applicant has changed.
  const latest = useRef(answers);
  const touched = useRef(new Set<string>());
  const saving = useRef(storageKey !== null);
  const afterPress = useAfterPress();

  // A draft is put back after the first render, which must be the server's empty form (hydration).
  useEffect(() => {
    const saved = storageKey === null ? null : loadSavedAnswers(storageKey, form);
    if (saved === null) return;
    const withSaved = { ...initialAnswers(form), ...saved };
    latest.current = withSaved;
    // Browser storage is read after hydration, never during it: the first render is the server's form.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAnswers(withSaved);
    setRestored(true);
  }, [form, storageKey]);

  // An invitation's answers arrive after hydration too; what the person typed meanwhile stays.
  useEffect(() => {
    if (!prefill) return;
    const asked = new Set(form.map((p) => p.key));
    const next = { ...latest.current };
    for (const [key, value] of Object.entries(prefill))
      if (asked.has(key) && (next[key] === undefined || next[key] === '')) next[key] = value;
    latest.current = next;
    setAnswers(next);
  }, [form, prefill]);

  useEffect(() => {
    if (!saving.current || storageKey === null) return;
    const timer = setTimeout(() => {
      if (!saving.current) return;
      const storable = storableAnswers(form, answers);
      const untouched =
        JSON.stringify(storable) === JSON.stringify(storableAnswers(form, initialAnswers(form)));
      if (untouched) clearSavedAnswers(storageKey);
      else saveAnswers(storageKey, storable);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answers, form, storageKey]);

  /** The property whose rules judge `key`: its group for a group member, else itself. */
  function ownerOf(key: string): FormProperty | undefined {
    return groupOf(key, form) ?? form.find((p) => p.key === key);
  }

  function check(property: FormProperty, current: Answers) {
    // Checks finish in the order they were asked for: they all wait on the same load.
    void loadValidation().then(({ messageFor, validateProperty }) => {
      const error = validateProperty(property, current, form, ctx);
      setErrors((previous) => {
        const next = { ...previous };
        if (error) next[property.key] = messageFor(error, messages);
        else delete next[property.key];
        return next;
      });
    }, checkOnSubmit);
  }

  function change(key: string, value: AnswerValue, options: { validate?: boolean } = {}) {
    const next = { ...latest.current, [key]: value };
    latest.current = next;
    setAnswers(next);
    const owner = ownerOf(key);
    if (!owner) return;
    touched.current.add(owner.key);
    if (options.validate || errors[owner.key]) check(owner, next);
  }

  function blur(key: string) {
    // Left by a press on something else (the terms link): its click must land before the message moves it.
    afterPress(() => {
      void loadValidation().then(({ withNormalizedSsns }) => {
        // A valid personal number, however written, is shown as the 12 digits it is stored as.
        const normalized = withNormalizedSsns(form, latest.current, ctx.today);
        if (normalized[key] !== latest.current[key]) {
          latest.current = normalized;
          setAnswers(normalized);
        }
        const owner = ownerOf(key);
        if (owner && (touched.current.has(owner.key) || errors[owner.key])) check(owner, latest.current);
      }, checkOnSubmit);
    });
  }

  /** Checks every field; answers the failures in form order (none: ready to send). */
  async function validateAll(): Promise<FieldError[]> {
    const { messageFor, validateAnswers } = await loadValidation();
    const failures = validateAnswers(form, latest.current, ctx);
    setErrors(Object.fromEntries(failures.map((f) => [f.key, messageFor(f, messages)])));
    return failures;
  }

  /** The server's messages per field (plain text) shown exactly like the browser's own. */
  async function showServerErrors(fields: Record<string, string>) {
    const { escapeHtml } = await loadValidation();
    setErrors((previous) => ({
      ...previous,
      ...Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, escapeHtml(text)])),
    }));
  }

  /** Empties the form and forgets the saved draft ('Töm formuläret'). */
  function reset() {
    const fresh = initialAnswers(form);
    latest.current = fresh;
    touched.current.clear();
    setAnswers(fresh);
    setErrors({});
    setRestored(false);
    if (storageKey !== null) clearSavedAnswers(storageKey);
  }

  /** After a successful send: the draft is gone for good, and no pending save brings it back. */
  function forget() {
    saving.current = false;
    if (storageKey !== null) clearSavedAnswers(storageKey);
  }

  return { answers, errors, restored, change, blur, validateAll, showServerErrors, reset, forget };
}
