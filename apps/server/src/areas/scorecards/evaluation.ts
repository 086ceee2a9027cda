/**
 * One applicant's evaluation: the profile, the caller's own scorecard and, when the rule lets them, the
 * others' with the summary; and the caller's save (a draft, or submitted whole).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  SCORECARD_TEXTS,
  summariseScores,
  type ActionParsedInput,
  type ApplicantEvaluation,
  type Criterion,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { scorecards, scorecardScores } from '../../db/schema.ts';
import { badRequest } from '../../core/errors.ts';
import { logApplication } from '../../platform/application-log.ts';
import type { ActionContext, ScopedApplication } from '../../platform/action-context.ts';
import { personName } from '../../platform/person-name.ts';
import { cardHeadsOf, withScores, type CardHead } from './cards.ts';
import { criteriaOf, profileSettingsOf } from './profile.ts';
import { hiddenReason, type ScoreViewer } from './visibility.ts';

/** The cards of the application the viewer may see: theirs, and the others' submitted ones when shown. */
export async function visibleCards(
  db: Queryable,
  viewer: ScoreViewer,
  criteria: readonly Criterion[],
  applicationId: number,
) {
  const heads = await cardHeadsOf(db, viewer.positionId, applicationId);
  const mineHead = heads.find((h) => h.reviewerId === viewer.userId) ?? null;
  const othersHeads = heads.filter((h) => h !== mineHead && h.submittedAt !== null);
  const hidden = hiddenReason(viewer, mineHead?.submittedAt != null);
  const read = [...(mineHead ? [mineHead] : []), ...(hidden ? [] : othersHeads)];
  const cards = await withScores(db, criteria, read);
  const mine = mineHead ? cards[0]! : null;
  return { mine, hidden, othersSubmitted: othersHeads.length, others: mineHead ? cards.slice(1) : cards };
}

export async function evaluationOf(
  db: Queryable,
  viewer: ScoreViewer,
  applicationId: number,
): Promise<ApplicantEvaluation> {
  const [criteria, settings] = await Promise.all([
    criteriaOf(db, viewer.positionId),
    profileSettingsOf(db, viewer.positionId),
  ]);
  const { mine, hidden, othersSubmitted, others } = await visibleCards(db, viewer, criteria, applicationId);
  const counted = [...(mine?.submittedAt ? [mine] : []), ...others];
  return {
    criteria,
    levelIds: settings.levelIds,
    visibility: settings.visibility,
    mine,
    hidden,
    othersSubmitted,
    others,
    summary: hidden || counted.length === 0 ? null : summariseScores(criteria, counted),
  };
}

type CardInput = Pick<ActionParsedInput<'save_MyScorecard'>, 'scores' | 'recommendation' | 'submit'>;

/**
 * The card's scores checked against the profile: known criteria, each once; a card submitted (now, or
 * before and saved again, which keeps it submitted) scores every criterion with a note and recommends.
 */
function checkCard(criteria: readonly Criterion[], card: CardInput, submitting: boolean) {
  if (!criteria.length) throw badRequest(SCORECARD_TEXTS.noProfile);
  const known = new Set(criteria.map((k) => k.id));
  const seen = new Set<number>();
  card.scores.forEach((s, i) => {
    if (!known.has(s.criterionId) || seen.has(s.criterionId))
      throw badRequest(SCORECARD_TEXTS.unknownCriterion, {
        [`scores.${i}.criterionId`]: SCORECARD_TEXTS.unknownCriterion,
      });
    seen.add(s.criterionId);
  });
  if (!submitting) return;
  const missingNote = card.scores.findIndex((s) => !s.note);
  if (missingNote >= 0)
    throw badRequest(SCORECARD_TEXTS.noteRequired, {
      [`scores.${missingNote}.note`]: SCORECARD_TEXTS.noteRequired,
    });
  if (!card.recommendation)
    throw badRequest(SCORECARD_TEXTS.recommendationRequired, {
      recommendation: SCORECARD_TEXTS.recommendationRequired,
    });
  if (seen.size !== known.size)
    throw badRequest(SCORECARD_TEXTS.everyCriterion, { scores: SCORECARD_TEXTS.everyCriterion });
}

/**
 * Saves the caller's card of the application: the row first (its lock holds a second save of the same
 * card until this one commits), then its scores replaced. A submit (the first, or a change to a submitted
 * card) is written in the application's log; drafts are not.
 */
export async function saveMyCard(
  ctx: Pick<ActionContext, 'db' | 'user'>,
  application: ScopedApplication,
  card: CardInput,
) {
  const { db, user } = ctx;
  const criteria = await criteriaOf(db, application.positionId);
  const [before] = await db
    .select({ id: scorecards.id, submittedAt: scorecards.submittedAt })
    .from(scorecards)
    .where(and(eq(scorecards.applicationId, application.id), eq(scorecards.reviewerId, user.id)))
    .for('update');
  const submitting = card.submit || Boolean(before?.submittedAt);
  checkCard(criteria, card, submitting);
  const values = {
    recommendation: card.recommendation,
    reviewerName: personName(user),
    submittedAt: submitting ? (before?.submittedAt ?? new Date()) : null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(scorecards)
    .values({
      containerId: application.containerId,
      positionId: application.positionId,
      applicationId: application.id,
      reviewerId: user.id,
      ...values,
    })
    .onConflictDoUpdate({
      target: [scorecards.applicationId, scorecards.reviewerId],
      set: { ...values, positionId: sql`excluded.position_id` },
    })
    .returning({ id: scorecards.id });
  const id = row!.id;
  await db.delete(scorecardScores).where(eq(scorecardScores.scorecardId, id));
  if (card.scores.length)
    await db.insert(scorecardScores).values(card.scores.map((s) => ({ scorecardId: id, ...s })));
  if (submitting)
    await logApplication(db, {
      containerId: application.containerId,
      applicationId: application.id,
      userId: user.id,
      kind: before?.submittedAt ? 'scorecard_changed' : 'scorecard_submitted',
      message: before?.submittedAt ? 'Bedömning ändrad' : 'Bedömning lämnad',
      data: { scorecardId: id, recommendation: card.recommendation },
    });
}

export type { CardHead };
