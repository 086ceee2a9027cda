/** Rapporter: each report for the filter, read within what the caller may see (scope.ts). */
import type { HandlerMap } from '../../platform/action-context.ts';
import type { ActionContext } from '../../platform/action-context.ts';
import { reportCsv } from './csv.ts';
import { activityReport, equalityReport, npsReport, sourcesReport } from './people.ts';
import { saveSurveySettings, surveySettings } from './survey.ts';
import { funnelReport, hiringReport, stageTimesReport } from './pipeline.ts';
import { reportScope } from './scope.ts';
import type { ReportFilter } from '@rekry/domain';

const scoped = (ctx: ActionContext, { containerId, ...filter }: ReportFilter & { containerId: number }) =>
  reportScope(ctx.db, containerId, { id: ctx.user.id, role: ctx.role }, filter);

export const reportHandlers = {
  async get_ReportFunnel(input, ctx) {
    return funnelReport(ctx.db, await scoped(ctx, input));
  },
  async get_ReportStageTimes(input, ctx) {
    return stageTimesReport(ctx.db, await scoped(ctx, input));
  },
  async get_ReportHiring(input, ctx) {
    return hiringReport(ctx.db, await scoped(ctx, input));
  },
  async get_ReportSources(input, ctx) {
    return sourcesReport(ctx.db, await scoped(ctx, input));
  },
  async get_ReportActivity(input, ctx) {
    return activityReport(ctx.db, await scoped(ctx, input));
  },
  async get_ReportEqualTreatment(input, ctx) {
    return equalityReport(ctx.db, await scoped(ctx, input));
  },
  async get_ReportNps(input, ctx) {
    return npsReport(ctx.db, await scoped(ctx, input));
  },
  async get_SurveySettings({ containerId }, { db }) {
    return surveySettings(db, containerId);
  },
  async update_SurveySettings({ containerId, ...settings }, { db }) {
    return saveSurveySettings(db, containerId, settings);
  },
  async export_Report({ report, ...input }, ctx) {
    return reportCsv(ctx.db, await scoped(ctx, input), report);
  },
} satisfies Partial<HandlerMap>;
