import { ButtonLink } from '../../components/ui/button-link.tsx';
import { RecordBoundary } from '../../components/ui/record-boundary.tsx';
import { formatNotificationTime, isExceptionType, type Notification } from '@rekry/domain';
import { BellOff, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { paths } from '../../lib/paths.ts';
import { useMarkNotification, useNotification, useRemoveNotification } from './api.ts';
import { notificationStrings as t } from './strings.ts';

/** /admin/notifications/:id: one notification in full; opening it marks it read. */
export const NotificationDetailPage = companyScreen(({ containerId, params }) => (
  <NotificationDetail containerId={containerId} id={Number(params['id'])} />
));

function NotificationDetail({ containerId, id }: { containerId: number; id: number }) {
  const query = useNotification(containerId, id);
  const back = <BackLink to={paths.notifications}>{t.backToList}</BackLink>;
  return (
    <RecordBoundary
      query={query}
      back={back}
      texts={{ title: t.detailTitle, notFound: t.notFound, failed: t.failed }}
      icon={BellOff}
    >
      {(notification) => <Detail notification={notification} containerId={containerId} back={back} />}
    </RecordBoundary>
  );
}

function Detail({
  notification: n,
  containerId,
  back,
}: {
  notification: Notification;
  containerId: number;
  back: React.ReactNode;
}) {
  const mark = useMarkNotification(containerId);
  const remove = useRemoveNotification(containerId);
  const navigate = useNavigate();
  const { mutate } = mark;
  useEffect(() => {
    if (!n.isRead) mutate({ id: n.id, isRead: true });
  }, [mutate, n.id, n.isRead]);
  const { positionId, id: applicationId } = n.data;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        back={back}
        title={n.title}
        actions={
          <Button
            variant="danger-outline"
            loading={remove.isPending}
            onClick={() => remove.mutate(n.id, { onSuccess: () => void navigate(paths.notifications) })}
            icon={Trash2}
          >
            {t.remove}
          </Button>
        }
      />
      <Card className="space-y-4 p-5">
        {isExceptionType(n.type) ? (
          <Alert tone="error" title={t.error}>
            <p>{n.message}</p>
          </Alert>
        ) : (
          <p className="text-sm whitespace-pre-line text-gray-900">{n.message}</p>
        )}
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-gray-500">{t.kind}</dt>
            <dd className="mt-0.5 font-medium text-gray-900">{t.kinds[n.type] ?? n.type}</dd>
          </div>
          <div>
            <dt className="text-gray-500">{t.received}</dt>
            <dd className="mt-0.5 font-medium text-gray-900">{formatNotificationTime(n.timestamp)}</dd>
          </div>
        </dl>
        {positionId ? (
          <div className="flex flex-wrap gap-2">
            {applicationId && n.type === 'send_MessageCommand' ? (
              <ButtonLink to={paths.conversation(applicationId)} size="sm">
                {t.toConversation}
              </ButtonLink>
            ) : null}
            {applicationId ? (
              <ButtonLink to={paths.applicant(positionId, applicationId)} variant="secondary" size="sm">
                {t.toApplicant}
              </ButtonLink>
            ) : null}
            <ButtonLink to={paths.position(positionId)} variant="secondary" size="sm">
              {t.toPosition}
            </ButtonLink>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
