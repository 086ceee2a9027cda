import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '@rekry/domain';
import { belongsTo, createdAt } from './columns.ts';
import { containerRef, userRef } from './owners.ts';
import { positions } from './positions.ts';

/**
 * Notifications (SPEC §3), one row per recipient: a staff user of the company who may see what it is
 * about (services/notifications.ts decides who). `inApp` rows are in the bell; `emailPending` ones wait
 * for the recipient's next e-mail digest.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    userId: userRef(),
    /** create_jobApplication, update_jobApplicationStatus, send_MessageCommand, position, Exception, error (SPEC §3) */
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<{ positionId?: number; id?: number }>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    inApp: boolean('in_app').notNull().default(true),
    emailPending: boolean('email_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // "My notifications in company X, newest first" and "my unread count there".
    index('notifications_recipient_idx')
      .on(t.containerId, t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.inApp}`),
    index('notifications_unread_idx')
      .on(t.containerId, t.userId)
      .where(sql`${t.inApp} and not ${t.isRead}`),
    index('notifications_email_pending_idx')
      .on(t.userId)
      .where(sql`${t.emailPending}`),
    index('notifications_user_idx').on(t.userId),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userRef(),
    containerId: containerRef(),
    preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.containerId] })],
);

/** A staff user's notification preferences for one position; they replace the company-level ones there. */
export const positionNotificationPreferences = pgTable(
  'position_notification_preferences',
  {
    userId: userRef(),
    positionId: belongsTo('position_id', () => positions.id),
    containerId: containerRef(),
    preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'position_notification_preferences_pk', columns: [t.userId, t.positionId] }),
    index('position_notification_preferences_position_idx').on(t.positionId),
  ],
);
