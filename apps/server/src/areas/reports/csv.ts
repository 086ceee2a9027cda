/** Each report as CSV: the numbers the screen shows, a group under 5 written as 'färre än 5'. */
import { REPORT_FILE_NAMES, groupCountText, type ReportName } from '@rekry/domain';
import type { FileDownload } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { toCsv } from '../../platform/csv.ts';
import { activityReport, equalityReport, sourcesReport } from './people.ts';
import { funnelReport, hiringReport, stageTimesReport } from './pipeline.ts';
import type { ReportScope } from './scope.ts';

/** A number as Swedish Excel reads it (decimal comma); empty for none. */
const num = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
const percent = (n: number | null) => (n === null ? '' : num(Math.round(n * 1000) / 10));

async function reportRows(db: Queryable, scope: ReportScope, report: ReportName): Promise<string[][]> {
  switch (report) {
    case 'funnel': {
      const r = await funnelReport(db, scope);
      const rows = (type: string, stages: typeof r.levels) =>
        stages.map((s) => [type, s.name, String(s.reached), percent(s.conversion), String(s.now)]);
      return [
        ['Typ', 'Steg', 'Nådde', 'Konvertering (%)', 'Står här nu'],
        ['Alla', 'Ansökningar', String(r.applications), '', ''],
        ...rows('Processnivå', r.levels),
        ...rows('Status', r.statuses),
      ];
    }
    case 'stageTimes': {
      const r = await stageTimesReport(db, scope);
      const rows = (type: string, stages: typeof r.levels) =>
        stages.map((s) => [
          type,
          s.name,
          String(s.completed),
          String(s.ongoing),
          num(s.medianHours),
          num(s.p75Hours),
        ]);
      return [
        ['Typ', 'Steg', 'Avslutade', 'Pågående', 'Median (timmar)', '75:e percentil (timmar)'],
        ...rows('Processnivå', r.levels),
        ...rows('Status', r.statuses),
      ];
    }
    case 'hiring': {
      const r = await hiringReport(db, scope);
      return [
        ['Tjänst', 'Ansökningar', 'Anställda', 'Median dagar till anställning', 'Dagar till tillsatt'],
        ...r.positions.map((p) => [
          p.name,
          String(p.applications),
          String(p.hires),
          num(p.medianDaysToHire),
          num(p.daysToFill),
        ]),
      ];
    }
    case 'sources': {
      const r = await sourcesReport(db, scope);
      return [
        ['Källa', 'Ansökningar', 'Intervjuer', 'Anställda'],
        ...r.sources.map((s) => [s.source, String(s.applications), String(s.interviews), String(s.hires)]),
        [],
        ['Var hittade du annonsen?', 'Ansökningar'],
        ...r.answers.map((a) => [a.answer, String(a.applications)]),
      ];
    }
    case 'activity': {
      const r = await activityReport(db, scope);
      return [
        ['Rekryterare', 'Statusändringar', 'E-post', 'Anteckningar', 'Bokade intervjuer'],
        ...r.recruiters.map((u) => [
          u.name,
          String(u.statusChanges),
          String(u.emails),
          String(u.notes),
          String(u.interviewsBooked),
        ]),
      ];
    }
    case 'equality': {
      const r = await equalityReport(db, scope);
      const rows = (by: string, list: typeof r.byGender) =>
        list.map((g) => [
          by,
          g.group,
          groupCountText(g.applicants),
          groupCountText(g.movedOn),
          groupCountText(g.hired),
        ]);
      return [
        ['Indelning', 'Grupp', 'Sökande', 'Gick vidare', 'Anställda'],
        ...rows('Kön', r.byGender),
        ...rows('Ålder', r.byAge),
      ];
    }
  }
}

export async function reportCsv(
  db: Queryable,
  scope: ReportScope,
  report: ReportName,
): Promise<FileDownload> {
  const rows = await reportRows(db, scope, report);
  return {
    filename: `rapport-${REPORT_FILE_NAMES[report]}-${scope.from}--${scope.until}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: [toCsv(rows)],
    rows: rows.length - 1,
  };
}
