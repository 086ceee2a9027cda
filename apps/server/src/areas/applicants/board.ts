/** The pipeline board ('Tavla'): a column per status with its count and first page of cards. */
import {
  ALL_LABELS,
  APPLICANTS_PAGE_SIZE,
  APPLICANT_TEXTS,
  NO_LABEL,
  type ApplicantBoard,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { onlyByStatus, talliedCounts } from './status-counts.ts';
import {
  applicantPageQuery,
  countApplicants,
  encodeCursor,
  type ListFilter,
  type ListRow,
} from './queries.ts';
import { companyLabels } from '../labels/index.ts';
import type { Viewer } from '../anonymity/index.ts';
import { filteredPosition } from './filter-checks.ts';
import { listItemsOf } from './list.ts';

export type BoardFilter = Omit<ListFilter, 'labelId'>;

/**
 * 'Ej behandlad' and the company's statuses in their order, each with its first page in the filter's sort
 * and its count: from the tallies without a filter, else counted up to the list's cap. The columns' pages
 * and counts go to the pool side by side.
 */
export async function applicantBoard(
  db: Queryable,
  containerId: number,
  positionId: number,
  filter: BoardFilter,
  viewer: Viewer,
): Promise<ApplicantBoard> {
  // The position (with the filter checked against it) and the statuses side by side.
  const [pos, labels] = await Promise.all([
    filteredPosition(db, containerId, positionId, { ...filter, labelId: ALL_LABELS }),
    companyLabels(db, containerId),
  ]);
  const statuses = labels.filter((l) => l.labelType.name === 'Interest');
  const columns = [
    { labelId: NO_LABEL, name: APPLICANT_TEXTS.unprocessed },
    ...statuses.map((l) => ({ labelId: l.id, name: l.name })),
  ];
  const take = APPLICANTS_PAGE_SIZE;
  const [tallies, ...perColumn] = await Promise.all([
    onlyByStatus(filter) ? talliedCounts(db, containerId, pos.id) : null,
    ...columns.map(async ({ labelId }) => {
      const f = { ...filter, labelId };
      const [rows, count] = await Promise.all([
        applicantPageQuery(db, containerId, pos.id, f, { take }) as Promise<ListRow[]>,
        onlyByStatus(filter) ? null : countApplicants(db, containerId, pos.id, f),
      ]);
      return { rows, count };
    }),
  ]);
  const itemOf = await listItemsOf(
    db,
    containerId,
    pos,
    perColumn.flatMap(({ rows }) => rows.slice(0, take)),
    filter.textQuery,
    viewer,
  );
  return {
    columns: columns.map((column, i) => {
      const { rows, count } = perColumn[i]!;
      const page = rows.slice(0, take);
      const last = page[page.length - 1];
      return {
        ...column,
        total: count?.total ?? tallies?.get(column.labelId) ?? 0,
        totalIsCapped: count?.capped ?? false,
        items: page.map(itemOf),
        nextCursor: rows.length > take && last ? encodeCursor(last.cursorValue, last.id) : null,
      };
    }),
    showAge: pos.showAge,
    showGender: pos.showGender,
  };
}
