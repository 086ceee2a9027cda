import { roleAtLeast } from '@rekry/domain';
import { Megaphone } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { NotFoundCard } from '../../components/ui/not-found-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { isApiError } from '../../lib/api.ts';
import { paths, isRecordId } from '../../lib/paths.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { usePositionForChannels, usePositionIntegrations } from './api.ts';
import { PositionChannelCard } from './position-channel-card.tsx';
import { channelStrings } from './strings.ts';

const t = channelStrings.position;

/** Archived or past its last day: the server refuses to send it (one not yet started is sent on its day). */
function hasEnded(position: { isArchived: boolean; stop: number | null }) {
  return position.isArchived || (position.stop !== null && position.stop < Date.now() / 1000);
}

/** /admin/positions/:id/integrations — a position's job boards and classifieds (writer right on it). */
export function PositionIntegrationsPage() {
  const { container, canSwitch, role } = useWorkspace();
  const positionId = Number(useParams()['id']);
  if (!container) return <NoContainer canPick={canSwitch} />;
  return (
    <PositionIntegrations
      key={`${container.id}-${positionId}`}
      containerId={container.id}
      positionId={positionId}
      isAdmin={roleAtLeast(role, 'admin')}
    />
  );
}

function PositionIntegrations({
  containerId,
  positionId,
  isAdmin,
}: {
  containerId: number;
  positionId: number;
  isAdmin: boolean;
}) {
  const position = usePositionForChannels(containerId, positionId);
  const integrations = usePositionIntegrations(containerId, positionId);
  const valid = isRecordId(positionId);
  const failed = position.error ?? integrations.error;
  const back = <BackLink to={valid ? paths.position(positionId) : paths.positions}>{t.back}</BackLink>;

  if (!valid || (isApiError(failed) && failed.status === 404)) {
    return (
      <>
        <PageHeader title={t.title} back={back} />
        <NotFoundCard title={t.notFound} description={t.notFoundText} />
      </>
    );
  }
  // No writer right on this position: the wrong-role outcome of SPEC §2.
  if (isApiError(failed) && failed.status === 403) return <Navigate to={paths.accessDenied} replace />;
  // A failed poll keeps the cards in sight; only a first load that failed is an error page.
  if (failed && !integrations.data) {
    return (
      <>
        <PageHeader title={t.title} back={back} />
        <LoadError
          title={t.failed}
          error={failed}
          onRetry={() => void Promise.all([position.refetch(), integrations.refetch()])}
        />
      </>
    );
  }
  const detail = position.data;
  const list = integrations.data;
  if (!detail || !list) {
    return (
      <LoadingBlock label={t.loading} back={back} className="mx-auto max-w-3xl">
        <div className="space-y-6">
          <Skeleton className="h-80 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      </LoadingBlock>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader back={back} title={t.heading(detail.name)} description={t.description} />
      {/* What the server would refuse on ticking a channel, said before the form is filled. */}
      {detail.isInternal ? (
        <Alert tone="info" className="mb-6">
          {t.internal}
        </Alert>
      ) : hasEnded(detail) ? (
        <Alert tone="info" className="mb-6">
          {t.closed}
        </Alert>
      ) : null}
      {list.length === 0 ? (
        <Card>
          <EmptyState icon={Megaphone} title={t.empty} description={t.emptyText} />
        </Card>
      ) : (
        <div className="space-y-6">
          {list.map((integration) => (
            <PositionChannelCard
              key={integration.partnerSettingName}
              containerId={containerId}
              integration={integration}
              positionOpen={detail.status === 'Öppen'}
              isAdmin={isAdmin}
            />
          ))}
        </div>
      )}
    </div>
  );
}
