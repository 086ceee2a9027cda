import type { ReportName } from '@rekry/domain';
import { exportReport, useReport, type ReportFilter } from './api.ts';
import { BarChart, ReportCard, ReportTable, countText } from './report-parts.tsx';
import { reportStrings as t } from './strings.ts';

interface CardProps {
  containerId: number;
  filter: ReportFilter;
}

const csv = (containerId: number, report: ReportName, filter: ReportFilter) => () =>
  exportReport(containerId, report, filter);
const orNone = (value: number | null, show: (n: number) => string) => (value === null ? t.none : show(value));
const list = (parts: string[]) => parts.join(', ') || t.none;

export function FunnelCard({ containerId, filter }: CardProps) {
  const query = useReport(containerId, 'funnel', filter);
  const data = query.data;
  const levels = data?.levels ?? [];
  const summary = t.funnel.summary(
    data?.applications ?? 0,
    list(levels.map((l) => `${l.name} ${l.reached}`)),
  );
  return (
    <ReportCard
      title={t.funnel.title}
      description={t.funnel.description}
      query={query}
      isEmpty={!data?.applications}
      exportCsv={csv(containerId, 'funnel', filter)}
      testId="report-funnel"
    >
      <BarChart label={summary} bars={levels.map((l) => ({ name: l.name, value: l.reached }))} />
      <ReportTable
        caption={t.funnel.title}
        head={t.funnel.head}
        rows={levels.map((l) => [l.name, String(l.reached), t.percent(l.conversion), String(l.now)])}
      />
      <ReportTable
        caption={t.funnel.statuses}
        head={t.funnel.statusHead}
        rows={(data?.statuses ?? []).map((s) => [
          s.name,
          String(s.reached),
          t.percent(s.conversion),
          String(s.now),
        ])}
      />
    </ReportCard>
  );
}

export function StageTimesCard({ containerId, filter }: CardProps) {
  const query = useReport(containerId, 'stageTimes', filter);
  const stages = [...(query.data?.levels ?? []), ...(query.data?.statuses ?? [])];
  const levels = query.data?.levels ?? [];
  const timed = levels.filter((l) => l.medianHours !== null);
  return (
    <ReportCard
      title={t.stageTimes.title}
      description={t.stageTimes.description}
      query={query}
      isEmpty={stages.every((s) => s.completed + s.ongoing === 0)}
      exportCsv={csv(containerId, 'stageTimes', filter)}
      testId="report-stage-times"
    >
      <BarChart
        label={t.stageTimes.summary(list(timed.map((l) => `${l.name} ${t.hours(l.medianHours ?? 0)}`)))}
        bars={timed.map((l) => ({
          name: l.name,
          value: l.medianHours ?? 0,
          text: t.hours(l.medianHours ?? 0),
        }))}
      />
      <ReportTable
        caption={t.stageTimes.title}
        head={t.stageTimes.head}
        rows={stages.map((s) => [
          s.name,
          orNone(s.medianHours, t.hours),
          orNone(s.p75Hours, t.hours),
          String(s.completed),
          String(s.ongoing),
        ])}
      />
    </ReportCard>
  );
}

export function HiringCard({ containerId, filter }: CardProps) {
  const query = useReport(containerId, 'hiring', filter);
  const rows = query.data?.positions ?? [];
  const hired = rows.filter((r) => r.medianDaysToHire !== null);
  return (
    <ReportCard
      title={t.hiring.title}
      description={t.hiring.description(query.data?.hireLevel?.name ?? null)}
      query={query}
      isEmpty={rows.length === 0}
      exportCsv={csv(containerId, 'hiring', filter)}
      testId="report-hiring"
    >
      <BarChart
        label={t.hiring.summary(list(hired.map((r) => `${r.name} ${t.days(r.medianDaysToHire ?? 0)}`)))}
        bars={hired.map((r) => ({
          name: r.name,
          value: r.medianDaysToHire ?? 0,
          text: t.days(r.medianDaysToHire ?? 0),
        }))}
      />
      <ReportTable
        caption={t.hiring.title}
        head={t.hiring.head}
        rows={rows.map((r) => [
          r.name,
          String(r.applications),
          String(r.hires),
          orNone(r.medianDaysToHire, t.days),
          orNone(r.daysToFill, t.days),
        ])}
      />
    </ReportCard>
  );
}

