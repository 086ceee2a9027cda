import { position, type AreaSamples, type SampleContext } from './context.ts';

/**
 * A period and two positions the caller holds their right on: the list is checked against what they may
 * see, so a caller of the wrong role or company is refused as declared, never answered with a count.
 */
const filter = async (ctx: SampleContext) => ({
  containerId: ctx.containerId,
  from: '2026-01-01',
  to: '2026-12-31',
  positionIds: [(await position(ctx)).positionId, (await position(ctx)).positionId],
});

export const reportsSamples: AreaSamples<'reports'> = {
  get_ReportFunnel: filter,
  get_ReportStageTimes: filter,
  get_ReportHiring: filter,
  get_ReportSources: filter,
  get_ReportActivity: filter,
  get_ReportEqualTreatment: filter,
  get_ReportNps: filter,
  get_SurveySettings: ({ containerId }) => ({ containerId }),
  update_SurveySettings: ({ containerId }) => ({
    containerId,
    enabled: true,
    delayDays: 7,
    onHired: true,
    onRejected: false,
    onWithdrawn: true,
    rejectedLabelId: null,
  }),
  export_Report: async (ctx) => ({ ...(await filter(ctx)), report: 'equality' }),
};
