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
