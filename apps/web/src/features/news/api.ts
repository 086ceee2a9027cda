import { NEWS_LIMITS, type NewsPost } from '@rekry/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';
import { newsStrings } from './strings.ts';

/** News is platform-wide: no company in its keys. */
const keys = {
  all: ['news'] as const,
  list: ['news', 'list'] as const,
  one: (id: number) => ['news', 'post', id] as const,
};

/** Every post, newest first (get_BlogPosts; every signed-in staff user). */
export function useNewsPosts(enabled = true) {
  return useQuery({ queryKey: keys.list, queryFn: () => dispatch('get_BlogPosts', {}), enabled });
}

/** The newest few for the home page, from the same list. */
export function useLatestNews(enabled = true) {
  return useQuery({
    queryKey: keys.list,
    queryFn: () => dispatch('get_BlogPosts', {}),
    select: (posts: NewsPost[]) => posts.slice(0, NEWS_LIMITS.home),
    enabled,
  });
}

export function useNewsPost(id: number) {
  return useQuery({ queryKey: keys.one(id), queryFn: () => dispatch('get_BlogPost', { id }) });
}

export interface NewsInput {
  id?: number;
  title: string;
  body: string;
}

/** create_BlogPost: a new post, or an update with `id` (superuser). */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form and the preview show a failure.
    meta: { errorToast: false },
    mutationFn: (input: NewsInput) => dispatch('create_BlogPost', input),
    onSuccess: (post) => {
      queryClient.setQueryData(keys.one(post.id), post);
      return queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: { always: newsStrings.remove.failed } },
    mutationFn: (id: number) => dispatch('delete_BlogPost', { id }),
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: keys.one(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.list }),
  });
}
