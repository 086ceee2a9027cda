import type { ActionInput } from '@rekry/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';

/** The statement is the operator's: no company in its key. */
const keys = { statement: ['accessibility-statement'] as const };

export function useAccessibilityStatement() {
  return useQuery({ queryKey: keys.statement, queryFn: () => dispatch('get_AccessibilityStatement', {}) });
}

/** update_AccessibilityStatement (superuser); the form shows a failure itself. */
export function useSaveAccessibilityStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (input: ActionInput<'update_AccessibilityStatement'>) =>
      dispatch('update_AccessibilityStatement', input),
    onSuccess: (saved) => queryClient.setQueryData(keys.statement, saved),
  });
}
