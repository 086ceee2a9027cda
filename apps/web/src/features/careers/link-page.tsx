import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { themed } from './theme.ts';

/** The frame of a page a mailed link opens (an interview's booking, the candidate survey). */
export function LinkPageShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
}

/**
 * What such a page shows while its link's answer is on its way or has failed: a spinner, the page's words
 * for a link the server does not know (404), or the failure with a retry when the page offers one. Null
 * once the answer is here.
 */
export function linkPageState(
  query: { isPending: boolean; isError: boolean; error: unknown },
  words: { loading: string; unknown: string; failed: string },
  retry?: { label: string; run: () => void },
): ReactNode {
  if (query.isPending)
    return (
      <LinkPageShell>
        <div className={cn('flex min-h-48 items-center justify-center', themed.icon)}>
          <Spinner className="size-7" label={words.loading} />
        </div>
      </LinkPageShell>
    );
  if (!query.isError) return null;
  return (
    <LinkPageShell>
      {isApiError(query.error) && query.error.status === 404 ? (
        <Alert tone="warning" title={words.unknown} />
      ) : (
        <Alert tone="error" title={words.failed}>
          <p>{errorMessage(query.error)}</p>
          {retry ? (
            <Button variant="secondary" size="sm" className="mt-3" onClick={retry.run}>
              {retry.label}
            </Button>
          ) : null}
        </Alert>
      )}
    </LinkPageShell>
  );
}
