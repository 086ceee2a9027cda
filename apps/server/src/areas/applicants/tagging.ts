/** The company's tags put on applications: one application's set, or one tag on many (the selection bar). */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tag } from '@rekry/domain';
import { jobApplications } from '../../db/schema.ts';
import { logApplications } from '../../platform/application-log.ts';
import { publishApplicantsChanged } from '../../platform/live-events.ts';
import type { ActionContext } from '../../platform/action-context.ts';
import { applicationTagList, setApplicationTags, tagApplications } from '../tags/index.ts';

/** The application's tags become exactly `tagIds` (the company's); answers its tags by name. */
export async function retagApplication(
  ctx: ActionContext,
  containerId: number,
  positionId: number,
  applicationId: number,
  tagIds: readonly number[],
): Promise<Tag[]> {
  const before = await applicationTagList(ctx.db, applicationId);
  const changed = await setApplicationTags(ctx.db, containerId, applicationId, tagIds);
  const after = await applicationTagList(ctx.db, applicationId);
  if (!changed) return after;
  const names = (list: Tag[]) => new Set(list.map((t) => t.name));
  const [had, has] = [names(before), names(after)];
  const added = [...has].filter((n) => !had.has(n));
  const removed = [...had].filter((n) => !has.has(n));
  const message = [
    added.length ? `Taggar tillagda: ${added.join(', ')}` : '',
    removed.length ? `Taggar borttagna: ${removed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  await logApplications(ctx.db, [applicationId], {
    containerId,
    userId: ctx.user.id,
    kind: 'tags',
    message,
    data: { tagIds: after.map((t) => t.id) },
  });
  await publishApplicantsChanged(ctx.db, containerId, positionId);
  return after;
}

/**
 * Adds the tag to the chosen applications of the position, or takes it away: one statement, inside the
 * action's transaction, so all of them change or none. Answers how many changed.
 */
export async function tagChosen(
  ctx: ActionContext,
  containerId: number,
  positionId: number,
  tagId: number,
  mode: 'add' | 'remove',
  chosen: SQL,
): Promise<number> {
  const ofPosition = and(
    chosen,
    eq(jobApplications.positionId, positionId),
    eq(jobApplications.containerId, containerId),
  )!;
  const { tag, ids } = await tagApplications(ctx.db, containerId, tagId, mode, ofPosition);
  await logApplications(ctx.db, ids, {
    containerId,
    userId: ctx.user.id,
    kind: 'tags',
    message: mode === 'add' ? `Tagg tillagd: ${tag.name}` : `Tagg borttagen: ${tag.name}`,
    data: { tagId, mode },
  });
  if (ids.length) await publishApplicantsChanged(ctx.db, containerId, positionId);
  return ids.length;
}
