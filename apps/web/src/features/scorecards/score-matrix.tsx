import type { Criterion, MatrixRow, ScoreVisibility } from '@rekry/domain';
import { ClipboardCheck, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DataList, type ListColumn } from '../../components/ui/data-list.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SelectField, recordOptions } from '../../components/ui/field.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { useLabels } from '../../lib/company-templates.ts';
import { paths } from '../../lib/paths.ts';
import { usePositionScorecard, useScoreMatrix } from './api.ts';
import { scorecardStrings, scoreText } from './strings.ts';
import { DisagreeMark } from './team-scores.tsx';

const t = scorecardStrings.matrix;

type Sort = 'score' | 'name';

const sorted = (rows: MatrixRow[], sort: Sort) =>
  [...rows].sort((a, b) =>
    sort === 'name'
      ? a.name.localeCompare(b.name, 'sv')
      : (b.weightedMean ?? -1) - (a.weightedMean ?? -1) || a.name.localeCompare(b.name, 'sv'),
  );

/**
 * A position's 'Jämförelse': the applicants of a process level (or all) × the profile's criteria, each cell
 * the criterion's mean with its disagreement marked, sorted by the weighted score or by name. An applicant
 * whose scores the caller may not see yet shows 'Dold' and why. On a phone, a card per applicant.
 */
export function ScoreMatrix({
  containerId,
  positionId,
  canEdit,
}: {
  containerId: number;
  positionId: number;
  canEdit: boolean;
}) {
  const [level, setLevel] = useState<number | null>(null);
  const [sort, setSort] = useState<Sort>('score');
  const matrix = useScoreMatrix(containerId, positionId, level);
  // The visibility tells why a row is hidden; the matrix answers only that it is.
  const profile = usePositionScorecard(containerId, positionId);
  const labels = useLabels(containerId);
  const levels = (labels.data ?? [])
    .filter((l) => l.labelType.name === 'Process')
    .sort((a, b) => a.order - b.order);
  const criteria = matrix.data?.criteria ?? [];
  const rows = sorted(matrix.data?.rows ?? [], sort);
  const hiddenText = hiddenReason(profile.data?.visibility);

  if (matrix.data && criteria.length === 0)
    return (
      <Card>
        <EmptyState
          icon={ClipboardCheck}
          title={scorecardStrings.card.noProfile}
          description={t.noProfileText}
          action={
            canEdit ? (
              <ButtonLink to={paths.positionScorecard(positionId)} variant="secondary">
                {scorecardStrings.card.buildProfile}
              </ButtonLink>
            ) : null
          }
        />
      </Card>
    );

  return (
    <ListCard
      title={t.title}
      description={t.description}
      region
      testId="score-matrix"
      query={matrix}
      texts={t}
      icon={ClipboardCheck}
      isEmpty={rows.length === 0}
      toolbar={
        <div className="border-b border-gray-100 px-4 py-3 sm:px-5">
          <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
            <SelectField
              label={t.level}
              value={level === null ? '' : String(level)}
              onChange={(v) => setLevel(v ? Number(v) : null)}
              options={recordOptions(t.allLevels, levels, (l) => l.name)}
            />
            <SelectField
              label={t.sort}
              value={sort}
              onChange={(v) => setSort(v as Sort)}
              options={[
                { value: 'score', label: t.byScore },
                { value: 'name', label: t.byName },
              ]}
            />
          </div>
        </div>
      }
      footer={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{t.count(rows.length)}</span>
          {rows.some((r) => r.criteria.some((c) => c.disagree)) ? (
            <span className="inline-flex items-center gap-1.5">
              <DisagreeMark compact />
              {t.disagreeNote}
            </span>
          ) : null}
        </span>
      }
    >
      <DataList
        rows={rows}
        columns={columnsOf(criteria, positionId, hiddenText)}
        label={t.label}
        scroll
        compact
        rowKey={(row) => row.applicantId}
        rowHref={(row) => paths.applicant(positionId, row.applicantId)}
      />
    </ListCard>
  );
}

function hiddenReason(visibility: ScoreVisibility | undefined) {
  return visibility === 'never' ? t.hiddenNever : t.hiddenSubmitFirst;
}

/** 'Dold' with its reason: the reason is read out and shown on hover; on a card it is written out. */
function Hidden({ reason, long = false }: { reason: string; long?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1 text-gray-500" title={reason}>
      <EyeOff className="size-3.5 shrink-0" aria-hidden />
      {long ? reason : t.hidden}
      {long ? null : <span className="sr-only">: {reason}</span>}
    </span>
  );
}

/** Hidden scores are 'Dold' only where there are some: an applicant nobody has scored has nothing to hide. */
const hides = (row: MatrixRow) => !row.shown && row.reviewers > 0;

function Cell({ row, criterion, hidden }: { row: MatrixRow; criterion: Criterion; hidden: string }) {
  if (hides(row)) return <Hidden reason={hidden} />;
  const line = row.criteria.find((c) => c.criterionId === criterion.id);
  if (!line || line.mean === null) return <span className="text-gray-400">–</span>;
  return (
    <span
      className="inline-flex items-center gap-1.5 tabular-nums"
      data-disagree={line.disagree || undefined}
    >
      {scoreText(line.mean)}
      {line.disagree && line.min !== null && line.max !== null ? (
        <>
          <DisagreeMark compact />
          <span className="text-xs text-gray-600">{scorecardStrings.summary.range(line.min, line.max)}</span>
        </>
      ) : null}
    </span>
  );
}

/** The columns: the applicant, the weighted score, each criterion, the number of reviewers. */
function columnsOf(criteria: Criterion[], positionId: number, hidden: string): ListColumn<MatrixRow>[] {
  return [
    {
      key: 'name',
      header: t.applicant,
      cell: (row) => (
        <span className="block min-w-0">
          <RowLink to={paths.applicant(positionId, row.applicantId)}>{row.name}</RowLink>
          {row.processLevel ? <span className="block text-xs text-gray-500">{row.processLevel}</span> : null}
        </span>
      ),
      card: { title: (row) => row.name, subtitle: (row) => row.processLevel },
    },
    {
      key: 'weighted',
      header: t.weighted,
      cellClassName: 'font-semibold text-gray-900 tabular-nums',
      cell: (row) => (hides(row) ? <Hidden reason={hidden} /> : scoreText(row.weightedMean)),
      card: {
        trailing: (row) =>
          !hides(row) && row.weightedMean !== null ? (
            <span className="text-lg font-semibold text-gray-900 tabular-nums">
              <span className="sr-only">{t.weighted} </span>
              {scoreText(row.weightedMean)}
            </span>
          ) : null,
      },
    },
    ...criteria.map((criterion): ListColumn<MatrixRow> => ({
      key: `c${criterion.id}`,
      header: criterion.name,
      cellClassName: 'whitespace-nowrap',
      cell: (row) => <Cell row={row} criterion={criterion} hidden={hidden} />,
      card: {
        details: (row) =>
          row.shown && row.reviewers > 0 ? (
            <span className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 break-words text-gray-700">{criterion.name}</span>
              <Cell row={row} criterion={criterion} hidden={hidden} />
            </span>
          ) : null,
      },
    })),
    {
      key: 'reviewers',
      header: t.reviewers,
      cellClassName: 'text-gray-600 tabular-nums',
      cell: (row) => row.reviewers,
      card: {
        footer: (row) => scorecardStrings.summary.reviewers(row.reviewers),
        details: (row) => (hides(row) ? <Hidden reason={hidden} long /> : null),
      },
    },
  ];
}
