import {
  ALL_LABELS,
  ALL_TAGS,
  APPLICANT_SORTS,
  CV_QUERY_MAX_LENGTH,
  SCORE_MAX,
  SCORE_MIN,
  parseCvQuery,
  type AnswerCondition,
  type ApplicantFilters,
  type ApplicantSort,
  type Tag,
} from '@rekry/domain';
import { useCallback, useState } from 'react';
import { STORAGE_PREFIX } from '../../lib/session.ts';
import type { ListFilter } from './api.ts';

/**
 * The list's filter and sort as the user chose them. Answer filters are kept as the chosen option's
 * label per filter group (group id → label), so a changed form drops only what no longer exists.
 */
export interface ChosenFilter {
  labelId: number;
  processLabelId: number;
  /** 'Tjänster': applicants who also applied to this other position (-1: all). */
  otherPositionId: number;
  /** 'Taggar': applicants with this tag of the company (-1: all). */
  tagId: number;
  answers: Record<string, string>;
  query: string;
  /** 'Sök i CV och svar': the attached files' text and the free-text answers. */
  textQuery: string;
  sort: ApplicantSort;
  /** 'Lägsta betyg': applicants whose score is at least this (1–5); null: all. */
  minScore: number | null;
}

export const DEFAULT_FILTER: ChosenFilter = {
  labelId: ALL_LABELS,
  processLabelId: ALL_LABELS,
  otherPositionId: ALL_LABELS,
  tagId: ALL_TAGS,
  answers: {},
  query: '',
  textQuery: '',
  sort: 'newest',
  minScore: null,
};

/** SPEC §4: filters and sorts are remembered per position (and company), in this browser. */
export const filterStorageKey = (containerId: number, positionId: number) =>
  `${STORAGE_PREFIX}applicantFilter.${containerId}.${positionId}`;

function parse(raw: string | null): ChosenFilter {
  if (!raw) return DEFAULT_FILTER;
  try {
    const value = JSON.parse(raw) as Partial<ChosenFilter>;
    const int = (n: unknown) =>
      Number.isInteger(n) && (n as number) >= ALL_LABELS ? (n as number) : ALL_LABELS;
    const answers: Record<string, string> = {};
    if (value.answers && typeof value.answers === 'object')
      for (const [k, v] of Object.entries(value.answers)) if (typeof v === 'string') answers[k] = v;
    return {
      labelId: int(value.labelId),
      processLabelId: int(value.processLabelId),
      otherPositionId: int(value.otherPositionId),
      tagId: int(value.tagId),
      answers,
      query: typeof value.query === 'string' ? value.query.slice(0, 100) : '',
      textQuery: typeof value.textQuery === 'string' ? value.textQuery.slice(0, CV_QUERY_MAX_LENGTH) : '',
      sort: APPLICANT_SORTS.includes(value.sort as ApplicantSort) ? (value.sort as ApplicantSort) : 'newest',
      minScore:
        Number.isInteger(value.minScore) &&
        (value.minScore as number) >= SCORE_MIN &&
        (value.minScore as number) <= SCORE_MAX
          ? (value.minScore as number)
          : null,
    };
  } catch {
    return DEFAULT_FILTER;
  }
}

export function readRememberedFilter(containerId: number, positionId: number): ChosenFilter {
  try {
    return parse(localStorage.getItem(filterStorageKey(containerId, positionId)));
  } catch {
    return DEFAULT_FILTER;
  }
}

export function isDefaultFilter(f: ChosenFilter): boolean {
  return (
    f.labelId === ALL_LABELS &&
    f.processLabelId === ALL_LABELS &&
    f.otherPositionId === ALL_LABELS &&
    f.tagId === ALL_TAGS &&
    Object.keys(f.answers).length === 0 &&
    f.query === '' &&
    f.textQuery === '' &&
    f.sort === 'newest' &&
    f.minScore === null
  );
}

/** How many filters (not the sort) differ from 'Alla'. */
export function activeFilterCount(f: ChosenFilter): number {
  return (
    (f.labelId !== ALL_LABELS ? 1 : 0) +
    (f.processLabelId !== ALL_LABELS ? 1 : 0) +
    (f.otherPositionId !== ALL_LABELS ? 1 : 0) +
    (f.tagId !== ALL_TAGS ? 1 : 0) +
    Object.keys(f.answers).length +
    (f.query ? 1 : 0) +
    (f.textQuery ? 1 : 0) +
    (f.minScore !== null ? 1 : 0)
  );
}

/** Why a CV search cannot be run as written (the server's own Swedish message), or null. */
export function textQueryError(textQuery: string): string | null {
  const text = textQuery.trim();
  if (!text) return null;
  const parsed = parseCvQuery(text);
  return parsed.ok ? null : parsed.message;
}

/**
 * The chosen filter as the server takes it; answer choices the form no longer offers are left out (a
 * removed tag too, once the company's tags have come), and a CV search that cannot be run (its field says
 * why) is not sent.
 */
export function toListFilter(
  f: ChosenFilter,
  filters: ApplicantFilters | undefined,
  tags?: readonly Tag[],
): ListFilter {
  const answers: AnswerCondition[] = [];
  for (const [groupId, label] of Object.entries(f.answers)) {
    const option = filters?.answers.find((g) => g.id === groupId)?.options.find((o) => o.label === label);
    if (option) answers.push(...option.conditions);
  }
  const known = (value: number, options: { value: number }[] | undefined) =>
    options && !options.some((o) => o.value === value) ? ALL_LABELS : value;
  return {
    labelId: known(f.labelId, filters?.status),
    processLabelId: known(f.processLabelId, filters?.processLevel),
    otherPositionId: known(f.otherPositionId, filters?.positions ?? [{ value: ALL_LABELS }]),
    tagId: tags && !tags.some((tag) => tag.id === f.tagId) ? ALL_TAGS : f.tagId,
    answers,
    query: f.query.trim(),
    textQuery: textQueryError(f.textQuery) ? '' : f.textQuery.trim(),
    sort: f.sort,
    minScore: f.minScore,
  };
}

export function useRememberedFilter(containerId: number, positionId: number) {
  const key = filterStorageKey(containerId, positionId);
  const [filter, setFilter] = useState<ChosenFilter>(() => readRememberedFilter(containerId, positionId));
  const update = useCallback(
    (next: ChosenFilter) => {
      setFilter(next);
      try {
        if (isDefaultFilter(next)) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private mode or a full storage: the filter still works, it is just not remembered.
      }
    },
    [key],
  );
  const reset = useCallback(() => update(DEFAULT_FILTER), [update]);
  return { filter, setFilter: update, reset };
}

export type ApplicantView = 'list' | 'board';

/** The list or the board ('Tavla'), remembered per position beside the filter (SPEC §4). */
export const viewStorageKey = (containerId: number, positionId: number) =>
  `${STORAGE_PREFIX}applicantView.${containerId}.${positionId}`;

export function useRememberedView(containerId: number, positionId: number) {
  const key = viewStorageKey(containerId, positionId);
  const [view, setView] = useState<ApplicantView>(() => {
    try {
      return localStorage.getItem(key) === 'board' ? 'board' : 'list';
    } catch {
      return 'list';
    }
  });
  const update = useCallback(
    (next: ApplicantView) => {
      setView(next);
      try {
        if (next === 'list') localStorage.removeItem(key);
        else localStorage.setItem(key, next);
      } catch {
        // Not remembered, still shown.
      }
    },
    [key],
  );
  return [view, update] as const;
}
