import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ActionInput, Availability, CalendarSourceInput } from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';
import { applicantsOfPosition, interviewsOfCompany } from '../../lib/live.ts';
import type { PreviewRequest } from '../../components/ui/email-composer.tsx';

/** Every interview query of a company starts with interviewsOfCompany (the hub refreshes them all). */
const keys = {
  availability: ['my-availability'] as const,
  interviewers: (containerId: number) => [...interviewsOfCompany(containerId), 'interviewers'] as const,
  slots: (containerId: number, input: string) =>
    [...interviewsOfCompany(containerId), 'slots', input] as const,
  application: (containerId: number, applicantId: number) =>
    [...interviewsOfCompany(containerId), 'application', applicantId] as const,
  today: (containerId: number) => [...interviewsOfCompany(containerId), 'today'] as const,
};

/** How often the availability is read again while a calendar is being fetched ('Hämtas…'). */
export const PENDING_POLL_MS = 3000;

/** The signed-in member's own hours, calendars and feed; asked again while a calendar is being read. */
export function useMyAvailability() {
  return useQuery({
    queryKey: keys.availability,
    queryFn: () => dispatch('get_MyAvailability', {}),
    refetchInterval: (query) =>
      query.state.data?.sources.some((s) => s.state === 'pending') ? PENDING_POLL_MS : false,
  });
}

/** A change of the availability answers the whole of it: it replaces what the page shows. */
function useAvailabilityChange<I>(run: (input: I) => Promise<Availability>, showsFailure = false) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(showsFailure ? { meta: { errorToast: false as const } } : {}),
    mutationFn: run,
    onSuccess: (availability) => queryClient.setQueryData(keys.availability, availability),
  });
}

/** Hours, zone and daily cap; the form shows a failure. */
export const useSaveAvailability = () =>
  useAvailabilityChange(
    (input: ActionInput<'update_MyAvailability'>) => dispatch('update_MyAvailability', input),
    true,
  );

/** A calendar added in its dialog, which shows a failure. */
export const useAddCalendarSource = () =>
  useAvailabilityChange((input: CalendarSourceInput) => dispatch('add_MyCalendarSource', input), true);

export const useRefreshCalendarSource = () =>
  useAvailabilityChange((id: number) => dispatch('refresh_MyCalendarSource', { id }));

export const useRemoveCalendarSource = () =>
  useAvailabilityChange((id: number) => dispatch('remove_MyCalendarSource', { id }));

export const useRenewFeed = () => useAvailabilityChange(() => dispatch('renew_MyInterviewFeed', {}));

/** The company's members who may interview, by name (asked once the dialog opens). */
export function useInterviewers(containerId: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.interviewers(containerId),
    queryFn: () => dispatch('get_Interviewers', { containerId }),
    staleTime: 60_000,
    enabled,
  });
}

export type SlotsInput = ActionInput<'get_InterviewSlots'>;

/**
 * The free times of a setup as it stands (null while it cannot be asked: a field is wrong). The last
 * answer stays while the next is fetched, so the list does not jump as the fields change.
 */
export function useInterviewSlots(containerId: number, input: SlotsInput | null) {
  const key = input ? JSON.stringify(input) : '';
  return useQuery({
    queryKey: keys.slots(containerId, key),
    queryFn: ({ signal }) => dispatch('get_InterviewSlots', input!, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Marks what an interview's change shows elsewhere stale: the interviews, the application's log and mail. */
function invalidateAfterChange(queryClient: QueryClient, containerId: number, positionId: number) {
  void queryClient.invalidateQueries({ queryKey: interviewsOfCompany(containerId) });
  void queryClient.invalidateQueries({ queryKey: applicantsOfPosition(containerId, positionId) });
  void queryClient.invalidateQueries({ queryKey: ['applicants', containerId, 'email'] });
}

/** Invites (or books at once); the dialog shows a failure: fields under their fields, a taken time over them. */
export function useCreateInterviews(containerId: number, positionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (input: ActionInput<'create_Interviews'>) => dispatch('create_Interviews', input),
    onSuccess: () => invalidateAfterChange(queryClient, containerId, positionId),
  });
}

/** The invitation merged for one recipient before it goes; its booking link is an example. */
export function usePreviewInvitation(containerId: number, positionId: number) {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (request: PreviewRequest) =>
      dispatch('preview_ApplicantsEmail', { containerId, positionId, invitation: true, ...request }),
  });
}

export function useApplicationInterviews(containerId: number, positionId: number, applicantId: number) {
  return useQuery({
    queryKey: keys.application(containerId, applicantId),
    queryFn: () => dispatch('get_ApplicationInterviews', { containerId, positionId, applicantId }),
  });
}

export function useCancelInterview(containerId: number, positionId: number, applicantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dispatch('cancel_Interview', { containerId, positionId, applicantId, id }),
    onSuccess: () => invalidateAfterChange(queryClient, containerId, positionId),
  });
}

/** The company's booked interviews today (Swedish time), earliest first. */
export function useTodaysInterviews(containerId: number) {
  return useQuery({
    queryKey: keys.today(containerId),
    queryFn: () => dispatch('get_TodaysInterviews', { containerId }),
  });
}
