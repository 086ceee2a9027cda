import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { APPLICANT_TEXTS, type Label, type LabelType, type LabelUsage } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { jobApplications, labels, positionTallies } from '../../db/schema.ts';
import { badRequest } from '../../core/errors.ts';

/**
 * How many applications carry each label: statuses from the tallies the database keeps (migration
 * 0010); process levels have no tally, so they are counted, once per visit of the labels screen.
 */
export async function labelUsage(db: Queryable, containerId: number): Promise<LabelUsage[]> {
  const [statuses, levels] = await Promise.all([
    db
      .select({ id: positionTallies.labelId, applicants: sql<number>`sum(${positionTallies.n})::int` })
      .from(positionTallies)
      .where(and(eq(positionTallies.containerId, containerId), sql`${positionTallies.labelId} <> 0`))
      .groupBy(positionTallies.labelId),
    db
      .select({ id: jobApplications.processLabelId, applicants: sql<number>`count(*)::int` })
      .from(jobApplications)
      .where(and(eq(jobApplications.containerId, containerId), isNotNull(jobApplications.processLabelId)))
      .groupBy(jobApplications.processLabelId),
  ]);
  return [...statuses, ...levels]
    .filter((row): row is LabelUsage => row.id !== null && Number(row.applicants) > 0)
    .map((row) => ({ id: row.id, applicants: Number(row.applicants) }));
}

/** The company's labels, Interest first, each in its order. */
export async function companyLabels(db: Queryable, containerId: number): Promise<Label[]> {
  const rows = await db
    .select()
    .from(labels)
    .where(eq(labels.containerId, containerId))
    .orderBy(asc(labels.labelType), asc(labels.sortOrder), asc(labels.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    labelType: { name: r.labelType },
    isDefault: r.isDefault,
    order: r.sortOrder,
  }));
}

/**
 * The company's label with that id and type, or a 400 with `message` (an unknown label, unless told) on
 * the field. `forWrite` (an application is about to get it) holds it until commit: a removal of the label
 * running at once waits, or has gone first and this answers the 400, so no application is set to a label
 * on its way out.
 */
export async function labelOf(
  db: Queryable,
  containerId: number,
  labelId: number,
  labelType: LabelType,
  {
    field = 'labelId',
    message = APPLICANT_TEXTS.unknownLabel,
    forWrite = false,
  }: { field?: string; message?: string; forWrite?: boolean } = {},
) {
  const query = db
    .select()
    .from(labels)
    .where(and(eq(labels.id, labelId), eq(labels.containerId, containerId), eq(labels.labelType, labelType)));
  const [row] = forWrite ? await query.for('key share') : await query;
  if (!row) throw badRequest(message, { [field]: message });
  return row;
}
