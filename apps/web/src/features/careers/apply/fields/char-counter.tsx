import { cn } from '../../../../lib/cn.ts';
import { applyStrings as t } from '../strings.ts';

/** Counter is shown only when fewer than this many characters remain (SPEC §5). */
const SHOW_BELOW = 10;

export function isCounterShown(length: number, maxLength: number | undefined): boolean {
  return maxLength !== undefined && maxLength - length < SHOW_BELOW;
}

/** 'N tecken kvar' near the limit, red when over it; going over is announced once, politely. */
export function CharCounter({ id, length, maxLength }: { id: string; length: number; maxLength: number }) {
  const remaining = maxLength - length;
  const over = remaining < 0;
  return (
    <>
      {isCounterShown(length, maxLength) ? (
        <p
          id={id}
          className={cn(
            'mt-1.5 text-right text-sm tabular-nums',
            over ? 'font-medium text-red-700' : 'text-gray-600',
          )}
        >
          {over ? t.counterOver(-remaining) : t.counterLeft(remaining)}
        </p>
      ) : null}
      <span className="sr-only" aria-live="polite">
        {over ? t.counterOverAnnounced : ''}
      </span>
    </>
  );
}
