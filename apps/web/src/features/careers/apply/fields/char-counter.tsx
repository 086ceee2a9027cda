import { cn } from '../../../../lib/cn.ts';
import { applyStrings as t } from '../strings.ts';

/** Counter is shown only when fewer than this many characters remain (SPEC §5). */
const SHOW_BELOW = 10;

/** Near the limit, or right after a change the limit refused. */
export function isCounterShown(length: number, maxLength: number, refused: boolean): boolean {
  return refused || maxLength - length < SHOW_BELOW;
}

/**
 * 'N tecken kvar' near the limit; red when a change was refused for it (the limit is named) or the text is
 * over it (a draft kept from before the limit was lowered). Turning red is announced once, politely.
 */
export function CharCounter({
  id,
  length,
  maxLength,
  refused,
}: {
  id: string;
  length: number;
  maxLength: number;
  refused: boolean;
}) {
  const remaining = maxLength - length;
  const over = remaining < 0;
  return (
    <>
      {isCounterShown(length, maxLength, refused) ? (
        <p
          id={id}
          className={cn(
            'mt-1.5 text-right text-sm tabular-nums',
            over || refused ? 'font-medium text-red-700' : 'text-gray-600',
          )}
        >
          {over
            ? t.counterOver(-remaining)
            : refused
              ? t.counterRefused(maxLength, remaining)
              : t.counterLeft(remaining)}
        </p>
      ) : null}
      <span className="sr-only" aria-live="polite">
        {over ? t.counterOverAnnounced : refused ? t.counterRefusedAnnounced(maxLength) : ''}
      </span>
    </>
  );
}
