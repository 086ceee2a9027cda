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

export const reportHandlers = {
  async get_ReportFunnel(input, ctx) {
    return read(ctx, input, funnelReport);
  },
  async get_ReportStageTimes(input, ctx) {
    return read(ctx, input, stageTimesReport);
  },
  async get_ReportHiring(input, ctx) {
    return read(ctx, input, hiringReport);
  },
  async get_ReportSources(input, ctx) {
    return read(ctx, input, sourcesReport);
  },
  async get_ReportActivity(input, ctx) {
    return read(ctx, input, activityReport);
  },
  async get_ReportEqualTreatment(input, ctx) {
    return read(ctx, input, equalityReport);
  },
  async get_ReportNps(input, ctx) {
    return read(ctx, input, npsReport);
  },
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
