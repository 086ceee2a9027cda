import {
  actions,
  DEFAULT_ANCHORS,
  positionCriterionInput,
  SCORECARD_LIMITS,
  type CriterionSuggestion,
  type PositionScorecard,
} from '@rekry/domain';
import { ClipboardList, Plus } from 'lucide-react';
import { Controller, useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Checkbox } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLabels } from '../../lib/company-templates.ts';
import { paths } from '../../lib/paths.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { usePositionScorecard, useSaveScorecard, useScorecardSuggestions } from './api.ts';
import { criterionValues, questionRows } from './criterion-fields.tsx';
import {
  ProfileCriterion,
  profileCriterionValues,
  type ProfileCriterionValues,
} from './profile-criterion.tsx';
import { holds, SuggestionList } from './suggestion-list.tsx';
import { scorecardStrings } from './strings.ts';
import { VisibilitySetting } from './visibility-setting.tsx';
import { useDialogFor } from '../../lib/use-dialog.ts';

const t = scorecardStrings.profile;

/** The catalogue's input with each criterion's questions as the form's rows. */
const schema = actions.update_PositionScorecard.input.extend({
  criteria: z
    .array(positionCriterionInput.extend({ questions: questionRows }))
    .max(SCORECARD_LIMITS.criteria, t.tooMany),
});

interface ProfileValues {
  criteria: ProfileCriterionValues[];
  levelIds: number[];
}

const valuesOf = (profile: PositionScorecard): ProfileValues => ({
  criteria: profile.criteria.map(profileCriterionValues),
  levelIds: profile.levelIds,
});

const fromSuggestion = (s: CriterionSuggestion): ProfileCriterionValues => ({
  ...criterionValues(s),
  weight: 1,
  skillId: s.skillId,
  libraryId: s.libraryId,
});

/**
 * A position's requirement profile ('Kravprofil', writers): its criteria in order with their scales,
 * weights and interview questions, built from the suggestions or by hand; the process levels that use it;
 * and, for the position's admin, who sees the others' scores.
 */
export function ScorecardEditor({ containerId, positionId }: { containerId: number; positionId: number }) {
  const profile = usePositionScorecard(containerId, positionId);
  if (profile.isError)
    return <LoadError title={t.failed} error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data)
    return (
      <div role="status" aria-label={t.loading} className="space-y-4">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  return <ProfileForm containerId={containerId} positionId={positionId} profile={profile.data} />;
}

