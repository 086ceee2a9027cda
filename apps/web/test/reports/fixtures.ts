import type { FakeActions } from '../helpers.ts';
import { SURVEY_SETTINGS_OFF } from '@rekry/domain';

const stage = (id: number | null, name: string, reached: number, conversion: number | null, now: number) => ({
  id,
  name,
  reached,
  conversion,
  now,
});

/** Demo AB's reports: 12 applications, Platsbanken the largest source, one small gender group. */
export const REPORTS: FakeActions = {
  get_ReportFunnel: () => ({
    body: {
      applications: 12,
      levels: [
        stage(null, 'Ingen processnivå', 12, 1, 4),
        stage(5, 'Intervju', 6, 0.5, 4),
        stage(6, 'Anställd', 2, 0.33, 2),
      ],
      statuses: [stage(null, 'Ej behandlad', 12, 1, 3), stage(9, 'Ej aktuell', 5, 0.42, 5)],
    },
  }),
  get_ReportStageTimes: () => ({
    body: {
      levels: [{ id: 5, name: 'Intervju', completed: 4, ongoing: 2, medianHours: 72, p75Hours: 96.5 }],
      statuses: [],
    },
  }),
  get_ReportHiring: () => ({
    body: {
      hireLevel: { id: 6, name: 'Anställd' },
      positions: [
        {
          positionId: 11,
          name: 'Lagermedarbetare',
          applications: 8,
          hires: 2,
          medianDaysToHire: 14,
          daysToFill: 21,
        },
      ],
    },
  }),
  get_ReportSources: () => ({
    body: {
      sources: [
        { source: 'platsbanken', applications: 7, interviews: 3, hires: 1 },
        { source: 'Direkt', applications: 5, interviews: 1, hires: 1 },
      ],
      answers: [{ answer: 'Arbetsförmedlingen', applications: 4 }],
    },
  }),
  get_ReportActivity: () => ({
    body: {
      recruiters: [
        { userId: 7, name: 'Anna Andersson', statusChanges: 9, emails: 4, notes: 2, interviewsBooked: 3 },
      ],
    },
  }),
  get_ReportEqualTreatment: () => ({
    body: {
      byGender: [
        { group: 'Kvinna', applicants: 7, movedOn: 3, hired: null },
        { group: 'Man', applicants: 5, movedOn: null, hired: null },
      ],
      byAge: [{ group: '25–34', applicants: 12, movedOn: 6, hired: null }],
    },
  }),
  get_ReportNps: () => ({
    body: {
      total: { group: 'Totalt', answers: 6, nps: 50 },
      byPosition: [{ group: 'Lagermedarbetare', answers: 6, nps: 50 }],
      byStage: [],
      byMonth: [{ group: '2026-11', answers: null, nps: null }],
    },
  }),
  get_Positions: () =>
    ({
      body: {
        items: [
          { id: 11, name: 'Lagermedarbetare' },
          { id: 12, name: 'Säljare' },
        ],
        nextCursor: null,
      },
    }) as never,
  get_ContainerUsers: () => ({ body: [] }),
  get_SurveySettings: () => ({ body: SURVEY_SETTINGS_OFF }),
  get_Labels: () => ({
    body: [{ id: 9, name: 'Ej aktuell', labelType: { name: 'Interest' }, isDefault: false, order: 3 }],
  }),
};

/** No application in the period: every report comes back empty. */
export const EMPTY: FakeActions = {
  ...REPORTS,
  get_ReportFunnel: () => ({ body: { applications: 0, levels: [], statuses: [] } }),
  get_ReportStageTimes: () => ({ body: { levels: [], statuses: [] } }),
  get_ReportHiring: () => ({ body: { hireLevel: null, positions: [] } }),
  get_ReportSources: () => ({ body: { sources: [], answers: [] } }),
  get_ReportActivity: () => ({ body: { recruiters: [] } }),
  get_ReportEqualTreatment: () => ({ body: { byGender: [], byAge: [] } }),
  get_ReportNps: () => ({
    body: { total: { group: 'Totalt', answers: 0, nps: null }, byPosition: [], byStage: [], byMonth: [] },
  }),
};
