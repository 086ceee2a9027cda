import { Printer } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { useReportPositions, useReportRecruiters } from './api.ts';
import {
  ActivityCard,
  EqualityCard,
  FunnelCard,
  HiringCard,
  NpsCard,
  SourcesCard,
  StageTimesCard,
} from './report-cards.tsx';
import { ReportFilters, useReportFilter } from './report-filters.tsx';
import { reportStrings as t } from './strings.ts';
import { SurveySettingsCard } from './survey-settings-card.tsx';

/** Rapporter: the period's recruitment in numbers, one card per report; printed as the whole page. */
export const ReportsPage = companyScreen(({ containerId, role }) => {
  const state = useReportFilter();
  const admin = role === 'admin' || role === 'superuser';
  const positions = useReportPositions(containerId).data?.items ?? [];
  const users = useReportRecruiters(containerId, admin).data;
  const recruiters = admin
    ? (users ?? []).map((u) => ({ id: u.userId, name: `${u.firstname} ${u.lastname}`.trim() || u.email }))
    : null;
  const props = { containerId, filter: state.filter };
  return (
    <div className="min-w-0">
      <PageHeader
        title={t.title}
        description={`${t.description} ${state.filter.from} – ${state.filter.to}`}
        actions={
          <Button variant="secondary" onClick={() => window.print()} className="print:hidden" icon={Printer}>
            {t.print}
          </Button>
        }
      />
      <ReportFilters state={state} positions={positions} recruiters={recruiters} />
      <div className="grid gap-6 xl:grid-cols-2 print:block print:space-y-6">
        <FunnelCard {...props} />
        <SourcesCard {...props} />
        <StageTimesCard {...props} />
        <HiringCard {...props} />
        <ActivityCard {...props} />
        <EqualityCard {...props} />
        <NpsCard {...props} />
        {admin ? <SurveySettingsCard containerId={containerId} /> : null}
      </div>
    </div>
  );
});
