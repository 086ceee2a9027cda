import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Annotation, ApplicantFile } from '@rekry/domain';
import { dispatch } from '../../../lib/api.ts';

/** Where an applicant is: company, position and application (the `position` access scope). */
export interface ApplicantRef {
  containerId: number;
  positionId: number;
  applicantId: number;
}

export const fileKeys = {
  list: ({ containerId, positionId, applicantId }: ApplicantRef) =>
    ['applicant-files', containerId, positionId, applicantId] as const,
};

/** A document whose '.converted.pdf' the job queue is still making. */
export function awaitingConversion(files: readonly ApplicantFile[]): boolean {
  return files.some((f) => f.conversion === 'pending');
}

/** The application's files; looked at again every few seconds while a conversion is pending (a minute at most). */
export function useApplicantFiles(ref: ApplicantRef) {
  return useQuery({
    queryKey: fileKeys.list(ref),
    queryFn: () => dispatch('get_ApplicantFiles', ref),
    refetchInterval: (query) =>
      query.state.data && awaitingConversion(query.state.data) && query.state.dataUpdateCount < 20
        ? 3000
        : false,
  });
}

function useRefresh(ref: ApplicantRef) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fileKeys.list(ref) });
}

export function useUploadApplicantFile(ref: ApplicantRef) {
  const refresh = useRefresh(ref);
  return useMutation({
    // The card shows a failed upload under its button.
    meta: { errorToast: false },
    mutationFn: (file: { filename: string; data: string }) =>
      dispatch('upload_ApplicantFile', { ...ref, ...file }),
    onSuccess: refresh,
  });
}

export function useDeleteApplicantFile(ref: ApplicantRef) {
  const refresh = useRefresh(ref);
  return useMutation({
    mutationFn: (fileId: number) => dispatch('delete_ApplicantFile', { ...ref, fileId }),
    onSuccess: refresh,
  });
}

export function useAnnotateApplicantFile(ref: ApplicantRef) {
  const refresh = useRefresh(ref);
  return useMutation({
    mutationFn: (input: { fileId: number; annotations: Annotation[] }) =>
      dispatch('annotate_ApplicantFile', { ...ref, ...input }),
    onSuccess: refresh,
  });
}
