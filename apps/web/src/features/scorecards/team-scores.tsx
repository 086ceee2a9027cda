import {
  formatDateTime,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Criterion,
  type CriterionSummary,
  type ReviewerScorecard,
  type ScoreSummary,
} from '@rekry/domain';
import { AlertTriangle, ChevronDown } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { scorecardStrings, scoreText } from './strings.ts';

const t = scorecardStrings.summary;

/** 'Oeniga' with its sign: the mark of a criterion whose scores are 2 or more apart (not by colour alone). */
export function DisagreeMark({ compact = false }: { compact?: boolean }) {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ring-inset"
      title={t.disagreeHint}
    >
      <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
      <span className={compact ? 'sr-only' : undefined}>{t.disagree}</span>
    </span>
  );
}

/**
 * What the team has submitted on an applicant: the weighted mean, the recommendations, each criterion's
 * mean and spread with the disagreements marked, then every other reviewer's card with its notes.
 */
export function TeamScores({
  criteria,
  summary,
  others,
}: {
  criteria: Criterion[];
  summary: ScoreSummary | null;
  others: ReviewerScorecard[];
}) {
  if (!summary || summary.reviewers === 0) return <p className="text-sm text-gray-600">{t.noneYet}</p>;
  const byId = new Map(summary.criteria.map((c) => [c.criterionId, c]));
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div>
          <p className="text-sm text-gray-600">{t.weightedMean}</p>
          <p className="text-3xl font-semibold text-gray-900 tabular-nums" data-testid="weighted-mean">
            {scoreText(summary.weightedMean)}
          </p>
          <p className="text-sm text-gray-600">{t.reviewers(summary.reviewers)}</p>
        </div>
        <dl className="flex flex-wrap gap-2" aria-label={t.recommendations}>
          {RECOMMENDATIONS.map((r) => (
            <div key={r} className="flex items-baseline gap-1.5 rounded-md bg-gray-50 px-2.5 py-1 text-sm">
              <dt className="text-gray-600">{RECOMMENDATION_LABELS[r]}</dt>
              <dd className="font-semibold text-gray-900 tabular-nums">{summary.recommendations[r]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section aria-label={t.perCriterion}>
        <h3 className="text-sm font-medium text-gray-800">{t.perCriterion}</h3>
        <ul className="mt-2 divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200">
          {criteria.map((criterion) => (
            <CriterionLine key={criterion.id} criterion={criterion} line={byId.get(criterion.id)} />
          ))}
        </ul>
      </section>
      {others.length > 0 ? (
        <section aria-label={t.others}>
          <h3 className="text-sm font-medium text-gray-800">{t.others}</h3>
          <ul className="mt-2 space-y-2">
            {others.map((card) => (
              <li key={card.id}>
                <ReviewerCard card={card} criteria={criteria} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function CriterionLine({ criterion, line }: { criterion: Criterion; line: CriterionSummary | undefined }) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2.5"
      data-disagree={line?.disagree ? 'true' : undefined}
    >
      <span className="min-w-0 text-sm font-medium break-words text-gray-900">{criterion.name}</span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700 tabular-nums">
        <span>
          {t.mean} {scoreText(line?.mean ?? null)}
        </span>
        {line && line.min !== null && line.max !== null ? (
          <span>
            {t.spread} {t.range(line.min, line.max)}
          </span>
        ) : null}
        {line?.disagree ? <DisagreeMark /> : null}
      </span>
    </li>
  );
}

/** One reviewer's submitted card: who, when, the recommendation and mean; opened, each score and note. */
export function ReviewerCard({
  card,
  criteria,
  open = false,
}: {
  card: ReviewerScorecard;
  criteria: Criterion[];
  open?: boolean;
}) {
  return (
    <details className="group rounded-lg ring-1 ring-gray-200" open={open}>
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
        <span className="font-medium text-gray-900">{card.reviewer.name}</span>
        {card.recommendation ? <Badge tone="gray">{RECOMMENDATION_LABELS[card.recommendation]}</Badge> : null}
        <span className="text-gray-700 tabular-nums">
          {t.mean} {scoreText(card.weightedMean)}
        </span>
        {card.submittedAt ? (
          <span className="text-gray-500">
            {scorecardStrings.card.submittedAt(formatDateTime(card.submittedAt))}
          </span>
        ) : null}
        <ChevronDown className="ml-auto size-4 text-gray-400 group-open:rotate-180" aria-hidden />
      </summary>
      <dl className="space-y-3 border-t border-gray-100 px-3 py-3">
        {criteria.map((criterion) => {
          const score = card.scores.find((s) => s.criterionId === criterion.id);
          return (
            <div key={criterion.id}>
              <dt className="text-sm font-medium text-gray-900">
                {criterion.name}:{' '}
                <span className="tabular-nums">{score ? t.scoreOf(score.score) : t.noScore}</span>
              </dt>
              {score?.note ? (
                <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-gray-700">{score.note}</dd>
              ) : null}
            </div>
          );
        })}
      </dl>
    </details>
  );
}
