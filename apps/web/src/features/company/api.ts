import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';
import { PREVIEW_COMPANY_KEY } from '../careers/index.ts';

const keys = {
  profile: (containerId: number) => ['company-profile', containerId] as const,
  theme: (containerId: number) => ['company-theme', containerId] as const,
  messages: (containerId: number) => ['company-messages', containerId] as const,
};

export function useCompanyProfile(containerId: number) {
  return useQuery({
    queryKey: keys.profile(containerId),
    queryFn: () => dispatch('get_CompanyProfile', { containerId }),
  });
}

export function useContainerTheme(containerId: number) {
  return useQuery({
    queryKey: keys.theme(containerId),
    queryFn: () => dispatch('get_ContainerTheme', { containerId }),
  });
}

/** After a save: the profile, the theme, the previews and the company's name in the workspace. */
function useRefresh(containerId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.profile(containerId) }),
      client.invalidateQueries({ queryKey: keys.theme(containerId) }),
      client.invalidateQueries({ queryKey: keys.messages(containerId) }),
      client.invalidateQueries({ queryKey: PREVIEW_COMPANY_KEY }),
      // The workspace shows the display name (header, company switcher).
      client.invalidateQueries({ queryKey: ['current-user'] }),
      client.invalidateQueries({ queryKey: ['container'] }),
    ]);
}

export function useSaveCompanyProfile(containerId: number) {
  const refresh = useRefresh(containerId);
  return useMutation({
    // The form shows a failure.
    meta: { errorToast: false },
    mutationFn: (profile: ActionInput<'update_CompanyProfile'>['profile']) =>
      dispatch('update_CompanyProfile', { containerId, profile }),
    onSuccess: refresh,
  });
}

export function useSaveTheme(containerId: number) {
  const refresh = useRefresh(containerId);
  return useMutation({
    // The form shows a failure.
    meta: { errorToast: false },
    mutationFn: (theme: ActionInput<'update_ContainerTheme'>['theme']) =>
      dispatch('update_ContainerTheme', { containerId, theme }),
    onSuccess: refresh,
  });
}

export function useResetTheme(containerId: number) {
  const refresh = useRefresh(containerId);
  return useMutation({
    mutationFn: () => dispatch('reset_ContainerTheme', { containerId }),
    onSuccess: refresh,
  });
}

export function useContainerMessages(containerId: number) {
  return useQuery({
    queryKey: keys.messages(containerId),
    queryFn: () => dispatch('get_ContainerMessages', { containerId }),
  });
}

export function useSaveContainerMessages(containerId: number) {
  const refresh = useRefresh(containerId);
  return useMutation({
    // The form shows a failure.
    meta: { errorToast: false },
    mutationFn: (messages: ActionInput<'update_ContainerMessages'>['messages']) =>
      dispatch('update_ContainerMessages', { containerId, messages }),
    onSuccess: refresh,
  });
}
