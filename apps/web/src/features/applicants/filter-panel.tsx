import {
  ALL_LABELS,
  ALL_TAGS,
  APPLICANT_TEXTS,
  SCORE_MAX,
  SCORE_MIN,
  type ApplicantFilters,
  type ApplicantSort,
  type Tag,
} from '@rekry/domain';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { cn } from '../../lib/cn.ts';
import {
  activeFilterCount,
  isDefaultFilter,
  textQueryError,
  type ChosenFilter,
} from './remembered-filter.ts';
import { applicantStrings } from './strings.ts';
import { SelectField } from '../../components/ui/field.tsx';

const t = applicantStrings.list;
const ALL = String(ALL_LABELS);

/** What is typed in the two search fields, before the list follows it. */
export interface SearchTexts {
  query: string;
  textQuery: string;
}

/**
 * Search (names and e-mail; 'Sök i CV och svar' in the attached files and free-text answers), sort and the filter groups of SPEC §9 (Status, Processnivå, then the form's answer groups),
 * each a choice starting with 'Alla'; 'Återställ filter' goes back to the default.
 */
export function FilterPanel({
  filters,
  value,
  texts,
  onTexts,
  onChange,
  onReset,
  tags,
  withStatus = true,
  folded = false,
}: {
  filters: ApplicantFilters;
  /** The company's tags ('Taggar'); the group shows once it has one. */
  tags: readonly Tag[];
  value: ChosenFilter;
  texts: SearchTexts;
  onTexts: (texts: SearchTexts) => void;
  onChange: (next: ChosenFilter) => void;
  onReset: () => void;
  /** The board has no status filter: every column is a status. */
  withStatus?: boolean;
  /** One bar, the filter groups folded away until asked for (the board, which wants the room). */
  folded?: boolean;
}) {
  const active = activeFilterCount(withStatus ? value : { ...value, labelId: ALL_LABELS });
  const [open, setOpen] = useState(
    () => !folded && (active > 0 || (globalThis.matchMedia?.('(min-width: 768px)').matches ?? false)),
  );
  const tucked = folded && !open;
  const panelId = useId();

  const groups = [
    ...(withStatus
      ? [
          {
            id: 'status',
            title: t.status,
            options: filters.status.map((o) => ({ value: String(o.value), label: o.label })),
            value: String(value.labelId),
            set: (v: string) => onChange({ ...value, labelId: Number(v) }),
          },
        ]
      : []),
    {
      id: 'process',
      title: t.processLevel,
      options: filters.processLevel.map((o) => ({ value: String(o.value), label: o.label })),
      value: String(value.processLabelId),
      set: (v: string) => onChange({ ...value, processLabelId: Number(v) }),
    },
    ...((filters.positions?.length ?? 0) > 1
      ? [
          {
            id: 'positions',
            title: t.positions,
            options: (filters.positions ?? []).map((o) => ({ value: String(o.value), label: o.label })),
            value: String(value.otherPositionId),
            set: (v: string) => onChange({ ...value, otherPositionId: Number(v) }),
          },
        ]
      : []),
    ...(tags.length
      ? [
          {
            id: 'tags',
            title: t.tags,
            options: [
              { value: String(ALL_TAGS), label: APPLICANT_TEXTS.all },
              ...tags.map((tag) => ({ value: String(tag.id), label: tag.name })),
            ],
            value: String(value.tagId),
            set: (v: string) => onChange({ ...value, tagId: Number(v) }),
          },
        ]
      : []),
    {
      id: 'minScore',
      title: t.minScore,
      options: [
        { value: '', label: APPLICANT_TEXTS.all },
        ...Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i).map((n) => ({
          value: String(n),
          label: t.minScoreOption(n),
        })),
      ],
      value: value.minScore === null ? '' : String(value.minScore),
      set: (v: string) => onChange({ ...value, minScore: v ? Number(v) : null }),
    },
    ...filters.answers.map((g) => ({
      id: g.id,
      title: g.title,
      options: [
        { value: ALL, label: APPLICANT_TEXTS.all },
        ...g.options.map((o) => ({ value: o.label, label: o.label })),
      ],
      value: value.answers[g.id] ?? ALL,
      set: (v: string) => {
        const answers = { ...value.answers };
        if (v === ALL) delete answers[g.id];
        else answers[g.id] = v;
        onChange({ ...value, answers });
      },
    })),
  ];

  return (
    <div className={cn('space-y-3 border-b border-gray-100 px-4 sm:px-5', folded ? 'py-3' : 'py-4')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <SearchField
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={texts.query}
          onChange={(query) => onTexts({ ...texts, query })}
          className="sm:max-w-xs sm:flex-1"
        />
        <SearchField
          label={t.textSearch}
          placeholder={t.textSearchPlaceholder}
          value={texts.textQuery}
          onChange={(textQuery) => onTexts({ ...texts, textQuery })}
          error={textQueryError(texts.textQuery) ?? undefined}
          hint={texts.textQuery ? t.textSearchHint : undefined}
          // Folded on a phone: the CV search (unless in use) and the sort wait behind 'Visa filter' too.
          className={cn('sm:max-w-xs sm:flex-1', tucked && !texts.textQuery && 'max-sm:hidden')}
        />
        <SelectField
          label={t.sort}
          hideLabel
          value={value.sort}
          onChange={(v) => onChange({ ...value, sort: v as ApplicantSort })}
          options={filters.sorts.map((s) => ({ value: s.value, label: s.label }))}
          className={cn('sm:w-56', tucked && 'max-sm:hidden')}
        />
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            className="flex-1 sm:flex-none"
            icon={SlidersHorizontal}
          >
            {open ? t.hideFilters : t.showFilters}
            {active > 0 ? (
              <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">{active}</span>
            ) : null}
          </Button>
          <Button
            variant="ghost"
            onClick={onReset}
            disabled={isDefaultFilter(value) && texts.query === '' && texts.textQuery === ''}
            className="flex-1 sm:flex-none"
            icon={RotateCcw}
          >
            {t.reset}
          </Button>
        </div>
      </div>
      <div
        id={panelId}
        role="group"
        aria-label={t.filters}
        hidden={!open}
        className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4')}
      >
        {groups.map((g) => (
          <SelectField key={g.id} label={g.title} value={g.value} onChange={g.set} options={g.options} />
        ))}
      </div>
    </div>
  );
}
