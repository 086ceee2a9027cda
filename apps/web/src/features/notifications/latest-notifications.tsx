import { ListCard } from '../../components/ui/list-card.tsx';
import { Bell } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { useNotifications } from './api.ts';
import { NotificationItem } from './notification-item.tsx';
import { notificationStrings as t } from './strings.ts';

const LATEST = 5;

/** The home page's latest notifications: the bell's newest few, kept live by the same hub and cache. */
export function LatestNotifications({ containerId }: { containerId: number }) {
  const list = useNotifications(containerId, 1, LATEST);
  const items = list.data?.items ?? [];
  return (
    <ListCard
      testId="home-notifications"
      title={t.latest}
      all={{ to: paths.notifications, label: t.showAll }}
      query={list}
      texts={t}
      icon={Bell}
      isEmpty={items.length === 0}
    >
      <ul className="divide-y divide-gray-100">
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} containerId={containerId} />
        ))}
      </ul>
    </ListCard>
  );
}
