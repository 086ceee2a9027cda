import { addDays, isIsoDate, stockholmDate } from '@rekry/domain';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import type { ReportFilter } from './api.ts';
import { PositionFilter } from './position-filter.tsx';
import { reportStrings } from './strings.ts';

const t = reportStrings.filters;
const PRESETS = ['30', '90', '365'] as const;

/** The last `days` days up to today (Stockholm), both ends included. */
export function lastDays(days: number, today = stockholmDate()) {
  return { from: addDays(today, -(days - 1)), to: today };
}

const positiveId = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/**
 * The page's filter, kept in the address's query (?fran, ?till, ?tjanst once per position, ?rekryterare)
 * so a reload or a shared link shows the same; the last 12 months unless it says otherwise.
 */
export function useReportFilter() {
  const [params, setParams] = useSearchParams();
  const fallback = lastDays(365);
  const from = params.get('fran');
  const to = params.get('till');
  const positionIds = [...new Set(params.getAll('tjanst').flatMap((v) => positiveId(v) ?? []))].sort(
    (a, b) => a - b,
  );
  const recruiterId = positiveId(params.get('rekryterare'));
  const filter: ReportFilter = {
    from: from && isIsoDate(from) ? from : fallback.from,
    to: to && isIsoDate(to) ? to : fallback.to,
    ...(positionIds.length ? { positionIds } : {}),
    ...(recruiterId ? { recruiterId } : {}),
  };
  /** A key to a value, to several (one each), or away (undefined, none). */
  function set(changes: Record<string, string | string[] | undefined>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          next.delete(key);
          for (const one of [value ?? []].flat()) if (one) next.append(key, one);
        }
        return next;
      },
      { replace: true },
    );
  }
  const active = params.size > 0;
  return { filter, set, active, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}

function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(e) => {
          if (isIsoDate(e.target.value)) onChange(e.target.value);
        }}
        className={inputClass}
      />
    </div>
  );
}

export function ReportFilters({
  state,
  positions,
  recruiters,
}: {
  state: ReturnType<typeof useReportFilter>;
  positions: { id: number; name: string }[];
  recruiters: { id: number; name: string }[] | null;
}) {
  const { filter, set } = state;
  const preset = PRESETS.find((days) => {
    const range = lastDays(Number(days));
    return range.from === filter.from && range.to === filter.to;
  });
  return (
    <section
      aria-label={t.label}
      className="mb-6 grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-5 print:hidden"
    >
      <SelectField
        label={t.preset}
        value={preset ?? ''}
        onChange={(days) => days && set(range(lastDays(Number(days))))}
        options={[
          ...(preset ? [] : [{ value: '', label: t.custom }]),
          ...PRESETS.map((days) => ({ value: days, label: t.presets[days] })),
        ]}
      />
      <DateInput label={t.from} value={filter.from} onChange={(fran) => set({ fran, till: filter.to })} />
      <DateInput label={t.to} value={filter.to} onChange={(till) => set({ fran: filter.from, till })} />
      <PositionFilter
        positions={positions}
        selected={filter.positionIds ?? []}
        onChange={(ids) => set({ tjanst: [...ids].sort((a, b) => a - b).map(String) })}
      />
      {recruiters ? (
        <SelectField
          label={t.recruiter}
          value={String(filter.recruiterId ?? '')}
          onChange={(rekryterare) => set({ rekryterare })}
          options={[
            { value: '', label: t.allRecruiters },
            ...recruiters.map((r) => ({ value: String(r.id), label: r.name })),
          ]}
        />
      ) : null}
      {state.active ? (
        <div className="flex items-end">
          <Button variant="ghost" size="sm" onClick={state.clear}>
            {t.reset}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

const range = ({ from, to }: { from: string; to: string }) => ({ fran: from, till: to });
