import { and, eq, type SQL } from 'drizzle-orm';
import { ALL_LABELS, ALL_TAGS, APPLICANT_TEXTS, type ApplicantFilter, type StatusCount } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { positionTallies } from '../../db/schema.ts';
import { companyLabels } from '../labels/index.ts';

/** The tally rows of a company (or one of its positions) by status and read state; labelId 0: none yet. */
export function statusTalliesQuery(db: Queryable, containerId: number, positionId?: number) {
  const where: SQL = positionId
    ? and(eq(positionTallies.containerId, containerId), eq(positionTallies.positionId, positionId))!
    : eq(positionTallies.containerId, containerId);
  return db
    .select({ labelId: positionTallies.labelId, count: positionTallies.n })
    .from(positionTallies)
    .where(where);
}

/** Whether a filter narrows the applications by nothing but their status: then the tallies count them. */
export const onlyByStatus = (f: Omit<ApplicantFilter, 'labelId'>) =>
  f.processLabelId === ALL_LABELS &&
  f.otherPositionId === ALL_LABELS &&
  f.tagId === ALL_TAGS &&
  !f.answers.length &&
  !f.query &&
  !f.textQuery &&
  f.minScore === null;

/** Applications per status of the position, summed from its tally rows (labelId 0: none yet). */
export async function talliedCounts(
  db: Queryable,
  containerId: number,
  positionId: number,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const r of await statusTalliesQuery(db, containerId, positionId))
    counts.set(r.labelId, (counts.get(r.labelId) ?? 0) + Number(r.count));
  return counts;
}

/** How many applications of the position have the status (or any, ALL_LABELS), exactly, from the tallies. */
export async function talliedTotal(db: Queryable, containerId: number, positionId: number, labelId: number) {
  const counts = await talliedCounts(db, containerId, positionId);
  const total =
    labelId === ALL_LABELS ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(labelId) ?? 0);
  return { total, capped: false };
}

/**
 * The applications of a company, or of one of its positions, by status in the pipeline's order: 'Ej
 * behandlad' (where every application starts), then the company's status labels in their order. Summed from the tallies the database keeps, never counted per request.
 */
export async function statusCounts(
  db: Queryable,
  containerId: number,
  positionId?: number,
): Promise<StatusCount[]> {
  const [rows, labels] = await Promise.all([
    statusTalliesQuery(db, containerId, positionId),
    companyLabels(db, containerId),
  ]);
  const byLabel = new Map<number | null, number>();
  for (const r of rows) {
    const key = r.labelId || null;
    byLabel.set(key, (byLabel.get(key) ?? 0) + Number(r.count));
  }
  return [
    { labelId: null, name: APPLICANT_TEXTS.unprocessed, count: byLabel.get(null) ?? 0 },
    ...labels
      .filter((l) => l.labelType.name === 'Interest')
      .map((l) => ({ labelId: l.id, name: l.name, count: byLabel.get(l.id) ?? 0 })),
  ];
}
