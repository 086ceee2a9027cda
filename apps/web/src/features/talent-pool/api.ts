import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';

export const talentPoolKeys = {
  pool: (containerId: number) => ['talent-pool', containerId] as const,
  targets: (containerId: number) => ['talent-pool', containerId, 'targets'] as const,
  templates: (containerId: number) => ['talent-pool', containerId, 'templates'] as const,
};

export const talentPoolQuery = (containerId: number) => ({
  queryKey: talentPoolKeys.pool(containerId),
  queryFn: () => dispatch('get_TalentPool', { containerId }),
});

/** The company's pool: open or not, its position (members are its applications), count and public page. */
export function useTalentPool(containerId: number) {
  return useQuery(talentPoolQuery(containerId));
}

/** Opens or closes the pool (admins); the screen reads the answer. */
export function useSwitchPool(containerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (open: boolean) => dispatch(open ? 'open_TalentPool' : 'close_TalentPool', { containerId }),
    onSuccess: (view) => client.setQueryData(talentPoolKeys.pool(containerId), view),
  });
}

/** Sets the pool's own period (admins); the form shows a refusal, the screen reads the answer. */
export function useSavePoolRetention(containerId: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (months: number) => dispatch('set_TalentPoolRetention', { containerId, months }),
    onSuccess: ({ message: _message, ...view }) =>
      client.setQueryData(talentPoolKeys.pool(containerId), view),
  });
}

/** The company's open ads, the positions a member can be invited or added to. */
export function useOpenPositions(containerId: number, enabled: boolean) {
  return useQuery({
    queryKey: talentPoolKeys.targets(containerId),
    queryFn: () => dispatch('get_Positions', { containerId, status: 'Öppen', take: 200 }),
    enabled,
  });
}

/** The company's e-mail templates, to start an invitation from. */
export function useInviteTemplates(containerId: number, enabled: boolean) {
  return useQuery({
    queryKey: talentPoolKeys.templates(containerId),
    queryFn: () => dispatch('get_EmailTemplates', { containerId }),
    enabled,
  });
}
