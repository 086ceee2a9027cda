import { useQuery } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';

/** What the home page draws for the chosen company (get_HomeOverview). */
export function useHomeOverview(containerId: number) {
  return useQuery({
    queryKey: ['home', containerId] as const,
    queryFn: () => dispatch('get_HomeOverview', { containerId }),
  });
}
