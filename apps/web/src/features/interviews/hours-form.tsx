import {
  availabilityShape,
  timeZoneNames,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Availability,
  type Weekday,
} from '@rekry/domain';
import { Plus, X } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { SelectField, TextField, WholeNumberField } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useSaveAvailability } from './api.ts';
import { interviewStrings } from './strings.ts';

const t = interviewStrings.hours;

type Span = { start: string; end: string };
type DayKey = `${Weekday}`;
interface HoursValues {
  timeZone: string;
  /** Every day, a day off empty: the field arrays need each of them. */
  hours: Record<DayKey, Span[]>;
  /** As typed: empty is no cap. */
  maxPerDay: string;
}

const MAX_SPANS_A_DAY = 4;

/** The catalogue's check, with an empty cap read as none. */
const hoursSchema = z.object({
  ...availabilityShape,
  maxPerDay: z.preprocess((v) => (v === '' ? null : v), availabilityShape.maxPerDay),
});

function valuesOf(availability: Availability): HoursValues {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => [day, [...(availability.hours[day] ?? [])].map((s) => ({ ...s }))]),
  ) as Record<DayKey, Span[]>;
  return {
    timeZone: availability.timeZone,
    hours,
    maxPerDay: availability.maxPerDay === null ? '' : String(availability.maxPerDay),
  };
}

/**
 * Working hours per weekday (several spans a day, Monday to Sunday), the zone they are read in and the
 * most interviews a day. Before the first save the suggested hours are shown, and said to be a suggestion.
 */
export function HoursForm({ availability }: { availability: Availability }) {
  const save = useSaveAvailability();
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    schema: hoursSchema,
    defaultValues: valuesOf(availability),
    submit: (values) => save.mutateAsync(values),
    onSuccess: (saved) => {
      form.reset(valuesOf(saved));
      toast.success(interviewStrings.availability.saved);
    },
  });
  const zones = useMemo(() => {
    const names = timeZoneNames();
    return names.includes(availability.timeZone) ? names : [availability.timeZone, ...names];
  }, [availability.timeZone]);

  return (
    <Card>
      <CardHeader title={t.title} description={t.description} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6 p-4 sm:p-6">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {!availability.saved ? <Alert tone="info">{t.notSaved}</Alert> : null}
        <ul className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200">
          {WEEKDAYS.map((day) => (
            <DayRow key={day} day={day} form={form} errors={errors} />
          ))}
        </ul>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field: zone }) => (
              <SelectField
                ref={zone.ref}
                label={t.timeZone}
                hint={t.timeZoneHint}
                value={zone.value}
                onChange={zone.onChange}
                options={zones.map((name) => ({ value: name, label: name.replaceAll('_', ' ') }))}
                error={errors['timeZone']}
              />
            )}
          />
          <WholeNumberField
            label={t.maxPerDay}
            hint={t.maxPerDayHint}
            min={1}
            max={20}
            {...field('maxPerDay')}
          />
        </div>
        <FormActions submit={interviewStrings.availability.save} busy={busy} />
      </form>
    </Card>
  );
}

/** One weekday's spans: each from and to, removable; 'Lägg till tid' adds one after the last. */
function DayRow({
  day,
  form,
  errors,
}: {
  day: Weekday;
  form: UseFormReturn<HoursValues>;
  errors: Record<string, string>;
}) {
  const name = `hours.${day}` as const;
  const spans = useFieldArray({ control: form.control, name });
  const label = WEEKDAY_LABELS[day];
  // A day's own problem (spans that overlap) is kept on the array, by the resolver or the server.
  const dayError = errors[name] ?? errors[`${name}.root`];
  const headingId = `hours-day-${day}`;

  function add() {
    const last = form.getValues(name).at(-1);
    spans.append(last ? nextSpan(last) : { start: '09:00', end: '12:00' });
  }

  return (
    <li className="px-3 py-3 sm:px-4">
      <div
        role="group"
        aria-labelledby={headingId}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <p id={headingId} className="w-24 shrink-0 pt-1.5 text-sm font-medium text-gray-900">
          {label}
        </p>
        <div className="min-w-0 flex-1 space-y-3">
          {spans.fields.length === 0 ? <p className="pt-1.5 text-sm text-gray-500">{t.free}</p> : null}
          {spans.fields.map((span, index) => {
            const at = `${name}.${index}` as const;
            return (
              <div key={span.id} className="flex items-start gap-2">
                <TextField
                  className="min-w-0 flex-1 sm:max-w-36"
                  type="time"
                  label={
                    <>
                      {t.from}
                      <span className="sr-only">{`, ${t.spanOf(label, index + 1)}`}</span>
                    </>
                  }
                  {...form.register(`${at}.start`)}
                  error={errors[`${at}.start`]}
                />
                <TextField
                  className="min-w-0 flex-1 sm:max-w-36"
                  type="time"
                  label={
                    <>
                      {t.to}
                      <span className="sr-only">{`, ${t.spanOf(label, index + 1)}`}</span>
                    </>
                  }
                  {...form.register(`${at}.end`)}
                  error={errors[`${at}.end`]}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-7 shrink-0 px-2 text-gray-500 hover:text-red-700"
                  aria-label={t.removeSpan(label, index + 1)}
                  title={t.removeSpan(label, index + 1)}
                  onClick={() => spans.remove(index)}
                  icon={X}
                ></Button>
              </div>
            );
          })}
          {dayError ? <p className="text-sm text-red-700">{dayError}</p> : null}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="self-start text-brand-700"
          disabled={spans.fields.length >= MAX_SPANS_A_DAY}
          // Its words, then the day: the button's children are laid out as blocks, which would read apart.
          aria-label={t.addSpanTo(label)}
          onClick={add}
        >
          <Plus className="size-4" aria-hidden />
          {t.addSpan}
        </Button>
      </div>
    </li>
  );
}

/** An hour's span starting an hour after `last` ends, kept within the day. */
function nextSpan(last: Span): Span {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const clock = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const end = /^\d{2}:\d{2}$/.test(last.end) ? minutes(last.end) : 12 * 60;
  const start = Math.min(end + 60, 22 * 60);
  return { start: clock(start), end: clock(Math.min(start + 60, 23 * 60 + 59)) };
}
