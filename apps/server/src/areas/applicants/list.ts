/** What the applicant list sends: its filter choices and a page of applications. */
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  APPLICANT_SORTS,
  APPLICANT_SORT_LABELS,
  APPLICANT_TEXTS,
  ALL_LABELS,
  NO_LABEL,
  answerFilterGroups,
  stockholmDate,
  type ParsedCvQuery,
  type ApplicantFilters,
  type ApplicantList,
  type ApplicantListItem,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { textHitsOf } from '../../db/text-search.ts';
import { positions } from '../../db/schema.ts';
import {
  applicantPageQuery,
  countApplicants,
  encodeCursor,
  fileCounts,
  positionContext,
  toListItem,
  withInterview,
  type ListFilter,
  type ListRow,
  type PositionContext,
} from './queries.ts';
import { onlyByStatus, talliedTotal } from './status-counts.ts';
import { companyLabels } from '../labels/index.ts';
import { tagsOf } from '../tags/index.ts';
import { nextInterviews } from '../interviews/index.ts';
import { anonymousListItem, visibilitiesOf, type Viewer } from '../anonymity/index.ts';

/** The list's filter groups, 'Alla' first in each (status, process level, other position, answers); sorts. */
export async function applicantFilters(
  db: Queryable,
  containerId: number,
  positionId: number,
): Promise<ApplicantFilters> {
  const pos = await positionContext(db, containerId, positionId);
  const all = await companyLabels(db, containerId);
  const ofType = (type: 'Interest' | 'Process') =>
    all.filter((l) => l.labelType.name === type).map((l) => ({ value: l.id, label: l.name }));
  return {
    status: [
      { value: ALL_LABELS, label: APPLICANT_TEXTS.all },
      { value: NO_LABEL, label: APPLICANT_TEXTS.unprocessed },
      ...ofType('Interest'),
    ],
    processLevel: [
      { value: ALL_LABELS, label: APPLICANT_TEXTS.all },
      { value: NO_LABEL, label: APPLICANT_TEXTS.noProcessLevel },
      ...ofType('Process'),
    ],
    positions: [
      { value: ALL_LABELS, label: APPLICANT_TEXTS.all },
      ...(await db
        .select({ value: positions.id, label: positions.name })
        .from(positions)
        .where(and(eq(positions.containerId, containerId), ne(positions.id, positionId)))
        .orderBy(desc(positions.id))
        .limit(100)),
    ],
    answers: answerFilterGroups(pos.form),
    sorts: APPLICANT_SORTS.map((value) => ({ value, label: APPLICANT_SORT_LABELS[value] })),
  };
}

/**
 * With 'Sök i CV och svar': where the words were found in each of these applications, at most two places
 * each (file or answers, with a passage); a function that gives a list item its hits.
 */
export async function textHitsFor(
  db: Queryable,
  containerId: number,
  ids: number[],
  textQuery: ParsedCvQuery | null,
): Promise<(item: ApplicantListItem) => ApplicantListItem> {
  if (!textQuery || !ids.length) return (item) => item;
  const hits = await textHitsOf(db, containerId, ids, textQuery);
  return (item) => {
    const found = hits.get(item.id);
    return found ? { ...item, textHits: found.map(({ file, passage }) => ({ file, passage })) } : item;
  };
}

/**
 * The list items of rows of one position (a page, a board's columns): their file counts, tags, search hits,
 * next interviews and — in an anonymised review — what the viewer may see of each person, read side by side.
 */
export async function listItemsOf(
  db: Queryable,
  containerId: number,
  pos: PositionContext,
  rows: ListRow[],
  textQuery: ParsedCvQuery | null,
  viewer: Viewer,
): Promise<(row: ListRow) => ApplicantListItem> {
  const ids = rows.map((r) => r.id);
  const [files, tags, withHits, interviewAt, hidden] = await Promise.all([
    fileCounts(db, ids),
    tagsOf(db, ids),
    textHitsFor(db, containerId, ids, textQuery),
    nextInterviews(db, ids),
    visibilitiesOf(db, viewer, ids),
  ]);
  const today = stockholmDate();
  const shared = { ...pos, form: answerFilterGroups(pos.form) };
  return (r) => {
    const item = withInterview(
      withHits(toListItem(r, shared, today, files.get(r.id), tags.get(r.id))),
      interviewAt,
    );
    const visibility = hidden.get(r.id);
    return visibility ? anonymousListItem(item, r, visibility, pos.form) : item;
  };
}

/** A page of the position's applications in the filter's sort, counted on the first page. */
export async function applicantPage(
  db: Queryable,
  containerId: number,
  pos: PositionContext,
  filter: ListFilter,
  { take, after }: { take: number; after?: string | undefined },
  viewer: Viewer,
): Promise<ApplicantList> {
  // Not a transaction: the page and the count go to the pool side by side. A status alone is counted
  // exactly by the tallies; any other filter counts the rows, up to a cap.
  const counted =
    after !== undefined
      ? null
      : onlyByStatus(filter)
        ? talliedTotal(db, containerId, pos.id, filter.labelId)
        : countApplicants(db, containerId, pos.id, filter);
  const [rows, count] = await Promise.all([
    applicantPageQuery(db, containerId, pos.id, filter, { take, after }) as Promise<ListRow[]>,
    counted,
  ]);
  const page = rows.slice(0, take);
  const last = page[page.length - 1];
  const itemOf = await listItemsOf(db, containerId, pos, page, filter.textQuery, viewer);
  return {
    items: page.map(itemOf),
    nextCursor: rows.length > take && last ? encodeCursor(last.cursorValue, last.id) : null,
    total: count?.total ?? null,
    totalIsCapped: count?.capped ?? false,
    showAge: pos.showAge,
    showGender: pos.showGender,
  };
}
