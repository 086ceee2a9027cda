import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';

const keys = {
  position: (containerId: number, positionId: number) => ['anonymity', containerId, positionId] as const,
};

export function usePositionAnonymity(containerId: number, positionId: number) {
  return useQuery({
    queryKey: keys.position(containerId, positionId),
    queryFn: () => dispatch('get_PositionAnonymity', { containerId, positionId }),
  });
}

/** After a switch or a reveal, what shows the applicants (list, board, page, files, scores) is fetched again. */
function useSettleApplicants(containerId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) =>
        ['applicants', 'applicant-files', 'scorecards'].includes(String(q.queryKey[0])) &&
        q.queryKey[1] === containerId,
    });
}

export function useUpdatePositionAnonymity(containerId: number, positionId: number) {
  const queryClient = useQueryClient();
  const settle = useSettleApplicants(containerId);
  return useMutation({
    mutationFn: (input: Pick<ActionInput<'update_PositionAnonymity'>, 'enabled' | 'untilLabelId'>) =>
      dispatch('update_PositionAnonymity', { containerId, positionId, ...input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.position(containerId, positionId), saved);
      return settle();
    },
  });
}

interface OnApplicant {
  containerId: number;
  positionId: number;
  applicantId: number;
}

export function useRevealApplicant(at: OnApplicant) {
  const settle = useSettleApplicants(at.containerId);
  return useMutation({
    // The dialog tells a failure under its field.
    meta: { errorToast: false },
    mutationFn: (input: ActionInput<'reveal_Applicant'>) => dispatch('reveal_Applicant', input),
    onSuccess: settle,
  });
}

export function useConfirmNoConflict(at: OnApplicant) {
  const settle = useSettleApplicants(at.containerId);
  return useMutation({
    mutationFn: (conflict: boolean) => dispatch('confirm_NoConflict', { ...at, conflict }),
    onSuccess: settle,
  });
}
