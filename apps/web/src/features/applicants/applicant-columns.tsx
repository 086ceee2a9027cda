/**
 * The applicant list's cells: the columns of the table and a phone's cards, the row and select-all
 * checkboxes and the status, process and answer cells.
 */
import { formatDate, isNamed, type ApplicantFilters, type ApplicantListItem } from '@rekry/domain';
import { useEffect, useRef } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import type { ListColumn } from '../../components/ui/data-list.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { paths } from '../../lib/paths.ts';
import { AnonymityBadge } from '../anonymity/index.ts';
import { scoreText } from '../scorecards/index.ts';
import { applicantStrings } from './strings.ts';
import { TagBadges } from './tag-picker.tsx';
import { firstFileHit, TextHits } from './text-hits.tsx';

const t = applicantStrings.list;

/** The names of the company's status and process labels by id, from the list's filters. */
export function labelNames(filters: ApplicantFilters) {
  const status = new Map(filters.status.filter((o) => o.value > 0).map((o) => [o.value, o.label]));
  const process = new Map(filters.processLevel.filter((o) => o.value > 0).map((o) => [o.value, o.label]));
  return { status, process };
}

export function SelectAllBox({
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 rounded border-gray-300 accent-brand-600"
      />
      <span className="sr-only sm:not-sr-only">{t.selectAll}</span>
    </label>
  );
}

export type Names = ReturnType<typeof labelNames>;

function StatusBadge({ item, names }: { item: ApplicantListItem; names: Names }) {
  if (item.labelId === null) return <Badge tone="amber">{t.unprocessed}</Badge>;
  return <Badge tone="brand">{names.status.get(item.labelId) ?? '–'}</Badge>;
}

function ProcessText({ item, names }: { item: ApplicantListItem; names: Names }) {
  if (item.processLabelId === null) return <span className="text-gray-500">–</span>;
  return <span>{names.process.get(item.processLabelId) ?? '–'}</span>;
}

function UnreadDot({ item }: { item: ApplicantListItem }) {
  if (!item.isUnread) return null;
  return (
    <span className="inline-flex items-center" title={t.unread}>
      <span className="size-2 rounded-full bg-brand-600" aria-hidden />
      <span className="sr-only">{t.unread}</span>
    </span>
  );
}

function Answers({ item }: { item: ApplicantListItem }) {
  if (item.answers.length === 0) return <span className="text-gray-500">–</span>;
  return (
    <ul className="space-y-0.5 text-xs leading-5">
      {item.answers.map((a) => (
        <li key={a.title}>
          <span className="text-gray-500">
            {a.title}
            {/[?:]$/.test(a.title) ? ' ' : ': '}
          </span>
          <span className="text-gray-800">{a.value}</span>
        </li>
      ))}
    </ul>
  );
}

export function RowCheckbox({
  item,
  selected,
  onSelect,
}: {
  item: ApplicantListItem;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      checked={selected}
      onChange={(e) => onSelect(e.target.checked)}
      aria-label={t.selectOne(item.name || item.email)}
      className="relative z-10 size-4 rounded border-gray-300 accent-brand-600"
    />
  );
}

/**
 * The list's columns: the table's cells and, by place, what a phone's card shows (SPEC §9 list): name and
 * e-mail, age and gender when the form asks for them, applied, status and process, the chosen answers, or
 * with 'Sök i CV och svar' where the words were found (a row then opens at its first file hit).
 */
export function applicantColumns(
  positionId: number,
  names: Names,
  showAge: boolean,
  showGender: boolean,
  { textSearch }: { textSearch: boolean },
): ListColumn<ApplicantListItem>[] {
  return [
    {
      key: 'name',
      header: t.name,
      cell: (item) => (
        <>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <UnreadDot item={item} />
            <RowLink to={paths.applicant(positionId, item.id, firstFileHit(item))}>
              {item.name || item.email}
            </RowLink>
            <AnonymityBadge visibility={item.visibility} />
          </div>
          {isNamed(item.visibility) ? (
            <p className="max-w-48 truncate text-xs text-gray-600">{item.email}</p>
          ) : null}
          <TagBadges tags={item.tags} className="mt-1 max-w-64" />
        </>
      ),
      card: {
        title: (item) => (
          <span className="inline-flex items-center gap-2">
            <UnreadDot item={item} />
            {item.name || item.email}
            <AnonymityBadge visibility={item.visibility} />
          </span>
        ),
      },
    },
    ...(showAge
      ? [
          {
            key: 'age',
            header: t.age,
            cellClassName: 'tabular-nums',
            // An anonymous applicant's age is not known here: the cell stays empty, not '–'.
            cell: (item: ApplicantListItem) => (isNamed(item.visibility) ? (item.age ?? '–') : null),
            card: { footer: (item: ApplicantListItem) => (item.age != null ? t.ageYears(item.age) : null) },
          },
        ]
      : []),
    ...(showGender
      ? [
          {
            key: 'gender',
            header: t.gender,
            cell: (item: ApplicantListItem) => (isNamed(item.visibility) ? (item.gender ?? '–') : null),
            card: { footer: (item: ApplicantListItem) => item.gender ?? null },
          },
        ]
      : []),
    {
      key: 'applied',
      header: t.applied,
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (item) => formatDate(item.created),
      card: { footer: (item) => formatDate(item.created) },
    },
    {
      key: 'score',
      header: t.score,
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (item) => scoreText(item.score),
      card: { footer: (item) => (item.score !== null ? t.scoreOf(scoreText(item.score)) : null) },
    },
    {
      key: 'status',
      header: t.statusAndProcess,
      cell: (item) => (
        <>
          <StatusBadge item={item} names={names} />
          {item.processLabelId !== null ? (
            <p className="mt-1 text-xs text-gray-600">
              <ProcessText item={item} names={names} />
            </p>
          ) : null}
        </>
      ),
      card: {
        badges: (item) => (
          <>
            <StatusBadge item={item} names={names} />
            {item.processLabelId !== null ? (
              <Badge tone="gray">
                <ProcessText item={item} names={names} />
              </Badge>
            ) : null}
          </>
        ),
        details: (item) => <TagBadges tags={item.tags} />,
      },
    },
    textSearch
      ? {
          key: 'hits',
          header: t.hits,
          cellClassName: 'min-w-64',
          cell: (item) => <TextHits item={item} positionId={positionId} linked />,
          card: { details: (item) => <TextHits item={item} positionId={positionId} linked={false} /> },
        }
      : {
          key: 'answers',
          header: t.answers,
          cellClassName: 'min-w-44',
          cell: (item) => <Answers item={item} />,
          card: { details: (item) => (item.answers.length > 0 ? <Answers item={item} /> : null) },
        },
  ];
}
