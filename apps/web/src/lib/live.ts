/**
 * Query keys the real-time hub refreshes for more than one feature: every conversation query (staff lists
 * and threads, the applicant's own) starts with CONVERSATIONS_KEY, so one 'conversation' event refreshes
 * whatever of them is on screen.
 */
export const CONVERSATIONS_KEY = ['conversations'] as const;
