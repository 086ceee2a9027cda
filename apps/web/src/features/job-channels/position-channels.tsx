import type { PositionDetail } from '@rekry/domain';
import { Megaphone } from 'lucide-react';
import { Navigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { isApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { usePositionIntegrations } from './api.ts';
import { PositionChannelCard } from './position-channel-card.tsx';
import { channelStrings } from './strings.ts';

const t = channelStrings.position;

/** Archived or past its last day: the server refuses to send it (one not yet started is sent on its day). */
function hasEnded(position: { isArchived: boolean; stop: number | null }) {
  return position.isArchived || (position.stop !== null && position.stop < Date.now() / 1000);
}

/**
 * A position's job boards and classifieds (its 'Kanaler' tab, writer right on it): each channel's card with
 * what the server would refuse said before the form is filled.
 */
export function PositionChannels({
  containerId,
  position,
  isAdmin,
}: {
  containerId: number;
  position: PositionDetail;
  isAdmin: boolean;
}) {
  const integrations = usePositionIntegrations(containerId, position.id);
  const list = integrations.data;
  // The writer right was taken away meanwhile: the wrong-role outcome of SPEC §2.
  if (isApiError(integrations.error) && integrations.error.status === 403)
    return <Navigate to={paths.accessDenied} replace />;
  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-sm text-gray-600">{t.description}</p>
      {position.isInternal ? (
        <Alert tone="info">{t.internal}</Alert>
      ) : hasEnded(position) ? (
        <Alert tone="info">{t.closed}</Alert>
      ) : null}
      {/* A failed poll keeps the cards in sight; only a first load that failed is an error. */}
      <QueryBoundary
        query={integrations}
        loading={<SkeletonRows rows={3} label={t.loading} />}
        failed={t.failed}
        inset={false}
        isEmpty={!list?.length}
        empty={
          <Card>
            <EmptyState icon={Megaphone} title={t.empty} description={t.emptyText} />
          </Card>
        }
      >
        {list?.map((integration) => (
          <PositionChannelCard
            key={integration.partnerSettingName}
            containerId={containerId}
            integration={integration}
            positionOpen={position.status === 'Öppen'}
            isAdmin={isAdmin}
          />
        ))}
      </QueryBoundary>
    </div>
  );
}
