import type { ActionOutput, ReportName, SurveySettings } from '@rekry/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatch } from '../../lib/api.ts';
import { downloadAction } from '../../lib/download.ts';

/** The period, positions and recruiter every report is asked with. */
export interface ReportFilter {
  from: string;
  to: string;
  positionIds?: number[];
  recruiterId?: number;
}

/** Each report's action: its card reads one, and exports the same name as CSV. */
export const REPORT_ACTIONS = {
  funnel: 'get_ReportFunnel',
  stageTimes: 'get_ReportStageTimes',
  hiring: 'get_ReportHiring',
  sources: 'get_ReportSources',
  activity: 'get_ReportActivity',
  equality: 'get_ReportEqualTreatment',
  nps: 'get_ReportNps',
} as const;
type Reports = typeof REPORT_ACTIONS;

export function useReport<K extends keyof Reports>(containerId: number, report: K, filter: ReportFilter) {
  return useQuery({
    queryKey: ['reports', containerId, report, filter] as const,
    // A report counts others' work that no live event announces (a candidate's survey answer, a colleague's
    // move): coming back to the page asks again, showing the last figures meanwhile.
    staleTime: 0,
    // One call for every report: they share their input, and each answers its own shape.
    queryFn: () =>
      dispatch(REPORT_ACTIONS[report] as 'get_ReportFunnel', { containerId, ...filter }) as Promise<
        ActionOutput<Reports[K]>
      >,
  });
}

/** Saves a report as CSV; answers how many rows it holds. */
export function exportReport(containerId: number, report: ReportName, filter: ReportFilter) {
  return downloadAction('export_Report', { containerId, report, ...filter });
}

/** The positions to filter by (the newest 200, archived ones too: a report looks back). */
export function useReportPositions(containerId: number) {
  return useQuery({
    queryKey: ['reports', containerId, 'positions'] as const,
    queryFn: () => dispatch('get_Positions', { containerId, take: 200 }),
  });
}

/** The members to filter by: the user list is an administrator's, so a writer filters without it. */
export function useReportRecruiters(containerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['container-users', containerId] as const,
    queryFn: () => dispatch('get_ContainerUsers', { containerId }),
    enabled,
  });
}

const surveyKey = (containerId: number) => ['reports', containerId, 'survey-settings'] as const;

export function useSurveySettings(containerId: number) {
  return useQuery({
    queryKey: surveyKey(containerId),
    queryFn: () => dispatch('get_SurveySettings', { containerId }),
  });
}

export function useSaveSurveySettings(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows a failure.
    meta: { errorToast: false },
    mutationFn: (settings: SurveySettings & { containerId?: number }) =>
      dispatch('update_SurveySettings', { containerId, ...settings }),
    onSuccess: (saved) => queryClient.setQueryData(surveyKey(containerId), saved),
  });
}

export function useStatuses(containerId: number) {
  return useQuery({
    queryKey: ['reports', containerId, 'labels'] as const,
    queryFn: () => dispatch('get_Labels', { containerId }),
  });
}
