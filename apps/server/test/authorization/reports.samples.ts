import type { AreaSamples } from './context.ts';

const period = { from: '2026-01-01', to: '2026-12-31' };

export const reportsSamples: AreaSamples<'reports'> = {
  get_ReportFunnel: ({ containerId }) => ({ containerId, ...period }),
  get_ReportStageTimes: ({ containerId }) => ({ containerId, ...period }),
  get_ReportHiring: ({ containerId }) => ({ containerId, ...period }),
  get_ReportSources: ({ containerId }) => ({ containerId, ...period }),
  get_ReportActivity: ({ containerId }) => ({ containerId, ...period }),
  get_ReportEqualTreatment: ({ containerId }) => ({ containerId, ...period }),
  get_ReportNps: ({ containerId }) => ({ containerId, ...period }),
  get_SurveySettings: ({ containerId }) => ({ containerId }),
  update_SurveySettings: ({ containerId }) => ({
    containerId,
    enabled: true,
    delayDays: 7,
    onHired: true,
    onRejected: false,
    rejectedLabelId: null,
  }),
  export_Report: ({ containerId }) => ({ containerId, ...period, report: 'equality' }),
};
