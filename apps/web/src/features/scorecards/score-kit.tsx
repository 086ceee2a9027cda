import {
  actions,
  checkScorecard,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  SCORECARD_LIMITS,
  SCORECARD_TEXTS,
  type ApplicantEvaluation,
  type Criterion,
  type Recommendation,
} from '@rekry/domain';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { RequiredMark, TextAreaField } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useSaveMyScorecard } from './api.ts';
import { scorecardStrings } from './strings.ts';

const t = scorecardStrings.card;

/**
 * A criterion's row of the kit: its score (radios give text: '' before one is chosen, null once the form
 * has read a group with none checked) and its note.
 */
interface KitRow {
  criterionId: number;
  score: string | null;
  note: string;
}

interface KitValues {
  scores: KitRow[];
  recommendation: Recommendation | '' | null;
  submit: boolean;
}

/**
 * The kit's rows as the catalogue's input. Every row is checked by the domain's rule at its own index
 * (a note for each score, a recommendation, when submitted), a submitted card needs every criterion
 * scored, and a draft keeps a note only with its score (so none is lost unsaid); then the scored rows go.
 */
const kitSchema = z
  .looseObject({
    scores: z.array(z.object({ criterionId: z.number(), score: z.string().nullable(), note: z.string() })),
    recommendation: z.string().nullable(),
    submit: z.boolean(),
  })
  .superRefine((kit, ctx) => {
    kit.scores.forEach((row, i) => {
      if (!row.score && (kit.submit || row.note.trim()))
        ctx.addIssue({
          code: 'custom',
          message: kit.submit ? SCORECARD_TEXTS.everyCriterion : t.scoreForNote,
          path: ['scores', i, 'score'],
        });
    });
    checkScorecard(
      {
        scores: kit.scores.map((row) => ({ note: row.note.trim() })),
        recommendation: (kit.recommendation || null) as Recommendation | null,
        submit: kit.submit,
      },
      ctx,
    );
  })
  .transform(
    ({ scores, recommendation, submit, ...ids }): z.input<typeof actions.save_MyScorecard.input> => ({
      ...(ids as { containerId: number; positionId: number; applicantId: number }),
      submit,
      scores: scores
        .filter((row) => row.score)
        .map((row) => ({ criterionId: row.criterionId, score: Number(row.score), note: row.note })),
      recommendation: (recommendation || null) as Recommendation | null,
    }),
  )
  .pipe(actions.save_MyScorecard.input);

const valuesOf = (evaluation: ApplicantEvaluation): KitValues => ({
  scores: evaluation.criteria.map((c) => {
    const mine = evaluation.mine?.scores.find((s) => s.criterionId === c.id);
    return { criterionId: c.id, score: mine ? String(mine.score) : '', note: mine?.note ?? '' };
  }),
  recommendation: evaluation.mine?.recommendation ?? '',
  submit: false,
});

/**
 * The interview kit: per criterion its questions, the 1–5 scale as radios each showing its step's text, and
 * a short note; then the recommendation. 'Spara utkast' keeps what is done; 'Lämna bedömning' needs it all.
 * Made for a phone in an interview: every choice is a whole-width touch target.
 */