function ProfileForm({
  containerId,
  positionId,
  profile,
}: {
  containerId: number;
  positionId: number;
  profile: PositionScorecard;
}) {
  const save = useSaveScorecard(containerId, positionId);
  const suggestions = useScorecardSuggestions(containerId, positionId, true);
  const labels = useLabels(containerId);
  const levels = (labels.data ?? [])
    .filter((l) => l.labelType.name === 'Process')
    .sort((a, b) => a.order - b.order);
  const editor = useActionForm({
    schema,
    fixed: { containerId, positionId },
    defaultValues: valuesOf(profile),
    submit: (input) => save.mutateAsync(input),
    onSuccess: (saved) => {
      editor.form.reset(valuesOf(saved));
      toast.success(t.saved);
    },
  });
  const form = editor.form as unknown as UseFormReturn<FieldValues>;
  const criteria = useFieldArray({ control: editor.form.control, name: 'criteria' });
  const removing = useDialogFor<number>();
  const current = editor.form.watch('criteria');
  const scored = new Map(profile.scoredCriteria.map((s) => [s.criterionId, s.scorecards]));
  const scorecardsOf = (i: number) => {
    const id = current[i]?.id;
    return id ? (scored.get(id) ?? 0) : 0;
  };
  const list = suggestions.data ?? [];
  const isTaken = (s: CriterionSuggestion) => holds(current, s) || (s.taken && !holds(profile.criteria, s));
  const full = criteria.fields.length >= SCORECARD_LIMITS.criteria;
  const freeSkills = list.filter((s) => s.source === 'skill' && !isTaken(s));

  function add(s: CriterionSuggestion) {
    criteria.append(fromSuggestion(s), { shouldFocus: false });
    toast.success(scorecardStrings.suggestions.added(s.name));
  }
  function addBlank() {
    criteria.append(blankCriterion(), { shouldFocus: true });
  }
  const removedText = (i: number) => t.removeScoredText(current[i]?.name || t.unnamed, scorecardsOf(i));
  function askRemove(i: number) {
    if (scorecardsOf(i) > 0) removing.show(i);
    else criteria.remove(i);
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void editor.onSubmit(e)}
      className="grid gap-6 lg:grid-cols-3"
      aria-label={scorecardStrings.profile.criteria}
    >
      <div className="min-w-0 space-y-6 lg:col-span-2">
        {editor.formError ? <Alert tone="error">{editor.formError}</Alert> : null}
        <Card>
          <CardHeader
            title={t.criteria}
            description={t.description}
            actions={
              <Link
                to={paths.criteria}
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {t.library}
              </Link>
            }
          />
          {criteria.fields.length === 0 ? (
            <EmptyState
              icon={ClipboardList}
              title={t.emptyTitle}
              description={t.emptyText}
              action={
                <div className="flex flex-col gap-2 sm:flex-row">
                  {freeSkills.length > 0 ? (
                    <Button onClick={() => freeSkills.forEach((s) => criteria.append(fromSuggestion(s)))}>
                      {t.fromSkills(freeSkills.length)}
                    </Button>
                  ) : null}
                  <Button variant="secondary" onClick={addBlank} icon={Plus}>
                    {t.addBlank}
                  </Button>
                </div>
              }
            />
          ) : (
            <div className="space-y-4 p-4 sm:p-5">
              <ol className="space-y-4">
                {criteria.fields.map((row, i) => (
                  <ProfileCriterion
                    key={row.id}
                    form={form}
                    errors={editor.errors}
                    index={i}
                    count={criteria.fields.length}
                    scorecards={scorecardsOf(i)}
                    onMove={(to) => criteria.move(i, to)}
                    onRemove={() => askRemove(i)}
                  />
                ))}
              </ol>
              {editor.errors['criteria'] ? (
                <p className="text-sm text-red-700">{editor.errors['criteria']}</p>
              ) : null}
              {!full ? (
                <Button variant="secondary" onClick={addBlank} icon={Plus}>
                  {t.addBlank}
                </Button>
              ) : null}
            </div>
          )}
        </Card>
        {editor.form.formState.isDirty ? <Alert tone="info">{t.unsaved}</Alert> : null}
        {criteria.fields.length > 0 || editor.form.formState.isDirty ? (
          <FormActions submit={t.save} busy={editor.busy} />
        ) : null}
      </div>
      <div className="min-w-0 space-y-6">
        <SuggestionList
          query={suggestions}
          suggestions={list}
          isTaken={(s) => full || isTaken(s)}
          onAdd={add}
        />
        <Card>
          <CardHeader title={t.levels} description={t.levelsHint} />
          <div className="px-5 py-4">
            {labels.data && levels.length === 0 ? (
              <p className="text-sm text-gray-600">{t.noLevels}</p>
            ) : (
              <Controller
                control={editor.form.control}
                name="levelIds"
                render={({ field }) => (
                  <fieldset className="space-y-2">
                    <legend className="sr-only">{t.levels}</legend>
                    {levels.map((level) => (
                      <Checkbox
                        key={level.id}
                        label={level.name}
                        checked={field.value.includes(level.id)}
                        onChange={(on) =>
                          field.onChange(
                            on
                              ? [...field.value.filter((id) => id !== level.id), level.id]
                              : field.value.filter((id) => id !== level.id),
                          )
                        }
                      />
                    ))}
                  </fieldset>
                )}
              />
            )}
          </div>
        </Card>
        {profile.canChangeVisibility ? (
          <VisibilitySetting containerId={containerId} positionId={positionId} value={profile.visibility} />
        ) : null}
      </div>
      <ConfirmDialog
        {...removing.props}
        question={{
          title: t.removeScoredTitle,
          text: removing.subject === null ? '' : removedText(removing.subject),
          confirm: t.removeScored,
          cancel: t.keep,
        }}
        onConfirm={() => {
          if (removing.subject !== null) criteria.remove(removing.subject);
          removing.close();
        }}
      />
    </form>
  );
}

/** A criterion added by hand starts empty, with the usual anchored scale. */
const blankCriterion = (): ProfileCriterionValues => ({
  name: '',
  description: '',
  anchors: [...DEFAULT_ANCHORS],
  questions: [],
  weight: 1,
  skillId: null,
  libraryId: null,
});
