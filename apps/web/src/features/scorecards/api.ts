import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type { ActionInput, ApplicantEvaluation, LibraryCriterion, PositionScorecard } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';
import { downloadAction } from '../../lib/download.ts';

/** Every scorecard query of a position (profile, suggestions, evaluations, matrix) starts with `position`. */
const keys = {
  library: (containerId: number) => ['scorecards', containerId, 'library'] as const,
  position: (containerId: number, positionId: number) =>
    ['scorecards', containerId, 'position', positionId] as const,
  profile: (containerId: number, positionId: number) =>
    [...keys.position(containerId, positionId), 'profile'] as const,
  suggestions: (containerId: number, positionId: number) =>
    [...keys.position(containerId, positionId), 'suggestions'] as const,
  evaluation: (containerId: number, positionId: number, applicantId: number) =>
    [...keys.position(containerId, positionId), 'evaluation', applicantId] as const,
  matrix: (containerId: number, positionId: number, processLabelId: number | null) =>
    [...keys.position(containerId, positionId), 'matrix', processLabelId] as const,
};

const byName = (list: LibraryCriterion[]) =>
  [...list].sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.id - b.id);

export function useCriteriaLibrary(containerId: number) {
  return useQuery({
    queryKey: keys.library(containerId),
    queryFn: () => dispatch('get_CriteriaLibrary', { containerId }),
  });
}

/** After the library changed, what offers its criteria (every position's suggestions) is fetched again. */
function useSettleLibrary(containerId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === 'scorecards' && q.queryKey[1] === containerId,
    });
}

export function useSaveLibraryCriterion(containerId: number) {
  const queryClient = useQueryClient();
  const settle = useSettleLibrary(containerId);
  return useMutation({
    // The editor tells a failure in its form (a taken name under the name).
    meta: { errorToast: false },
    mutationFn: (input: ActionInput<'upsert_LibraryCriterion'>) => dispatch('upsert_LibraryCriterion', input),
    onSuccess: (saved) => {
      queryClient.setQueryData<LibraryCriterion[]>(keys.library(containerId), (list) =>
        list ? byName([...list.filter((c) => c.id !== saved.id), saved]) : list,
      );
      return settle();
    },
  });
}

export function useDeleteLibraryCriterion(containerId: number) {
  const queryClient = useQueryClient();
  const settle = useSettleLibrary(containerId);
  return useMutation({
    mutationFn: (id: number) => dispatch('delete_LibraryCriterion', { containerId, id }),
    onSuccess: (_ok, id) => {
      queryClient.setQueryData<LibraryCriterion[]>(keys.library(containerId), (list) =>
        list?.filter((c) => c.id !== id),
      );
      return settle();
    },
  });
}

export function usePositionScorecard(containerId: number, positionId: number) {
  return useQuery({
    queryKey: keys.profile(containerId, positionId),
    queryFn: () => dispatch('get_PositionScorecard', { containerId, positionId }),
  });
}

export function useScorecardSuggestions(containerId: number, positionId: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.suggestions(containerId, positionId),
    queryFn: () => dispatch('get_ScorecardSuggestions', { containerId, positionId }),
    enabled,
  });
}

/**
 * A change of the profile answers the whole of it: it replaces the editor's; the position's suggestions,
 * evaluations and matrix are fetched again (the criteria they show changed).
 */
function useProfileChange<I>(
  containerId: number,
  positionId: number,
  run: (input: I) => Promise<PositionScorecard>,
  showsFailure: boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(showsFailure ? { meta: { errorToast: false as const } } : {}),
    mutationFn: run,
    onSuccess: async (profile) => {
      await queryClient.invalidateQueries({
        queryKey: keys.position(containerId, positionId),
        predicate: (q) => q.queryKey[4] !== 'profile',
      });
      queryClient.setQueryData(keys.profile(containerId, positionId), profile);
    },
  });
}

/** Saves the criteria in order and the levels; the editor's form shows a failure. */
export const useSaveScorecard = (containerId: number, positionId: number) =>
  useProfileChange(
    containerId,
    positionId,
    (input: ActionInput<'update_PositionScorecard'>) => dispatch('update_PositionScorecard', input),
    true,
  );

export const useScorecardVisibility = (containerId: number, positionId: number) =>
  useProfileChange(
    containerId,
    positionId,
    (visibility: ActionInput<'update_ScorecardVisibility'>['visibility']) =>
      dispatch('update_ScorecardVisibility', { containerId, positionId, visibility }),
    false,
  );

export function useApplicantEvaluation(containerId: number, positionId: number, applicantId: number) {
  return useQuery({
    queryKey: keys.evaluation(containerId, positionId, applicantId),
    queryFn: () => dispatch('get_ApplicantEvaluation', { containerId, positionId, applicantId }),
  });
}

/** Saves or submits the caller's scorecard: its answer replaces the card; the matrix is fetched again. */
export function useSaveMyScorecard(containerId: number, positionId: number, applicantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The kit's form tells a failure under its fields or over them.
    meta: { errorToast: false },
    mutationFn: (input: ActionInput<'save_MyScorecard'>) => dispatch('save_MyScorecard', input),
    onSuccess: (evaluation: ApplicantEvaluation) => {
      queryClient.setQueryData(keys.evaluation(containerId, positionId, applicantId), evaluation);
      return queryClient.invalidateQueries({
        queryKey: keys.position(containerId, positionId),
        predicate: (q) => q.queryKey[4] === 'matrix',
      });
    },
  });
}

/** The matrix of a level (null: every level); the last answer stays while another level is fetched. */
export function useScoreMatrix(containerId: number, positionId: number, processLabelId: number | null) {
  return useQuery({
    queryKey: keys.matrix(containerId, positionId, processLabelId),
    queryFn: () =>
      dispatch('get_ScoreMatrix', {
        containerId,
        positionId,
        ...(processLabelId === null ? {} : { processLabelId }),
      }),
    placeholderData: keepPreviousData,
  });
}

/** Saves the applicant's decision basis (bedömningsunderlag) as a PDF. */
export function downloadDecisionBasis(containerId: number, positionId: number, applicantId: number) {
  return downloadAction('download_DecisionBasis', { containerId, positionId, applicantId });
}
