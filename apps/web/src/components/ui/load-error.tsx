import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { commonStrings } from '../../lib/strings.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/**
 * Something could not be loaded: what (`title`), the server's Swedish message, and 'Försök igen'.
 * `inset` pads it for a place inside a card.
 */
export function LoadError({
  title,
  error,
  onRetry,
  inset = false,
}: {
  title: ReactNode;
  error: unknown;
  onRetry: () => void;
  inset?: boolean;
}) {
  const alert = (
    <Alert tone="error" title={title}>
      <p>{errorMessage(error)}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {commonStrings.tryAgain}
      </Button>
    </Alert>
  );
  return inset ? <div className="p-4">{alert}</div> : alert;
}
