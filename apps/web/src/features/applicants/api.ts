import { isRecordId } from '../../lib/paths.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ApplicantFilterValues } from '@rekry/domain';
import { companyKeys } from '../../lib/company-templates.ts';
import { applicantsOfPosition } from '../../lib/live.ts';
import { dispatch } from '../../lib/api.ts';
import { downloadAction } from '../../lib/download.ts';
import { applicantStrings } from './strings.ts';

/** The list's filter as the server takes it (every field given, so query keys are stable). */
export type ListFilter = Pick<
  ApplicantFilterValues,
  | 'labelId'
  | 'processLabelId'
  | 'otherPositionId'
  | 'tagId'
  | 'answers'
  | 'query'
  | 'textQuery'
  | 'sort'
  | 'minScore'
>;

/** The board's filter: the list's without the status (each column is one). */
export type BoardFilter = Omit<ListFilter, 'labelId'>;

export const applicantKeys = {
  all: (containerId: number) => ['applicants', containerId] as const,
  position: applicantsOfPosition,
  board: (containerId: number, positionId: number, filter: BoardFilter) =>
    ['applicants', containerId, positionId, 'board', filter] as const,
  filters: (containerId: number, positionId: number) =>
    ['applicants', containerId, positionId, 'filters'] as const,
  list: (containerId: number, positionId: number, filter: ListFilter) =>
    ['applicants', containerId, positionId, 'list', filter] as const,
  one: (containerId: number, positionId: number, applicantId: number) =>
    ['applicants', containerId, positionId, 'one', applicantId] as const,
  questionnaire: (containerId: number, positionId: number, applicantId: number) =>
    ['applicants', containerId, positionId, 'questionnaire', applicantId] as const,
  email: (containerId: number, applicantId: number) =>
    ['applicants', containerId, 'email', applicantId] as const,
  labels: companyKeys.labels,
  emailTemplates: companyKeys.emailTemplates,
};

export function useApplicantFilters(containerId: number, positionId: number, enabled = true) {
  return useQuery({
    queryKey: applicantKeys.filters(containerId, positionId),
    queryFn: () => dispatch('get_ApplicantFilters', { containerId, positionId }),
    staleTime: 60_000,
    enabled,
  });
}

/** 30 at a time (SPEC §9), keyset paging with the server's cursor. */
export function useApplicants(containerId: number, positionId: number, filter: ListFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: applicantKeys.list(containerId, positionId, filter),
    queryFn: ({ pageParam }) =>
      dispatch('get_ApplicantsByPosition', {
        containerId,
        positionId,
        ...filter,
        ...(pageParam ? { after: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** The board: every status column with its count and first 30 (SPEC §9), in the list's filter. */
export function useApplicantBoard(containerId: number, positionId: number, filter: BoardFilter) {
  return useQuery({
    queryKey: applicantKeys.board(containerId, positionId, filter),
    queryFn: () => dispatch('get_ApplicantBoard', { containerId, positionId, ...filter }),
    placeholderData: (previous) => previous,
  });
}

/** A board column's further cards, 30 at a time after the board's cursor; fetched once asked for. */
export function useBoardColumnMore(
  containerId: number,
  positionId: number,
  filter: BoardFilter,
  column: { labelId: number; nextCursor: string | null },
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: [
      ...applicantKeys.board(containerId, positionId, filter),
      'more',
      column.labelId,
      column.nextCursor,
    ] as const,
    queryFn: ({ pageParam }) =>
      dispatch('get_ApplicantsByPosition', {
        containerId,
        positionId,
        ...filter,
        labelId: column.labelId,
        after: pageParam,
      }),
    initialPageParam: column.nextCursor ?? '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: enabled && column.nextCursor !== null,
  });
}

export function useApplicant(
  containerId: number,
  positionId: number,
  applicantId: number,
  filter: ListFilter | null,
) {
  return useQuery({
    queryKey: [...applicantKeys.one(containerId, positionId, applicantId), filter] as const,
    queryFn: () => dispatch('get_ApplicantById', { containerId, positionId, applicantId, ...(filter ?? {}) }),
    enabled: isRecordId(applicantId),
  });
}

export { useEmailTemplates, useLabels, useTags } from '../../lib/company-templates.ts';

/** After a change the position's lists and applicants are fetched again (and the position's numbers). */
function useRefreshPosition(containerId: number, positionId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: applicantKeys.position(containerId, positionId) }),
      queryClient.invalidateQueries({ queryKey: ['positions', containerId] }),
    ]);
}

