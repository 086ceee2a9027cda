import {
  AGREEMENT_KEYS,
  formatDate,
  pruneAnswers,
  STANDARD_KEYS,
  stockholmDate,
  topLevelProperties,
  type Answers,
  type ApplyResponse,
  type FieldError,
  type FormProperty,
  type PublicContainer,
} from '@rekry/domain/public';
import { Send } from 'lucide-react';
import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError, publicApi } from '../../../lib/api.ts';
import { themedButtonClass } from '../theme.ts';
import { GdprDetails, termsLinkTarget, type TermsShown } from './consent.tsx';
import type { SummaryItem } from './error-summary.tsx';
import { FormField } from './form-field.tsx';
import {
  LazyConfirmDialog,
  LazyErrorSummary,
  LazyTermsDialog,
  preloadAfterStart,
} from './lazy-after-start.tsx';
import { fieldId, plainText, propertyLabel } from './form-model.ts';
import { pickedFilesOf } from './picked-files.ts';
import { PoolFilesChoice, usePoolFilesChoice, type PoolFiles } from './pool-files-choice.tsx';
import { savedAnswersKey } from './saved-answers.ts';
import { applyStrings as t } from './strings.ts';
import { preloadValidation, useApplicationForm, type FieldMessages } from './use-application-form.ts';
import { useDialog } from '../../../lib/use-dialog.ts';

/** Moves focus to a field's first control (a group's first box), which also scrolls it into view. */
function focusField(key: string) {
  const element = document.getElementById(fieldId(key));
  const control = element?.matches('input, textarea, select, button')
    ? element
    : element?.querySelector<HTMLElement>('input, textarea, select, button');
  control?.focus();
}

/** The address the application is sent for: the standard e-mail answer, else the form's first e-mail field. */
function emailOf(form: FormProperty[], answers: Answers): string {
  const key =
    form.find((p) => p.key === STANDARD_KEYS.email)?.key ?? form.find((p) => p.type === 'email')?.key;
  const value = key ? answers[key] : null;
  return typeof value === 'string' ? value.trim() : '';
}

/** The fields in order, the consent moved to the end: it is what the applicant confirms right before sending. */
function consentLast(fields: FormProperty[]): FormProperty[] {
  const isConsent = (p: FormProperty) => p.key === AGREEMENT_KEYS.group;
  return [...fields.filter((p) => !isConsent(p)), ...fields.filter(isConsent)];
}

/** The field the server's job_wrong_ssn is about: the one with the personal-number rule. */
function ssnKeyOf(form: FormProperty[]): string | undefined {
  return (
    form.find((p) => p.validators.some((v) => v.name === 'ssnValidSwe'))?.key ??
    form.find((p) => p.key === STANDARD_KEYS.ssn)?.key
  );
}

/**
 * The application form of one position (SPEC §3, §5): every field in order, validated by the domain's
 * rules as the applicant goes and again on send, the consent with its terms and GDPR text, the answers
 * kept in browser storage until sent.
 */
