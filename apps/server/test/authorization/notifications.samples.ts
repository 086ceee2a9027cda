import { notifications } from '../../src/db/schema.ts';
import { position, type AreaSamples, type SampleContext } from './context.ts';

const preferences = {
  newApplication: { inApp: true, email: false },
  applicationStatus: { inApp: true, email: false },
  messages: { inApp: false, email: false },
  interviews: { inApp: true, email: false },
  positionEvents: { inApp: true, email: true },
};

/** One of the caller's own notifications in the company (test data; the app writes them through notifyCompany). */
async function ownNotification({ t, containerId, caller }: SampleContext) {
  const [row] = await t.db
    .insert(notifications)
    .values({ containerId, userId: caller.id, type: 'alert', title: 'Prov', message: 'Ett prov' })
    .returning();
  return { containerId, id: row!.id };
}

export const notificationsSamples: AreaSamples<'notifications'> = {
  get_UserNotificationPreferences: ({ containerId }) => ({ containerId }),
  update_NotificationPreferences: ({ containerId }) => ({
    containerId,
    notificationPreferences: preferences,
  }),
  get_PositionNotificationPreferences: position,
  update_PositionNotificationPreferences: async (ctx) => ({
    ...(await position(ctx)),
    notificationPreferences: preferences,
  }),
  get_Notifications: ({ containerId }) => ({ containerId, page: 1, take: 20 }),
  get_NotificationById: ownNotification,
  update_NotificationRead: async (ctx) => ({ ...(await ownNotification(ctx)), isRead: true }),
  delete_NotificationById: ownNotification,
  delete_NotificationsByContainer: ({ containerId }) => ({ containerId }),
};
