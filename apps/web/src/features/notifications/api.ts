import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationPage, NotificationPreferences } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';

/** Every notification query of a company starts with this key: one invalidation refreshes them all. */
export const notificationsKey = (containerId: number) => ['notifications', containerId] as const;
const pageKey = (containerId: number, page: number, take: number) =>
  [...notificationsKey(containerId), 'list', page, take] as const;
const oneKey = (containerId: number, id: number) => [...notificationsKey(containerId), 'one', id] as const;

/** One page of the caller's notifications, newest first (the bell: the first 20). */
export function useNotifications(containerId: number, page = 1, take = 20) {
  return useQuery({
    queryKey: pageKey(containerId, page, take),
    queryFn: () => dispatch('get_Notifications', { containerId, page, take }),
    placeholderData: (previous) => previous,
  });
}

export function useNotification(containerId: number, id: number) {
  return useQuery({
    queryKey: oneKey(containerId, id),
    queryFn: () => dispatch('get_NotificationById', { containerId, id }),
  });
}

/** Updates every cached list of the company at once, so the bell and the screen agree before the refetch. */
function patchLists(
  client: QueryClient,
  containerId: number,
  change: (page: NotificationPage) => NotificationPage,
) {
  client.setQueriesData<NotificationPage>({ queryKey: [...notificationsKey(containerId), 'list'] }, (page) =>
    page ? change(page) : page,
  );
}

export function useMarkNotification(containerId: number) {
  const client = useQueryClient();
  return useMutation({
    // Also marked in the background on opening; a failure refetches the lists, which show the truth.
    meta: { errorToast: false },
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) =>
      dispatch('update_NotificationRead', { containerId, id, isRead }),
    onMutate: ({ id, isRead }) =>
      patchLists(client, containerId, (page) => {
        const before = page.items.find((n) => n.id === id);
        if (!before || before.isRead === isRead) return page;
        return {
          ...page,
          unread: page.unread + (isRead ? -1 : 1),
          items: page.items.map((n) => (n.id === id ? { ...n, isRead } : n)),
        };
      }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey(containerId) }),
  });
}

export function useRemoveNotification(containerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dispatch('delete_NotificationById', { containerId, id }),
    onMutate: (id) =>
      patchLists(client, containerId, (page) => {
        const gone = page.items.find((n) => n.id === id);
        if (!gone) return page;
        return {
          items: page.items.filter((n) => n.id !== id),
          total: page.total - 1,
          unread: page.unread - (gone.isRead ? 0 : 1),
        };
      }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey(containerId) }),
  });
}

export function useClearNotifications(containerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => dispatch('delete_NotificationsByContainer', { containerId }),
    onSuccess: () => patchLists(client, containerId, () => ({ items: [], total: 0, unread: 0 })),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey(containerId) }),
  });
}

const positionKey = (containerId: number, positionId: number) =>
  ['position-notification-preferences', containerId, positionId] as const;

export function usePositionNotificationPreferences(containerId: number, positionId: number) {
  return useQuery({
    queryKey: positionKey(containerId, positionId),
    queryFn: () => dispatch('get_PositionNotificationPreferences', { containerId, positionId }),
  });
}

export function useSavePositionNotificationPreferences(containerId: number, positionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificationPreferences: NotificationPreferences) =>
      dispatch('update_PositionNotificationPreferences', {
        containerId,
        positionId,
        notificationPreferences,
      }),
    onSuccess: (saved) => client.setQueryData(positionKey(containerId, positionId), saved),
  });
}
