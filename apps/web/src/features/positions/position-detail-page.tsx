import { PositionBadges } from './status-badge.tsx';
import { RecordBoundary } from '../../components/ui/record-boundary.tsx';
import { isRecordId, paths } from '../../lib/paths.ts';
import { formatDate, type PositionDetail } from '@rekry/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { ApplicantsSection } from '../applicants/index.ts';
import { usePosition } from './api.ts';
import { PositionActions } from './position-actions.tsx';
import { PositionLinks } from './position-links.tsx';
import { positionStrings } from './strings.ts';
import { PositionNotificationPreferences } from '../notifications/index.ts';
import { PositionSkills } from '../skills/index.ts';
import { JobAdBadges } from '../job-channels/index.ts';

const t = positionStrings.detail;

/** /admin/positions/:id — a position's data, status, numbers and links, and what the caller may do. */
export const PositionDetailPage = companyScreen(({ containerId, params }) => (
  <PositionView containerId={containerId} positionId={Number(params['id'])} />
));

function PositionView({ containerId, positionId }: { containerId: number; positionId: number }) {
  const query = usePosition(containerId, positionId);
  const back = <BackLink to={paths.positions}>{t.back}</BackLink>;
  return (
    <RecordBoundary
      query={query}
      valid={isRecordId(positionId)}
      back={back}
      texts={{ ...t, title: positionStrings.list.title }}
      loading={
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-72 rounded-xl lg:col-span-2" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      }
    >
      {(position) => <PositionOverview position={position} containerId={containerId} back={back} />}
    </RecordBoundary>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="min-w-0 bg-white px-3 py-4 sm:px-5">
      <dt className="truncate text-xs font-medium text-gray-500 uppercase sm:tracking-wide">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-gray-900 sm:col-span-2 sm:mt-0">{children || t.none}</dd>
    </div>
  );
}

function personName(p: { firstname: string; lastname: string; email: string }) {
  return `${p.firstname} ${p.lastname}`.trim() || p.email;
}

function PositionOverview({
  position,
  containerId,
  back,
}: {
  position: PositionDetail;
  containerId: number;
  back: ReactNode;
}) {
  const contact = position.contactPerson;
  const contactLines = contact
    ? [personName(contact), contact.title, contact.phoneNumber, contact.email].filter(Boolean)
    : [];
  return (
    <>
      <PageHeader
        back={back}
        title={position.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="flex flex-wrap items-center gap-2" data-testid="position-status">
              <PositionBadges position={position} />
            </span>
            <JobAdBadges jobAds={position.jobAds} linked />
          </span>
        }
        actions={<PositionActions position={position} containerId={containerId} />}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card className="overflow-hidden">
            <dl className="grid grid-cols-3 gap-px bg-gray-100">
              <Stat label={t.applicants} value={position.totalApplicants} />
              <Stat label={t.unprocessed} value={position.totalUnProcessed} />
              <Stat label={t.views} value={position.views} />
            </dl>
          </Card>
          <Card>
            <CardHeader title={t.facts} />
            <dl className="space-y-4 p-5">
              <Fact label={t.start}>{formatDate(position.start) || t.noDate}</Fact>
              <Fact label={t.stop}>{formatDate(position.stop) || t.noDate}</Fact>
              <Fact label={t.location}>{position.location}</Fact>
              <Fact label={t.type}>{position.positionTypeName}</Fact>
              <Fact label={t.responsible}>
                {position.responsible ? personName(position.responsible) : null}
              </Fact>
              <Fact label={t.created}>{formatDate(position.created)}</Fact>
              {position.text ? <Fact label={t.summary}>{position.text}</Fact> : null}
              {contactLines.length ? <Fact label={t.contact}>{contactLines.join(', ')}</Fact> : null}
            </dl>
          </Card>
        </div>
        <div className="space-y-6">
          <PositionLinks position={position} />
          {!position.canEdit ? <Alert tone="info">{t.readOnly}</Alert> : null}
          <PositionSkills containerId={containerId} positionId={position.id} canEdit={position.canEdit} />
          <PositionNotificationPreferences containerId={containerId} positionId={position.id} />
        </div>
      </div>
      <div className="mt-6">
        <ApplicantsSection containerId={containerId} positionId={position.id} canEdit={position.canEdit} />
      </div>
    </>
  );
}
