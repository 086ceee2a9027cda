import { infiniteQueryOptions, queryOptions, useQuery, type QueryClient } from './public-query.tsx';
import {
  PUBLIC_LIST_DEFAULT_TAKE,
  publicSearchKey,
  type PublicSearch,
  type PublicPageData,
  type PublicPositionDetail,
  type PublicPositionList,
} from '@rekry/domain/public';
import { isApiError, publicApi } from '../../lib/api.ts';

/** A position the public may not see (404), or an address that names none (400), is an answer: null. */
async function positionOrNull(ref: number | string): Promise<PublicPositionDetail | null> {
  try {
    return await publicApi.position(ref);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * Every query of the career site, in one place: the pages read through these, and the server renderer
 * seeds the same keys (seedPublicQueries) so the browser hydrates from them without fetching again.
 */
export const publicQueries = {
  config: () => queryOptions({ queryKey: ['public-config'], queryFn: publicApi.config, staleTime: Infinity }),
  statement: () =>
    queryOptions({ queryKey: ['public-accessibility-statement'], queryFn: publicApi.statement }),
  company: (key: string | null) =>
    queryOptions({
      queryKey: ['public-company', key],
      queryFn: () => publicApi.container(key ?? ''),
      enabled: key !== null,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  position: (ref: number | string | null) =>
    queryOptions({
      queryKey: ['public-position', ref],
      queryFn: () => positionOrNull(ref ?? ''),
      enabled: ref !== null,
    }),
  positionOwner: (ref: number | string, enabled = true) =>
    queryOptions({
      queryKey: ['public-position-company', ref],
      queryFn: () => publicApi.positionContainer(ref),
      enabled,
    }),
  /**
   * Open public positions page by page ('Visa fler'), as searched; one company's when containerId is
   * given. Searches that differ only in case and spacing share their answer.
   */
  positions: (containerId: number | undefined, search: PublicSearch) =>
    infiniteQueryOptions({
      queryKey: ['public-positions', containerId ?? 'all', publicSearchKey(search)],
      queryFn: ({ pageParam }) =>
        publicApi.positions({ containerId, take: PUBLIC_LIST_DEFAULT_TAKE, page: pageParam, search }),
      initialPageParam: 1,
      getNextPageParam: (last: PublicPositionList, pages: PublicPositionList[]) => {
        const loaded = pages.reduce((sum, p) => sum + p.items.length, 0);
        return last.items.length > 0 && loaded < last.total ? last.page + 1 : undefined;
      },
    }),
  /** The search form's choices for the portal or a company's page. */
  searchOptions: (containerId?: number) =>
    queryOptions({
      queryKey: ['public-search-options', containerId ?? 'all'],
      queryFn: () => publicApi.searchOptions(containerId),
      staleTime: 5 * 60_000,
    }),
};

/** Puts the answers the server already has into the client under the keys the pages read. */
export function seedPublicQueries(client: QueryClient, data: PublicPageData): void {
  client.setQueryData(publicQueries.config().queryKey, data.config);
  if (data.companyKey !== null && data.company)
    client.setQueryData(publicQueries.company(data.companyKey).queryKey, data.company);
  if (data.positions) {
    const { containerId, search, first, options } = data.positions;
    const scope = containerId ?? undefined;
    client.setQueryData(publicQueries.searchOptions(scope).queryKey, options);
    if (search && first)
      client.setQueryData(publicQueries.positions(scope, search).queryKey, {
        pages: [first],
        pageParams: [1],
      });
  }
  if (data.statement) client.setQueryData(publicQueries.statement().queryKey, data.statement);
  if (data.position) {
    const { ref, detail, owner } = data.position;
    client.setQueryData(publicQueries.position(ref).queryKey, detail);
    if (owner) client.setQueryData(publicQueries.positionOwner(ref).queryKey, owner);
  }
}

/** The position a public address names, loaded once per position; null when the public may not see it. */
export function usePublicPosition(ref: number | string | null) {
  return useQuery(publicQueries.position(ref));
}
