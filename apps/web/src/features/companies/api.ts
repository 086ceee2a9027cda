import type { ActionInput, CompanyStatus } from '@rekry/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';
import { companyStrings } from './strings.ts';

/** How many companies the list shows at once; a search narrows it. */
export const COMPANY_LIST_TAKE = 50;

const keys = {
  all: ['companies'] as const,
  search: (query: string) => ['companies', query] as const,
};

/** search_Containers: the platform's companies whose name holds `query` (superuser). */
export function useCompanies(query: string) {
  return useQuery({
    queryKey: keys.search(query),
    queryFn: () => dispatch('search_Containers', { query, take: COMPANY_LIST_TAKE }),
    placeholderData: (previous) => previous,
  });
}

/** Every company change: the list, and the superuser's own company list (the picker, the header). */
function useRefreshCompanies() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: ['current-user'] }),
    ]);
}

export function useCreateCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    // The form shows a failure.
    meta: { errorToast: false },
    mutationFn: (input: ActionInput<'create_Container'>) => dispatch('create_Container', input),
    onSuccess: refresh,
  });
}

export function useCreateDemoCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: () => dispatch('create_DemoContainer', {}),
    onSuccess: refresh,
  });
}

export function useUpdateCompanyStatus() {
  const refresh = useRefreshCompanies();
  return useMutation({
    meta: { errorToast: companyStrings.status.failed },
    mutationFn: (input: { containerId: number; status: CompanyStatus }) =>
      dispatch('update_ContainerAccount', input),
    onSettled: refresh,
  });
}

export function useDeleteCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: (input: { containerId: number; confirmName: string }) => dispatch('delete_Container', input),
    onSuccess: refresh,
  });
}
