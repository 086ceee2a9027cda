import {
  cutNotificationMessage,
  formatNotificationTime,
  isExceptionType,
  opensApplicant,
  type Notification,
} from '@rekry/domain';
import { AlertTriangle, X } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { useMarkNotification, useRemoveNotification } from './api.ts';
import { notificationStrings as t } from './strings.ts';

/**
 * Where a click leads (SPEC §4): the applicant for a new application or status change, the conversation
 * for a message, else its page.
 */
export function notificationHref(n: Notification): string {
  if (n.type === 'send_MessageCommand' && n.data.id) return paths.conversation(n.data.id);
  return opensApplicant(n) ? paths.applicant(n.data.positionId!, n.data.id!) : paths.notification(n.id);
}

/**
 * One notification: the dot toggles read and unread, the text leads on (and marks it read), the cross
 * removes it. `full` shows the whole message (the notifications screen); the bell cuts it at 71 characters.
 */
export function NotificationItem({
  notification: n,
  containerId,
  full = false,
  onNavigate,
}: {
  notification: Notification;
  containerId: number;
  full?: boolean;
  onNavigate?: () => void;
}) {
  const mark = useMarkNotification(containerId);
  const remove = useRemoveNotification(containerId);
  const error = isExceptionType(n.type);
  return (
    <li
      className={cn('group flex items-start gap-2 px-3 py-3', !n.isRead && 'bg-brand-50/40')}
      data-testid="notification-item"
      data-read={n.isRead ? 'true' : 'false'}
    >
      <button
        type="button"
        className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-label={n.isRead ? t.markUnread : t.markRead}
        aria-pressed={!n.isRead}
        title={n.isRead ? t.markUnread : t.markRead}
        onClick={() => mark.mutate({ id: n.id, isRead: !n.isRead })}
      >
        <span
          className={cn(
            'size-2.5 rounded-full',
            n.isRead ? 'ring-1 ring-gray-300' : error ? 'bg-red-600' : 'bg-brand-600',
          )}
          aria-hidden
        />
      </button>
      <Link
        to={notificationHref(n)}
        className="min-w-0 flex-1 rounded-sm focus-visible:outline-2 focus-visible:outline-brand-500"
        onClick={() => {
          if (!n.isRead) mark.mutate({ id: n.id, isRead: true });
          onNavigate?.();
        }}
      >
        <span className={cn('flex items-center gap-1.5 text-sm text-gray-900', !n.isRead && 'font-semibold')}>
          {error ? <AlertTriangle className="size-4 shrink-0 text-red-600" aria-label={t.error} /> : null}
          <span className="truncate">{n.title}</span>
        </span>
        <span className="mt-0.5 block text-sm break-words text-gray-600">
          {full ? n.message : cutNotificationMessage(n.message)}
        </span>
        <time
          className="mt-1 block text-xs text-gray-500"
          dateTime={new Date(n.timestamp * 1000).toISOString()}
        >
          {formatNotificationTime(n.timestamp)}
        </time>
      </Link>
      <button
        type="button"
        className="flex size-7 shrink-0 items-center justify-center rounded-md text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-label={t.removeNamed(n.title)}
        title={t.remove}
        onClick={() => remove.mutate(n.id)}
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}
