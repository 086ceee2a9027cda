import type { AreaSamples } from './context.ts';

export const notificationsSamples: AreaSamples<'notifications'> = {
  get_UserNotificationPreferences: ({ containerId }) => ({ containerId }),
  update_NotificationPreferences: ({ containerId }) => ({
    containerId,
    notificationPreferences: {
      newApplication: { inApp: true, email: false },
      applicationStatus: { inApp: true, email: false },
      messages: { inApp: false, email: false },
      positionEvents: { inApp: true, email: true },
    },
  }),
};
