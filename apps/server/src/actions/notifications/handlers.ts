import { and, eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@rekry/domain';
import { notificationPreferences } from '../../db/schema.ts';
import type { HandlerMap } from '../types.ts';

export const notificationHandlers = {
  async get_UserNotificationPreferences({ containerId }, { db, user }) {
    const [row] = await db
      .select({ preferences: notificationPreferences.preferences })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, user.id),
          eq(notificationPreferences.containerId, containerId),
        ),
      );
    return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...row?.preferences };
  },

  async update_NotificationPreferences({ containerId, notificationPreferences: preferences }, { db, user }) {
    await db
      .insert(notificationPreferences)
      .values({ userId: user.id, containerId, preferences })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.containerId],
        set: { preferences, updatedAt: new Date() },
      });
    return preferences;
  },
} satisfies Partial<HandlerMap>;
