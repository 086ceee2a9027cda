import { DEFAULT_SLOT_LIMIT, formatTimeIn, formatWeekday, slotsByDay, type OfferedSlot } from '@rekry/domain';
import { useId } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import type { useInterviewSlots } from './api.ts';
import { interviewStrings } from './strings.ts';

const t = interviewStrings.slots;

/**
 * The free times of the setup as it stands, a row of times a day (Swedish time). Read-only while the
 * setup is written; with `onPick` each time is a button ('Välj tid direkt'), the chosen one pressed.
 */
export function SlotList({
  slots,
  ready,
  onPick,
  chosen,
}: {
  slots: ReturnType<typeof useInterviewSlots>;
  /** The setup can be asked about (its fields are right). */
  ready: boolean;
  onPick?: (slot: OfferedSlot) => void;
  chosen?: string | null;
}) {
  const headingId = useId();
  const list = slots.data ?? [];
  const days = slotsByDay(list.map((slot) => ({ ...slot, start: Date.parse(slot.start), offered: slot })));
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-sm font-semibold text-gray-900">
          {t.title}
        </h3>
        {ready && slots.data ? (
          <p className="text-xs text-gray-600" aria-live="polite">
            {/* The server gives the earliest slots up to its limit: at the limit there may be more. */}
            {list.length >= DEFAULT_SLOT_LIMIT ? t.many(list.length) : t.count(list.length, days.length)}
          </p>
        ) : null}
      </div>
      <p className="mt-0.5 text-xs text-gray-500">{t.stockholm}</p>
      <div className="mt-3">
        {!ready ? (
          <p className="text-sm text-gray-600">{t.incomplete}</p>
        ) : slots.isPending ? (
          <SkeletonRows rows={2} label={t.loading} />
        ) : slots.isError ? (
          <LoadError title={t.failed} error={slots.error} onRetry={() => void slots.refetch()} />
        ) : list.length === 0 ? (
          <Alert tone="warning">{t.none}</Alert>
        ) : (
          <div
            role="region"
            aria-label={t.label}
            tabIndex={0}
            aria-busy={slots.isFetching ? true : undefined}
            className={cn(
              'max-h-72 space-y-3 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-500',
              slots.isPlaceholderData && 'opacity-60',
            )}
          >
            {days.map((day) => {
              const name = formatWeekday(day.slots[0]!.offered.start);
              return (
                <div key={day.day}>
                  <h4 className="text-xs font-medium tracking-wide text-gray-600 uppercase">{name}</h4>
                  <ul className="mt-1.5 flex flex-wrap gap-1.5">
                    {day.slots.map(({ offered }) => {
                      const time = formatTimeIn(offered.start);
                      return (
                        <li key={offered.start}>
                          {onPick ? (
                            <button
                              type="button"
                              aria-pressed={chosen === offered.start}
                              aria-label={t.pick(name, time)}
                              onClick={() => onPick(offered)}
                              className={cn(
                                'rounded-md px-2.5 py-1 text-sm font-medium tabular-nums ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-brand-500',
                                chosen === offered.start
                                  ? 'bg-brand-600 text-white ring-brand-600'
                                  : 'bg-white text-gray-900 ring-gray-300 hover:bg-brand-50 hover:ring-brand-300',
                              )}
                            >
                              {time}
                            </button>
                          ) : (
                            <span className="inline-block rounded-md bg-white px-2.5 py-1 text-sm text-gray-800 tabular-nums ring-1 ring-gray-200 ring-inset">
                              {time}
                            </span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}
