import { isRecordId } from '../../lib/paths.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@rekry/domain';
import { toast } from 'sonner';
import { dispatch } from '../../lib/api.ts';
import { saveBase64 } from '../../lib/download.ts';
import { userStrings } from './strings.ts';

const keys = {
  list: (containerId: number) => ['container-users', containerId] as const,
  invitations: (containerId: number) => ['container-invitations', containerId] as const,
  one: (containerId: number, userId: number) => ['container-users', containerId, userId] as const,
};

export function useContainerUsers(containerId: number) {
  return useQuery({
    queryKey: keys.list(containerId),
    queryFn: () => dispatch('get_ContainerUsers', { containerId }),
  });
}

export function useContainerUser(containerId: number, userId: number) {
  return useQuery({
    queryKey: keys.one(containerId, userId),
    queryFn: () => dispatch('get_UserById', { containerId, userId }),
    enabled: isRecordId(userId),
  });
}

/** SPEC §7 'user export': the staff as a CSV download. */
export function useExportUsers(containerId: number) {
  return useMutation({
    mutationFn: () => dispatch('export_ContainerUsers', { containerId }),
    onSuccess: (file) => {
      saveBase64(file.data, file.contentType, file.filename);
      toast.success(userStrings.list.exported(file.rows));
    },
  });
}

/** Adding someone by e-mail is an invitation: it appears among the pending invitations. */
export function useCreateUser(containerId: number) {
  const invalidate = useInvalidateInvitations(containerId);
  return useMutation({
    // The form shows a failure.
    meta: { errorToast: false },
    mutationFn: (input: Omit<ActionInput<'create_ContainerUserPermission'>, 'containerId'>) =>
      dispatch('create_ContainerUserPermission', { containerId, ...input }),
    onSuccess: invalidate,
  });
}

export function useContainerInvitations(containerId: number) {
  return useQuery({
    queryKey: keys.invitations(containerId),
    queryFn: () => dispatch('get_ContainerInvitations', { containerId }),
  });
}

function useInvalidateInvitations(containerId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.invitations(containerId) });
}

export function useResendInvitation(containerId: number) {
  const invalidate = useInvalidateInvitations(containerId);
  return useMutation({
    mutationFn: (invitationId: number) =>
      dispatch('resend_ContainerInvitation', { containerId, invitationId }),
    onSuccess: invalidate,
  });
}

export function useDeleteInvitation(containerId: number) {
  const invalidate = useInvalidateInvitations(containerId);
  return useMutation({
    mutationFn: (invitationId: number) =>
      dispatch('delete_ContainerInvitation', { containerId, invitationId }),
    onSuccess: invalidate,
  });
}

export function useUpdatePermissions(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows a failure: the field's under the field, the rest over the form.
    meta: { errorToast: false },
    mutationFn: (input: { email: string; permissionIds: number[] }) =>
      dispatch('update_ContainerUserPermission', { containerId, ...input }),
    onSuccess: (user) => {
      queryClient.setQueryData(keys.one(containerId, user.userId), user);
      return queryClient.invalidateQueries({ queryKey: keys.list(containerId) });
    },
  });
}

export function useRemoveUser(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => dispatch('delete_ContainerUserPermission', { containerId, userId }),
    onSuccess: (_data, userId) => {
      queryClient.removeQueries({ queryKey: keys.one(containerId, userId) });
      return queryClient.invalidateQueries({ queryKey: keys.list(containerId), exact: true });
    },
  });
}

export function useSendPasswordReset(containerId: number) {
  return useMutation({
    mutationFn: (userId: number) => dispatch('reset_UserPassword', { containerId, userId }),
  });
}
