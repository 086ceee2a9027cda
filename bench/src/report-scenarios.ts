/**
 * Rapporter at a million applications (BENCH_ONLY=reports-1m, on BENCH_DATABASE_URL): each report for the
 * last year (to yesterday) over the whole of Demo AB, as its administrator through the dispatcher, one
 * connection at a time, so latency is the server's. Goal: p95 ≤ 200 ms each. The data (report-data.ts)
 * is made once for all of them, before the first.
 */
import pg from 'pg';
import { addDays, stockholmDate } from '@rekry/domain';
import { DEMO_CONTAINERS } from '../../apps/server/src/demo/seed.ts';
import { dispatchRequest } from './applicant-scenarios.ts';
import { generateReportData } from './report-data.ts';
import type { BenchContext, Scenario } from './scenario.ts';

const containerId = DEMO_CONTAINERS.demo.id;

/** The last year to yesterday, Swedish days. */
function lastYear() {
  const to = addDays(stockholmDate(), -1);
  return { from: addDays(`${Number(to.slice(0, 4)) - 1}${to.slice(4)}`, 1), to };
}

let prepared: Promise<{ token: string; notes: string[] }> | undefined;

function prepareReports(ctx: BenchContext) {
  return (prepared ??= (async () => {
    if (!ctx.databaseUrl) throw new Error('needs BENCH_DATABASE_URL (a million applications on PostgreSQL)');
    const seconds = await generateReportData(ctx.databaseUrl, ctx.log);
    const db = new pg.Client({ connectionString: ctx.databaseUrl });
    await db.connect();
    try {
      const { from, to } = lastYear();
      const { rows } = await db.query<{ applications: number; history: number }>(
        `select (select count(*) from job_applications)::int as applications,
          (select count(*) from application_status_history)::int as history`,
      );
      const { rows: period } = await db.query<{ n: number }>(
        `select count(*)::int as n from job_applications where container_id = $1
          and created_at >= ($2::date::timestamp at time zone 'Europe/Stockholm')
          and created_at < ($3::date::timestamp at time zone 'Europe/Stockholm')`,
        [containerId, from, addDays(to, 1)],
      );
      const notes = [
        `reports: ${rows[0]!.applications} applications, ${rows[0]!.history} history rows, made in ${seconds.toFixed(0)} s; ` +
          `${period[0]!.n} of Demo AB's in the period ${from} – ${to}`,
      ];
      ctx.log(notes[0]!);
      return { token: await ctx.login(), notes };
    } finally {
      await db.end();
    }
  })());
}

const REPORTS = [
  ['funnel', 'get_ReportFunnel', 'the funnel'],
  ['stage-times', 'get_ReportStageTimes', 'time in each stage (median, p75)'],
  ['hiring', 'get_ReportHiring', 'time to hire and to fill per position'],
  ['sources', 'get_ReportSources', 'sources'],
  ['activity', 'get_ReportActivity', 'activity per recruiter'],
  ['equality', 'get_ReportEqualTreatment', 'equal treatment'],
  ['nps', 'get_ReportNps', 'NPS'],
] as const;

export const reportScenarios: Scenario[] = REPORTS.map(([id, action, what], n) => ({
  id: `reports-1m-${id}`,
  group: 'reports-1m',
  label: `${action}, ${what}: a year of a company with 850,000 applications (1,000,000 in all)`,
  maxConnections: 1,
  prepare: async (ctx) => {
    const { token } = await prepareReports(ctx);
    return { url: ctx.serverUrl, requests: [dispatchRequest(token, action, { containerId, ...lastYear() })] };
  },
  ...(n === 0 ? { check: async (ctx: BenchContext) => (await prepareReports(ctx)).notes } : {}),
}));
