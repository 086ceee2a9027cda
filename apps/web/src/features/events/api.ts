import type { ActionInput, AuditKind } from '@rekry/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { dispatch } from '../../lib/api.ts';
import { saveBase64 } from '../../lib/download.ts';
import { eventStrings } from './strings.ts';

/** The screen's filters; `containerId` null = every company (superuser only). */
export interface EventsFilter {
  containerId: number | null;
  person: string;
  kind: AuditKind | '';
  from: string;
  to: string;
}

/** What the server takes: empty filters left out. */
function filterInput(filter: EventsFilter) {
  return {
    ...(filter.person.trim() ? { person: filter.person.trim() } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  } satisfies Partial<ActionInput<'get_Events'>>;
}

/**
 * The log, 50 at a time ('Visa fler' continues after the last one shown). An administrator reads their
 * company's (get_Events); the superuser everyone's or one company's (get_AllEvents).
 */
export function useEvents(filter: EventsFilter, superuser: boolean) {
  return useInfiniteQuery({
    queryKey: ['events', superuser, filter] as const,
    queryFn: ({ pageParam }) => {
      const before = pageParam === null ? {} : { before: pageParam };
      return superuser
        ? dispatch('get_AllEvents', {
            ...(filter.containerId === null ? {} : { containerId: filter.containerId }),
            ...filterInput(filter),
            ...before,
          })
        : dispatch('get_Events', { containerId: filter.containerId!, ...filterInput(filter), ...before });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    placeholderData: (previous) => previous,
  });
}

/** The people of the company's entries, offered as the person filter's suggestions. */
export function useEventPeople(containerId: number | null) {
  return useQuery({
    queryKey: ['event-people', containerId],
    queryFn: () => dispatch('get_EventPeople', { containerId: containerId! }),
    enabled: containerId !== null,
  });
}

/** Every company, for the superuser's company filter. */
export function useAllCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['events-companies'],
    queryFn: () => dispatch('search_Containers', { query: '', take: 100 }),
    enabled,
  });
}

/** 'Exportera CSV': the same filters, as a download; the export is itself logged. */
export function useExportEvents(superuser: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: EventsFilter) =>
      superuser
        ? dispatch('export_AllEvents', {
            ...(filter.containerId === null ? {} : { containerId: filter.containerId }),
            ...filterInput(filter),
          })
        : dispatch('export_Events', { containerId: filter.containerId!, ...filterInput(filter) }),
    onSuccess: (file) => {
      saveBase64(file.data, file.contentType, file.filename);
      toast.success(eventStrings.exported(file.rows));
      // The export is an entry of its own: show it.
      return queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
