import { useInfiniteQuery } from './public-query.tsx';
import { BriefcaseBusiness, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { EMPTY_PUBLIC_SEARCH, isSearching, type PublicPositionSummary } from '@rekry/domain/public';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { onIntent } from '../../lib/preloadable-page.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { PositionFactsInline, positionFacts } from './position-facts.tsx';
import { preloadPositionPage } from './lazy-pages.ts';
import { publicQueries } from './public-queries.ts';
import { careerStrings as t } from './strings.ts';
import { themed, themedButtonClass } from './theme.ts';
import { usePublicSearch } from './use-public-search.ts';

/**
 * A list of open positions as the address searches them, with its heading (given the real total once
 * known; 'Sökresultat' and the hits when searching), 'Menade du …' when the search forgave a misspelt
 * word (a link that runs the search as the ads write it), loading rows, an empty state (one that clears the
 * search when it found nothing), an error with retry and 'Visa fler'. `withCompany` adds the company to
 * each row (the portal).
 */
export function PositionList({
  containerId,
  withCompany,
  heading,
  summary,
}: {
  containerId?: number;
  withCompany: boolean;
  heading: (total: number | null) => string;
  /** A short line beside the heading once the total is known. */
  summary?: (total: number) => ReactNode;
}) {
  const { search, problem, clearHref, hrefFor } = usePublicSearch();
  const searching = search === null || isSearching(search);
  const list = useInfiniteQuery({
    ...publicQueries.positions(containerId, search ?? EMPTY_PUBLIC_SEARCH),
    enabled: search !== null,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? null;
  // The forgiving search found these by words like the typed ones: 'Menade du Truckförare?'.
  const suggestion = list.data?.pages[0]?.suggestion;
  const clear = (
    <Link href={clearHref} className={themedButtonClass('md')}>
      {t.clearSearch}
    </Link>
  );
  const title = searching ? t.searchResults : heading(total);
  const line = searching ? t.hits : summary;

  return (
    <section aria-labelledby="positions-heading" aria-busy={list.isPending || list.isFetchingNextPage}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="positions-heading" className={cn('text-xl font-semibold sm:text-2xl', themed.heading)}>
          {title}
        </h2>
        {line && total !== null ? <p className={cn('text-sm', themed.detail)}>{line(total)}</p> : null}
      </div>
      {search && suggestion ? (
        <p className={cn('mt-2 text-base', themed.text)}>
          {t.didYouMean}{' '}
          <Link
            href={hrefFor({ ...search, q: suggestion })}
            className={cn('font-semibold underline underline-offset-2', themed.link)}
          >
            {suggestion}
          </Link>
          ?
        </p>
      ) : null}
      <div
        className={cn('mt-5 overflow-hidden rounded-xl shadow-sm ring-1 ring-gray-900/10', themed.surface)}
      >
        {problem ? (
          <div className="p-5">
            <Alert tone="error" title={t.badSearch}>
              <p>{problem}</p>
              <div className="mt-3">{clear}</div>
            </Alert>
          </div>
        ) : list.isPending ? (
          <SkeletonRows rows={4} label={t.loadingPositions} />
        ) : list.isError && items.length === 0 ? (
          <div className="p-5">
            <Alert tone="error" title={t.listError}>
              <p>{errorMessage(list.error)}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
                {commonStrings.tryAgain}
              </Button>
            </Alert>
          </div>
        ) : items.length === 0 && searching ? (
          <EmptyState icon={SearchX} title={t.noHits} description={t.noHitsText} action={clear} />
        ) : items.length === 0 ? (
          <EmptyState icon={BriefcaseBusiness} title={t.empty} description={t.emptyText} />
        ) : (
          <ul className="divide-y divide-gray-900/10">
            {items.map((position) => (
              <PositionRow key={position.id} position={position} withCompany={withCompany} />
            ))}
          </ul>
        )}
      </div>
      {items.length > 0 && total !== null ? (
        <div className="mt-5 flex flex-col items-center gap-3">
          {items.length < total || (list.data?.pages.length ?? 0) > 1 ? (
            <p className={cn('text-sm', themed.detail)}>{t.shownOf(items.length, total)}</p>
          ) : null}
          {list.hasNextPage ? (
            <Button
              variant="secondary"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t.showMore}
            </Button>
          ) : null}
          {list.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(list.error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function CompanyMark({ position }: { position: PublicPositionSummary }) {
  if (position.companyLogo) {
    return (
      <img
        src={position.companyLogo}
        alt=""
        width={64}
        height={48}
        className="h-12 w-16 shrink-0 rounded-lg bg-white object-contain p-1 ring-1 ring-gray-900/10"
        loading="lazy"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex h-12 w-16 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-lg font-semibold text-brand-700"
    >
      {position.containerName.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** One row: the whole row opens the position, through its one link ('Läs mer och ansök'). */
function PositionRow({ position, withCompany }: { position: PublicPositionSummary; withCompany: boolean }) {
  return (
    <li className="relative flex flex-col gap-4 px-5 py-5 transition-colors hover:bg-gray-900/[0.03] sm:flex-row sm:items-center sm:px-6">
      {withCompany ? <CompanyMark position={position} /> : null}
      <div className="min-w-0 flex-1">
        <h3 className={cn('text-base font-semibold break-words sm:text-lg', themed.text)}>{position.name}</h3>
        <PositionFactsInline className="mt-1.5" facts={positionFacts(position, { withCompany })} />
      </div>
      {/* The name in the link's label tells the many 'Läs mer och ansök' links apart. */}
      <Link
        href={position.path}
        aria-label={`${t.readMore}: ${position.name}`}
        className={themedButtonClass('md', 'w-full after:absolute after:inset-0 sm:w-auto')}
        {...onIntent(preloadPositionPage)}
      >
        {t.readMore}
      </Link>
    </li>
  );
}
