import { PlugZap } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { useWorkspace } from '../../lib/workspace.ts';
import { usePartnerSettings } from './api.ts';
import { ChangeLog } from './change-log.tsx';
import { ChannelSettingsCard } from './channel-settings-card.tsx';
import { channelStrings } from './strings.ts';

const t = channelStrings.settings;

/** /admin/integration (admin): the company's job boards and classifieds, their settings and change log. */
export function IntegrationPage() {
  const { container, canSwitch } = useWorkspace();
  if (!container) return <NoContainer canPick={canSwitch} />;
  return <Integration key={container.id} containerId={container.id} />;
}

function Integration({ containerId }: { containerId: number }) {
  const query = usePartnerSettings(containerId);
  const channels = query.data?.channels ?? [];
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.title} description={t.description} />
      <QueryBoundary
        query={query}
        isEmpty={channels.length === 0}
        failed={t.failed}
        inset={false}
        loading={
          <div role="status" aria-label={t.loading} className="space-y-6">
            <Skeleton className="h-72 w-full rounded-xl" />
            <Skeleton className="h-72 w-full rounded-xl" />
          </div>
        }
        empty={
          <Card>
            <EmptyState icon={PlugZap} title={t.empty} description={t.emptyText} />
          </Card>
        }
      >
        <div className="space-y-6">
          {channels.map((view) => (
            // A newer save remounts the card with the stored values (and forgets a typed secret).
            <ChannelSettingsCard
              key={`${view.partner}-${view.updatedAt ?? ''}`}
              containerId={containerId}
              view={view}
            />
          ))}
          <ChangeLog log={query.data?.log ?? []} />
        </div>
      </QueryBoundary>
    </div>
  );
}
