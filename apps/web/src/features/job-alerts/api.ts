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