export function useUpdateStatus(containerId: number, positionId: number) {
  const refresh = useRefreshPosition(containerId, positionId);
  return useMutation({
    meta: { errorToast: { always: applicantStrings.status.failed } },
    mutationFn: (
      input: { labelId: number; labelType?: 'Interest' | 'Process' } & (
        { ids: number[] } | { filter: ListFilter }
      ),
    ) => dispatch('update_ApplicantStatus', { containerId, positionId, ...input }),
    onSettled: () => refresh(),
  });
}

/** One applicant's tags become exactly these; the lists and the tags' counts refetch. */
export function useSetApplicantTags(containerId: number, positionId: number) {
  const refresh = useRefreshPosition(containerId, positionId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { applicantId: number; tagIds: number[] }) =>
      dispatch('update_ApplicationTags', { containerId, positionId, ...input }),
    onSettled: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: companyKeys.tags(containerId) })]),
  });
}

/** One tag added to (or taken from) the chosen applicants, or all the filter matches. */
export function useBulkTag(containerId: number, positionId: number) {
  const refresh = useRefreshPosition(containerId, positionId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { tagId: number; mode: 'add' | 'remove' } & ({ ids: number[] } | { filter: ListFilter }),
    ) => dispatch('update_ApplicantsTag', { containerId, positionId, ...input }),
    onSettled: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: companyKeys.tags(containerId) })]),
  });
}

/** A new tag of the company, made from a picker ('Skapa tagg …'); the picker shows a taken name itself. */
export function useCreateTag(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (name: string) => dispatch('create_Tag', { containerId, name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.tags(containerId) }),
  });
}

export function useCreateNote(containerId: number, positionId: number) {
  const refresh = useRefreshPosition(containerId, positionId);
  return useMutation({
    meta: { errorToast: { always: applicantStrings.detail.noteFailed } },
    mutationFn: (input: { applicantId: number; text: string }) =>
      dispatch('create_ApplicantNote', { containerId, positionId, ...input }),
    onSuccess: () => refresh(),
  });
}

/** The author's correction of their note; the dialog shows a failure. */
export function useUpdateNote(containerId: number, positionId: number) {
  const refresh = useRefreshPosition(containerId, positionId);
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (input: Omit<ActionInput<'update_ApplicantNote'>, 'containerId' | 'positionId'>) =>
      dispatch('update_ApplicantNote', { containerId, positionId, ...input }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteNote(containerId: number, positionId: number) {
  const refresh = useRefreshPosition(containerId, positionId);
  return useMutation({
    mutationFn: (input: { applicantId: number; noteId: number }) =>
      dispatch('delete_ApplicantNote', { containerId, positionId, ...input }),
    onSuccess: () => refresh(),
  });
}

export function useUpdateApplicant(containerId: number, positionId: number) {
  const refresh = useRefreshPosition(containerId, positionId);
  return useMutation({
    // The form shows a failure.
    meta: { errorToast: false },
    mutationFn: (input: Omit<ActionInput<'update_Applicant'>, 'containerId' | 'positionId'>) =>
      dispatch('update_Applicant', { containerId, positionId, ...input }),
    onSuccess: () => refresh(),
  });
}

export function useCreateApplicant(containerId: number, positionId: number) {
  const refresh = useRefreshPosition(containerId, positionId);
  return useMutation({
    // The form shows a failure.
    meta: { errorToast: false },
    mutationFn: (input: Omit<ActionInput<'create_Applicant'>, 'containerId' | 'positionId'>) =>
      dispatch('create_Applicant', { containerId, positionId, ...input }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteApplication(containerId: number, positionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicantId: number) =>
      dispatch('delete_JobApplication', { containerId, positionId, applicantId }),
    onSuccess: (_data, applicantId) => {
      // The open page leaves: its own query is dropped, not fetched again (a 404).
      queryClient.removeQueries({ queryKey: applicantKeys.one(containerId, positionId, applicantId) });
      void queryClient.invalidateQueries({ queryKey: applicantKeys.position(containerId, positionId) });
      void queryClient.invalidateQueries({ queryKey: ['positions', containerId] });
    },
  });
}

export function useRemoveFromCompany(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => dispatch('delete_ApplicantFromContainer', { containerId, userId }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: applicantKeys.all(containerId), type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey: applicantKeys.all(containerId), type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey: ['positions', containerId] });
    },
  });
}

