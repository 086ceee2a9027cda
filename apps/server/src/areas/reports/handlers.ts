/** Rapporter: each report for the filter, read within what the caller may see (scope.ts). */
import { sql } from 'drizzle-orm';
import type { ReportFilter } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import type { ActionContext, HandlerMap } from '../../platform/action-context.ts';
import { reportCsv } from './csv.ts';
import { activityReport, equalityReport, npsReport, sourcesReport } from './people.ts';
import { saveSurveySettings, surveySettings } from './survey.ts';
import { funnelReport, hiringReport, stageTimesReport } from './pipeline.ts';
import { reportScope, type ReportScope } from './scope.ts';

/**
 * A report read in one transaction without parallel workers: its queries read a few thousand rows each,
 * and starting workers for them cost more than that (over 100 ms of a year's funnel on a busy machine).
 */
const read = <T>(
  ctx: ActionContext,
  { containerId, ...filter }: ReportFilter & { containerId: number },
  report: (db: Queryable, scope: ReportScope) => Promise<T>,
) =>
  ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return report(tx, await reportScope(tx, containerId, { id: ctx.user.id, role: ctx.role }, filter));
  });

/** A report action's handler: the report read for the caller's scope of the input's filter. */
const reportOf =
  <T>(report: (db: Queryable, scope: ReportScope) => Promise<T>) =>
  (input: ReportFilter & { containerId: number }, ctx: ActionContext) =>
    read(ctx, input, report);

export const reportHandlers = {
  get_ReportFunnel: reportOf(funnelReport),
  get_ReportStageTimes: reportOf(stageTimesReport),
  get_ReportHiring: reportOf(hiringReport),
  get_ReportSources: reportOf(sourcesReport),
  get_ReportActivity: reportOf(activityReport),
  get_ReportEqualTreatment: reportOf(equalityReport),
  get_ReportNps: reportOf(npsReport),
  async get_SurveySettings({ containerId }, { db }) {
    return surveySettings(db, containerId);
  },
  async update_SurveySettings({ containerId, ...settings }, { db }) {
    return saveSurveySettings(db, containerId, settings);
  },
  async export_Report({ report, ...input }, ctx) {
    return read(ctx, input, (db, scope) => reportCsv(db, scope, report));
  },
} satisfies Partial<HandlerMap>;
