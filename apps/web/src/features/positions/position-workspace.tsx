import type { PositionDetail } from '@rekry/domain';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { BackLink } from '../../components/ui/back-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RecordBoundary } from '../../components/ui/record-boundary.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TabNav, type TabLink } from '../../components/ui/tab-nav.tsx';
import { companyScreen, type CompanyScreenContext } from '../../components/layout/company-screen.tsx';
import { isRecordId, paths } from '../../lib/paths.ts';
import { JobAdBadges } from '../job-channels/index.ts';
import { usePosition } from './api.ts';
import { PositionActions } from './position-actions.tsx';
import { PositionBadges } from './status-badge.tsx';
import { positionStrings } from './strings.ts';

const t = positionStrings.workspace;

/** What a tab of the position's workspace is drawn with: the chosen company and the position itself. */
export interface PositionTabContext extends CompanyScreenContext {
  position: PositionDetail;
}

interface TabDefinition {
  label: string;
  to: (id: number) => string;
  /** Who sees the tab (the server's rights on the position); without it, whoever sees the position. */
  shown?: (position: PositionDetail) => boolean;
}

const canEdit = (p: PositionDetail) => p.canEdit;
/** The talent pool has no ad, channels, skills or scores: its members, its form and its notifications. */
const isAd = (p: PositionDetail) => p.kind !== 'pool';
const both =
  (...tests: ((p: PositionDetail) => boolean)[]) =>
  (p: PositionDetail) =>
    tests.every((test) => test(p));

/** The position's parts in the order of its tabs; the applicants come first, at the position's own address. */
const TABS = {
  applicants: { label: t.applicants, to: paths.position },
  details: { label: t.details, to: paths.positionDetails, shown: isAd },
  form: { label: t.form, to: paths.positionForm, shown: canEdit },
  channels: { label: t.channels, to: paths.positionIntegrations, shown: both(canEdit, isAd) },
  skills: { label: t.skills, to: paths.positionSkills, shown: isAd },
  scorecard: { label: t.scorecard, to: paths.positionScorecard, shown: both(canEdit, isAd) },
  scores: { label: t.scores, to: paths.positionScores, shown: isAd },
  permissions: { label: t.permissions, to: paths.positionPermissions, shown: both((p) => p.canDelete, isAd) },
  notifications: { label: t.notifications, to: paths.positionNotifications },
} satisfies Record<string, TabDefinition>;

export type PositionTab = keyof typeof TABS;

function tabsOf(position: PositionDetail): TabLink[] {
  return Object.entries(TABS as Record<PositionTab, TabDefinition>)
    .filter(([, tab]) => tab.shown?.(position) ?? true)
    .map(([id, tab]) => ({
      id,
      label: tab.label,
      to: tab.to(position.id),
      count: id === 'applicants' ? position.totalApplicants : undefined,
    }));
}

/**
 * A screen of the position's workspace (/admin/positions/:id and its tabs): the position's name, status
 * and what the caller may do, its tabs, then the tab itself. A tab the caller has no right to is the
 * wrong-role outcome of SPEC §2; a position that is not the company's is a not-found.
 */
export function positionScreen(tab: PositionTab, Tab: ComponentType<PositionTabContext>) {
  return companyScreen((screen) => <PositionWorkspace screen={screen} tab={tab} Tab={Tab} />);
}

function PositionWorkspace({
  screen,
  tab,
  Tab,
}: {
  screen: CompanyScreenContext;
  tab: PositionTab;
  Tab: ComponentType<PositionTabContext>;
}) {
  const positionId = Number(screen.params['id']);
  const query = usePosition(screen.containerId, positionId);
  const pool = query.data?.kind === 'pool';
  const back = pool ? (
    <BackLink to={paths.talentPool}>{positionStrings.detail.backToPool}</BackLink>
  ) : (
    <BackLink to={paths.positions}>{positionStrings.detail.back}</BackLink>
  );
  return (
    <RecordBoundary
      query={query}
      valid={isRecordId(positionId)}
      back={back}
      texts={{ ...positionStrings.detail, title: positionStrings.list.title }}
      loading={
        <div className="space-y-6">
          <Skeleton className="h-9 w-full max-w-xl rounded-lg" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      }
    >
      {(position) =>
        (TABS[tab] as TabDefinition).shown?.(position) === false ? (
          <Navigate to={paths.accessDenied} replace />
        ) : (
          <>
            <PageHeader
              back={back}
              title={position.name}
              description={
                pool ? (
                  positionStrings.detail.poolDescription
                ) : (
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="flex flex-wrap items-center gap-2" data-testid="position-status">
                      <PositionBadges position={position} />
                    </span>
                    <JobAdBadges jobAds={position.jobAds} linked />
                  </span>
                )
              }
              actions={
                pool ? undefined : <PositionActions position={position} containerId={screen.containerId} />
              }
            />
            <TabNav label={t.label} tabs={tabsOf(position)} current={tab} />
            <Tab {...screen} position={position} />
          </>
        )
      }
    </RecordBoundary>
  );
}
