import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CONVERSATIONS_KEY, applicantsOfPosition, interviewsOfCompany, refreshLive } from '../../lib/live.ts';
import { useHub } from '../../lib/use-hub.ts';
import { notificationsKey } from './api.ts';

/**
 * The company's socket to the real-time hub (SPEC §4) while a company is chosen. Each notification, and
 * each withdrawal (notifications gone with their application), refreshes the company's notification
 * lists and so the bell's count; an exception also shows as an error toast; a conversation
 * event refreshes the conversations, an applicants event the position's list and board, an interview's
 * notification (booked, moved, cancelled) the company's interview queries (lib/live.ts). After a drop,
 * what may have come meanwhile is fetched.
 */
export function useNotificationHub(containerId: number | null): void {
  const client = useQueryClient();
  useHub(
    containerId === null ? null : `company:${containerId}`,
    containerId === null ? null : { containerId },
    (signal) => {
      if (containerId === null || signal.type === 'ready') return;
      const refresh = (queryKey: QueryKey) => void refreshLive(client, queryKey);
      const conversations = () => refresh(CONVERSATIONS_KEY);
      const notifications = () => refresh(notificationsKey(containerId));
      const interviews = () => refresh(interviewsOfCompany(containerId));
      if (signal.type === 'conversation') return conversations();
      if (signal.type === 'applicants') {
        refresh(applicantsOfPosition(containerId, signal.positionId));
        return refresh(['positions', containerId]);
      }
      // The socket or the server's own listening connection was away: what it may have missed is
      // fetched again (conversations, applicants and the positions' counts, the notifications below).
      if (signal.type === 'missed' || signal.type === 'resync') {
        conversations();
        interviews();
        refresh(['applicants', containerId]);
        refresh(['positions', containerId]);
      }
      if (signal.type === 'notification' && signal.notification.type === 'interview') interviews();
      if (signal.type === 'exception')
        // eslint-disable-next-line no-restricted-syntax -- the server's notice, not a failure to tell
        toast.error(signal.notification.title, { description: signal.notification.message });
      notifications();
    },
  );
}
