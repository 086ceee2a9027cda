import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  anonymousName,
  DEFAULT_NOTIFICATION_PREFERENCES,
  PermissionId,
  topicOfType,
  type Notification,
  type NotificationPreferences,
  type NotificationTopic,
  type NotificationType,
} from '@rekry/domain';
import { rowsOf, type Queryable } from '../db/client.ts';
import { cteName, effectsOf, withParts, type StatementPart } from '../db/statement.ts';
import {
  applicationReveals,
  containerUsers,
  jobApplications,
  jobs,
  notificationPreferences,
  notifications,
  positionAnonymity,
  positionNotificationPreferences,
  users,
} from '../db/schema.ts';
import { hearsOfPosition } from '../core/access/membership.ts';
import { jobsPart } from './jobs.ts';

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

/** The NOTIFY channel on which every instance's hub hears of new notifications (platform/realtime.ts). */
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

/** PostgreSQL's text of the preference `key` ('inApp', 'email') users chose for `n`'s topic. */
function chosen(topic: NotificationTopic | null, key: 'inApp' | 'email'): SQL {
  // Without a topic (Exception, error) it reaches the app only.
  if (!topic) return key === 'inApp' ? sql`true` : sql`false`;
  // The position's own choice when the user made one, else the company-level one (effectivePreferences).
  const said = sql`coalesce(${positionNotificationPreferences.preferences} -> ${topic},
    ${notificationPreferences.preferences} -> ${topic}, ${JSON.stringify(DEFAULT_NOTIFICATION_PREFERENCES[topic])}::jsonb)`;
  return sql`coalesce((${said} ->> ${key})::boolean, false)`;
}

/**
 * Who may hear of something in a company, as a select: its admins, and when it concerns a position,
 * everyone holding a permission on that position (a member without one learns nothing about it).
 * Enabled users only, less the actor, each with what they chose to get (`in_app`, `email`).
 */
function recipientsOf(n: NewNotification): SQL {
  const positionId = n.data?.positionId;
  const mayHear = positionId
    ? hearsOfPosition(positionId)
    : eq(containerUsers.permissionId, PermissionId.Administrator);
  const topic = topicOfType(n.type);
  return sql`select distinct on (${containerUsers.userId}) ${containerUsers.userId} as user_id,
      ${chosen(topic, 'inApp')} as in_app, ${chosen(topic, 'email')} as email
    from ${containerUsers}
    join ${users} on ${users.id} = ${containerUsers.userId} and not ${users.disabled}
    left join ${notificationPreferences} on ${notificationPreferences.userId} = ${containerUsers.userId}
      and ${notificationPreferences.containerId} = ${n.containerId}
    left join ${positionNotificationPreferences} on ${positionNotificationPreferences.userId} = ${containerUsers.userId}
      and ${positionNotificationPreferences.positionId} = ${positionId ?? 0}
    where ${and(
      eq(containerUsers.containerId, n.containerId),
      mayHear,
      n.actorId === undefined ? undefined : ne(containerUsers.userId, n.actorId),
    )}
    order by ${containerUsers.userId}`;
}

/**
 * A CTE that NOTIFYs the [user_id, id] pairs of `from` (a relation of in-app rows) in as many payloads as
 * the size limit needs, each `head` + the pairs + `tail`. `headBytes` is the head's length as sent.
 */
function pushedInSlices(name: SQL, from: SQL, head: SQL, headBytes: number, tail: string): SQL {
  const perPair = 24;
  const room = Math.max(1, Math.floor((PAYLOAD_BUDGET - headBytes - Buffer.byteLength(tail)) / perPair));
  return sql`${name} as (
    select pg_notify(${NOTIFICATIONS_CHANNEL},
      ${head} || string_agg('[' || user_id || ',' || id || ']', ',' order by user_id, id) || ${tail})
    from (select user_id, id, (row_number() over (order by user_id, id) - 1) / ${room} as slice from ${from}) pairs
    group by slice)`;
}

/**
 * The one door for notifications (SPEC §3, §4): every notification row is written here, by commands, in
 * their transaction, as a part of one statement (db/statement.ts, its CTEs named by `prefix`). It decides
 * the recipients (recipientsOf, less the actor) and filters them by their preferences; failures
 * (Exception, error) reach all of them in the app. Each recipient gets a row (`rows`: id, user_id,
 * in_app); those who chose e-mail get it in their next digest (one per user at most every
 * NOTIFICATION_DIGEST_MINUTES). The hubs of every instance hear of it by NOTIFY, which PostgreSQL
 * delivers on commit (never on a rollback).
 */
