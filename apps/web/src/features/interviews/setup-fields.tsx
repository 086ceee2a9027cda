import {
  INTERVIEW_KIND_LABELS,
  INTERVIEW_KINDS,
  INTERVIEW_LIMITS,
  INTERVIEW_PLACE_LABELS,
  type Interviewer,
  type InterviewKind,
} from '@rekry/domain';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Checkbox, FieldNotes, TextField, WholeNumberField } from '../../components/ui/field.tsx';
import type { ActionForm } from '../../lib/use-action-form.ts';
import { interviewStrings } from './strings.ts';

const t = interviewStrings.dialog;

/** The dialog's fields as typed: 'Alla' is a choice of its own, numbers are text until checked. */
export interface InterviewValues {
  kind: InterviewKind;
  place: string;
  durationMinutes: string;
  interviewerIds: number[];
  needAll: boolean;
  need: string;
  windowFrom: string;
  windowTo: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  noticeHours: string;
  subject: string;
  body: string;
  /** A time chosen directly (one applicant); left out for an invitation. */
  start?: string | undefined;
}

/** The fields the free times are worked out from: the first step's, checked before going on. */
export const SETUP_FIELDS = [
  'kind',
  'place',
  'durationMinutes',
  'interviewerIds',
  'need',
  'windowFrom',
  'windowTo',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'noticeHours',
] as const satisfies readonly (keyof InterviewValues)[];

const radioClass =
  'size-4 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * How the interview is set up: its type and place, length, interviewers and how many of them must be
 * free, the days it may be booked on, buffers around it and the shortest notice.
 */
export function SetupFields({
  form,
  field,
  errors,
  interviewers,
}: {
  form: UseFormReturn<InterviewValues>;
  field: ActionForm<InterviewValues>['field'];
  errors: Record<string, string>;
  interviewers: Interviewer[];
}) {
  const kindId = useId();
  const [kind, chosen, needAll] = useWatch({
    control: form.control,
    name: ['kind', 'interviewerIds', 'needAll'],
  });
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t.kind}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {INTERVIEW_KINDS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-gray-900">
              <input type="radio" value={value} {...form.register('kind')} className={radioClass} />
              {INTERVIEW_KIND_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldNotes id={kindId} error={errors['kind']} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={INTERVIEW_PLACE_LABELS[kind]}
          type={kind === 'phone' ? 'tel' : kind === 'video' ? 'url' : 'text'}
          maxLength={500}
          {...field('place')}
        />
        <WholeNumberField
          label={t.duration}
          hint={t.durationHint}
          required
          min={INTERVIEW_LIMITS.minMinutes}
          max={INTERVIEW_LIMITS.maxMinutes}
          {...field('durationMinutes')}
        />
      </div>
      <Controller
        control={form.control}
        name="interviewerIds"
        render={({ field: ids }) => (
          <InterviewerChoice
            interviewers={interviewers}
            value={ids.value}
            onChange={ids.onChange}
            error={errors['interviewerIds']}
          />
        )}
      />
      <NeedChoice form={form} field={field} errors={errors} all={needAll} count={chosen.length} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.windowFrom} type="date" required {...field('windowFrom')} />
        <TextField label={t.windowTo} type="date" required {...field('windowTo')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <WholeNumberField
          label={t.bufferBefore}
          min={0}
          max={INTERVIEW_LIMITS.maxBufferMinutes}
          {...field('bufferBeforeMinutes')}
        />
        <WholeNumberField
          label={t.bufferAfter}
          min={0}
          max={INTERVIEW_LIMITS.maxBufferMinutes}
          {...field('bufferAfterMinutes')}
        />
        <WholeNumberField
          label={t.notice}
          hint={t.noticeHint}
          min={0}
          max={INTERVIEW_LIMITS.maxNoticeHours}
          {...field('noticeHours')}
        />
      </div>
    </div>
  );
}

/** The company's members as checkboxes; one without saved hours is said to have the suggested ones. */
function InterviewerChoice({
  interviewers,
  value,
  onChange,
  error,
}: {
  interviewers: Interviewer[];
  value: number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-800">{t.interviewers}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {interviewers.map((person) => (
          <Checkbox
            key={person.id}
            name="interviewerIds"
            label={person.name}
            description={person.hasAvailability ? undefined : t.defaultHours}
            checked={value.includes(person.id)}
            onChange={(on) =>
              onChange(on ? [...value, person.id] : value.filter((chosen) => chosen !== person.id))
            }
          />
        ))}
      </div>
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}

/** Everyone chosen must be free ('Alla'), or any N of them ('Valfria N av M'). */
function NeedChoice({
  form,
  field,
  errors,
  all,
  count,
}: {
  form: UseFormReturn<InterviewValues>;
  field: ActionForm<InterviewValues>['field'];
  errors: Record<string, string>;
  all: boolean;
  count: number;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={all && errors['need'] ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-800">{t.need}</legend>
      <Controller
        control={form.control}
        name="needAll"
        render={({ field: choice }) => (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-6">
            <label className="flex items-center gap-2 pt-2 text-sm text-gray-900">
              <input
                type="radio"
                name={choice.name}
                checked={choice.value}
                onChange={() => choice.onChange(true)}
                className={radioClass}
              />
              {t.needAll(count)}
            </label>
            <div className="flex items-start gap-2">
              <label className="flex items-center gap-2 pt-2 text-sm text-gray-900">
                <input
                  type="radio"
                  name={choice.name}
                  checked={!choice.value}
                  onChange={() => choice.onChange(false)}
                  className={radioClass}
                />
                {t.needSome}
              </label>
              <WholeNumberField
                className="w-20"
                label={<span className="sr-only">{t.needCount}</span>}
                min={1}
                max={Math.max(count, 1)}
                disabled={choice.value}
                {...field('need')}
                error={all ? undefined : errors['need']}
              />
              <span className="pt-2 text-sm text-gray-700">{t.needOf(count)}</span>
            </div>
          </div>
        )}
      />
      {all ? <FieldNotes id={id} error={errors['need']} /> : null}
    </fieldset>
  );
}
