import { useQuery } from './public-query.tsx';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';
import type { PublicContainer } from '@rekry/domain/public';
import { currentHost } from '../../lib/host.ts';
import { isFoundCompany, resolveCompanyKey } from '../../lib/public-company.ts';
import { publicQueries } from './public-queries.ts';

/** Which public site this is: the portal (all companies, navbar) or one company's branded pages. */
export type PublicSite =
  | { mode: 'loading' }
  | { mode: 'portal' }
  | { mode: 'company'; company: PublicContainer }
  /** The company's site is not available (inactive or suspended): a neutral page only. */
  | { mode: 'unavailable' };

/**
 * What the server rendered the page with: the request's host and the company key it resolved from the
 * address alone (it cannot see the tab's sessionStorage). Given while rendering on the server and while
 * hydrating, so both draw the same page; null in a browser that rendered from scratch.
 */
export interface RenderedWith {
  host: string;
  companyKey: string | null;
}
export const RenderedWithContext = createContext<RenderedWith | null>(null);

const noSubscription = () => () => {};

/** True while rendering on the server and during hydration, false in every render after. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The host the page is for: the request's on the server, the address bar's in the browser. */
export function usePublicHost(): string {
  return useContext(RenderedWithContext)?.host ?? currentHost();
}

/**
 * Resolves the public company from the query parameter, the session or the host and loads it. No key or
 * id 0 → the portal. A failed load is logged only and shows the portal (SPEC §8). A server-rendered page
 * starts from the server's key and only then looks at the session, so hydration draws what the server did.
 */
export function useResolvePublicSite(): PublicSite {
  const search = useSearch();
  const rendered = useContext(RenderedWithContext);
  const host = usePublicHost();
  const hydrating = useIsHydrating();
  const key = useMemo(
    () => (hydrating && rendered ? rendered.companyKey : resolveCompanyKey(search, host)),
    [hydrating, rendered, search, host],
  );
  const company = useQuery(publicQueries.company(key));
  const { error } = company;
  useEffect(() => {
    if (error) console.error('Kunde inte läsa in det publika företaget', key, error);
  }, [error, key]);

  if (key === null || company.isError) return { mode: 'portal' };
  if (company.isPending) return { mode: 'loading' };
  if (company.data && 'unavailable' in company.data && company.data.unavailable)
    return { mode: 'unavailable' };
  return isFoundCompany(company.data) ? { mode: 'company', company: company.data } : { mode: 'portal' };
}

export type ResolvedSite = Exclude<PublicSite, { mode: 'loading' } | { mode: 'unavailable' }>;

export const ResolvedSiteContext = createContext<ResolvedSite>({ mode: 'portal' });

/** The site the public layout resolved (it renders its pages only once that is known). */
export function usePublicSite(): ResolvedSite {
  return useContext(ResolvedSiteContext);
}
