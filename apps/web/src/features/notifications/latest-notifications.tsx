import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
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
    <Card data-testid="home-notifications">
      <CardHeader
        title={t.latest}
        actions={
          <Link to={paths.notifications} className={buttonClass('secondary', 'sm')}>
            {t.showAll}
          </Link>
        }
      />
      <QueryBoundary
        query={list}
        loading={<SkeletonRows rows={3} label={t.loading} />}
        failed={t.failed}
        isEmpty={items.length === 0}
        empty={<EmptyState icon={Bell} title={t.empty} description={t.emptyHint} />}
      >
        <ul className="divide-y divide-gray-100">
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} containerId={containerId} />
          ))}
        </ul>
      </QueryBoundary>
    </Card>
  );
}
