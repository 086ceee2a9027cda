import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';

/** The header search; the text goes in the URL (`?filter=`), as the catalogue declares (SPEC §7). */
export function useGlobalSearch(containerId: number | null, filter: string) {
  const enabled = containerId !== null && filter.length >= SEARCH_MIN_LENGTH;
  return useQuery({
    queryKey: ['global-search', containerId, filter],
    queryFn: ({ signal }) =>
      dispatch(
        'get_applicantPositionBySearchQuery',
        { containerId: containerId!, filter },
        { inUrl: ['filter'], signal },
      ),
    enabled,
    staleTime: 10_000,
    // The previous answer stays while the next is on its way, so the list does not blink per key.
    placeholderData: (previous) => previous,
  });
}
