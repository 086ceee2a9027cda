import { isRecordId } from '../../lib/paths.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, PositionDetail, PositionListFilter, PositionPreview } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';

/** Rows per page of the list (the action pages by keyset: `after` the last id). */
export const PAGE_SIZE = 25;

export interface PositionFilter {
  query: string;
  status: PositionListFilter | null;
}

const keys = {
  all: (containerId: number) => ['positions', containerId] as const,
  list: (containerId: number, filter: PositionFilter) =>
    ['positions', containerId, 'list', filter.query, filter.status] as const,
  one: (containerId: number, positionId: number) => ['positions', containerId, 'one', positionId] as const,
};

export function usePositions(containerId: number, filter: PositionFilter) {
  return useInfiniteQuery({
    queryKey: keys.list(containerId, filter),
    queryFn: ({ pageParam }) =>
      dispatch('get_Positions', {
        containerId,
        query: filter.query,
        ...(filter.status ? { status: filter.status } : {}),
        take: PAGE_SIZE,
        ...(pageParam ? { after: pageParam } : {}),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
}

export function usePosition(containerId: number, positionId: number) {
  return useQuery({
    queryKey: keys.one(containerId, positionId),
    queryFn: () => dispatch('get_PositionById', { containerId, positionId }),
    enabled: isRecordId(positionId),
  });
}

/**
 * After a change the position is reloaded (SPEC §4): the answer goes into the cache at once, then every
 * query of the company's positions (lists and the open position) is fetched again.
 */
function useSettle(containerId: number) {
  const queryClient = useQueryClient();
  return (detail: PositionDetail) => {
    queryClient.setQueryData(keys.one(containerId, detail.id), detail);
    return queryClient.invalidateQueries({ queryKey: keys.all(containerId) });
  };
}

export function useArchivePosition(containerId: number) {
  const settle = useSettle(containerId);
  return useMutation({
    mutationFn: (input: { positionId: number; isArchived: boolean }) =>
      dispatch('archive_Position', { containerId, ...input }),
    onSuccess: (detail) => settle(detail),
  });
}

export function useCopyPosition(containerId: number) {
  const settle = useSettle(containerId);
  return useMutation({
    mutationFn: (positionId: number) => dispatch('copy_Position', { containerId, positionId }),
    onSuccess: (detail) => settle(detail),
  });
}

/** Publish now (`at` null) or at a set time; the dialog shows the server's list of what is missing itself. */
export function usePublishPosition(containerId: number) {
  const settle = useSettle(containerId);
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (input: { positionId: number; at: number | null }) =>
      dispatch('publish_Position', { containerId, ...input }),
    onSuccess: (detail) => settle(detail),
  });
}

export function useUnpublishPosition(containerId: number) {
  const settle = useSettle(containerId);
  return useMutation({
    mutationFn: (positionId: number) => dispatch('unpublish_Position', { containerId, positionId }),
    onSuccess: (detail) => settle(detail),
  });
}

/** The ad and its form as applicants will see them (the career site's shapes), for the preview. */
export function usePositionPreview(containerId: number, positionId: number) {
  return useQuery({
    queryKey: [...keys.one(containerId, positionId), 'preview'],
    queryFn: (): Promise<PositionPreview> => dispatch('get_PositionPreview', { containerId, positionId }),
    enabled: isRecordId(positionId),
  });
}

export function useDeletePosition(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (positionId: number) => dispatch('delete_Position', { containerId, positionId }),
    onSuccess: (_data, positionId) => {
      // The open page leaves right after: its query is only marked stale, not fetched again (a 404).
      void queryClient.invalidateQueries({
        queryKey: keys.one(containerId, positionId),
        refetchType: 'none',
      });
      return queryClient.invalidateQueries({ queryKey: [...keys.all(containerId), 'list'] });
    },
  });
}

/* ---------- create and edit ---------- */

export type PositionWrite = Omit<ActionInput<'create_Position'>, 'containerId'>;

export { usePositionTypes } from '../../lib/company-templates.ts';

/** The position templates; the server answers 404 (NO_TEMPLATES) when the folder is missing. */
export function usePositionTemplates(containerId: number) {
  return useQuery({
    queryKey: ['position-templates', containerId],
    queryFn: () => dispatch('get_PositionTemplates', { containerId }),
  });
}

/** Who may be responsible (id and name of the company's staff): a writer may ask, a reader may not. */
export function useResponsibleCandidates(containerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['position-owner-choices', containerId],
    queryFn: () => dispatch('list_PositionOwnerChoices', { containerId }),
    enabled,
  });
}

export function useSavePosition(containerId: number, positionId: number | null) {
  const settle = useSettle(containerId);
  return useMutation({
    // The form shows a failure.
    meta: { errorToast: false },
    mutationFn: ({ form, ...fields }: PositionWrite) =>
      // Editing leaves the form alone: the form builder saves it on its own (update_PositionForm).
      positionId
        ? dispatch('update_Position', { containerId, positionId, ...fields })
        : dispatch('create_Position', { containerId, ...fields, form }),
    onSuccess: (detail) => settle(detail),
  });
}