export function useQuestionnaire(containerId: number, positionId: number, applicantId: number) {
  return useQuery({
    queryKey: applicantKeys.questionnaire(containerId, positionId, applicantId),
    queryFn: () => dispatch('get_Questionnaire', { containerId, positionId, applicantId }),
  });
}

export function useUpdateQuestionnaire(containerId: number, positionId: number, applicantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skills: ActionInput<'update_Questionnaire'>['skills']) =>
      dispatch('update_Questionnaire', { containerId, positionId, applicantId, skills }),
    onSuccess: (data) => {
      queryClient.setQueryData(applicantKeys.questionnaire(containerId, positionId, applicantId), data);
      void queryClient.invalidateQueries({
        queryKey: applicantKeys.one(containerId, positionId, applicantId),
      });
    },
  });
}

export function useSendEmail(containerId: number, positionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows a failure.
    meta: { errorToast: false },
    mutationFn: (
      input:
        | { kind: 'one'; applicantId: number; email: string; subject: string; body: string }
        | { kind: 'many'; recipients: number[]; subject: string; body: string },
    ) =>
      input.kind === 'one'
        ? dispatch('send_ApplicantEmail', {
            containerId,
            positionId,
            applicantId: input.applicantId,
            email: input.email,
            subject: input.subject,
            body: input.body,
          })
        : dispatch('send_ApplicantsEmail', {
            containerId,
            positionId,
            recipients: input.recipients,
            subject: input.subject,
            body: input.body,
          }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['applicants', containerId, 'email'] });
      void queryClient.invalidateQueries({ queryKey: applicantKeys.position(containerId, positionId) });
    },
  });
}

export function useEmailSummary(containerId: number, applicantId: number) {
  return useQuery({
    queryKey: applicantKeys.email(containerId, applicantId),
    queryFn: () => dispatch('get_EmailStatusSummary', { containerId, applicationId: applicantId }),
    // Queued e-mail turns into sent (or failed) as the job queue works.
    refetchInterval: (query) => ((query.state.data?.queued ?? 0) > 0 ? 3000 : false),
  });
}

/** Every e-mail to one application, newest first (SPEC §9: 50 by default). */
export function useEmailTracking(containerId: number, applicantId: number) {
  return useQuery({
    queryKey: [...applicantKeys.email(containerId, applicantId), 'tracking'] as const,
    queryFn: () => dispatch('get_EmailTracking', { containerId, applicationId: applicantId }),
  });
}

/** One sent e-mail of the application in full; asked for once a row is opened. */
export function useSentEmail(
  containerId: number,
  positionId: number,
  applicantId: number,
  id: number | null,
) {
  return useQuery({
    queryKey: [...applicantKeys.email(containerId, applicantId), 'sent', id] as const,
    queryFn: () => dispatch('get_SentEmail', { containerId, positionId, applicantId, id: id! }),
    enabled: id !== null,
  });
}

/** The e-mail being written, merged for one recipient; the dialog shows the failure itself. */
export function usePreviewEmail(containerId: number, positionId: number) {
  return useMutation({
    mutationFn: (input: Omit<ActionInput<'preview_ApplicantsEmail'>, 'containerId' | 'positionId'>) =>
      dispatch('preview_ApplicantsEmail', { containerId, positionId, ...input }),
    meta: { errorToast: false },
  });
}

/** Saves the filtered list as a file; answers how many rows it holds. */
export function exportApplicants(
  containerId: number,
  positionId: number,
  filter: ListFilter,
  format: 'csv' | 'pdf',
) {
  return downloadAction('export_Applicants', { containerId, positionId, ...filter, format });
}

/** The position (its name, form and the caller's rights); the same cache entry as the position page. */
export function usePositionForApplicants(containerId: number, positionId: number) {
  return useQuery({
    queryKey: ['positions', containerId, 'one', positionId] as const,
    queryFn: () => dispatch('get_PositionById', { containerId, positionId }),
    enabled: isRecordId(positionId),
  });
}
