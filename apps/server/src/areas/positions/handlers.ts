import { and, count, eq } from 'drizzle-orm';
import {
  BANNER_MESSAGES,
  PermissionId,
  copiedPositionName,
  isImageUrl,
  type ActionParsedInput,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { jobApplications, positionPermissions, positions, positionTypes } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import { chargePublication, isOnCareerSite } from '../billing/index.ts';
import { syncPositionAds, unpublishBeforeDelete, unpublishPositionAds } from '../job-channels/index.ts';
import { tellPublishedBySave } from './position-events.ts';
import { lockPosition } from './lock.ts';
import { refusePool } from './pool-guard.ts';
import { sanitizeFormHtml, sanitizeStoredHtml } from '../../platform/sanitize.ts';
import { bannerNamed } from '../banners/index.ts';
import type { ActionContext, HandlerMap } from '../../platform/action-context.ts';
import {
  dateOf,
  isMemberOf,
  listPositions,
  ownerChoices,
  positionDetail,
  positionTypeOf,
} from './queries.ts';

type PositionFields = Omit<ActionParsedInput<'update_Position'>, 'positionId'>;

/**
 * The columns a create or update writes, after checking what the schema cannot: the responsible person
 * is a member of the company and the position type is the company's. The description's and the form's HTML are sanitized here.
 */
async function columnsOf(db: Queryable, input: PositionFields) {
  const { containerId } = input;
  if (input.responsibleId !== null && !(await isMemberOf(db, containerId, input.responsibleId)))
    throw badRequest('Den ansvariga måste vara användare i företaget', {
      responsibleId: 'Den ansvariga måste vara användare i företaget',
    });
  if (input.positionTypeId !== null && !(await positionTypeOf(db, containerId, input.positionTypeId)))
    throw badRequest('Okänd annonstyp', { positionTypeId: 'Okänd annonstyp' });
  if (input.banner && !isImageUrl(input.banner) && !(await bannerNamed(db, containerId, input.banner)))
    throw badRequest(BANNER_MESSAGES.unknownBanner, { banner: BANNER_MESSAGES.unknownBanner });
  return {
    name: input.name,
    text: input.text,
    description: sanitizeStoredHtml(input.description),
    location: input.location,
    start: dateOf(input.start),
    stop: dateOf(input.stop),
    responsibleId: input.responsibleId,
    isInternal: input.isInternal,
    positionTypeId: input.positionTypeId,
    ...(input.form ? { form: sanitizeFormHtml(input.form) } : {}),
  };
}

/**
 * The stored metadata with the contact person, the workplace and the banner replaced (other keys, e.g.
 * employmentType, kept); an empty one is left out.
 */
function withMetadata(
  metadata: Record<string, unknown>,
  { contactPerson, workplace, banner }: Pick<PositionFields, 'contactPerson' | 'workplace' | 'banner'>,
) {
  const { contactPerson: _old, workplace: _oldPlace, banner: _oldBanner, ...rest } = metadata;
  const place = workplace && (workplace.address || workplace.zipCode) ? workplace : null;
  return {
    ...rest,
    ...(contactPerson ? { contactPerson } : {}),
    ...(place ? { workplace: place } : {}),
    ...(banner ? { banner } : {}),
  };
}

/**
 * After a create or copy: the creator gets Administrator on the new position (a company writer edits only
 * positions they hold a right on, and must be able to edit and share what they made), and the answer is the new position as its creator sees it.
 */
async function created(ctx: ActionContext, containerId: number, positionId: number) {
  const permissionId = PermissionId.Administrator;
  if (!ctx.user.isSuperuser)
    await ctx.db
      .insert(positionPermissions)
      .values({ containerId, positionId, userId: ctx.user.id, permissionId })
      .onConflictDoNothing();
  return positionDetail(ctx.db, containerId, positionId, {
    role: ctx.role,
    positionPermissionId: permissionId,
  });
}

type SiteState = Pick<typeof positions.$inferSelect, 'isArchived' | 'isInternal' | 'stop' | 'publishedAt'>;

/**
 * Billing (SPEC §4): saving a position onto the career site (or scheduling it there) publishes it and costs
 * what the company's plan says; re-saving one that is already there is free (docs/decisions.md 'Billing').
 * A save that opens it now tells the company at once (tellPublishedBySave). A draft is neither.
 */
export async function publishedBySave(
  ctx: ActionContext,
  containerId: number,
  positionId: number,
  name: string,
  before: SiteState | null,
  after: SiteState,
) {
  if (isOnCareerSite(after) && !(before && isOnCareerSite(before)))
    await chargePublication(ctx, { containerId, positionId, positionName: name, site: true });
  await tellPublishedBySave(ctx.db, positionId, ctx.user.id);
}

export const positionHandlers = {
  async get_Positions({ containerId, ...filter }, { db }) {
    return listPositions(db, containerId, filter);
  },

  async get_PositionCards({ containerId, take }, { db }) {
    const { items } = await listPositions(db, containerId, { query: '', status: 'Öppen', take });
    return items.map(({ id, name, start, stop, totalApplicants, totalUnProcessed }) => ({
      id,
      name,
      start,
      stop,
      totalApplicants,
      totalUnProcessed,
    }));
  },

  async get_PositionById({ containerId, positionId }, ctx) {
    return positionDetail(ctx.db, containerId, positionId, ctx);
  },

  async list_PositionOwnerChoices({ containerId }, { db }) {
    return ownerChoices(db, containerId);
  },

  async get_PositionTypes({ containerId }, { db }) {
    return db
      .select({ id: positionTypes.id, name: positionTypes.name })
      .from(positionTypes)
      .where(eq(positionTypes.containerId, containerId))
      .orderBy(positionTypes.name);
  },

  async create_Position(input, ctx) {
    // A draft (published_at null) until publish_Position: nothing to charge or tell yet.
    const [row] = await ctx.db
      .insert(positions)
      .values({
        containerId: input.containerId,
        ...(await columnsOf(ctx.db, input)),
        metadata: withMetadata({}, input),
      })
      .returning();
    return created(ctx, input.containerId, row!.id);
  },

  async update_Position({ positionId, ...input }, ctx) {
    refusePool(ctx.position);
    const current = await lockPosition(ctx.db, input.containerId, positionId);
    const [saved] = await ctx.db
      .update(positions)
      .set({
        ...(await columnsOf(ctx.db, input)),
        metadata: withMetadata(current.metadata, input),
        updatedAt: new Date(),
      })
      .where(and(eq(positions.id, positionId), eq(positions.containerId, input.containerId)))
      .returning();
    await publishedBySave(ctx, input.containerId, positionId, saved!.name, current, saved!);
    await syncPositionAds(ctx.db, positionId);
    return positionDetail(ctx.db, input.containerId, positionId, ctx);
  },

  async update_PositionForm({ containerId, positionId, form }, ctx) {
    const [row] = await ctx.db
      .update(positions)
      .set({ form: sanitizeFormHtml(form), updatedAt: new Date() })
      .where(and(eq(positions.id, positionId), eq(positions.containerId, containerId)))
      .returning({ updatedAt: positions.updatedAt });
    if (!row) throw notFound('Tjänsten finns inte');
    return { updatedAt: row.updatedAt.toISOString() };
  },

  async archive_Position({ containerId, positionId, isArchived }, ctx) {
    refusePool(ctx.position);
    const before = await lockPosition(ctx.db, containerId, positionId);
    const [saved] = await ctx.db
      .update(positions)
      .set({ isArchived, updatedAt: new Date() })
      .where(and(eq(positions.id, positionId), eq(positions.containerId, containerId)))
      .returning();
    if (!saved) throw notFound('Tjänsten finns inte');
    await publishedBySave(ctx, containerId, positionId, saved.name, before, saved);
    if (isArchived) await unpublishPositionAds(ctx.db, positionId);
    return positionDetail(ctx.db, containerId, positionId, ctx);
  },

  async copy_Position({ containerId, positionId }, ctx) {
    refusePool(ctx.position);
    const [source] = await ctx.db
      .select()
      .from(positions)
      .where(and(eq(positions.id, positionId), eq(positions.containerId, containerId)));
    if (!source) throw notFound('Tjänsten finns inte');
    const {
      id: _id,
      linkId: _link,
      views: _views,
      createdAt: _c,
      updatedAt: _u,
      // The copy is a new ad, a draft: its own events are still to be told.
      publishedAt: _published,
      publishedNotifiedAt: _p,
      closingSoonNotifiedAt: _s,
      closedNotifiedAt: _cl,
      ...copied
    } = source;
    const [row] = await ctx.db
      .insert(positions)
      .values({ ...copied, name: copiedPositionName(source.name), isArchived: false })
      .returning();
    return created(ctx, containerId, row!.id);
  },

  async delete_Position({ containerId, positionId }, { db, audit, position }) {
    refusePool(position);
    // Locked first: an application arriving meanwhile waits, then finds the position gone.
    const locked = await lockPosition(db, containerId, positionId);
    const [applications] = await db
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.positionId, positionId));
    if ((applications?.n ?? 0) > 0)
      throw conflict('Tjänsten har ansökningar och kan inte tas bort. Arkivera den i stället.');
    await unpublishBeforeDelete(db, positionId);
    await db
      .delete(positions)
      .where(and(eq(positions.id, positionId), eq(positions.containerId, containerId)));
    await audit({
      kind: 'deletion',
      summary: `Tog bort tjänsten ${locked.name}`,
      containerId,
      data: { positionId },
    });
    return { ok: true as const };
  },
} satisfies Partial<HandlerMap>;
