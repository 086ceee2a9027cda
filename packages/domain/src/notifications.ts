import type { NotificationTopic } from './notification-preferences.ts';
import { formatTime, stockholmDate } from './format.ts';

/** A notification's kind (SPEC §3). */
export const NOTIFICATION_TYPES = [
  'Exception',
  'send_MessageCommand',
  'create_jobApplication',
  'update_jobApplicationStatus',
  'interview',
  'application',
  'position',
  'alert',
  'error',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification as the bell and the hub receive it (SPEC §3). `timestamp` is unix seconds. */
export interface Notification {
  id: number;
  containerId: number;
  type: NotificationType;
  title: string;
  message: string;
  timestamp: number;
  isRead: boolean;
  data: { positionId?: number; id?: number };
}

export interface NotificationPage {
  items: Notification[];
  total: number;
  unread: number;
}

/** Failures the company should know of: always in the bell, shown as errors, never filtered away. */
export function isExceptionType(type: string): boolean {
  return type === 'Exception' || type === 'error';
}

/** The preference that governs a kind; null for failures, which everyone who may see them gets. */
export function topicOfType(type: NotificationType): NotificationTopic | null {
  switch (type) {
    case 'create_jobApplication':
    case 'application':
      return 'newApplication';
    case 'update_jobApplicationStatus':
      return 'applicationStatus';
    case 'send_MessageCommand':
      return 'messages';
    case 'interview':
      return 'interviews';
    case 'position':
    case 'alert':
      return 'positionEvents';
    default:
      return null;
  }
}

/** Kinds whose click leads to the applicant (SPEC §4); the others open /admin/notifications/{id}. */
export function opensApplicant(n: Pick<Notification, 'type' | 'data'>): boolean {
  return (
    (n.type === 'create_jobApplication' ||
      n.type === 'update_jobApplicationStatus' ||
      n.type === 'interview') &&
    n.data.positionId !== undefined &&
    n.data.id !== undefined
  );
}

/** The longest message the list shows whole (SPEC §9). */
export const NOTIFICATION_MESSAGE_MAX = 71;

/** A message cut beyond 71 characters: the first 68 and '...' (SPEC §9). Counts characters, not UTF-16 units. */
export function cutNotificationMessage(message: string, max = NOTIFICATION_MESSAGE_MAX): string {
  const chars = Array.from(message);
  if (chars.length <= max) return message;
  return `${chars.slice(0, max - 3).join('')}...`;
}

/** HH:mm when the notification is from today (Stockholm), else YYYY-MM-DD HH:mm (SPEC §9). */
export function formatNotificationTime(unixSeconds: number, now: Date = new Date()): string {
  const at = new Date(unixSeconds * 1000);
  const time = formatTime(at);
  const date = stockholmDate(at);
  return date === stockholmDate(now) ? time : `${date} ${time}`;
}

/** The real-time hub (SPEC §4, §7): path, the first message a client sends, what the server sends. */
export const NOTIFICATION_HUB_PATH = '/notifications';
/**
 * Staff join a company's group with `{ token, containerId }`; an applicant (no company) joins their own
 * channel with `{ token, channel: 'self' }` and hears only of their own conversations.
 */
export type HubHello = { token: string; containerId: number } | { token: string; channel: 'self' };
export type HubEvent =
  | { type: 'ready'; containerId: number | null }
  | { type: 'notification'; notification: Notification }
  | { type: 'exception'; notification: Notification }
  /** A message was written in the conversation about this application: refetch it and the lists. */
  | { type: 'conversation'; applicationId: number }
  /** These notifications were deleted with the application they were about: count again. */
  | { type: 'withdrawn'; ids: number[] }
  /** The position's applications changed (a status, a new or removed one): refetch its list and board. */
  | { type: 'applicants'; positionId: number };

/** Close codes of the hub: why a socket was closed, so a client knows whether to come back. */
export const HUB_CLOSE = {
  /** The first message was not `{ token, containerId }`. */
  badHello: 4400,
  /** The token is missing, forged, expired or revoked. */
  unauthorized: 4401,
  /** The user is not (or no longer) a member of the company. */
  forbidden: 4403,
  /** No first message in time. */
  helloTimeout: 4408,
  /** The server is stopping; come back later. */
  goingAway: 1001,
} as const;
/** Codes after which reconnecting with the same token and company cannot help. */
export const HUB_FINAL_CLOSES: readonly number[] = [HUB_CLOSE.unauthorized, HUB_CLOSE.forbidden];
