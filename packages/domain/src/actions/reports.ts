import { z } from 'zod';
import type { FileDownload } from '../applicant-inputs.ts';
import {
  REPORT_NAMES,
  REPORT_TEXTS,
  reportFilterShape,
  type ActivityReport,
  type EqualityReport,
  type FunnelReport,
  type HiringReport,
  type NpsReport,
  type SurveySettings,
  surveySettingsShape,
  type SourcesReport,
  type StageTimesReport,
} from '../reports.ts';
import { action, containerId, type ActionArea } from './define.ts';

/**
 * Rapporter: an administrator reads the company's, a writer the positions they hold a right on (never a
 * count of anything else); a reader none. Each report also as CSV (export_Report), groups under 5 left out.
 */
const input = z.object({ containerId, ...reportFilterShape });
const read = { access: { role: 'writer', scope: 'container' }, mutation: false } as const;

export const reportsActions = {
  get_ReportFunnel: action<FunnelReport>()({
    input,
    ...read,
    description:
      'Tratten: hur många av periodens ansökningar som nådde varje processnivå och status, konvertering mellan dem och var de stannade.',
  }),
  get_ReportStageTimes: action<StageTimesReport>()({
    input,
    ...read,
    description: 'Tid i varje steg (median och 75:e percentil, i timmar) för periodens ansökningar.',
  }),
  get_ReportHiring: action<HiringReport>()({
    input,
    ...read,
    description:
      'Tid till anställning och till tillsatt tjänst per tjänst (en anställning: sista processnivån).',
  }),
  get_ReportSources: action<SourcesReport>()({
    input,
    ...read,
    description:
      'Källor: ansökningar, intervjuer och anställningar per källa, och svaren på "Var hittade du annonsen?".',
  }),
  get_ReportActivity: action<ActivityReport>()({
    input,
    ...read,
    description:
      'Aktivitet per rekryterare under perioden: statusändringar, e-post, anteckningar och bokade intervjuer.',
  }),
  get_ReportEqualTreatment: action<EqualityReport>()({
    input,
    ...read,
    description:
      'Likabehandling: sökande, gick vidare och anställda per kön och åldersgrupp; grupper under 5 visas som "färre än 5".',
  }),
  get_ReportNps: action<NpsReport>()({
    input,
    ...read,
    description:
      'Kandidatupplevelse: NPS för periodens svar, per tjänst, nådd processnivå och månad; färre än 5 svar visas inte.',
  }),
  get_SurveySettings: action<SurveySettings>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'Företagets kandidatenkät: om den skickas, efter hur många dagar och efter vilka avslut.',
  }),
  update_SurveySettings: action<SurveySettings>()({
    input: z.object({ containerId, ...surveySettingsShape }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Ändra kandidatenkäten. Bara avslut efter att den slogs på får en enkät.',
  }),
  export_Report: action<FileDownload>()({
    input: input.extend({ report: z.enum(REPORT_NAMES, { error: REPORT_TEXTS.unknownReport }) }),
    ...read,
    download: true,
    description: 'En rapport som CSV, med samma filter; grupper under 5 är undertryckta även här.',
  }),
} satisfies ActionArea;
