import { isRecordId } from '../../lib/paths.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, PositionIntegration } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';

/** How often a position's channels are fetched again while an ad waits for its board's answer. */
export const WAITING_POLL_MS = 2000;

const keys = {
  settings: (containerId: number) => ['partner-settings', containerId] as const,
  position: (containerId: number, positionId: number) =>
    ['position-integrations', containerId, positionId] as const,
  // The positions feature's keys: its list and the open position show the job-ad badges.
  positions: (containerId: number) => ['positions', containerId] as const,
};

/** The company's channels, their settings and the change log (get_PartnerSettings; admins). */
export function usePartnerSettings(containerId: number) {
  return useQuery({
    queryKey: keys.settings(containerId),
    queryFn: () => dispatch('get_PartnerSettings', { containerId }),
  });
}

export type PartnerSettingInput = Omit<ActionInput<'update_PartnerSetting'>, 'containerId'>;

export function useSavePartnerSetting(containerId: number) {
  const client = useQueryClient();
  return useMutation({
    // The card shows a failure in its form.
    meta: { errorToast: false },
    mutationFn: (input: PartnerSettingInput) => dispatch('update_PartnerSetting', { containerId, ...input }),
    // The log gains a row, so the whole overview is fetched again.
    onSuccess: () => client.invalidateQueries({ queryKey: keys.settings(containerId) }),
  });
}

export const isWaiting = (list: readonly PositionIntegration[] | undefined) =>
  !!list?.some((entry) => entry.jobAd?.status === 'waiting');

/** A position's channels; fetched every two seconds while an ad is waiting for its board. */
export function usePositionIntegrations(containerId: number, positionId: number) {
  return useQuery({
    queryKey: keys.position(containerId, positionId),
    queryFn: () => dispatch('get_PositionIntegrations', { containerId, positionId }),
    enabled: isRecordId(positionId),
    refetchInterval: (query) => (isWaiting(query.state.data) ? WAITING_POLL_MS : false),
  });
}

export type PositionIntegrationInput = Omit<
  ActionInput<'update_PositionIntegration'>,
  'containerId' | 'positionId'
>;

export function useSavePositionIntegration(containerId: number, positionId: number) {
  const client = useQueryClient();
  return useMutation({
    // The card shows a failure in its form.
    meta: { errorToast: false },
    mutationFn: (input: PositionIntegrationInput) =>
      dispatch('update_PositionIntegration', { containerId, positionId, ...input }),
    onSuccess: (saved) => {
      // The answer replaces its channel at once (with a 'waiting' ad, which starts the polling).
      client.setQueryData<PositionIntegration[]>(keys.position(containerId, positionId), (list) =>
        list?.map((entry) => (entry.partnerSettingName === saved.partnerSettingName ? saved : entry)),
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: keys.position(containerId, positionId) }),
        client.invalidateQueries({ queryKey: keys.positions(containerId) }),
      ]);
    },
  });
}
