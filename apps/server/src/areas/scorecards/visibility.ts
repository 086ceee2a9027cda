/**
 * Who sees whose scores. The position's admins (its Administrator right, or the company's) always see
 * every submitted scorecard; anyone else by the profile's rule: 'always', 'after_submit' (once their own
 * card of that applicant is submitted) or 'never'. While the others are hidden the caller sees their own
 * card alone, draft or not. One rule, written twice: in TypeScript for one applicant, in SQL for many.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { hasPositionRight, type ScoreVisibility } from '@rekry/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { positionScorecards } from '../../db/schema.ts';
import type { ActionContext, ScopedPosition } from '../../platform/action-context.ts';

/** The caller as the scores see them on one position. */
export interface ScoreViewer {
  userId: number;
  positionId: number;
  visibility: ScoreVisibility;
  /** The position's admin: every submitted scorecard, whatever the rule. */
  isAdmin: boolean;
}

/** The position's rule ('after_submit' until a profile is saved). */
export async function visibilityOf(db: Queryable, positionId: number): Promise<ScoreVisibility> {
  const [row] = await db
    .select({ visibility: positionScorecards.visibility })
    .from(positionScorecards)
    .where(eq(positionScorecards.positionId, positionId));
  return row?.visibility ?? 'after_submit';
}

export const isPositionAdmin = (ctx: Pick<ActionContext, 'role'>, position: ScopedPosition) =>
  hasPositionRight('admin', ctx.role, position.permissionId);

/** The caller of a position-scoped action as a viewer of its scores. */
export async function scoreViewerOf(
  ctx: Pick<ActionContext, 'db' | 'role' | 'user'>,
  position: ScopedPosition,
): Promise<ScoreViewer> {
  return {
    userId: ctx.user.id,
    positionId: position.id,
    visibility: await visibilityOf(ctx.db, position.id),
    isAdmin: isPositionAdmin(ctx, position),
  };
}

/** Why the others' scores of an applicant are hidden from the viewer, or null when they are shown. */
export function hiddenReason(viewer: ScoreViewer, ownSubmitted: boolean): 'submit_first' | 'never' | null {
  if (viewer.isAdmin || viewer.visibility === 'always') return null;
  if (viewer.visibility === 'never') return 'never';
  return ownSubmitted ? null : 'submit_first';
}

/**
 * SQL: whether the viewer sees the others' submitted scorecards of the application in `applicationId`
 * (a column of the outer query). A constant unless the rule waits for the viewer's own submit.
 */
export function othersShownSql(viewer: ScoreViewer, applicationId: AnyPgColumn | SQL): SQL {
  if (viewer.isAdmin || viewer.visibility === 'always') return sql`true`;
  if (viewer.visibility === 'never') return sql`false`;
  return sql`exists (select 1 from scorecards own_card where own_card.application_id = ${applicationId}
    and own_card.reviewer_id = ${viewer.userId} and own_card.submitted_at is not null)`;
}

/** The weighted mean over the visible cards' scores (as `mean`), from its tables: the select's tail. */
const meanOfVisibleCards = (viewer: ScoreViewer, applicationId: AnyPgColumn | SQL) =>
  sql`sum(vs.score * vc.weight)::numeric / nullif(sum(vc.weight), 0) as mean
    from scorecards vcard
    join scorecard_scores vs on vs.scorecard_id = vcard.id
    join scorecard_criteria vc on vc.id = vs.criterion_id and vc.position_id = ${viewer.positionId}
    where vcard.position_id = ${viewer.positionId}
      and case when ${othersShownSql(viewer, applicationId)} then vcard.submitted_at is not null
        else vcard.reviewer_id = ${viewer.userId} end`;

/**
 * SQL: the viewer's weighted mean of the application in `applicationId` (numeric, unrounded; null when
 * nothing they may see is scored): every submitted card while the others are shown, else their own. Only
 * the position's current criteria count (an application moved elsewhere keeps its old cards out). One
 * lookup per row: for a page's rows; a sort or filter over every applicant joins `visibleMeansSql`.
 */
export function visibleMeanSql(viewer: ScoreViewer, applicationId: AnyPgColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select ${meanOfVisibleCards(viewer, applicationId)}
    and vcard.application_id = ${applicationId})`;
}

/**
 * SQL: a derived table of the viewer's weighted means on the position, `(application_id, mean)`, one row
 * per application scored: read once and joined, where a lookup per row would cost a millisecond per 30.
 */
export function visibleMeansSql(viewer: ScoreViewer): SQL {
  return sql`(select vcard.application_id, ${meanOfVisibleCards(viewer, sql`vcard.application_id`)}
    group by vcard.application_id)`;
}

/** A drizzle condition: the card `card` is one the viewer may see (for queries over many applicants). */
export const cardVisible = (
  viewer: ScoreViewer,
  card: { applicationId: AnyPgColumn; reviewerId: AnyPgColumn; submittedAt: AnyPgColumn },
) =>
  sql`case when ${othersShownSql(viewer, card.applicationId)} then ${card.submittedAt} is not null
    else ${card.reviewerId} = ${viewer.userId} end`;
