import { formatTimeIn, formatWeekday, slotsByDay, TIME_ZONE, type FreeTime } from '@rekry/domain/public';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { cn } from '../../../lib/cn.ts';
import { themed, themedButtonClass } from '../theme.ts';
import { bookingStrings as t } from './strings.ts';

/** A time of day in Swedish time, and in the reader's own zone after it when that is another. */
export function timeText(at: string, ownZone: string | null): string {
  const swedish = formatTimeIn(at);
  return ownZone && ownZone !== TIME_ZONE ? `${swedish} (${formatTimeIn(at, ownZone)})` : swedish;
}

const optionClass = cn(
  'flex cursor-pointer items-center justify-center rounded-md bg-white px-3 py-2 text-sm font-medium text-gray-900',
  'ring-1 ring-gray-300 ring-inset hover:ring-gray-400',
  'peer-checked:bg-[var(--rk-btn-bg,var(--color-brand-600))] peer-checked:text-[var(--rk-btn-text,white)] peer-checked:ring-transparent',
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--rk-btn-bg,var(--color-brand-500))]',
);

/**
 * The free times as the candidate chooses one: a day (the first is chosen already), a time of that day,
 * then the chosen time said in full and the button that takes it (`action`: 'Boka tiden', 'Flytta hit'),
 * short enough for a 320 px phone. Radio groups, so the
 * keyboard moves within a group with the arrows and between them with Tab.
 */
export function SlotPicker({
  slots,
  ownZone,
  action,
  busy,
  onChoose,
  children,
}: {
  slots: FreeTime[];
  ownZone: string | null;
  action: string;
  busy: boolean;
  onChoose: (start: string) => void;
  /** Beside the button: another way out ('Behåll tiden' while moving). */
  children?: ReactNode;
}) {
  const name = useId();
  const days = slotsByDay(slots.map((slot) => ({ start: Date.parse(slot.start), iso: slot.start })));
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  if (days.length === 0) return <Alert tone="info">{t.noSlots}</Alert>;
  const shown = days.find((d) => d.day === day) ?? days[0]!;
  const chosen = shown.slots.find((slot) => slot.iso === time);
  const when = chosen ? t.when(formatWeekday(chosen.iso), timeText(chosen.iso, ownZone)) : '';

  return (
    <div className="space-y-5">
      <p className={cn('text-sm', themed.detail)}>
        {t.swedishTime} {ownZone && ownZone !== TIME_ZONE ? t.ownTime(ownZone) : null}
      </p>
      <fieldset>
        <legend className={cn('text-sm font-semibold', themed.heading)}>{t.chooseDay}</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
          {days.map((d) => {
            const id = `${name}-day-${d.day}`;
            return (
              <div key={d.day}>
                <input
                  id={id}
                  type="radio"
                  name={`${name}-day`}
                  className="peer sr-only"
                  checked={d.day === shown.day}
                  onChange={() => {
                    setDay(d.day);
                    setTime(null);
                  }}
                />
                <label htmlFor={id} className={cn(optionClass, 'h-full flex-col text-center')}>
                  <span className="first-letter:uppercase">{formatWeekday(d.slots[0]!.iso)}</span>
                  <span className="text-xs font-normal opacity-80">{t.times(d.slots.length)}</span>
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className={cn('text-sm font-semibold', themed.heading)}>
          {t.timesOn(formatWeekday(shown.slots[0]!.iso))}
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 min-[400px]:grid-cols-3 sm:grid-cols-4">
          {shown.slots.map((slot) => {
            const id = `${name}-time-${slot.start}`;
            return (
              <div key={slot.iso}>
                <input
                  id={id}
                  type="radio"
                  name={`${name}-time`}
                  className="peer sr-only"
                  checked={slot.iso === time}
                  onChange={() => setTime(slot.iso)}
                />
                <label htmlFor={id} className={cn(optionClass, 'tabular-nums')}>
                  {timeText(slot.iso, ownZone)}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <p className={cn('text-sm font-medium first-letter:uppercase', themed.text)} aria-live="polite">
        {chosen ? t.chosen(when) : null}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {chosen ? (
          <button
            type="button"
            className={themedButtonClass('lg', 'w-full sm:w-auto')}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => onChoose(chosen.iso)}
          >
            {action}
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
