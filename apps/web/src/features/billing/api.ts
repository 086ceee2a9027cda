import type { ActionInput, BillingOverview } from '@rekry/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';

/** Billing is the superuser's per company: keyed by the company shown, not the one the user works in. */
const keys = {
  one: (containerId: number) => ['billing', containerId] as const,
  search: (query: string) => ['billing', 'companies', query] as const,
};

/** Every company on the platform matching the search (search_Containers; superuser). */
export function useCompanySearch(query: string) {
  return useQuery({
    queryKey: keys.search(query),
    queryFn: () => dispatch('search_Containers', { query, take: 25 }),
    placeholderData: (previous) => previous,
  });
}

export function useBilling(containerId: number | null) {
  return useQuery({
    queryKey: keys.one(containerId ?? 0),
    queryFn: () => dispatch('get_Billing', { containerId: containerId! }),
    enabled: containerId !== null,
  });
}

type BillingChange =
  | { action: 'update_BillingType'; input: ActionInput<'update_BillingType'> }
  | { action: 'update_BillingPlan'; input: ActionInput<'update_BillingPlan'> }
  | { action: 'add_Points'; input: ActionInput<'add_Points'> }
  | { action: 'remove_Points'; input: ActionInput<'remove_Points'> };

/** A change of the account; its answer is the whole billing overview, put straight into the cache. */
export function useBillingChange() {
  const queryClient = useQueryClient();
  return useMutation({
    // The page keeps a failure in its alert; the points form shows its own.
    meta: { errorToast: false },
    mutationFn: (change: BillingChange): Promise<BillingOverview> =>
      dispatch(change.action as 'add_Points', change.input as ActionInput<'add_Points'>),
    onSuccess: (billing) => queryClient.setQueryData(keys.one(billing.containerId), billing),
  });
}

/** create_Invoice and update_InvoiceStatus: the overview is fetched again after either. */
export function useInvoiceChange(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The page keeps a failure in its alert; the invoice form shows its own.
    meta: { errorToast: false },
    mutationFn: (
      change:
        | { action: 'create_Invoice'; input: ActionInput<'create_Invoice'> }
        | { action: 'update_InvoiceStatus'; input: ActionInput<'update_InvoiceStatus'> },
    ) =>
      change.action === 'create_Invoice'
        ? dispatch('create_Invoice', change.input)
        : dispatch('update_InvoiceStatus', change.input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.one(containerId) }),
  });
}
