import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api.ts';
import { LoadError } from './load-error.tsx';
import { LoadingBlock } from './loading-block.tsx';
import { NotFoundCard } from './not-found-card.tsx';
import { PageHeader } from './page-header.tsx';

/** The words of a record screen's states. */
export interface RecordTexts {
  /** The screen's title while there is no record to name it (usually the list's title). */
  title: string;
  notFound: string;
  notFoundText?: string;
  /** The failure's title, e.g. 'Tjänsten kunde inte hämtas'. */
  failed: string;
  loading?: string;
}

/** What RecordBoundary needs of a react-query result. */
export interface RecordQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A screen of one record (a position, a user, a notification) in its states: the way back and a card
 * saying it does not exist (an id that cannot be one, a 404, or an empty answer), a placeholder while it
 * loads (`loading`: the body's blocks), a failure with 'Försök igen'; then the record (`children`).
 */
export function RecordBoundary<T>({
  query,
  valid = true,
  back,
  texts,
  icon,
  loading,
  children,
}: {
  query: RecordQuery<T | null>;
  /** False when the address cannot name a record: it is not asked for. */
  valid?: boolean;
  back: ReactNode;
  texts: RecordTexts;
  icon?: LucideIcon;
  loading?: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const { data } = query;
  const missing =
    !valid || data === null || (query.isError && isApiError(query.error) && query.error.status === 404);
  if (missing)
    return (
      <>
        <PageHeader title={texts.title} back={back} />
        <NotFoundCard icon={icon} title={texts.notFound} description={texts.notFoundText} />
      </>
    );
  if (query.isPending)
    return (
      <LoadingBlock label={texts.loading} back={back}>
        {loading}
      </LoadingBlock>
    );
  if (query.isError || data === undefined)
    return (
      <>
        <PageHeader title={texts.title} back={back} />
        <LoadError title={texts.failed} error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  return children(data);
}
