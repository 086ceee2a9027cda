import { QueryClient, type MutationCache } from '@tanstack/react-query';
import { QUERY_STALE_MS, retriesAfter } from './query-defaults.ts';

/**
 * The admin's query client: answers stay fresh for 30 s and only failures other than a 4xx are retried
 * (lib/query-defaults.ts, which the career site's own client follows too); the admin passes its
 * mutation cache (lib/error-toast.ts).
 */
export function createQueryClient({ mutationCache }: { mutationCache?: MutationCache } = {}) {
  return new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, retry: retriesAfter },
      mutations: { retry: false },
    },
  });
}
