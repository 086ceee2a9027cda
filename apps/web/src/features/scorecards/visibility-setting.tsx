import { SCORE_VISIBILITIES, SCORE_VISIBILITY_LABELS, type ScoreVisibility } from '@rekry/domain';
import { toast } from 'sonner';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { useScorecardVisibility } from './api.ts';
import { scorecardStrings } from './strings.ts';

const t = scorecardStrings.visibility;

/** When a reviewer sees the others' scores: the position's admin chooses, and the choice is saved at once. */
export function VisibilitySetting({
  containerId,
  positionId,
  value,
}: {
  containerId: number;
  positionId: number;
  value: ScoreVisibility;
}) {
  const change = useScorecardVisibility(containerId, positionId);
  return (
    <Card>
      <CardHeader title={t.title} description={t.description} />
      <fieldset className="px-5 py-4" disabled={change.isPending}>
        <legend className="sr-only">{t.title}</legend>
        <div className="space-y-1">
          {SCORE_VISIBILITIES.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-gray-900 hover:bg-gray-50"
            >
              <input
                type="radio"
                name="score-visibility"
                value={option}
                checked={(change.isPending ? change.variables : value) === option}
                onChange={() => change.mutate(option, { onSuccess: () => toast.success(t.saved) })}
                className="size-4 shrink-0 accent-brand-600"
              />
              {SCORE_VISIBILITY_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
