import {
  criterionShape,
  SCORECARD_LIMITS,
  type CriterionSuggestion,
  type LibraryCriterion,
  type ScoreAnchors,
} from '@rekry/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { scorecardStrings } from './strings.ts';

const t = scorecardStrings.criterion;

/** A question in a form: an object, so react-hook-form's field array can keep it (it keeps no strings). */
export type QuestionRow = { text: string };

/** What a criterion is in a form: the domain's, with its questions as rows. */
export interface CriterionValues {
  name: string;
  description: string;
  anchors: ScoreAnchors;
  questions: QuestionRow[];
}

/** The form's questions as the domain's list of strings, checked by the domain's own rules. */
export const questionRows = z
  .array(z.object({ text: z.string() }))
  .transform((rows) => rows.map((row) => row.text))
  .pipe(criterionShape.questions.unwrap());

/** A criterion of the library, of a profile or of a suggestion as the form starts with it. */
export function criterionValues(
  criterion: Pick<LibraryCriterion | CriterionSuggestion, 'name' | 'description' | 'anchors' | 'questions'>,
): CriterionValues {
  return {
    name: criterion.name,
    description: criterion.description,
    anchors: [...criterion.anchors],
    questions: criterion.questions.map((text) => ({ text })),
  };
}

/**
 * A criterion's name, description, the texts of its five steps and its interview questions, the fields of
 * the library's editor and of each criterion of a profile (`prefix`: where in the form it lives).
 */
export function CriterionFields({
  form,
  errors,
  prefix = '',
}: {
  form: UseFormReturn<FieldValues>;
  errors: Record<string, string>;
  prefix?: string;
}) {
  const questions = useFieldArray({ control: form.control, name: `${prefix}questions` });
  const field = (name: string) => ({
    ...form.register(`${prefix}${name}`),
    error: errors[`${prefix}${name}`],
  });
  return (
    <div className="space-y-4">
      <TextField
        label={t.name}
        required
        placeholder={t.namePlaceholder}
        autoComplete="off"
        maxLength={SCORECARD_LIMITS.name}
        {...field('name')}
      />
      <TextAreaField
        label={t.description}
        hint={t.descriptionHint}
        rows={2}
        maxLength={SCORECARD_LIMITS.description}
        {...field('description')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t.scale}</legend>
        <p className="mt-0.5 mb-2 text-sm text-gray-500">{t.scaleHint}</p>
        <ol className="space-y-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i}>
              <TextField
                label={t.anchor(i + 1)}
                required
                autoComplete="off"
                maxLength={SCORECARD_LIMITS.anchor}
                {...field(`anchors.${i}`)}
              />
            </li>
          ))}
        </ol>
        {errors[`${prefix}anchors`] ? (
          <p className="mt-1.5 text-sm text-red-700">{errors[`${prefix}anchors`]}</p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t.questions}</legend>
        <p className="mt-0.5 mb-2 text-sm text-gray-500">{t.questionsHint}</p>
        {questions.fields.length === 0 ? <p className="text-sm text-gray-600">{t.noQuestions}</p> : null}
        <ol className="space-y-3">
          {questions.fields.map((row, i) => (
            <li key={row.id} className="flex items-start gap-2">
              <TextField
                className="min-w-0 flex-1"
                label={t.question(i + 1)}
                required
                autoComplete="off"
                maxLength={SCORECARD_LIMITS.question}
                {...form.register(`${prefix}questions.${i}.text`)}
                error={errors[`${prefix}questions.${i}.text`] ?? errors[`${prefix}questions.${i}`]}
              />
              <Button
                variant="ghost"
                className="mt-6 shrink-0 text-gray-500 hover:text-red-700"
                aria-label={t.removeQuestion(i + 1)}
                title={t.removeQuestion(i + 1)}
                onClick={() => questions.remove(i)}
                icon={Trash2}
              ></Button>
            </li>
          ))}
        </ol>
        {errors[`${prefix}questions`] ? (
          <p className="mt-1.5 text-sm text-red-700">{errors[`${prefix}questions`]}</p>
        ) : null}
        {questions.fields.length < SCORECARD_LIMITS.questions ? (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => questions.append({ text: '' }, { shouldFocus: true })}
            icon={Plus}
          >
            {t.addQuestion}
          </Button>
        ) : null}
      </fieldset>
    </div>
  );
}
