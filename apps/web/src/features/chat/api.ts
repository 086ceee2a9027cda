import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewMessage } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';
import { CONVERSATIONS_KEY } from '../../lib/live.ts';

/** Every conversation query starts with CONVERSATIONS_KEY: the hub's 'conversation' event refreshes them. */
export const chatKeys = {
  channels: (containerId: number) => [...CONVERSATIONS_KEY, 'staff', containerId, 'list'] as const,
  thread: (containerId: number, applicationId: number) =>
    [...CONVERSATIONS_KEY, 'staff', containerId, 'thread', applicationId] as const,
  staff: (containerId: number) => [...CONVERSATIONS_KEY, 'staff', containerId] as const,
  mine: () => [...CONVERSATIONS_KEY, 'mine'] as const,
  myList: () => [...CONVERSATIONS_KEY, 'mine', 'list'] as const,
  myThread: (applicationId: number) => [...CONVERSATIONS_KEY, 'mine', 'thread', applicationId] as const,
};

/** The company's conversations, newest first, page by page (keyset cursor). */
export function useMessagingChannels(containerId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.channels(containerId),
    queryFn: ({ pageParam }) =>
      dispatch('get_MessagingChannels', { containerId, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Only the unread total (the header's link): the first page's answer carries it. */
export function useUnreadMessages(containerId: number) {
  return useQuery({
    queryKey: [...chatKeys.staff(containerId), 'unread'],
    queryFn: () => dispatch('get_MessagingChannels', { containerId, take: 1 }),
    select: (page) => page.unread,
  });
}

export function useConversation(containerId: number, applicationId: number) {
  return useQuery({
    queryKey: chatKeys.thread(containerId, applicationId),
    queryFn: () => dispatch('get_Conversation', { containerId, applicationId }),
  });
}

export function useSendMessage(containerId: number, applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    // The composer shows a failure.
    meta: { errorToast: false },
    mutationFn: (message: NewMessage) => dispatch('send_Message', { containerId, applicationId, ...message }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.staff(containerId) }),
  });
}

export function useMarkConversationRead(containerId: number, applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    // Marked in the background on opening; the next visit marks it again.
    meta: { errorToast: false },
    mutationFn: () => dispatch('update_ConversationRead', { containerId, applicationId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: chatKeys.channels(containerId) });
      void client.invalidateQueries({ queryKey: [...chatKeys.staff(containerId), 'unread'] });
    },
  });
}

/** The signed-in applicant's own conversations (the `My*` actions). */
export function useMyConversations() {
  return useInfiniteQuery({
    queryKey: chatKeys.myList(),
    queryFn: ({ pageParam }) => dispatch('get_MyConversations', pageParam ? { cursor: pageParam } : {}),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useMyConversation(applicationId: number | null) {
  return useQuery({
    queryKey: chatKeys.myThread(applicationId ?? 0),
    queryFn: () => dispatch('get_MyConversation', { applicationId: applicationId! }),
    enabled: applicationId !== null,
  });
}

export function useSendMyMessage(applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    // The composer shows a failure.
    meta: { errorToast: false },
    mutationFn: (message: NewMessage) => dispatch('send_MyMessage', { applicationId, ...message }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.mine() }),
  });
}

export function useMarkMyConversationRead(applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    // Marked in the background on opening; the next visit marks it again.
    meta: { errorToast: false },
    mutationFn: () => dispatch('update_MyConversationRead', { applicationId }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.myList() }),
  });
}

/** The staff address of an attachment (a file of the application); fetched with the bearer token. */
export const attachmentUrl = (applicationId: number, fileId: number) =>
  `/api/dispatcher/storage/application/${applicationId}/files/${fileId}`;
