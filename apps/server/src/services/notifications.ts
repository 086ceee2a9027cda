import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  PermissionId,
  topicOfType,
  type Notification,
  type NotificationPreferences,
  type NotificationType,
} from '@rekry/domain';
import type { Queryable } from '../db/client.ts';
import {
  containerUsers,
  jobApplications,
  jobs,
  notificationPreferences,
  notifications,
  positionNotificationPreferences,
  users,
} from '../db/schema.ts';
import { hearsOfPosition } from '../core/access/membership.ts';
import { rowsWithJobs } from './jobs.ts';

export type { NotificationType };

export interface NewNotification {
  containerId: number;
  type: NotificationType;
  title: string;
  message: string;
  /** `positionId` names what it is about: only those who may see that position hear of it. */
  data?: { positionId?: number; id?: number };
  /** The application it is about (aboutApplication): when the application goes, so does the notification. */
  applicationId?: number;
  /** The staff member whose action it tells of: everyone else concerned hears of it, never they. */
  actorId?: number;
  /**
   * The application is written later in this same transaction (a new application writes its own row
   * last): tie the notification to it as it is; the reference is checked at the commit.
   */
  applicationWrittenLater?: boolean;
}

/** A notification about an application: its position decides who hears, and it goes with the application. */
export const aboutApplication = (positionId: number, applicationId: number) => ({
  data: { positionId, id: applicationId },
  applicationId,
});

/** The NOTIFY channel on which every instance's hub hears of new notifications (services/realtime.ts). */
export const NOTIFICATIONS_CHANNEL = 'rekry_notifications';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: recipients are sent in slices below that. */
const PAYLOAD_BUDGET = 7000;

/**
 * What one NOTIFY carries: a new notification once, and for each recipient its own row id; or, when
 * notifications were deleted with their application, the company and each recipient's removed row ids.
 */
export type NotifyPayload =
  | {
      n: Omit<Notification, 'id' | 'isRead'>;
      /** [userId, notification id] */
      r: [number, number][];
    }
  | { removed: { containerId: number; r: [number, number][] } };

/** Effective preferences: the position's own when the user set them, else the company-level ones. */
export function effectivePreferences(
  company: Partial<NotificationPreferences> | null | undefined,
  position: Partial<NotificationPreferences> | null | undefined,
): NotificationPreferences {
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...company, ...position };
}

/**
 * Who may hear of something in a company: its admins, and when it concerns a position, everyone holding
 * a permission on that position (a member without one learns nothing about it). Enabled users only,
 * each with their preferences.
 */
async function recipientsOf(
  db: Queryable,
  containerId: number,
  positionId: number | undefined,
  actorId: number | undefined,
) {
  const mayHear = positionId
    ? hearsOfPosition(positionId)
    : eq(containerUsers.permissionId, PermissionId.Administrator);
  const rows = await db
    .selectDistinctOn([containerUsers.userId], {
      userId: containerUsers.userId,
      company: notificationPreferences.preferences,
      position: positionNotificationPreferences.preferences,
    })
    .from(containerUsers)
    .innerJoin(users, and(eq(users.id, containerUsers.userId), eq(users.disabled, false)))
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, containerUsers.userId),
        eq(notificationPreferences.containerId, containerId),
      ),
    )
    .leftJoin(
      positionNotificationPreferences,
      and(
        eq(positionNotificationPreferences.userId, containerUsers.userId),
        eq(positionNotificationPreferences.positionId, positionId ?? 0),
      ),
    )
    .where(
      and(
        eq(containerUsers.containerId, containerId),
        mayHear,
        actorId === undefined ? undefined : ne(containerUsers.userId, actorId),
      ),
    )
    .orderBy(containerUsers.userId);
  return rows.map((r) => ({ userId: r.userId, preferences: effectivePreferences(r.company, r.position) }));
}

/**
 * The one door for notifications (SPEC §3, §4): every notification row is written here, by commands, in
 * their transaction. It decides the recipients (recipientsOf, less the actor) and filters them by their preferences;
 * failures (Exception, error) reach all of them in the app. Each recipient gets a row; those who chose
 * e-mail get it in their next digest (one per user at most every NOTIFICATION_DIGEST_MINUTES). The hubs
 * of every instance hear of it by NOTIFY, which PostgreSQL delivers on commit (never on a rollback).
 * Answers how many were told in the app.
 */
