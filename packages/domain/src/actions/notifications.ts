import { z } from 'zod';
import { notificationPreferencesSchema, type NotificationPreferences } from '../notification-preferences.ts';
import type { Notification, NotificationPage } from '../notifications.ts';
import { positiveId } from '../ids.ts';
import { action, containerId, positionId, type ActionArea } from './define.ts';

const notificationId = positiveId('Ogiltigt notifikations-id');
const PAGE_MESSAGE = 'Sidan måste vara ett heltal från 1';
const TAKE_MESSAGE = 'Antalet måste vara ett heltal mellan 1 och 100';

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
  get_PositionNotificationPreferences: action<NotificationPreferences & { isOwn: boolean }>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      'Den inloggades notifikationsinställningar för en tjänst: tjänstens egna, annars företagets (isOwn säger vilka).',
  }),
  update_PositionNotificationPreferences: action<NotificationPreferences & { isOwn: boolean }>()({
    input: z.object({ containerId, positionId, notificationPreferences: notificationPreferencesSchema }),
    access: { role: 'reader', scope: 'position' },
    mutation: true,
    description: 'Spara den inloggades notifikationsinställningar för en tjänst; de gäller före företagets.',
  }),
  get_Notifications: action<NotificationPage>()({
    input: z.object({
      containerId,
      page: z.coerce
        .number({ error: PAGE_MESSAGE })
        .int(PAGE_MESSAGE)
        .min(1, PAGE_MESSAGE)
        .max(100_000, PAGE_MESSAGE)
        .default(1),
      take: z.coerce
        .number({ error: TAKE_MESSAGE })
        .int(TAKE_MESSAGE)
        .min(1, TAKE_MESSAGE)
        .max(100, TAKE_MESSAGE)
        .default(20),
    }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description:
      'Den inloggades notifikationer i ett företag, nyast först, sida för sida, med antalet olästa.',
  }),
  get_NotificationById: action<Notification>()({
    input: z.object({ containerId, id: notificationId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'En av den inloggades notifikationer.',
  }),
  update_NotificationRead: action<Notification>()({
    input: z.object({
      containerId,
      id: notificationId,
      isRead: z.boolean({ error: 'Måste vara sant eller falskt' }),
    }),
    access: { role: 'reader', scope: 'container' },
    mutation: true,
    description: 'Markera en av den inloggades notifikationer som läst eller oläst.',
  }),
  delete_NotificationById: action<{ deleted: number }>()({
    input: z.object({ containerId, id: notificationId }),
    access: { role: 'reader', scope: 'container' },
    mutation: true,
    description: 'Ta bort en av den inloggades notifikationer.',
  }),
  delete_NotificationsByContainer: action<{ deleted: number }>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: true,
    description: "Ta bort alla den inloggades notifikationer i ett företag ('Rensa alla').",
  }),
} satisfies ActionArea;
