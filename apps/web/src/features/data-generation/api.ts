import type { DataGeneration } from '@rekry/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';
import { dataGenerationStrings } from './strings.ts';

/** Runs are platform-wide: no company in the keys. */
const keys = {
  runs: ['data-generations'] as const,
  companies: (query: string) => ['data-generations', 'companies', query] as const,
};

/** A run whose job is still at work: the page asks again every second. */
export const isActive = (run: DataGeneration) =>
  run.status === 'queued' || run.status === 'running' || run.status === 'removing';

export const POLL_MS = 1000;

/** Every company's runs, newest first; polled every second while one is at work. */
export function useDataGenerations() {
  return useQuery({
    queryKey: keys.runs,
    queryFn: () => dispatch('get_DataGenerations', {}),
    refetchInterval: (query) => (query.state.data?.some(isActive) ? POLL_MS : false),
  });
}

/** Companies for the picker (search_Containers). */
export function useCompanySearch(query: string) {
  return useQuery({
    queryKey: keys.companies(query),
    queryFn: () => dispatch('search_Containers', { query, take: 25 }),
    placeholderData: (previous) => previous,
  });
}

/** Puts a started or changed run first in the list at once, then asks again. */
function useRunChange() {
  const queryClient = useQueryClient();
  return (run: DataGeneration) => {
    queryClient.setQueryData<DataGeneration[]>(keys.runs, (runs = []) => [
      run,
      ...runs.filter((r) => r.id !== run.id),
    ]);
    return queryClient.invalidateQueries({ queryKey: keys.runs });
  };
}

export function useStartGeneration() {
  const changed = useRunChange();
  return useMutation({
    // The form shows a failure.
    meta: { errorToast: false },
    mutationFn: (input: { containerId: number; positions: number; applicants: number }) =>
      dispatch('create_DataGeneration', input),
    onSuccess: changed,
  });
}

export function useRemoveGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: { always: dataGenerationStrings.remove.failed } },
    mutationFn: (run: Pick<DataGeneration, 'id' | 'containerId'>) =>
      dispatch('remove_DataGeneration', { containerId: run.containerId, id: run.id }),
    onSuccess: (run) =>
      queryClient.setQueryData<DataGeneration[]>(keys.runs, (runs = []) =>
        runs.map((r) => (r.id === run.id ? run : r)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.runs }),
  });
}
