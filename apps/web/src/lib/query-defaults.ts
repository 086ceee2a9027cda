import { isApiError } from './api.ts';

/** How long an answer is fresh, for the admin's client and the career site's alike. */
export const QUERY_STALE_MS = 30_000;

/** A 4xx is an answer, not a hiccup: only other failures are tried again, twice. */
export function retriesAfter(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