export function SourcesCard({ containerId, filter }: CardProps) {
  const query = useReport(containerId, 'sources', filter);
  const sources = query.data?.sources ?? [];
  const answers = query.data?.answers ?? [];
  return (
    <ReportCard
      title={t.sources.title}
      description={t.sources.description}
      query={query}
      isEmpty={sources.length === 0}
      exportCsv={csv(containerId, 'sources', filter)}
      testId="report-sources"
    >
      <BarChart
        label={t.sources.summary(list(sources.map((s) => `${s.source} ${s.applications}`)))}
        bars={sources.map((s) => ({ name: s.source, value: s.applications }))}
      />
      <ReportTable
        caption={t.sources.title}
        head={t.sources.head}
        rows={sources.map((s) => [s.source, String(s.applications), String(s.interviews), String(s.hires)])}
      />
      {answers.length ? (
        <ReportTable
          caption={t.sources.answers}
          head={t.sources.answersHead}
          rows={answers.map((a) => [a.answer, String(a.applications)])}
        />
      ) : null}
    </ReportCard>
  );
}

export function ActivityCard({ containerId, filter }: CardProps) {
  const query = useReport(containerId, 'activity', filter);
  const rows = query.data?.recruiters ?? [];
  return (
    <ReportCard
      title={t.activity.title}
      description={t.activity.description}
      query={query}
      isEmpty={rows.length === 0}
      empty={t.activity.empty}
      exportCsv={csv(containerId, 'activity', filter)}
      testId="report-activity"
    >
      <BarChart
        label={t.activity.summary(list(rows.map((r) => `${r.name} ${r.statusChanges}`)))}
        bars={rows.map((r) => ({ name: r.name, value: r.statusChanges }))}
      />
      <ReportTable
        caption={t.activity.title}
        head={t.activity.head}
        rows={rows.map((r) => [
          r.name,
          String(r.statusChanges),
          String(r.emails),
          String(r.notes),
          String(r.interviewsBooked),
        ])}
      />
    </ReportCard>
  );
}

export function EqualityCard({ containerId, filter }: CardProps) {
  const query = useReport(containerId, 'equality', filter);
  const byGender = query.data?.byGender ?? [];
  const byAge = query.data?.byAge ?? [];
  const row = (r: (typeof byGender)[number]) => [
    r.group,
    countText(r.applicants),
    countText(r.movedOn),
    countText(r.hired),
  ];
  return (
    <ReportCard
      title={t.equality.title}
      description={t.equality.description}
      query={query}
      isEmpty={byGender.length === 0 && byAge.length === 0}
      exportCsv={csv(containerId, 'equality', filter)}
      testId="report-equality"
    >
      <BarChart
        label={t.equality.summary(list(byGender.map((r) => `${r.group} ${countText(r.applicants)}`)))}
        bars={byGender.map((r) => ({
          name: r.group,
          value: typeof r.applicants === 'number' ? r.applicants : 0,
          text: countText(r.applicants),
        }))}
      />
      <ReportTable
        caption={t.equality.gender}
        head={t.equality.head(t.equality.gender)}
        rows={byGender.map(row)}
      />
      <ReportTable caption={t.equality.age} head={t.equality.head(t.equality.age)} rows={byAge.map(row)} />
    </ReportCard>
  );
}

export function NpsCard({ containerId, filter }: CardProps) {
  const query = useReport(containerId, 'nps', filter);
  const data = query.data;
  const nps = (n: number | null) => (n === null ? t.none : String(n));
  const groups = [
    [t.nps.byPosition, data?.byPosition ?? []],
    [t.nps.byStage, data?.byStage ?? []],
    [t.nps.byMonth, data?.byMonth ?? []],
  ] as const;
  const total = data?.total;
  return (
    <ReportCard
      title={t.nps.title}
      description={t.nps.description}
      query={query}
      isEmpty={!total || total.answers === 0}
      empty={t.nps.empty}
      testId="report-nps"
    >
      <p className="text-sm text-gray-700" data-testid="nps-total">
        {t.nps.summary(total?.nps ?? null, countText(total?.answers ?? 0))}
      </p>
      {groups.map(([caption, rows]) =>
        rows.length ? (
          <ReportTable
            key={caption}
            caption={caption}
            head={t.nps.head(caption)}
            rows={rows.map((r) => [r.group, countText(r.answers), nps(r.nps)])}
          />
        ) : null,
      )}
    </ReportCard>
  );
}
