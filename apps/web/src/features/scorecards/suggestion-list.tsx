import type { CriterionSuggestion } from '@rekry/domain';
import { Check, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { QueryBoundary, type BoundaryQuery } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { scorecardStrings } from './strings.ts';

const t = scorecardStrings.suggestions;
const SOURCES = ['skill', 'requirement', 'library'] as const;

/** What a profile's criteria are matched on: the skill or library entry they came from, or their name. */
export interface CriterionOrigin {
  name: string;
  skillId: number | null;
  libraryId: number | null;
}

/** Whether a criterion of `list` is the suggestion: by its skill, its library entry or its name. */
export function holds(list: readonly CriterionOrigin[], s: CriterionSuggestion) {
  const name = s.name.trim().toLocaleLowerCase('sv');
  return list.some(
    (c) =>
      (s.skillId !== null && c.skillId === s.skillId) ||
      (s.libraryId !== null && c.libraryId === s.libraryId) ||
      c.name.trim().toLocaleLowerCase('sv') === name,
  );
}

/**
 * 'Lägg till från kompetenser, annonsens krav eller biblioteket': the suggestions by source, each added to
 * the form with one press; one the profile already has is shown as taken and cannot be added again.
 */
export function SuggestionList({
  query,
  suggestions,
  isTaken,
  onAdd,
}: {
  query: BoundaryQuery;
  suggestions: CriterionSuggestion[];
  isTaken: (s: CriterionSuggestion) => boolean;
  onAdd: (s: CriterionSuggestion) => void;
}) {
  return (
    <Card>
      <CardHeader title={t.title} />
      <QueryBoundary
        query={query}
        loading={<SkeletonRows label={t.loading} rows={3} />}
        failed={t.failed}
        isEmpty={suggestions.length === 0}
        empty={<p className="px-5 py-4 text-sm text-gray-600">{t.none}</p>}
      >
        <div className="divide-y divide-gray-100">
          {SOURCES.map((source) => {
            const group = suggestions.filter((s) => s.source === source);
            if (group.length === 0) return null;
            return (
              <section key={source} className="px-5 py-4" aria-label={t.sources[source]}>
                <h3 className="text-sm font-medium text-gray-800">{t.sources[source]}</h3>
                <ul className="mt-2 space-y-2">
                  {group.map((s) => {
                    const taken = isTaken(s);
                    return (
                      <li key={`${s.name}-${s.skillId}-${s.libraryId}`} className="flex items-start gap-3">
                        <div className="min-w-0 flex-1">
                          <p className="text-sm break-words text-gray-900">{s.name}</p>
                          {taken ? (
                            <p className="flex items-center gap-1 text-xs text-gray-500">
                              <Check className="size-3.5" aria-hidden />
                              {t.taken}
                            </p>
                          ) : null}
                        </div>
                        <Button
                          variant="secondary"
                          size="sm"
                          className="shrink-0"
                          aria-label={t.addNamed(s.name)}
                          disabled={taken}
                          onClick={() => onAdd(s)}
                          icon={Plus}
                        >
                          {t.add}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </div>
      </QueryBoundary>
    </Card>
  );
}
