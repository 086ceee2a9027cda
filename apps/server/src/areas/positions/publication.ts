/**
 * An ad's publication: a draft is published now or scheduled (publish_Position), taken back to a draft
 * (unpublish_Position), and previewed by its staff as applicants will see it (get_PositionPreview).
 */
import { eq } from 'drizzle-orm';
import { PUBLISH_MESSAGES, formatDateTime, publicationOf, publishProblems } from '@rekry/domain';
import { positions } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import { unpublishPositionAds } from '../job-channels/index.ts';
import { previewPositionDetail, publicContainerById } from '../careers/index.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { publishedBySave } from './handlers.ts';
import { lockPosition } from './lock.ts';
import { refusePool } from './pool-guard.ts';
import { dateOf, nowSeconds, positionDetail, unixOf } from './queries.ts';

export const positionPublicationHandlers = {
  async publish_Position({ containerId, positionId, at }, ctx) {
    refusePool(ctx.position);
    const before = await lockPosition(ctx.db, containerId, positionId);
    const now = nowSeconds();
    const publishedAt = unixOf(before.publishedAt);
    if (publishedAt !== null && publishedAt <= now) throw conflict(PUBLISH_MESSAGES.alreadyPublished);
    const moment = at ?? now;
    const problems = publishProblems(
      { name: before.name, description: before.description, stop: unixOf(before.stop), form: before.form },
      moment,
      now,
    );
    if (at !== null && at < now) problems.at = PUBLISH_MESSAGES.atPassed;
    if (Object.keys(problems).length) throw badRequest(PUBLISH_MESSAGES.notReady, problems);
    const [saved] = await ctx.db
      .update(positions)
      .set({ publishedAt: dateOf(moment), updatedAt: new Date() })
      .where(eq(positions.id, positionId))
      .returning();
    // Charged when it goes onto the career site (a re-scheduled one was already); told and sent to the
    // ticked channels when it is public now, else by the clock when its moment comes.
    await publishedBySave(ctx, containerId, positionId, saved!.name, before, saved!);
    // A scheduled ad may be scheduled anew (or published at once): only a public one is refused above.
    const what = publishedAt === null ? 'Schemalade annonsen' : 'Flyttade publiceringen av annonsen';
    await ctx.audit({
      kind: 'publication',
      summary:
        moment > now
          ? `${what} ${saved!.name} till ${formatDateTime(moment)}`
          : `Publicerade annonsen ${saved!.name}`,
      containerId,
      data: { positionId, publishedAt: moment },
    });
    return positionDetail(ctx.db, containerId, positionId, ctx);
  },

  async unpublish_Position({ containerId, positionId }, ctx) {
    refusePool(ctx.position);
    const before = await lockPosition(ctx.db, containerId, positionId);
    if (before.publishedAt === null) throw conflict(PUBLISH_MESSAGES.notPublished);
    // A scheduled ad goes back to a draft the same way: its schedule is cancelled.
    const scheduled = unixOf(before.publishedAt)! > nowSeconds();
    await ctx.db
      .update(positions)
      // Published again later, it is told again.
      .set({ publishedAt: null, publishedNotifiedAt: null, updatedAt: new Date() })
      .where(eq(positions.id, positionId));
    await unpublishPositionAds(ctx.db, positionId);
    await ctx.audit({
      kind: 'publication',
      summary: scheduled
        ? `Avbröt schemaläggningen av annonsen ${before.name}`
        : `Avpublicerade annonsen ${before.name}`,
      containerId,
      data: { positionId },
    });
    return positionDetail(ctx.db, containerId, positionId, ctx);
  },

  async get_PositionPreview({ containerId, positionId }, ctx) {
    const preview = await previewPositionDetail(ctx.db, containerId, positionId);
    const company = await publicContainerById(ctx.db, containerId, ctx.services.config.operatorName);
    if (!preview || !company) throw notFound('Tjänsten finns inte');
    const { detail, publishedAt } = preview;
    return { detail, company, publication: publicationOf(publishedAt), publishedAt };
  },
} satisfies Partial<HandlerMap>;
