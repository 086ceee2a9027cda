import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';

export const gdprKeys = {
  all: (containerId: number) => ['gdpr', containerId] as const,
  overview: (containerId: number, page: number, query: string) =>
    ['gdpr', containerId, 'overview', page, query] as const,
  person: (containerId: number, userId: number) => ['gdpr', containerId, 'person', userId] as const,
};

/**
 * The period, the text in force, the dry run and one page of people, those `query` finds when there is one
 * (get_GdprOverview; admins).
 */
export const gdprOverviewQuery = (containerId: number, page: number, query = '') => ({
  queryKey: gdprKeys.overview(containerId, page, query),
  queryFn: () => dispatch('get_GdprOverview', { containerId, page, query }),
});

export function useGdprOverview(containerId: number, page: number, query = '') {
  return useQuery({ ...gdprOverviewQuery(containerId, page, query), placeholderData: keepPreviousData });
}

/** What the company holds on one person and what deleting them removes (get_GdprPerson). */
export function useGdprPerson(containerId: number, userId: number) {
  return useQuery({
    queryKey: gdprKeys.person(containerId, userId),
    queryFn: () => dispatch('get_GdprPerson', { containerId, userId }),
    enabled: containerId > 0 && Number.isSafeInteger(userId) && userId > 0,
    retry: false,
  });
}

export function useSaveRetention(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows a failure: the field's under the field, the rest over the form.
    meta: { errorToast: false },
    mutationFn: (months: number) => dispatch('update_RetentionMonths', { containerId, months }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gdprKeys.all(containerId) }),
  });
}

export function useLegalHold(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, hold }: { userId: number; hold: boolean }) =>
      dispatch('update_LegalHold', { containerId, userId, hold }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gdprKeys.all(containerId) }),
  });
}

export function useInformPerson(containerId: number, userId: number) {
  return useMutation({
    mutationFn: (how: { delivery: 'email' } | { delivery: 'download'; format: 'json' | 'pdf' }) =>
      dispatch('inform_Person', { containerId, userId, ...how }),
  });
}

export function useErasePerson(containerId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The page's form shows a failure.
    meta: { errorToast: false },
    mutationFn: (reason: string) =>
      dispatch('delete_ApplicantFromContainer', { containerId, userId, reason }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: gdprKeys.person(containerId, userId) });
      return queryClient.invalidateQueries({ queryKey: gdprKeys.all(containerId) });
    },
  });
}
