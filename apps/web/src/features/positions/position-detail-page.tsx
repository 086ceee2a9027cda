import type { PositionDetail } from '@rekry/domain';
import { formatDate, formatNumber } from '@rekry/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { PositionAnonymitySetting } from '../anonymity/index.ts';
import { ApplicantsSection } from '../applicants/index.ts';
import { PositionNotificationPreferences } from '../notifications/index.ts';
import { ScoreMatrix, ScorecardEditor } from '../scorecards/index.ts';
import { PositionSkills } from '../skills/index.ts';
import { PositionLinks } from './position-links.tsx';
import { positionScreen, type PositionTabContext } from './position-workspace.tsx';
import { positionStrings } from './strings.ts';

const t = positionStrings.detail;

/** /admin/positions/:id — the position's applicants, first of all with how many there are of each status. */
export const PositionApplicantsPage = positionScreen('applicants', ({ containerId, position }) => (
  <div className="space-y-4">
    <StatusCounts position={position} />
    <ApplicantsSection containerId={containerId} positionId={position.id} canEdit={position.canEdit} />
  </div>
));

/** /admin/positions/:id/details — the ad's facts, numbers and addresses. */
export const PositionDetailsPage = positionScreen('details', ({ containerId, position }) => (
  <PositionFacts position={position} containerId={containerId} />
));

/** /admin/positions/:id/skills — the skills the position asks for and how they are weighed. */
export const PositionSkillsPage = positionScreen('skills', ({ containerId, position }) => (
  <div className="max-w-3xl">
    <PositionSkills containerId={containerId} positionId={position.id} canEdit={position.canEdit} />
  </div>
));

/** /admin/positions/:id/scorecard — the requirement profile the applicants are scored on (writers). */
export const PositionScorecardPage = positionScreen('scorecard', ({ containerId, position }) => (
  <ScorecardEditor containerId={containerId} positionId={position.id} />
));

/** /admin/positions/:id/scores — the applicants' scores side by side, criterion by criterion. */
export const PositionScoresPage = positionScreen('scores', ({ containerId, position }) => (
  <ScoreMatrix containerId={containerId} positionId={position.id} canEdit={position.canEdit} />
));

/** /admin/positions/:id/notifications — what the caller is told about this position. */
export const PositionNotificationsPage = positionScreen('notifications', ({ containerId, position }) => (
  <div className="max-w-3xl">
    <PositionNotificationPreferences containerId={containerId} positionId={position.id} />
  </div>
));

function StatusCounts({ position }: { position: PositionDetail }) {
  return (
    <dl
      aria-label={positionStrings.workspace.byStatus}
      className="flex flex-wrap gap-2"
      data-testid="position-status-counts"
    >
      {position.statusCounts.map((s) => (
        <div
          key={s.labelId ?? 0}
          className="flex min-w-0 items-baseline gap-2 rounded-lg bg-white px-3 py-1.5 ring-1 ring-gray-200"
        >
          <dt className="truncate text-sm text-gray-600">{s.name}</dt>
          <dd className="text-sm font-semibold text-gray-900 tabular-nums">{formatNumber(s.count)}</dd>
        </div>
      ))}
    </dl>
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

function PositionFacts({ position, containerId }: Pick<PositionTabContext, 'position' | 'containerId'>) {
  const contact = position.contactPerson;
  const contactLines = contact
    ? [personName(contact), contact.title, contact.phoneNumber, contact.email].filter(Boolean)
    : [];
  return (
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
        {/* Beside the position's facts, where everyone who sees the position reads how its review is held. */}
        <PositionAnonymitySetting containerId={containerId} positionId={position.id} />
        {!position.canEdit ? <Alert tone="info">{t.readOnly}</Alert> : null}
      </div>
    </div>
  );
}
