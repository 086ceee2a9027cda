import { z } from 'zod';
import { notificationPreferencesSchema, type NotificationPreferences } from '../notification-preferences.ts';
import { action, containerId, type ActionArea } from './define.ts';

export const notificationsActions = {
  get_UserNotificationPreferences: action<NotificationPreferences>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Den inloggades notifikationsinställningar i ett företag.',
  }),
  update_NotificationPreferences: action<NotificationPreferences>()({
    input: z.object({ containerId, notificationPreferences: notificationPreferencesSchema }),
    access: { role: 'reader', scope: 'container' },
    mutation: true,
    description: 'Spara den inloggades notifikationsinställningar i ett företag.',
  }),
} satisfies ActionArea;
