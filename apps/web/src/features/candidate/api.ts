import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';

export const candidateKeys = {
  all: ['candidate'] as const,
  home: ['candidate', 'applications'] as const,
  application: (id: number) => ['candidate', 'application', id] as const,
  profile: ['candidate', 'profile'] as const,
};

export function useMyApplications() {
  return useQuery({ queryKey: candidateKeys.home, queryFn: () => dispatch('get_MyApplications', {}) });
}

export function useMyApplication(applicationId: number, enabled: boolean) {
  return useQuery({
    queryKey: candidateKeys.application(applicationId),
    queryFn: () => dispatch('get_MyApplication', { applicationId }),
    enabled,
  });
}

export function useMyProfile() {
  return useQuery({ queryKey: candidateKeys.profile, queryFn: () => dispatch('get_MyProfile', {}) });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) => dispatch('withdraw_MyApplication', { applicationId }),
    onSuccess: (_result, applicationId) => {
      queryClient.removeQueries({ queryKey: candidateKeys.application(applicationId) });
      return queryClient.invalidateQueries({ queryKey: candidateKeys.home });
    },
  });
}

/** 'Ladda ner mina uppgifter': the register extract over every company, JSON or PDF. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: (format: 'json' | 'pdf') => dispatch('get_MyData', { format }),
  });
}

export function useDeleteMyAccount() {
  return useMutation({
    // The dialog shows a failure (a wrong password) under its field.
    meta: { errorToast: false },
    mutationFn: (password: string) => dispatch('delete_MyAccount', { password }),
  });
}
