import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, PositionSkill, Skill, SkillCollection } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';
import { applicantKeys } from '../applicants/index.ts';

const keys = {
  skills: (containerId: number) => ['skills', containerId, 'skills'] as const,
  collections: (containerId: number) => ['skills', containerId, 'collections'] as const,
  position: (containerId: number, positionId: number) =>
    ['skills', containerId, 'position', positionId] as const,
};

const byName = <T extends { name: string; id: number }>(list: T[]) =>
  [...list].sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.id - b.id);

export function useSkills(containerId: number) {
  return useQuery({
    queryKey: keys.skills(containerId),
    queryFn: () => dispatch('get_Skills', { containerId }),
  });
}

export function useSkillCollections(containerId: number) {
  return useQuery({
    queryKey: keys.collections(containerId),
    queryFn: () => dispatch('get_SkillCollections', { containerId }),
  });
}

/**
 * After a skill or collection changed, what shows it is fetched again: the lists, every position's skills
 * and the questionnaires (marked stale, fetched when next shown).
 */
function useSettleSkills(containerId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['skills', containerId] }),
      queryClient.invalidateQueries({ queryKey: applicantKeys.all(containerId), refetchType: 'none' }),
    ]);
}

export function useSaveSkill(containerId: number) {
  const queryClient = useQueryClient();
  const settle = useSettleSkills(containerId);
  return useMutation({
    // The editor tells a failure in its form or a toast of its own (failure.ts).
    meta: { errorToast: false },
    mutationFn: (input: Omit<ActionInput<'upsert_Skill'>, 'containerId'>) =>
      dispatch('upsert_Skill', { containerId, ...input }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Skill[]>(keys.skills(containerId), (list) =>
        list ? byName([...list.filter((s) => s.id !== saved.id), saved]) : list,
      );
      return settle();
    },
  });
}

export function useDeleteSkill(containerId: number) {
  const queryClient = useQueryClient();
  const settle = useSettleSkills(containerId);
  return useMutation({
    mutationFn: (id: number) => dispatch('delete_Skill', { containerId, id }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Skill[]>(keys.skills(containerId), (list) => list?.filter((s) => s.id !== id));
      return settle();
    },
  });
}

export function useSaveCollection(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The editor tells a failure in its form or a toast of its own (failure.ts).
    meta: { errorToast: false },
    mutationFn: (input: Omit<ActionInput<'upsert_SkillCollection'>, 'containerId'>) =>
      dispatch('upsert_SkillCollection', { containerId, ...input }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SkillCollection[]>(keys.collections(containerId), (list) =>
        list ? byName([...list.filter((c) => c.id !== saved.id), saved]) : list,
      );
      return queryClient.invalidateQueries({ queryKey: keys.collections(containerId) });
    },
  });
}

export function useDeleteCollection(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dispatch('delete_SkillCollection', { containerId, id }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<SkillCollection[]>(keys.collections(containerId), (list) =>
        list?.filter((c) => c.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: keys.collections(containerId) });
    },
  });
}

export function usePositionSkills(containerId: number, positionId: number) {
  return useQuery({
    queryKey: keys.position(containerId, positionId),
    queryFn: () => dispatch('get_PositionSkills', { containerId, positionId }),
  });
}

/**
 * Adds or removes a position's skills: the answer is the position's skills; the skill list (its position
 * counts) and the position's questionnaires are fetched again when next shown.
 */
function usePositionSkillChange<I>(
  containerId: number,
  positionId: number,
  call: (input: I) => Promise<PositionSkill[]>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (list) => {
      queryClient.setQueryData(keys.position(containerId, positionId), list);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.skills(containerId) }),
        queryClient.invalidateQueries({
          queryKey: applicantKeys.position(containerId, positionId),
          refetchType: 'none',
        }),
      ]);
    },
  });
}

export function useAddPositionSkills(containerId: number, positionId: number) {
  return usePositionSkillChange(
    containerId,
    positionId,
    (what: { skillId: number } | { collectionId: number }) =>
      dispatch('add_PositionSkills', { containerId, positionId, ...what }),
  );
}

export function useRemovePositionSkill(containerId: number, positionId: number) {
  return usePositionSkillChange(containerId, positionId, (skillId: number) =>
    dispatch('remove_PositionSkill', { containerId, positionId, skillId }),
  );
}
