import { and, eq, type SQL } from 'drizzle-orm';
import { APPLICANT_TEXTS, type StatusCount } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { positionTallies } from '../../db/schema.ts';
import { companyLabels } from './queries.ts';

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
