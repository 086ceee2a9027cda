import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';

const key = (containerId: number) => ['notification-preferences', containerId] as const;

export function useNotificationPreferences(containerId: number) {
  return useQuery({
    queryKey: key(containerId),
    queryFn: () => dispatch('get_UserNotificationPreferences', { containerId }),
  });
}

export function useSaveNotificationPreferences(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationPreferences: NotificationPreferences) =>
      dispatch('update_NotificationPreferences', { containerId, notificationPreferences }),
    onSuccess: (saved) => queryClient.setQueryData(key(containerId), saved),
  });
}
