import { useQuery } from '@tanstack/react-query';
import type { TaxonomyName } from '@rekry/domain';
import { PICKER_ORDER, loadOccupations, type TaxonomyEntry } from '@rekry/domain/taxonomy';
import { useMemo } from 'react';

/**
 * A picker's entries: the short lists at once, Arbetsförmedlingen's 3,431 occupation names from a chunk
 * of their own, loaded the first time an occupation picker opens a form (never in the admin's first load).
 * Kinds the channel does not take are left out; `unavailable` says why, for the field's hint.
 */
export function useTaxonomyEntries(name: TaxonomyName): {
  entries: readonly TaxonomyEntry[];
  unavailable: string[];
  loading: boolean;
} {
  const occupations = useQuery({
    queryKey: ['taxonomy', 'occupation'],
    queryFn: loadOccupations,
    staleTime: Infinity,
    enabled: name === 'occupation',
  });
  const list = name === 'occupation' ? occupations.data : PICKER_ORDER[name];
  return useMemo(
    () => ({
      entries: (list ?? []).filter((entry) => !entry.unavailable),
      unavailable: (list ?? []).flatMap((entry) => (entry.unavailable ? [entry.unavailable] : [])),
      loading: name === 'occupation' && occupations.isPending,
    }),
    [list, name, occupations.isPending],
  );
}
