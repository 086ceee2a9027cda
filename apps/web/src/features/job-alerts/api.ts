import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobAlertFrequency } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';

const myAlertsKey = ['job-alerts', 'mine'] as const;

export function useMyJobAlerts() {
  return useQuery({ queryKey: myAlertsKey, queryFn: () => dispatch('get_MyJobAlerts', {}) });
}

export function useChangeMyJobAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { alertId: number; frequency: JobAlertFrequency }) =>
      dispatch('update_MyJobAlert', input),
    onSuccess: () => client.invalidateQueries({ queryKey: myAlertsKey }),
  });
}

export function useRemoveMyJobAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) => dispatch('delete_MyJobAlert', { alertId }),
    onSuccess: () => client.invalidateQueries({ queryKey: myAlertsKey }),
  });
}

/** The GDPR page's alerts of the company's career page: the count, and with a search the addresses. */
export function useCompanyJobAlerts(containerId: number, query: string) {
  return useQuery({
    queryKey: ['job-alerts', 'company', containerId, query] as const,
    queryFn: () => dispatch('get_CompanyJobAlerts', { containerId, query }),
  });
}

export function useRemoveCompanyJobAlerts(containerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => dispatch('delete_CompanyJobAlerts', { containerId, email }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['job-alerts', 'company', containerId] }),
  });
}
