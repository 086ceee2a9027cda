import { DEFAULT_ANCHORS, type ScoreVisibility } from '@rekry/domain';
import type { Db } from '../../src/db/client.ts';
import type { ScoreViewer } from '../../src/areas/scorecards/index.ts';
import { positionScorecards, scorecardCriteria } from '../../src/db/schema.ts';

/**
 * A requirement profile on a position, written straight to the tables: criteria by name (weight 1 unless
 * given as [name, weight]) and who sees others' scores. Answers the criteria in order.
 */
export async function buildProfile(
  db: Db,
  position: { id: number; containerId: number },
  criteria: (string | [string, number])[] = ['Samarbete'],
  visibility: ScoreVisibility = 'after_submit',
) {
  await db
    .insert(positionScorecards)
    .values({ positionId: position.id, containerId: position.containerId, visibility, levelIds: [] })
    .onConflictDoUpdate({ target: positionScorecards.positionId, set: { visibility } });
  return db
    .insert(scorecardCriteria)
    .values(
      criteria.map((c, sortOrder) => {
        const [name, weight] = typeof c === 'string' ? [c, 1] : c;
        return {
          containerId: position.containerId,
          positionId: position.id,
          name,
          weight,
          anchors: DEFAULT_ANCHORS,
          sortOrder,
        };
      }),
    )
    .returning();
}

/** An admin of the position as a viewer of its scores (sees every submitted card): for list queries called directly. */
export const adminViewer = (positionId: number): ScoreViewer => ({
  userId: 0,
  positionId,
  visibility: 'after_submit',
  isAdmin: true,
});
