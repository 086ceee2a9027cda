/** The scorecards of one application, read as the client and the decision basis get them. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { summariseScores, type Criterion, type ReviewerScorecard } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { scorecardCriteria, scorecards, scorecardScores } from '../../db/schema.ts';

/** A card without its scores: enough to tell whose it is and whether it counts. */
export interface CardHead {
  id: number;
  reviewerId: number | null;
  reviewerName: string;
  recommendation: ReviewerScorecard['recommendation'];
  submittedAt: Date | null;
  updatedAt: Date;
}

/** The application's cards on the position (not their scores), oldest submitted first, drafts last. */
export function cardHeadsOf(db: Queryable, positionId: number, applicationId: number): Promise<CardHead[]> {
  return db
    .select({
      id: scorecards.id,
      reviewerId: scorecards.reviewerId,
      reviewerName: scorecards.reviewerName,
      recommendation: scorecards.recommendation,
      submittedAt: scorecards.submittedAt,
      updatedAt: scorecards.updatedAt,
    })
    .from(scorecards)
    .where(and(eq(scorecards.applicationId, applicationId), eq(scorecards.positionId, positionId)))
    .orderBy(asc(scorecards.submittedAt), asc(scorecards.id));
}

/**
 * The given cards with their scores of the position's current criteria, in the profile's order. Only the
 * cards asked for are read: a hidden card's notes never leave the database.
 */
export async function withScores(
  db: Queryable,
  criteria: readonly Criterion[],
  heads: readonly CardHead[],
): Promise<ReviewerScorecard[]> {
  if (!heads.length) return [];
  const rows = await db
    .select({
      scorecardId: scorecardScores.scorecardId,
      criterionId: scorecardScores.criterionId,
      score: scorecardScores.score,
      note: scorecardScores.note,
    })
    .from(scorecardScores)
    .innerJoin(scorecardCriteria, eq(scorecardCriteria.id, scorecardScores.criterionId))
    .where(
      inArray(
        scorecardScores.scorecardId,
        heads.map((h) => h.id),
      ),
    );
  const order = new Map(criteria.map((k, i) => [k.id, i]));
  return heads.map((h) => {
    const scores = rows
      .filter((r) => r.scorecardId === h.id && order.has(r.criterionId))
      .sort((a, b) => order.get(a.criterionId)! - order.get(b.criterionId)!)
      .map(({ criterionId, score, note }) => ({ criterionId, score, note }));
    return {
      id: h.id,
      reviewer: { id: h.reviewerId, name: h.reviewerName },
      recommendation: h.recommendation,
      scores,
      submittedAt: h.submittedAt?.toISOString() ?? null,
      updatedAt: h.updatedAt.toISOString(),
      weightedMean: summariseScores(criteria, [{ scores, recommendation: null }]).weightedMean,
    };
  });
}
