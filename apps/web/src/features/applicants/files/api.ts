import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Annotation, ApplicantFile } from '@rekry/domain';
import { ApiError, dispatch } from '../../../lib/api.ts';
import { getToken } from '../../../lib/session.ts';
import { commonStrings } from '../../../lib/strings.ts';
import { saveBlob } from '../download.ts';

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

/** A stored file's bytes: its address needs the bearer token, so it is fetched, never linked. */
export async function fetchFileBlob(url: string): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'network', commonStrings.networkError);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ApiError(
      response.status,
      response.status === 404 ? 'not_found' : 'internal',
      body?.error?.message ?? commonStrings.somethingWentWrong,
    );
  }
  return response.blob();
}

/** Saves a stored file under its own name (the browser's download). */
export async function downloadFile(url: string, filename: string): Promise<void> {
  saveBlob(await fetchFileBlob(url), filename);
}

/** A chosen file as the data URL the upload action takes. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
