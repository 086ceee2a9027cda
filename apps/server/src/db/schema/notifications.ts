import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '@rekry/domain';
import { belongsTo, createdAt } from './columns.ts';
import { containerRef, userRef } from './owners.ts';
import { jobApplications } from './applicants.ts';
import { positions } from './positions.ts';

/**
 * Notifications (SPEC §3), one row per recipient: a staff user of the company who may see what it is
 * about (platform/notifications.ts decides who). `inApp` rows are in the bell; `emailPending` ones wait
 * for the recipient's next e-mail digest.
 */
export const notifications = pg.pgTable(
  'notifications',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    userId: userRef(),
    /** create_jobApplication, update_jobApplicationStatus, send_MessageCommand, position, Exception, error (SPEC §3) */
    type: pg.text('type').notNull(),
    title: pg.text('title').notNull(),
    message: pg.text('message').notNull(),
    data: pg.jsonb('data').$type<{ positionId?: number; id?: number }>().notNull().default({}),
    /** The application it is about, if any: deleting the application deletes it for every recipient. */
    applicationId: pg.integer('application_id').references(() => jobApplications.id, { onDelete: 'cascade' }),
    isRead: pg.boolean('is_read').notNull().default(false),
    readAt: pg.timestamp('read_at', { withTimezone: true }),
    inApp: pg.boolean('in_app').notNull().default(true),
    emailPending: pg.boolean('email_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // "My notifications in company X, newest first" and "my unread count there".
    pg
      .index('notifications_recipient_idx')
      .on(t.containerId, t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.inApp}`),
    pg
      .index('notifications_unread_idx')
      .on(t.containerId, t.userId)
      .where(sql`${t.inApp} and not ${t.isRead}`),
    pg
      .index('notifications_email_pending_idx')
      .on(t.userId)
      .where(sql`${t.emailPending}`),
    pg.index('notifications_user_idx').on(t.userId),
    pg
      .index('notifications_application_idx')
      .on(t.applicationId)
      .where(sql`${t.applicationId} is not null`),
  ],
);

export const notificationPreferences = pg.pgTable(
  'notification_preferences',
  {
    userId: userRef(),
    containerId: containerRef(),
    preferences: pg.jsonb('preferences').$type<NotificationPreferences>().notNull(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.containerId] })],
);

/** A staff user's notification preferences for one position; they replace the company-level ones there. */
export const positionNotificationPreferences = pg.pgTable(
  'position_notification_preferences',
  {
    userId: userRef(),
    positionId: belongsTo('position_id', () => positions.id),
    containerId: containerRef(),
    preferences: pg.jsonb('preferences').$type<NotificationPreferences>().notNull(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ name: 'position_notification_preferences_pk', columns: [t.userId, t.positionId] }),
    pg.index('position_notification_preferences_position_idx').on(t.positionId),
  ],
);