export function notificationPart(prefix: string, n: NewNotification): StatementPart & { rows: SQL } {
  const recipients = cteName(prefix, 'recipients');
  const rows = cteName(prefix, 'rows');
  const pushed = cteName(prefix, 'pushed');
  const data = n.data ?? {};
  // Tied only while the application exists: a job's late news (a mail that failed for good) may name one
  // deleted meanwhile, and is still told.
  const applicationId = !n.applicationId
    ? null
    : n.applicationWrittenLater
      ? n.applicationId
      : sql<number>`(select ${jobApplications.id} from ${jobApplications} where ${jobApplications.id} = ${n.applicationId})`;
  const digests = jobsPart(
    prefix ? `${prefix}_digest` : 'digest',
    // A digest job for each of them who has none waiting. It sends at once when the user's last digest is
    // older than the window, else moves itself to the window's end (job-handlers.ts): at most one digest
    // per user every NOTIFICATION_DIGEST_MINUTES, each with everything gathered meanwhile.
    sql`select user_id, null::int as container_id from ${rows} where email_pending and not exists (
      select from ${jobs} where kind = 'notification-digest' and status = 'pending'
        and (payload->>'userId')::int = user_id)`,
    [{ kind: 'notification-digest', payload: sql`jsonb_build_object('userId', row.user_id)` }],
  );
  // About an applicant in an anonymised review not yet revealed: the alias and the title alone, for every
  // recipient and in the push (the message may name the person: "Anna Svensson har sökt …").
  const anonymous = n.applicationId ? `${anonymousName(n.applicationId)}: ${n.title}` : n.message;
  const message =
    n.applicationId && data.positionId
      ? sql<string>`(case when exists (select 1 from ${positionAnonymity} where ${positionAnonymity.positionId} = ${data.positionId})
          and not exists (select 1 from ${applicationReveals} where ${applicationReveals.applicationId} = ${n.applicationId})
          then ${anonymous}::text else ${n.message}::text end)`
      : sql<string>`${n.message}::text`;
  // The payload as JSON.stringify writes a NotifyPayload; its time is the rows' created_at (now()).
  const head = JSON.stringify({ containerId: n.containerId, type: n.type, title: n.title });
  const before = sql`${`{"n":${head.slice(0, -1)},"message":`} || to_json(${message})::text || ${',"timestamp":'}`;
  const beforeBytes =
    Buffer.byteLength(`{"n":${head.slice(0, -1)},"message":,"timestamp":`) +
    Math.max(Buffer.byteLength(JSON.stringify(n.message)), Buffer.byteLength(JSON.stringify(anonymous)));
  const after = `,"data":${JSON.stringify(data)}},"r":[`;
  return {
    rows,
    ctes: [
      sql`${recipients} as (${recipientsOf(n)})`,
      sql`${rows} as (
        insert into ${notifications} (container_id, user_id, type, title, message, data, application_id, in_app, email_pending)
        select ${n.containerId}, user_id, ${n.type}, ${n.title}, ${message}, ${JSON.stringify(data)}::jsonb,
          ${applicationId}, in_app, email
        from ${recipients} where in_app or email
        returning id, user_id, in_app, email_pending)`,
      ...digests.ctes,
      pushedInSlices(
        pushed,
        sql`${rows} where in_app`,
        sql`${before} || floor(extract(epoch from now()))::bigint || ${after}`,
        beforeBytes + Buffer.byteLength(after) + 10,
        ']}',
      ),
    ],
    reads: [...digests.reads, pushed],
  };
}

/** A notification on its own (notificationPart): answers how many were told in the app. */
export async function notifyCompany(db: Queryable, n: NewNotification): Promise<number> {
  const part = notificationPart('', n);
  const result = await db.execute(
    sql`${withParts([part])} select count(*) filter (where in_app)::int as shown, ${effectsOf([part])} as effects from ${part.rows}`,
  );
  return rowsOf<{ shown: number }>(result)[0]?.shown ?? 0;
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
  const gone = cteName('', 'gone');
  const pushed = cteName('', 'pushed');
  const before = `{"removed":{"containerId":${containerId},"r":[`;
  const result = await db.execute(sql`with ${gone} as (
      delete from ${notifications}
      where ${and(eq(notifications.containerId, containerId), inArray(notifications.applicationId, applicationIds))}
      returning id, user_id, in_app),
    ${pushedInSlices(pushed, sql`${gone} where in_app`, sql`${before}`, Buffer.byteLength(before), ']}}')}
    select count(*)::int as gone, (select count(*) from ${pushed}) as effects from ${gone}`);
  return rowsOf<{ gone: number }>(result)[0]?.gone ?? 0;
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