export function ApplicationForm({
  form,
  positionStart,
  positionRef,
  company,
  onSent,
  prefill = null,
  poolFiles = null,
}: {
  form: FormProperty[];
  /** unix seconds; the date age rules such as minYearAtStart count from. */
  positionStart: number | null;
  /**
   * What the address names the position by: its id, or an internal position's guid. null is the form
   * builder's preview: the rules apply, but nothing is kept in browser storage and nothing is sent.
   */
  positionRef: number | string | null;
  company: PublicContainer;
  onSent: (result: ApplyResponse['data']) => void;
  /** Answers to start from (a talent pool invitation's). */
  prefill?: Answers | null;
  /** A pool invitation's files (names only) that the application can carry in place of an upload. */
  poolFiles?: PoolFiles | null;
}) {
  const preview = positionRef === null;
  const ctx = useMemo(
    () => ({
      today: stockholmDate(),
      positionStart: positionStart ? formatDate(positionStart) : undefined,
    }),
    [positionStart],
  );
  const state = useApplicationForm({
    form,
    ctx,
    messages: company.messages,
    storageKey: preview ? null : savedAnswersKey(positionRef),
    prefill,
  });
  const [previewPassed, setPreviewPassed] = useState(false);
  const fields = useMemo(() => consentLast(topLevelProperties(form)), [form]);
  const pool = usePoolFilesChoice(poolFiles, form);
  const [summaryKeys, setSummaryKeys] = useState<string[]>([]);
  const [sendError, setSendError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [terms, setTerms] = useState<TermsShown>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const confirmClear = useDialog();
  // The dialogs' code is fetched once asked for, then they stay mounted so they can fade out.
  const [clearAsked, setClearAsked] = useState(false);

  /** Shows the summary of `failed` (in form order) and puts the applicant on the first of them. */
  function showFailures(failed: FieldMessages | string[]) {
    const keys = Array.isArray(failed) ? failed : Object.keys(failed);
    const ordered = fields.map((p) => p.key).filter((key) => keys.includes(key));
    setSummaryKeys(ordered);
    if (ordered[0]) focusField(ordered[0]);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSendError(null);
    setPreviewPassed(false);
    let failures: FieldError[];
    try {
      // The questions the pool's files answer are not asked while they go along.
      failures = (await state.validateAll()).filter((f) => !pool.covers(f.key));
    } catch {
      setSendError(t.networkFailed);
      return;
    }
    if (failures.length) {
      showFailures(failures.map((f) => f.key));
      return;
    }
    setSummaryKeys([]);
    if (preview) {
      setPreviewPassed(true);
      return;
    }
    setBusy(true);
    try {
      const asked = form.filter((p) => !pool.covers(p.key));
      const result = await publicApi.apply(
        {
          email: emailOf(form, state.answers),
          positionId: positionRef,
          metadata: pruneAnswers(asked, state.answers),
          ...(pool.token ? { poolFiles: pool.token } : {}),
        },
        pickedFilesOf(asked, state.answers),
      );
      state.forget();
      onSent(result);
    } catch (error) {
      setBusy(false);
      if (!isApiError(error) || error.code === 'network') {
        setSendError(t.networkFailed);
        return;
      }
      const known = Object.fromEntries(
        Object.entries(error.fields).filter(([key]) => fields.some((p) => p.key === key)),
      );
      const ssnKey = error.code === 'job_wrong_ssn' ? ssnKeyOf(form) : undefined;
      if (ssnKey) known[ssnKey] ??= error.message;
      if (Object.keys(known).length) {
        void state.showServerErrors(known);
        showFailures(known);
      }
      // A message that is not about one field (already applied, closed, too many tries …) goes on top.
      if (ssnKey || Object.keys(known).length === 0) setSendError(error.message);
    }
  }

  const summary: SummaryItem[] = summaryKeys.flatMap((key) => {
    const property = fields.find((p) => p.key === key);
    const message = state.errors[key];
    if (!property || !message) return [];
    const label = propertyLabel(property);
    return [{ key, label: (property.isHtml ? plainText(label) : label) || t.noLabel, message }];
  });

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t.formLabel}
        className="space-y-6"
        onFocus={() => {
          preloadAfterStart();
          preloadValidation();
        }}
        onPointerDown={preloadAfterStart}
        onClick={(event) => {
          const shown = termsLinkTarget(event);
          if (shown) {
            event.preventDefault();
            setTerms(shown);
            setTermsOpen(true);
          }
        }}
      >
        {state.restored ? (
          <div className="flex flex-col gap-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-950 ring-1 ring-brand-100 ring-inset sm:flex-row sm:items-center sm:justify-between">
            <div role="status">
              <p className="font-medium">{t.savedNotice}</p>
              <p className="mt-0.5 text-brand-900">{t.savedNoticeText}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="self-start sm:self-auto"
              onClick={() => {
                setClearAsked(true);
                confirmClear.show();
              }}
            >
              {t.clearForm}
            </Button>
          </div>
        ) : null}

        {summary.length > 0 ? (
          <Suspense fallback={null}>
            <LazyErrorSummary items={summary} onJump={focusField} />
          </Suspense>
        ) : null}

        <p className="text-sm text-gray-600">{t.intro}</p>

        {fields.map((property) => (
          <div key={property.key}>
            {pool.offers(property.key) ? <PoolFilesChoice choice={pool} /> : null}
            {pool.covers(property.key) ? null : (
              <FormField
                property={property}
                form={form}
                answers={state.answers}
                error={state.errors[property.key]}
                messages={company.messages}
                onChange={state.change}
                onBlur={state.blur}
              />
            )}
            {property.key === AGREEMENT_KEYS.group ? <GdprDetails consent={company.consent} /> : null}
          </div>
        ))}

        <div className="space-y-4 border-t border-gray-200 pt-6">
          {sendError ? (
            <Alert tone="error" title={t.sendFailedTitle}>
              {sendError}
            </Alert>
          ) : null}
          {previewPassed ? (
            <Alert tone="success" title={t.previewPassedTitle}>
              {t.previewPassedText}
            </Alert>
          ) : null}
          <button
            type="submit"
            className={themedButtonClass('lg', 'w-full sm:w-auto aria-disabled:opacity-70')}
            // aria-disabled rather than disabled: the button keeps focus while the application is sent.
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            {busy ? <Spinner className="size-4" /> : <Send className="size-4" aria-hidden />}
            {busy ? t.sending : t.submit}
          </button>
        </div>
      </form>
      {terms ? (
        <Suspense fallback={null}>
          <LazyTermsDialog
            open={termsOpen}
            shown={terms}
            consent={company.consent}
            onClose={() => setTermsOpen(false)}
          />
        </Suspense>
      ) : null}
      {clearAsked ? (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            {...confirmClear.props}
            question={t.clearAsk}
            onConfirm={() => {
              state.reset();
              setSummaryKeys([]);
              setSendError(null);
              confirmClear.close();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
