import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { useNotifications } from './api.ts';
import { NotificationItem } from './notification-item.tsx';
import { ClearNotificationsDialog } from './clear-notifications-dialog.tsx';
import { notificationStrings as t } from './strings.ts';
import { ListCard } from '../../components/ui/list-card.tsx';
import { useDialog } from '../../lib/use-dialog.ts';

const PAGE = 50;

/** /admin/notifications: every notification of the caller in the company, whole, newest first. */
export const NotificationsPage = companyScreen(({ containerId }) => (
  <NotificationList containerId={containerId} />
));

function NotificationList({ containerId }: { containerId: number }) {
  const [page, setPage] = useState(1);
  const query = useNotifications(containerId, page, PAGE);
  const confirming = useDialog();
  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE));
  // Removing the last rows of the last page: show the page before.
  if (page > pages && query.data) setPage(pages);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t.title}
        description={t.pageDescription}
        actions={
          items.length ? (
            <Button variant="danger-outline" onClick={confirming.show}>
              {t.clearAll}
            </Button>
          ) : null
        }
      />
      <ListCard query={query} texts={t} isEmpty={items.length === 0} icon={BellOff} loadingRows={5}>
        <ul className="divide-y divide-gray-100">
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} containerId={containerId} full />
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={setPage} />
      </ListCard>
      <ClearNotificationsDialog containerId={containerId} {...confirming.props} />
    </div>
  );
}
