import { addDays } from '@rekry/domain';
import { TextField } from '../../components/ui/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { positionStrings } from './strings.ts';

const t = positionStrings.editor;

/** The quick choices of SPEC §9: the last application day N days after the start. */
export const QUICK_DAYS = [7, 14, 31] as const;

/** Start date and last application date (YYYY-MM-DD, Stockholm), with '+N dagar' buttons. */
export function PositionDatesField({
  start,
  stop,
  onStart,
  onStop,
  errors,
}: {
  start: string;
  stop: string;
  onStart: (date: string) => void;
  onStop: (date: string) => void;
  errors: { start?: string | undefined; stop?: string | undefined };
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">{t.period}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.start}
          type="date"
          name="start"
          value={start}
          onChange={(e) => onStart(e.target.value)}
          error={errors.start}
        />
        <TextField
          label={t.stop}
          type="date"
          name="stop"
          value={stop}
          min={start || undefined}
          onChange={(e) => onStop(e.target.value)}
          error={errors.stop}
          hint={t.stopHint}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {QUICK_DAYS.map((n) => (
          <Button
            key={n}
            type="button"
            variant="secondary"
            size="sm"
            disabled={!start}
            aria-label={t.plusDaysLabel(n)}
            onClick={() => onStop(addDays(start, n))}
          >
            {t.plusDays(n)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
