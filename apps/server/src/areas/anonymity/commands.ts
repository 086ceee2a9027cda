/**
 * The anonymised review's switch, its reveals and the reviewers' answers on conflict of interest. Every
 * reveal is a line in the application's log; switching the review is in the company's audit log.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  ANONYMITY_TEXTS,
  hasPositionRight,
  type ApplicantVisibility,
  type PositionAnonymity,
} from '@rekry/domain';
import { intArray } from '../../db/arrays.ts';
import { rowsOf, type Queryable } from '../../db/client.ts';
import {
  applicationReveals,
  jobApplications,
  labels,
  positionAnonymity,
  positions,
  revealConfirmations,
} from '../../db/schema.ts';
import { badRequest, conflict } from '../../core/errors.ts';
import type { ActionContext, ScopedApplication } from '../../platform/action-context.ts';
import { logApplication, logApplications } from '../../platform/application-log.ts';
import { personName } from '../../platform/person-name.ts';
import { labelOf } from '../labels/index.ts';
import { viewerOf, visibilityOf } from './visibility.ts';

const REVEAL_KIND = 'reveal';

/** The position's review as its page shows it. */
export async function anonymityOf(
  db: Queryable,
  positionId: number,
  canChange: boolean,
): Promise<PositionAnonymity> {
  const [row] = await db
    .select({ untilLabelId: positionAnonymity.untilLabelId, untilLabelName: labels.name })
    .from(positionAnonymity)
    .leftJoin(labels, eq(labels.id, positionAnonymity.untilLabelId))
    .where(eq(positionAnonymity.positionId, positionId));
  return {
    enabled: Boolean(row),
    untilLabelId: row?.untilLabelId ?? null,
    untilLabelName: row?.untilLabelName ?? null,
    canChange,
  };
}

export const isPositionAdmin = (ctx: Pick<ActionContext, 'role' | 'position'>) =>
  hasPositionRight('admin', ctx.role, ctx.position?.permissionId);

/** Switches the review on (with the level where it ends) or off; applicants already there are revealed. */
export async function setAnonymity(
  ctx: ActionContext,
  containerId: number,
  positionId: number,
  input: { enabled: boolean; untilLabelId: number | null },
): Promise<void> {
  const { db, user } = ctx;
  const [position] = await db
    .select({ name: positions.name })
    .from(positions)
    .where(eq(positions.id, positionId))
    .for('update');
  const before = await anonymityOf(db, positionId, true);
  if (!input.enabled) {
    if (!before.enabled) return;
    await db.delete(positionAnonymity).where(eq(positionAnonymity.positionId, positionId));
    await ctx.audit({
      kind: 'anonymity',
      summary: `Stängde av anonym granskning för ${position!.name}`,
      containerId,
      data: { positionId },
    });
    return;
  }
  if (!input.untilLabelId)
    throw badRequest(ANONYMITY_TEXTS.levelRequired, { untilLabelId: ANONYMITY_TEXTS.levelRequired });
  const level = await labelOf(db, containerId, input.untilLabelId, 'Process', {
    field: 'untilLabelId',
    message: ANONYMITY_TEXTS.unknownLevel,
  });
  if (before.enabled && before.untilLabelId === level.id) return;
  await db
    .insert(positionAnonymity)
    .values({ positionId, containerId, untilLabelId: level.id, changedBy: user.id })
    .onConflictDoUpdate({
      target: positionAnonymity.positionId,
      set: { untilLabelId: level.id, changedBy: user.id, changedAt: new Date() },
    });
  await ctx.audit({
    kind: 'anonymity',
    summary: before.enabled
      ? `Anonym granskning för ${position!.name} slutar nu vid ${level.name}`
      : `Slog på anonym granskning för ${position!.name} till ${level.name}`,
    containerId,
    data: { positionId, untilLabelId: level.id },
  });
  // Those already at the level or past it were seen by name: they stay seen.
  const past = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(labels, eq(labels.id, jobApplications.processLabelId))
    .where(and(eq(jobApplications.positionId, positionId), atOrPast(level.id)));
  await revealAtLevel(
    db,
    containerId,
    past.map((r) => r.id),
    level.name,
  );
}

