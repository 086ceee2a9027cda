import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';

/** What a boundary needs of a query (useQuery and useInfiniteQuery alike). */
export interface BoundaryQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * One place for a list's three other states: loading (`loading`, a skeleton), failed (LoadError with
 * 'Försök igen'), and empty (`empty`); the children show only when there is something to show. A failure
 * while rows are shown (a next page) is the list's own to tell, so the rows stay.
 */
export function QueryBoundary({
  query,
  loading,
  failed,
  isEmpty,
  empty,
  inset = true,
  children,
}: {
  query: BoundaryQuery;
  loading: ReactNode;
  /** The failure's title, e.g. 'Det gick inte att hämta användarna'. */
  failed: ReactNode;
  isEmpty: boolean;
  empty: ReactNode;
  /** The error sits inside a card (padded). */
  inset?: boolean;
  children: ReactNode;
}) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError && isEmpty)
    return (
      <LoadError inset={inset} title={failed} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
