import { QueryClient, type MutationCache } from '@tanstack/react-query';
import { isApiError } from './api.ts';

/**
 * The app's query client: answers stay fresh for 30 s; a 4xx is an answer, not a hiccup, so only other
 * failures are retried (twice). Its own module so the public site can use it without the admin's toasts;
 * the admin passes its mutation cache (lib/error-toast.ts).
 */
export function createQueryClient({ mutationCache }: { mutationCache?: MutationCache } = {}) {
  return new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
