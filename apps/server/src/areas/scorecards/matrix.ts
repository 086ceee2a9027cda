/**
 * The matrix: the position's applicants (of one process level, or all) × the profile's criteria, each
 * cell the mean and spread of the scores the caller may see. Three queries whatever the number of rows:
 * the applicants, the scores summed per applicant and criterion, the cards counted per applicant.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  DISAGREEMENT_SPREAD,
  roundScore,
  type CriterionSummary,
  type MatrixRow,
  type ScoreMatrix,
} from '@rekry/domain';
import { intArray } from '../../db/arrays.ts';
import type { Queryable } from '../../db/client.ts';
import { jobApplications, labels, scorecardCriteria, scorecards, scorecardScores } from '../../db/schema.ts';
import { labelOf } from '../labels/index.ts';
import { applicantNames } from './applicant-name.ts';
import { criteriaOf } from './profile.ts';
import { cardVisible, othersShownSql, visibleMeansSql, type ScoreViewer } from './visibility.ts';

/** The most rows the matrix answers (the highest weighted means first); the web sorts them itself. */
export const MATRIX_MAX_ROWS = 2_000;

const a = jobApplications;

export async function scoreMatrix(
  db: Queryable,
  containerId: number,
  viewer: ScoreViewer,
  processLabelId: number | undefined,
): Promise<ScoreMatrix> {
  if (processLabelId !== undefined)
    await labelOf(db, containerId, processLabelId, 'Process', { field: 'processLabelId' });
  const criteria = await criteriaOf(db, viewer.positionId);
  const applicants = await db
    .select({
      id: a.id,
      info: a.info,
      processLevel: labels.name,
      shown: sql<boolean>`${othersShownSql(viewer, a.id)}`,
    })
    .from(a)
    .leftJoin(labels, eq(labels.id, a.processLabelId))
    // The means read once and joined: a lookup per applicant cost 0.7 s on 20,000 of them.
    .leftJoin(sql`${visibleMeansSql(viewer)} means`, sql`means.application_id = ${a.id}`)
    .where(
      and(
        eq(a.positionId, viewer.positionId),
        eq(a.containerId, containerId),
        processLabelId === undefined ? undefined : eq(a.processLabelId, processLabelId),
      ),
    )
    .orderBy(sql`means.mean desc nulls last`, desc(a.id))
    .limit(MATRIX_MAX_ROWS);
  if (!applicants.length) return { criteria, rows: [] };
  const ids = intArray(applicants.map((r) => r.id));
  const visible = and(
    eq(scorecards.positionId, viewer.positionId),
    sql`${scorecards.applicationId} = any(${ids})`,
    cardVisible(viewer, scorecards),
  );
  const [cells, cards, names] = await Promise.all([
    db
      .select({
        applicationId: scorecards.applicationId,
        criterionId: scorecardScores.criterionId,
        sum: sql<number>`sum(${scorecardScores.score})::int`,
        n: sql<number>`count(*)::int`,
        min: sql<number>`min(${scorecardScores.score})::int`,
        max: sql<number>`max(${scorecardScores.score})::int`,
      })
      .from(scorecardScores)
      .innerJoin(scorecards, eq(scorecards.id, scorecardScores.scorecardId))
      .innerJoin(
        scorecardCriteria,
        and(
          eq(scorecardCriteria.id, scorecardScores.criterionId),
          eq(scorecardCriteria.positionId, viewer.positionId),
        ),
      )
      .where(visible)
      .groupBy(scorecards.applicationId, scorecardScores.criterionId),
    db
      .select({ applicationId: scorecards.applicationId, n: sql<number>`count(*)::int` })
      .from(scorecards)
      .where(visible)
      .groupBy(scorecards.applicationId),
    applicantNames(db, viewer, applicants),
  ]);
  const cellOf = new Map(cells.map((c) => [`${c.applicationId}:${c.criterionId}`, c]));
  const reviewersOf = new Map(cards.map((c) => [c.applicationId, Number(c.n)]));
  const rows = applicants.map((app): MatrixRow => {
    let weighted = 0;
    let weights = 0;
    const summaries = criteria.map((k): CriterionSummary => {
      const cell = cellOf.get(`${app.id}:${k.id}`);
      if (!cell)
        return { criterionId: k.id, mean: null, min: null, max: null, reviewers: 0, disagree: false };
      const [sum, n, min, max] = [Number(cell.sum), Number(cell.n), Number(cell.min), Number(cell.max)];
      weighted += sum * k.weight;
      weights += n * k.weight;
      return {
        criterionId: k.id,
        mean: roundScore(sum / n),
        min,
        max,
        reviewers: n,
        disagree: max - min >= DISAGREEMENT_SPREAD,
      };
    });
    return {
      applicantId: app.id,
      name: names.get(app.id) ?? '',
      processLevel: app.processLevel,
      shown: Boolean(app.shown),
      reviewers: reviewersOf.get(app.id) ?? 0,
      weightedMean: weights ? roundScore(weighted / weights) : null,
      criteria: summaries,
    };
  });
  return { criteria, rows };
}
