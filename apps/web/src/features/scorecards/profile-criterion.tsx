import { SCORECARD_LIMITS, type Criterion } from '@rekry/domain';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Controller, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { CriterionFields, type CriterionValues } from './criterion-fields.tsx';
import { scorecardStrings } from './strings.ts';

const t = scorecardStrings.profile;

/** A criterion of the profile in its form: the library's fields, its weight and where it came from. */
export interface ProfileCriterionValues extends CriterionValues {
  /** A saved criterion's id: it keeps its scores. */
  id?: number;
  weight: number;
  skillId: number | null;
  libraryId: number | null;
}

/** A saved criterion as the editor starts with it. */
export function profileCriterionValues(criterion: Criterion): ProfileCriterionValues {
  return {
    id: criterion.id,
    name: criterion.name,
    description: criterion.description,
    anchors: [...criterion.anchors],
    questions: criterion.questions.map((text) => ({ text })),
    weight: criterion.weight,
    skillId: criterion.skillId,
    libraryId: criterion.libraryId,
  };
}

const WEIGHTS = Array.from({ length: SCORECARD_LIMITS.weightMax }, (_, i) => i + 1);

/**
 * One criterion of the profile: its place (moved up or down with buttons, so a keyboard can), its fields,
 * its weight, and how many submitted scorecards have scored it (the remove asks first then).
 */
export function ProfileCriterion({
  form,
  errors,
  index,
  count,
  scorecards,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<FieldValues>;
  errors: Record<string, string>;
  index: number;
  count: number;
  /** Submitted scorecards that scored it (0: none). */
  scorecards: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const prefix = `criteria.${index}.`;
  const name = (useWatch({ control: form.control, name: `${prefix}name` }) as string).trim();
  const named = name || t.unnamed;
  return (
    <li className="rounded-lg p-4 ring-1 ring-gray-200 sm:p-5" data-criterion={index}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-gray-900">{t.criterionTitle(index + 1, name)}</h3>
          {scorecards > 0 ? (
            <Badge tone="brand" className="mt-1">
              {t.scored(scorecards)}
            </Badge>
          ) : null}
        </div>
        <div className="flex shrink-0">
          <Button
            variant="ghost"
            aria-label={t.moveUp(named)}
            title={t.moveUp(named)}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            icon={ArrowUp}
          ></Button>
          <Button
            variant="ghost"
            aria-label={t.moveDown(named)}
            title={t.moveDown(named)}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            icon={ArrowDown}
          ></Button>
          <Button
            variant="ghost"
            className="text-gray-500 hover:text-red-700"
            aria-label={t.remove(named)}
            title={t.remove(named)}
            onClick={onRemove}
            icon={Trash2}
          ></Button>
        </div>
      </div>
      <CriterionFields form={form} errors={errors} prefix={prefix} />
      <Controller
        control={form.control}
        name={`${prefix}weight`}
        render={({ field }) => (
          <SelectField
            className="mt-4 max-w-48"
            label={t.weight}
            hint={t.weightHint}
            value={String(field.value)}
            onChange={(v) => field.onChange(Number(v))}
            options={WEIGHTS.map((n) => ({ value: String(n), label: t.weightOption(n) }))}
            error={errors[`${prefix}weight`]}
          />
        )}
      />
    </li>
  );
}
