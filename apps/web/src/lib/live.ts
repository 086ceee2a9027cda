import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Query keys the real-time hub refreshes for more than one feature: every conversation query (staff lists
 * and threads, the applicant's own) starts with CONVERSATIONS_KEY, so one 'conversation' event refreshes
 * whatever of them is on screen.
 */
export const CONVERSATIONS_KEY = ['conversations'] as const;

/**
 * Every query of one position's applicants (list, board, an applicant) starts with this key: the hub's
 * 'applicants' event refreshes them all.
 */
export const applicantsOfPosition = (containerId: number, positionId: number) =>
  ['applicants', containerId, positionId] as const;

/**
 * Every interview query of a company (an application's, today's, the free times) starts with this key: a
 * notification of type 'interview' refreshes them all.
 */
export const interviewsOfCompany = (containerId: number) => ['interviews', containerId] as const;

/**
 * Refreshes what a hub event names without losing a page being fetched: a plain invalidation cancels a
 * fetch in flight, and for a list that is the next page the user asked for with 'Visa fler' (the list
 * stayed at 30 rows, the click lost). A fetch in flight is left to finish, and what changed meanwhile
 * comes with a second refresh after it.
 */
export async function refreshLive(client: QueryClient, queryKey: QueryKey): Promise<void> {
  const busy = client.isFetching({ queryKey }) > 0;
  await client.invalidateQueries({ queryKey }, { cancelRefetch: false });
  if (busy) await client.invalidateQueries({ queryKey }, { cancelRefetch: false });
}
