import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, LabelTemplatesView } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';
import { companyKeys } from '../../lib/company-templates.ts';

type Without<N extends Parameters<typeof dispatch>[0]> = Omit<ActionInput<N>, 'containerId'>;

const labelTemplateKey = (containerId: number, positionTypeId: number) =>
  ['label-templates', containerId, positionTypeId] as const;

/** A change of the company's templates: the lists that show it (here and on the applicant pages) refetch. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (...keys: (readonly unknown[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useDeleteEmailTemplate(containerId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => dispatch('delete_EmailTemplate', { containerId, id }),
    onSuccess: () => refresh(companyKeys.emailTemplates(containerId)),
  });
}

export function useDeleteTextTemplate(containerId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => dispatch('delete_TextTemplate', { containerId, id }),
    onSuccess: () => refresh(companyKeys.textTemplates(containerId)),
  });
}

export function useDeleteVariable(containerId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (key: string) => dispatch('delete_EmailTemplateVariable', { containerId, key }),
    onSuccess: () => refresh(companyKeys.emailVariables(containerId)),
  });
}

/** Saves a template, variable or type (the forms' submit) and refreshes what shows it. */
export function useTemplateSaves(containerId: number) {
  const refresh = useRefresh();
  return {
    emailTemplate: async (input: Without<'upsert_EmailTemplate'>) => {
      const saved = await dispatch('upsert_EmailTemplate', { containerId, ...input });
      await refresh(companyKeys.emailTemplates(containerId));
      return saved;
    },
    textTemplate: async (input: Without<'upsert_TextTemplate'>) => {
      const saved = await dispatch('upsert_TextTemplate', { containerId, ...input });
      await refresh(companyKeys.textTemplates(containerId));
      return saved;
    },
    variable: async (input: Without<'upsert_EmailTemplateVariable'>) => {
      const saved = await dispatch('upsert_EmailTemplateVariable', { containerId, ...input });
      await refresh(companyKeys.emailVariables(containerId));
      return saved;
    },
    positionType: async (input: Without<'create_PositionType'>) => {
      const saved = await dispatch('create_PositionType', { containerId, ...input });
      await refresh(companyKeys.positionTypes(containerId));
      return saved;
    },
  };
}

export function useLabelTemplates(containerId: number, positionTypeId: number) {
  return useQuery({
    queryKey: labelTemplateKey(containerId, positionTypeId),
    queryFn: () => dispatch('get_LabelTemplates', { containerId, positionTypeId }),
    retry: false,
  });
}

export function useSaveLabelTemplates(containerId: number, positionTypeId: number) {
  const queryClient = useQueryClient();
  return {
    one: async (input: Omit<Without<'update_LabelTemplate'>, 'positionTypeId'>) => {
      const saved = await dispatch('update_LabelTemplate', { containerId, positionTypeId, ...input });
      await queryClient.invalidateQueries({ queryKey: labelTemplateKey(containerId, positionTypeId) });
      return saved;
    },
    all: async (templates: Without<'update_LabelTemplates'>['templates']) => {
      const view = await dispatch('update_LabelTemplates', { containerId, positionTypeId, templates });
      queryClient.setQueryData<LabelTemplatesView>(labelTemplateKey(containerId, positionTypeId), view);
      return view;
    },
  };
}
