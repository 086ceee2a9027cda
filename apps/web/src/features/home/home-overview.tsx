import { Skeleton } from '../../components/ui/skeleton.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { TodaysInterviews } from '../interviews/index.ts';
import { LatestNotifications } from '../notifications/index.ts';
import { useHomeOverview } from './api.ts';
import { ApplicantsByStatus, ApplicationsPerDay } from './charts.tsx';
import { OpenPositions } from './open-positions.tsx';
import { homeStrings as t } from './strings.ts';

function OverviewSkeleton() {
  return (
    <div role="status" aria-label={t.overview.loading} className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Skeleton className="h-64 lg:col-span-2" />
      <Skeleton className="h-64" />
      <Skeleton className="h-64" />
    </div>
  );
}

/**
 * The day's work of a company member: open positions, today's interviews, two charts and the latest
 * notifications.
 */
export function HomeOverviewSection({ containerId, canCreate }: { containerId: number; canCreate: boolean }) {
  const overview = useHomeOverview(containerId);
  const data = overview.data;
  return (
    <QueryBoundary
      query={overview}
      loading={<OverviewSkeleton />}
      failed={t.overview.failed}
      isEmpty={!data}
      empty={null}
      inset={false}
    >
      {data ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <OpenPositions overview={data} canCreate={canCreate} />
          </div>
          <div className="lg:col-span-2">
            <TodaysInterviews containerId={containerId} />
          </div>
          <ApplicationsPerDay perDay={data.perDay} />
          <ApplicantsByStatus byStatus={data.byStatus} />
          <div className="lg:col-span-2">
            <LatestNotifications containerId={containerId} />
          </div>
        </div>
      ) : null}
    </QueryBoundary>
  );
}