export function ScoreKit({
  containerId,
  positionId,
  applicantId,
  evaluation,
  resubmit = false,
  onDone,
}: {
  containerId: number;
  positionId: number;
  applicantId: number;
  evaluation: ApplicantEvaluation;
  /** Changing a submitted card: it can only be submitted again. */
  resubmit?: boolean;
  onDone?: () => void;
}) {
  const save = useSaveMyScorecard(containerId, positionId, applicantId);
  const editor = useActionForm({
    schema: kitSchema,
    fixed: { containerId, positionId, applicantId },
    defaultValues: valuesOf(evaluation),
    submit: (input) => save.mutateAsync(input),
    onSuccess: (saved, sent) => {
      editor.form.reset(valuesOf(saved));
      toast.success(sent.submit ? t.submitted : t.draftDone);
      onDone?.();
    },
  });
  const { form, errors } = editor;
  const recommendationId = useId();

  function send(submit: boolean) {
    form.setValue('submit', submit);
    void editor.onSubmit();
  }

  return (
    <form
      noValidate
      aria-label={t.mine}
      onSubmit={(e) => {
        e.preventDefault();
        send(true);
      }}
      className="space-y-6"
    >
      {editor.formError ? <Alert tone="error">{editor.formError}</Alert> : null}
      <ol className="space-y-6">
        {evaluation.criteria.map((criterion, i) => (
          <li key={criterion.id}>
            <CriterionKit
              criterion={criterion}
              index={i}
              scoreField={form.register(`scores.${i}.score`)}
              scoreError={errors[`scores.${i}.score`]}
              note={{ ...form.register(`scores.${i}.note`), error: errors[`scores.${i}.note`] }}
            />
          </li>
        ))}
      </ol>
      <fieldset aria-describedby={errors['recommendation'] ? `${recommendationId}-error` : undefined}>
        <legend className="text-base font-semibold text-gray-900">
          {t.recommendation}
          <RequiredMark />
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {RECOMMENDATIONS.map((r) => (
            <label key={r} className={choiceClass}>
              <input type="radio" value={r} {...form.register('recommendation')} className={radioClass} />
              <span className="font-medium">{RECOMMENDATION_LABELS[r]}</span>
            </label>
          ))}
        </div>
        {errors['recommendation'] ? (
          <p id={`${recommendationId}-error`} className="mt-1.5 text-sm text-red-700">
            {errors['recommendation']}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-5 sm:flex-row sm:justify-end">
        {resubmit ? (
          <Button variant="secondary" size="lg" onClick={onDone} disabled={editor.busy}>
            {t.cancelEdit}
          </Button>
        ) : (
          <Button variant="secondary" size="lg" onClick={() => send(false)} disabled={editor.busy}>
            {t.saveDraft}
          </Button>
        )}
        <Button type="submit" size="lg" loading={editor.busy}>
          {resubmit ? t.resubmit : t.submit}
        </Button>
      </div>
    </form>
  );
}

const radioClass =
  'size-5 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** A choice as a whole touch target: 44 px high at least, tinted when chosen. */
const choiceClass = cn(
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset',
  'hover:bg-gray-50 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600',
);

function CriterionKit({
  criterion,
  index,
  scoreField,
  scoreError,
  note,
}: {
  criterion: Criterion;
  index: number;
  scoreField: UseFormRegisterReturn;
  scoreError: string | undefined;
  note: UseFormRegisterReturn & { error: string | undefined };
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-name`} className="space-y-3" data-criterion={criterion.id}>
      <div>
        <h3 id={`${id}-name`} className="text-base font-semibold break-words text-gray-900">
          {index + 1}. {criterion.name}
          {criterion.weight > 1 ? (
            <span className="ml-2 text-sm font-normal text-gray-600">{t.weightLabel(criterion.weight)}</span>
          ) : null}
        </h3>
        {criterion.description ? (
          <p className="mt-0.5 text-sm break-words text-gray-600">{criterion.description}</p>
        ) : null}
      </div>
      {criterion.questions.length > 0 ? (
        <div className="rounded-lg bg-gray-50 px-3 py-2">
          <p className="text-sm font-medium text-gray-800">{t.questions}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-words text-gray-700">
            {criterion.questions.map((q, i) => (
              <li key={i}>{q}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset aria-describedby={scoreError ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium text-gray-800">
          {t.scale(criterion.name)}
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <div className="mt-2 space-y-2">
          {criterion.anchors.map((anchor, step) => (
            <label key={step} className={choiceClass}>
              <input type="radio" value={String(step + 1)} {...scoreField} className={radioClass} />
              <span className="w-4 shrink-0 text-base font-semibold tabular-nums">{step + 1}</span>
              <span className="min-w-0 break-words">{anchor}</span>
            </label>
          ))}
        </div>
        {scoreError ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
            {scoreError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t.note}
        required
        rows={2}
        placeholder={t.notePlaceholder}
        maxLength={SCORECARD_LIMITS.note}
        {...note}
      />
    </section>
  );
}