export async function notifyCompany(db: Queryable, n: NewNotification): Promise<number> {
  const topic = topicOfType(n.type);
  const rows = (await recipientsOf(db, n.containerId, n.data?.positionId, n.actorId))
    .map(({ userId, preferences }) => ({
      userId,
      inApp: topic ? preferences[topic].inApp : true,
      email: topic ? preferences[topic].email : false,
    }))
    .filter((r) => r.inApp || r.email);
  if (!rows.length) return 0;
  const data = n.data ?? {};
  // Tied only while the application exists: a job's late news (a mail that failed for good) may name one
  // deleted meanwhile, and is still told.
  const applicationId = !n.applicationId
    ? null
    : n.applicationWrittenLater
      ? n.applicationId
      : sql<number>`(select ${jobApplications.id} from ${jobApplications} where ${jobApplications.id} = ${n.applicationId})`;
  const written = await db
    .insert(notifications)
    .values(
      rows.map((r) => ({
        containerId: n.containerId,
        userId: r.userId,
        type: n.type,
        title: n.title,
        message: n.message,
        data,
        applicationId,
        inApp: r.inApp,
        emailPending: r.email,
      })),
    )
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      inApp: notifications.inApp,
      createdAt: notifications.createdAt,
    });
  const emailed = rows.filter((r) => r.email).map((r) => r.userId);
  if (emailed.length) await scheduleDigests(db, emailed);

  const shown = written.filter((w) => w.inApp);
  if (!shown.length) return 0;
  const common: Omit<Notification, 'id' | 'isRead'> = {
    containerId: n.containerId,
    type: n.type,
    title: n.title,
    message: n.message,
    timestamp: Math.floor(shown[0]!.createdAt.getTime() / 1000),
    data,
  };
  await publishInSlices(
    db,
    shown.map((w) => [w.userId, w.id]),
    (r) => ({ n: common, r }),
  );
  return shown.length;
}

/** NOTIFYs the pairs [userId, row id] in as many payloads as the size limit needs, each made by `payload`. */
async function publishInSlices(
  db: Queryable,
  pairs: [number, number][],
  payload: (slice: [number, number][]) => NotifyPayload,
): Promise<void> {
  const perPair = 24;
  const room = Math.max(
    1,
    Math.floor((PAYLOAD_BUDGET - Buffer.byteLength(JSON.stringify(payload([])))) / perPair),
  );
  for (let i = 0; i < pairs.length; i += room) {
    const sent = JSON.stringify(payload(pairs.slice(i, i + room)));
    await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${sent})`);
  }
}

/**
 * Deletes the notifications about the applications, for every recipient, before the applications
 * themselves go (the foreign key would take them too, silently): each recipient's open bell hears of
 * it on commit and counts again. Answers how many rows went.
 */
export async function withdrawNotifications(
  db: Queryable,
  containerId: number,
  applicationIds: number[],
): Promise<number> {
  if (!applicationIds.length) return 0;
  const gone = await db
    .delete(notifications)
    .where(
      and(eq(notifications.containerId, containerId), inArray(notifications.applicationId, applicationIds)),
    )
    .returning({ id: notifications.id, userId: notifications.userId, inApp: notifications.inApp });
  await publishInSlices(
    db,
    gone.filter((g) => g.inApp).map((g) => [g.userId, g.id]),
    (r) => ({ removed: { containerId, r } }),
  );
  return gone.length;
}

/**
 * A digest job for each user who has none waiting. The job sends at once when the user's last digest is
 * older than the window, else moves itself to the window's end (job-handlers.ts): so at most one digest
 * per user every NOTIFICATION_DIGEST_MINUTES, each with everything gathered meanwhile.
 */
async function scheduleDigests(db: Queryable, userIds: number[]): Promise<void> {
  // One statement: a digest for each of them who has none waiting.
  await rowsWithJobs(
    db,
    sql`select user_id, null::int as container_id from unnest(${sql.param(userIds)}::int[]) as user_id
      where not exists (
        select from ${jobs} where kind = 'notification-digest' and status = 'pending'
          and (payload->>'userId')::int = user_id)`,
    [{ kind: 'notification-digest', payload: sql`jsonb_build_object('userId', row.user_id)` }],
  );
}

/** The rows of a notification as the client sees it. */
export const notificationColumns = {
  id: notifications.id,
  containerId: notifications.containerId,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  data: notifications.data,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};

export function presentNotification(row: {
  id: number;
  containerId: number;
  type: string;
  title: string;
  message: string;
  data: { positionId?: number; id?: number };
  isRead: boolean;
  createdAt: Date;
}): Notification {
  return {
    id: row.id,
    containerId: row.containerId,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    timestamp: Math.floor(row.createdAt.getTime() / 1000),
    isRead: row.isRead,
    data: row.data,
  };
}

/** Marks a user's pending digest rows as sent and answers them (once: concurrent digests split nothing). */
export async function takeDigest(db: Queryable, userId: number) {
  return db
    .update(notifications)
    .set({ emailPending: false })
    .where(and(eq(notifications.userId, userId), eq(notifications.emailPending, true)))
    .returning(notificationColumns);
}
