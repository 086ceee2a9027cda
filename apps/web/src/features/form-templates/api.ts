import { isRecordId } from '../../lib/paths.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormProperty, FormTemplate } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';

const keys = {
  all: (containerId: number) => ['form-templates', containerId] as const,
};

/** The company's form templates, by name (get_FormTemplates; any member may read them). */
export function useFormTemplates(containerId: number) {
  return useQuery({
    queryKey: keys.all(containerId),
    queryFn: () => dispatch('get_FormTemplates', { containerId }),
  });
}

/** One template, found in the list (the catalogue has no by-id action; the list is small). */
export function useFormTemplate(containerId: number, id: number) {
  return useQuery({
    queryKey: keys.all(containerId),
    queryFn: () => dispatch('get_FormTemplates', { containerId }),
    select: (list: FormTemplate[]) => list.find((template) => template.id === id) ?? null,
    enabled: isRecordId(id),
  });
}

export interface FormTemplateWrite {
  /** Left out to create a template. */
  id?: number;
  name: string;
  form: FormProperty[];
}

/** Creates (without id) or saves a template; the list in the cache takes the answer at once. */
export function useSaveFormTemplate(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The name form and the editor's autosave show a failure.
    meta: { errorToast: false },
    mutationFn: (input: FormTemplateWrite) => dispatch('upsert_FormTemplate', { containerId, ...input }),
    onSuccess: (saved) => {
      queryClient.setQueryData<FormTemplate[]>(keys.all(containerId), (list) =>
        list
          ? [...list.filter((t) => t.id !== saved.id), saved].sort(
              (a, b) => a.name.localeCompare(b.name, 'sv') || a.id - b.id,
            )
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: keys.all(containerId), refetchType: 'none' });
    },
  });
}

export function useDeleteFormTemplate(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dispatch('delete_FormTemplate', { containerId, id }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<FormTemplate[]>(keys.all(containerId), (list) =>
        list?.filter((t) => t.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: keys.all(containerId) });
    },
  });
}
