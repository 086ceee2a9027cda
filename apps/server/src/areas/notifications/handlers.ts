import { and, count, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@rekry/domain';
import { notificationPreferences, notifications, positionNotificationPreferences } from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';
import {
  effectivePreferences,
  notificationColumns,
  presentNotification,
} from '../../platform/notifications.ts';
import type { Queryable } from '../../db/client.ts';
import type { HandlerMap } from '../../platform/action-context.ts';

const NOT_FOUND = 'Notifikationen finns inte';

async function companyPreferences(db: Queryable, userId: number, containerId: number) {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.containerId, containerId)),
    );
  return row?.preferences;
}

/** The caller's own notifications in a company that are in the bell: every query here starts with it. */
const mine = (containerId: number, userId: number) =>
  and(
    eq(notifications.containerId, containerId),
    eq(notifications.userId, userId),
    eq(notifications.inApp, true),
  )!;

export const notificationHandlers = {
  async get_UserNotificationPreferences({ containerId }, { db, user }) {
    return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...(await companyPreferences(db, user.id, containerId)) };
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

  async get_PositionNotificationPreferences({ containerId }, { db, user, position }) {
    const [own] = await db
      .select({ preferences: positionNotificationPreferences.preferences })
      .from(positionNotificationPreferences)
      .where(
        and(
          eq(positionNotificationPreferences.userId, user.id),
          eq(positionNotificationPreferences.positionId, position.id),
        ),
      );
    const company = await companyPreferences(db, user.id, containerId);
    return { ...effectivePreferences(company, own?.preferences), isOwn: Boolean(own) };
  },

  async update_PositionNotificationPreferences(
    { containerId, notificationPreferences: preferences },
    { db, user, position },
  ) {
    await db
      .insert(positionNotificationPreferences)
      .values({ userId: user.id, positionId: position.id, containerId, preferences })
      .onConflictDoUpdate({
        target: [positionNotificationPreferences.userId, positionNotificationPreferences.positionId],
        set: { preferences, updatedAt: new Date() },
      });
    return { ...preferences, isOwn: true };
  },

  async get_Notifications({ containerId, page, take }, { db, user }) {
    const where = mine(containerId, user.id);
    const rows = await db
      .select(notificationColumns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(take)
      .offset((page - 1) * take);
    const [totals] = await db
      .select({
        total: count(),
        unread: sql<number>`(count(*) filter (where not ${notifications.isRead}))::int`,
      })
      .from(notifications)
      .where(where);
    return {
      items: rows.map(presentNotification),
      total: totals?.total ?? 0,
      unread: Number(totals?.unread ?? 0),
    };
  },

  async get_NotificationById({ containerId, id }, { db, user }) {
    const [row] = await db
      .select(notificationColumns)
      .from(notifications)
      .where(and(mine(containerId, user.id), eq(notifications.id, id)));
    if (!row) throw notFound(NOT_FOUND);
    return presentNotification(row);
  },

  async update_NotificationRead({ containerId, id, isRead }, { db, user }) {
    const [row] = await db
      .update(notifications)
      .set({ isRead, readAt: isRead ? new Date() : null })
      .where(and(mine(containerId, user.id), eq(notifications.id, id)))
      .returning(notificationColumns);
    if (!row) throw notFound(NOT_FOUND);
    return presentNotification(row);
  },

  async delete_NotificationById({ containerId, id }, { db, user }) {
    const gone = await db
      .delete(notifications)
      .where(and(mine(containerId, user.id), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    if (!gone.length) throw notFound(NOT_FOUND);
    return { deleted: gone.length };
  },

  async delete_NotificationsByContainer({ containerId }, { db, user }) {
    const gone = await db
      .delete(notifications)
      .where(mine(containerId, user.id))
      .returning({ id: notifications.id });
    return { deleted: gone.length };
  },
} satisfies Partial<HandlerMap>;
