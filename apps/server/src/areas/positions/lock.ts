import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { positions } from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';

export type PositionRow = typeof positions.$inferSelect;

/**
 * The company's position, locked until the transaction ends: a save, a publication, a channel's tick or a
 * removal of the same position waits for this one, and an application arriving meanwhile waits too. 404
 * when it is gone (deleted since the dispatcher checked it).
 */
export async function lockPosition(
  db: Queryable,
  containerId: number,
  positionId: number,
): Promise<PositionRow> {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.containerId, containerId)))
    .for('update');
  if (!row) throw notFound('Tjänsten finns inte');
  return row;
}
