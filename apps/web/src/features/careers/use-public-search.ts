import { useLocation, useSearch } from 'wouter';
import {
  EMPTY_PUBLIC_SEARCH,
  PUBLIC_SEARCH_PARAMS,
  publicSearchParams,
  readPublicSearch,
  type PublicSearch,
} from '@rekry/domain/public';

/**
 * The career site's search as the address says it (`?q=lager&ort=Västerås`), so a search can be shared,
 * bookmarked and gone back to; the server rendered the page from the same address with the same rules.
 */
export function usePublicSearch() {
  const query = useSearch();
  const [path, navigate] = useLocation();
  const read = readPublicSearch(new URLSearchParams(query));

  /** The address of another search on this page; the address's other parameters (`?company=`) stay. */
  const hrefFor = (next: PublicSearch) => {
    const params = new URLSearchParams(query);
    for (const name of Object.values(PUBLIC_SEARCH_PARAMS)) params.delete(name);
    for (const [name, value] of publicSearchParams(next)) params.set(name, value);
    return params.size ? `${path}?${params}` : path;
  };

  return {
    /** The search, or null when the address's cannot be read (`problem` says why). */
    search: read.ok ? read.search : null,
    problem: read.ok ? null : read.message,
    hrefFor,
    /** Runs another search: a new entry in the history, as a submitted form would be. */
    go: (next: PublicSearch) => navigate(hrefFor(next)),
    clearHref: hrefFor(EMPTY_PUBLIC_SEARCH),
  };
}
