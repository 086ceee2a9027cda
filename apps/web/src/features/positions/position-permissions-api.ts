import { isRecordId } from '../../lib/paths.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';

const key = (containerId: number, positionId: number) =>
  ['positions', containerId, 'permissions', positionId] as const;

/** The users with a permission on the position (admin right on the position). */
export function usePositionPermissions(containerId: number, positionId: number) {
  return useQuery({
    queryKey: key(containerId, positionId),
    queryFn: () => dispatch('get_PositionPermissions', { containerId, positionId }),
    enabled: isRecordId(positionId),
  });
}

/** Grants (`create`) or changes (`update`) one user's permission on the position, then reloads the list. */
export function useSavePositionPermission(
  containerId: number,
  positionId: number,
  mode: 'create' | 'update',
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Granting is a form, which shows its failure; a change in the list is told by the default.
    meta: mode === 'create' ? { errorToast: false } : {},
    mutationFn: (input: { email: string; permissionId: number }) =>
      dispatch(mode === 'create' ? 'create_PositionPermission' : 'update_PositionPermission', {
        containerId,
        positionId,
        ...input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(containerId, positionId) }),
  });
}

/** The company's users as suggestions; only a company admin may list them (same cache as the users screen). */
export function useCompanyUsers(containerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['container-users', containerId],
    queryFn: () => dispatch('get_ContainerUsers', { containerId }),
    enabled,
  });
}
