import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { useMyAvailability } from './api.ts';
import { CalendarSources } from './calendar-sources.tsx';
import { HoursForm } from './hours-form.tsx';
import { InterviewFeed } from './interview-feed.tsx';
import { interviewStrings } from './strings.ts';

const t = interviewStrings.availability;

/**
 * /admin/availability ('Min tillgänglighet', any staff member, for themselves): working hours, the
 * calendars whose busy times count, and the private feed of their own interviews.
 */
export function AvailabilityPage() {
  const availability = useMyAvailability();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t.title} description={t.description} />
      {availability.isPending ? (
        <Card>
          <SkeletonRows label={t.loading} rows={7} />
        </Card>
      ) : availability.isError ? (
        <LoadError title={t.failed} error={availability.error} onRetry={() => void availability.refetch()} />
      ) : (
        <div className="space-y-6">
          <HoursForm availability={availability.data} />
          <CalendarSources availability={availability.data} />
          <InterviewFeed feedUrl={availability.data.feedUrl} />
        </div>
      )}
    </div>
  );
}
