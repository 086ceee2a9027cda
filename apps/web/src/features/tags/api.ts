import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, Label, LabelType } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';
import { companyKeys } from '../../lib/company-templates.ts';

type Without<N extends Parameters<typeof dispatch>[0]> = Omit<ActionInput<N>, 'containerId'>;

const labelUsageKey = (containerId: number) => ['label-usage', containerId] as const;

/** A change refetches the lists that show it (here, the applicant pages, the label templates). */
function useRefresh() {
  const queryClient = useQueryClient();
  return (...keys: (readonly unknown[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A change of the labels answers the new list, shown at once; what shows labels elsewhere (the applicant
 * lists, the label templates) and the counts per label refetch.
 */
function useLabelsChanged(containerId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return async (labels: Label[]) => {
    queryClient.setQueryData(companyKeys.labels(containerId), labels);
    await refresh(['label-templates', containerId], ['applicants', containerId], labelUsageKey(containerId));
    return labels;
  };
}

/** How many applicants carry each label (the labels list, and whether a removal must move them). */
export function useLabelUsage(containerId: number) {
  return useQuery({
    queryKey: labelUsageKey(containerId),
    queryFn: () => dispatch('get_LabelUsage', { containerId }),
  });
}

/** Moves a label up or down: the type's whole new order, answered with the company's labels. */
export function useReorderLabels(containerId: number) {
  const labelsChanged = useLabelsChanged(containerId);
  return useMutation({
    mutationFn: (order: { labelType: LabelType; ids: number[] }) =>
      dispatch('update_LabelOrder', { containerId, ...order }),
    onSuccess: labelsChanged,
  });
}

/** Removes a label nobody has (the row's confirm); the counts refetch either way, in case someone got it. */
export function useDeleteLabel(containerId: number) {
  const labelsChanged = useLabelsChanged(containerId);
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => dispatch('delete_Label', { containerId, id }),
    onSuccess: labelsChanged,
    onError: () => refresh(labelUsageKey(containerId)),
  });
}

/** Saves a label (the forms' submit): a new one, a rename or default, a removal that moves applicants. */
export function useLabelSaves(containerId: number) {
  const labelsChanged = useLabelsChanged(containerId);
  return {
    label: async (input: Without<'update_Label'>) =>
      labelsChanged(await dispatch('update_Label', { containerId, ...input })),
    newLabel: async (input: Without<'create_Label'>) =>
      labelsChanged(await dispatch('create_Label', { containerId, ...input })),
    removeLabel: async (input: Without<'delete_Label'>) =>
      labelsChanged(await dispatch('delete_Label', { containerId, ...input })),
  };
}

/** A change of the tags: the tag list and the applicant pages (their badges, the filter) refetch. */
function useTagsChanged(containerId: number) {
  const refresh = useRefresh();
  return () => refresh(companyKeys.tags(containerId), ['applicants', containerId]);
}

/** Saves a tag: a new one or a new name. */
export function useTagSaves(containerId: number) {
  const tagsChanged = useTagsChanged(containerId);
  return {
    create: async (input: Without<'create_Tag'>) => {
      const saved = await dispatch('create_Tag', { containerId, ...input });
      await tagsChanged();
      return saved;
    },
    rename: async (input: Without<'update_Tag'>) => {
      const saved = await dispatch('update_Tag', { containerId, ...input });
      await tagsChanged();
      return saved;
    },
  };
}

/** Removes a tag (the row's confirm); it leaves every applicant that had it. */
export function useDeleteTag(containerId: number) {
  const tagsChanged = useTagsChanged(containerId);
  return useMutation({
    mutationFn: (id: number) => dispatch('delete_Tag', { containerId, id }),
    onSettled: tagsChanged,
  });
}
