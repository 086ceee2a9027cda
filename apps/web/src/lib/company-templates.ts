import { useQuery } from '@tanstack/react-query';
import { dispatch } from './api.ts';
import { flushSync } from 'react-dom';

/**
 * The company's templates and settings that several features read (the applicant pages, the position
 * editor, the template screens): one cache key each, so a change on one screen shows on the others.
 */
export const companyKeys = {
  labels: (containerId: number) => ['labels', containerId] as const,
  tags: (containerId: number) => ['tags', containerId] as const,
  emailTemplates: (containerId: number) => ['email-templates', containerId] as const,
  textTemplates: (containerId: number) => ['text-templates', containerId] as const,
  emailVariables: (containerId: number) => ['email-variables', containerId] as const,
  positionTypes: (containerId: number) => ['position-types', containerId] as const,
};

export function useEmailTemplates(containerId: number, enabled = true) {
  return useQuery({
    queryKey: companyKeys.emailTemplates(containerId),
    queryFn: () => dispatch('get_EmailTemplates', { containerId }),
    staleTime: 60_000,
    enabled,
  });
}

export function useTextTemplates(containerId: number, enabled = true) {
  return useQuery({
    queryKey: companyKeys.textTemplates(containerId),
    queryFn: () => dispatch('get_TextTemplates', { containerId }),
    staleTime: 60_000,
    enabled,
  });
}

/** The standard variables, then the company's own (get_EmailTemplateVariables). */
export function useEmailVariables(containerId: number) {
  return useQuery({
    queryKey: companyKeys.emailVariables(containerId),
    queryFn: () => dispatch('get_EmailTemplateVariables', { containerId }),
    staleTime: 60_000,
  });
}

export function usePositionTypes(containerId: number) {
  return useQuery({
    queryKey: companyKeys.positionTypes(containerId),
    queryFn: () => dispatch('get_PositionTypes', { containerId }),
  });
}

export function useLabels(containerId: number) {
  return useQuery({
    queryKey: companyKeys.labels(containerId),
    queryFn: () => dispatch('get_Labels', { containerId }),
    staleTime: 60_000,
  });
}

/** The company's free tags by name, each with how many applicants carry it. */
export function useTags(containerId: number) {
  return useQuery({
    queryKey: companyKeys.tags(containerId),
    queryFn: () => dispatch('get_Tags', { containerId }),
    staleTime: 60_000,
  });
}

/**
 * Puts `value` where the text field's cursor is (or over its selection) and moves the cursor after it;
 * `set` stores the new text (a form's setValue).
 */
export function insertAtCursor(
  area: HTMLTextAreaElement | HTMLInputElement | null,
  current: string,
  value: string,
  set: (next: string) => void,
) {
  const start = area?.selectionStart ?? current.length;
  const end = area?.selectionEnd ?? current.length;
  // The text is drawn at once (flushSync) so the cursor is placed now, not a frame later when the user
  // may already be typing elsewhere.
  flushSync(() => set(current.slice(0, start) + value + current.slice(end)));
  area?.focus();
  area?.setSelectionRange(start + value.length, start + value.length);
}
