import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useOutletContext } from 'react-router';
import type { PublicContainer } from '@rekry/domain/public';
import { publicApi } from '../../lib/api.ts';
import { currentHost } from '../../lib/host.ts';
import { isFoundCompany, resolveCompanyKey } from '../../lib/public-company.ts';

/** Which public site this is: the portal (all companies, navbar) or one company's branded pages. */
export type PublicSite =
  { mode: 'loading' } | { mode: 'portal' } | { mode: 'company'; company: PublicContainer };

/**
 * Resolves the public company from the query parameter, the session or the host and loads it. No key or
 * id 0 → the portal. A failed load is logged only and shows the portal (SPEC §8).
 */
export function useResolvePublicSite(): PublicSite {
  const { search } = useLocation();
  const key = useMemo(() => resolveCompanyKey(search, currentHost()), [search]);
  const company = useQuery({
    queryKey: ['public-company', key],
    queryFn: () => publicApi.container(key ?? ''),
    enabled: key !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const { error } = company;
  useEffect(() => {
    if (error) console.error('Kunde inte läsa in det publika företaget', key, error);
  }, [error, key]);

  if (key === null || company.isError) return { mode: 'portal' };
  if (company.isPending) return { mode: 'loading' };
  return isFoundCompany(company.data) ? { mode: 'company', company: company.data } : { mode: 'portal' };
}

export type ResolvedSite = Exclude<PublicSite, { mode: 'loading' }>;

/** The site the public layout resolved (it renders its pages only once that is known). */
export function usePublicSite(): ResolvedSite {
  return useOutletContext<ResolvedSite | undefined>() ?? { mode: 'portal' };
}