/** A process label at the level or after it, in the company's order of levels. */
const atOrPast = (untilLabelId: number) =>
  sql`${labels.sortOrder} >= (select u.sort_order from ${labels} u where u.id = ${untilLabelId})`;

async function revealAtLevel(db: Queryable, containerId: number, ids: number[], levelName: string) {
  if (!ids.length) return;
  const fresh = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into ${applicationReveals} (application_id, container_id)
      select id, ${containerId}::int from unnest(${intArray(ids)}) id
      on conflict do nothing returning application_id as id`),
  ).map((r) => Number(r.id));
  await logApplications(
    db,
    fresh.sort((x, y) => x - y),
    {
      containerId,
      userId: null,
      kind: REVEAL_KIND,
      message: `Visas med namn: nådde processnivån ${levelName}`,
    },
  );
}

/**
 * After a process level was set on applications: those of an anonymised position that reached its level
 * are revealed (once; moving back later hides nobody again).
 */
export async function revealPassed(
  db: Queryable,
  containerId: number,
  positionId: number,
  applicationIds: readonly number[],
  level: { id: number; name: string } | null,
): Promise<void> {
  if (!level || !applicationIds.length) return;
  const [review] = await db
    .select({ untilLabelId: positionAnonymity.untilLabelId })
    .from(positionAnonymity)
    .where(eq(positionAnonymity.positionId, positionId));
  if (!review?.untilLabelId) return;
  const [reached] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.id, level.id), atOrPast(review.untilLabelId)));
  if (reached) await revealAtLevel(db, containerId, [...applicationIds], level.name);
}

/** A line in the application's log of what the user did about its anonymity. */
async function logReveal(
  { db, user }: Pick<ActionContext, 'db' | 'user'>,
  application: ScopedApplication,
  message: string,
  data?: Record<string, unknown>,
) {
  await logApplication(db, {
    containerId: application.containerId,
    applicationId: application.id,
    userId: user.id,
    kind: REVEAL_KIND,
    message,
    data,
  });
}

/** An admin shows an anonymous applicant before the level, with a reason. */
export async function revealEarly(
  ctx: ActionContext,
  application: ScopedApplication,
  reason: string,
): Promise<ApplicantVisibility> {
  const { db, user } = ctx;
  const [review] = await db
    .select({ positionId: positionAnonymity.positionId })
    .from(positionAnonymity)
    .where(eq(positionAnonymity.positionId, application.positionId));
  if (!review) throw conflict(ANONYMITY_TEXTS.notAnonymised);
  const [fresh] = await db
    .insert(applicationReveals)
    .values({
      applicationId: application.id,
      containerId: application.containerId,
      revealedBy: user.id,
      reason,
    })
    .onConflictDoNothing()
    .returning({ id: applicationReveals.applicationId });
  if (!fresh) throw conflict(ANONYMITY_TEXTS.notAnonymised);
  const by = personName(user);
  await logReveal(ctx, application, `Visas med namn före nivån (${by}): ${reason}`, { reason });
  await ctx.audit({
    kind: 'anonymity',
    summary: `Visade sökande ${application.id} med namn före nivån`,
    containerId: application.containerId,
    data: { applicationId: application.id, positionId: application.positionId },
  });
  return visibilityOf(db, viewerOf(ctx), application.id);
}

/** A reviewer's answer on conflict of interest before a revealed applicant is shown to them; given once. */
export async function answerConflict(
  ctx: ActionContext,
  application: ScopedApplication,
  declared: boolean,
): Promise<ApplicantVisibility> {
  const { db, user } = ctx;
  const viewer = viewerOf(ctx);
  const now = await visibilityOf(db, viewer, application.id);
  if (now.state === 'anonymous') throw conflict(ANONYMITY_TEXTS.notRevealed);
  if (now.state !== 'confirm') return now;
  await db
    .insert(revealConfirmations)
    .values({ applicationId: application.id, userId: user.id, conflict: declared })
    .onConflictDoNothing();
  const by = personName(user);
  await logReveal(ctx, application, declared ? `Jäv anmäld av ${by}` : `Ingen jäv, bekräftat av ${by}`);
  return visibilityOf(db, viewer, application.id);
}
