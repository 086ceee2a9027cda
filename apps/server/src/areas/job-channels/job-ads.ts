import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import {
  channelOf,
  channelSource,
  SOURCE_PARAM,
  companySiteUrl,
  positionPath,
  positionStatus,
  profileFromProperties,
  stockholmDate,
  type JobAdOperation,
  type PartnerName,
} from '@rekry/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import {
  containers,
  isPublicNow,
  partnerSettings,
  positionIntegrations,
  positions,
} from '../../db/schema.ts';
import { enqueueJob, type JobAdPayload, type JobHandler } from '../../platform/jobs.ts';
import {
  ChannelRefused,
  ChannelUnavailable,
  type ChannelCredentials,
  type JobAdDocument,
  type JobChannels,
} from '../../platform/channel-adapters/index.ts';
import { notifyCompany } from '../../platform/notifications.ts';
import { htmlToText } from '../../platform/sanitize.ts';
import type { SecretBox } from '../../platform/secret-box.ts';

/**
 * A position's ads on the job boards and classifieds sites: every publish, update and unpublish
 * goes through the job queue ('job-ad'), so a request never waits on a board, a board that is down is tried
 * again with back-off, and a crash loses nothing (the job runs again with the same transaction id, which the
 * board takes as the same request).
 */

type IntegrationRow = typeof positionIntegrations.$inferSelect;

/** Rekry's stable id of a position's ad at every channel. */
export const adReference = (positionId: number) => `rekry-${positionId}`;

/**
 * Puts an operation for one record on the queue: a new transaction id (the newest wins; an older job still
 * queued sees it is replaced and does nothing), status 'waiting'.
 */
export async function queueJobAd(db: Queryable, row: IntegrationRow, op: JobAdOperation): Promise<void> {
  // Nothing goes onto a board for a company that is inactive or suspended: its career site is dark, so an
  // ad would lead nowhere. The tick stays; republishCompanyAds publishes it when the company is active again.
  if (op !== 'unpublish' && !(await isCompanyActive(db, row.containerId))) return;
  const transactionId = randomUUID();
  await db
    .update(positionIntegrations)
    .set({ status: 'waiting', pendingOp: op, transactionId, statusReason: null, statusAt: new Date() })
    .where(eq(positionIntegrations.id, row.id));
  await enqueueJob(
    db,
    'job-ad',
    {
      op,
      partner: row.partner as PartnerName,
      transactionId,
      integrationId: row.id,
      reference: adReference(row.positionId),
    },
    { containerId: row.containerId },
  );
}

/** Records whose ad is on a board or on its way there. */
const liveAd = or(
  eq(positionIntegrations.status, 'published'),
  and(
    eq(positionIntegrations.status, 'waiting'),
    inArray(positionIntegrations.pendingOp, ['publish', 'update']),
  ),
  and(
    eq(positionIntegrations.status, 'failed'),
    inArray(positionIntegrations.pendingOp, ['publish', 'update']),
  ),
);

/** The position closed, was archived or is about to be deleted: each of its live ads is taken down. */
export async function unpublishPositionAds(db: Queryable, positionId: number): Promise<number> {
  const rows = await db
    .select()
    .from(positionIntegrations)
    .where(and(eq(positionIntegrations.positionId, positionId), liveAd));
  for (const row of rows) await queueJobAd(db, row, 'unpublish');
  return rows.length;
}

/** The company's positions with an ad on a board or on its way there (a company delete waits for them). */
export async function positionsWithLiveAds(db: Queryable, containerId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ positionId: positionIntegrations.positionId })
    .from(positionIntegrations)
    .where(and(eq(positionIntegrations.containerId, containerId), liveAd));
  return rows.map((r) => r.positionId);
}

/**
 * The position is being deleted: its records go with it, so the unpublish jobs carry the ads' identities
 * themselves.
 */
export async function unpublishBeforeDelete(db: Queryable, positionId: number): Promise<number> {
  const rows = await db
    .select()
    .from(positionIntegrations)
    .where(and(eq(positionIntegrations.positionId, positionId), liveAd));
  for (const row of rows) {
    await enqueueJob(
      db,
      'job-ad',
      {
        op: 'unpublish',
        partner: row.partner as PartnerName,
        transactionId: randomUUID(),
        integrationId: null,
        externalId: row.externalId,
        reference: adReference(positionId),
      },
      { containerId: row.containerId },
    );
  }
  return rows.length;
}

/** The position opened (its first day came): each ticked channel without an ad gets one. */
export async function publishCheckedAds(db: Queryable, positionId: number): Promise<number> {
  const rows = await db
    .select()
    .from(positionIntegrations)
    .where(and(eq(positionIntegrations.positionId, positionId), eq(positionIntegrations.isChecked, true)));
  const waiting = rows.filter((row) => row.status !== 'published' && row.status !== 'waiting');
  for (const row of waiting) await queueJobAd(db, row, 'publish');
  return waiting.length;
}

async function isCompanyActive(db: Queryable, containerId: number): Promise<boolean> {
  const [company] = await db
    .select({ status: containers.status })
    .from(containers)
    .where(eq(containers.id, containerId));
  return company?.status === 'active';
}

/** The company went inactive or suspended: every ad of it still on a board (or on its way) comes down. */
export async function takeDownCompanyAds(db: Queryable, containerId: number): Promise<number> {
  let taken = 0;
  for (const positionId of await positionsWithLiveAds(db, containerId))
    taken += await unpublishPositionAds(db, positionId);
  return taken;
}

/** The company is active again: its open positions' ticked channels are published as on their first day. */
export async function republishCompanyAds(db: Queryable, containerId: number): Promise<number> {
  const open = (
    await db
      .select({
        id: positions.id,
        start: positions.start,
        stop: positions.stop,
        isArchived: positions.isArchived,
        publishedAt: positions.publishedAt,
      })
      .from(positions)
      .where(eq(positions.containerId, containerId))
  ).filter(isOpen);
  let queued = 0;
  for (const position of open) queued += await publishCheckedAds(db, position.id);
  return queued;
}

const openColumns = {
  start: positions.start,
  stop: positions.stop,
  isArchived: positions.isArchived,
  publishedAt: positions.publishedAt,
};

/**
 * After a position was saved: closed, archived or a draft → its ads come down; still open → the
 * published ones are updated with the new text (the boards show what the career site shows).
 */
export async function syncPositionAds(db: Queryable, positionId: number): Promise<void> {
  const [position] = await db.select(openColumns).from(positions).where(eq(positions.id, positionId));
  if (!position) return;
  if (!isOpen(position)) {
    await unpublishPositionAds(db, positionId);
    return;
  }
  const published = await db
    .select()
    .from(positionIntegrations)
    .where(
      and(eq(positionIntegrations.positionId, positionId), eq(positionIntegrations.status, 'published')),
    );
  for (const row of published) await queueJobAd(db, row, 'update');
}

/** Open to applicants now: public (not a draft, not scheduled for later) and open by its dates. */
export function isOpen(p: {
  start: Date | null;
  stop: Date | null;
  isArchived: boolean;
  publishedAt: Date | null;
}): boolean {
  const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
  const status = positionStatus({ start: unix(p.start), stop: unix(p.stop), isArchived: p.isArchived });
  return isPublicNow(p) && status === 'Öppen';
}

/** Whether the position is public now (a job queued before it went back to a draft may not send it). */
async function isPositionPublic(db: Queryable, positionId: number): Promise<boolean> {
  const [position] = await db
    .select({ publishedAt: positions.publishedAt })
    .from(positions)
    .where(eq(positions.id, positionId));
  return !!position && isPublicNow(position);
}

/** The company's settings and decrypted secret for a channel, or null when it is off or has none. */
export async function credentialsOf(
  db: Queryable,
  box: SecretBox,
  containerId: number,
  partner: string,
): Promise<ChannelCredentials | null> {
  const [row] = await db
    .select()
    .from(partnerSettings)
    .where(and(eq(partnerSettings.containerId, containerId), eq(partnerSettings.partner, partner)));
  if (!row?.isEnabled || !row.secretSealed) return null;
  const secret = box.open(row.secretSealed);
  return secret === null ? null : { settings: row.settings, secret };
}

/** The ad as the boards are told it: the position as the career site shows it, the company, the data. */
export async function jobAdDocument(
  db: Queryable,
  row: Pick<IntegrationRow, 'positionId' | 'data' | 'partner'>,
  transactionId: string,
  appUrl: string,
): Promise<JobAdDocument | null> {
  const [found] = await db
    .select({ position: positions, metadata: containers.metadata, companyName: containers.name })
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .where(eq(positions.id, row.positionId));
  if (!found) return null;
  const { position } = found;
  const profile = profileFromProperties(found.metadata.properties ?? {});
  const site = profile.dns ? companySiteUrl(appUrl, profile.dns) : appUrl;
  const contact = position.metadata.contactPerson as
    { firstname?: string; lastname?: string; email?: string; phoneNumber?: string } | undefined;
  return {
    transactionId,
    reference: adReference(position.id),
    position: {
      id: position.id,
      name: position.name,
      description: htmlToText(position.description).trim() || position.text,
      // Each channel's own tracked address: the applications it brings say so (the reports' sources).
      applyUrl: `${site}${positionPath(position)}?${SOURCE_PARAM}=${channelSource(row.partner)}`,
      lastApplicationDate: position.stop ? stockholmDate(position.stop) : null,
      publishedDate: position.start ? stockholmDate(position.start) : null,
      contactPerson: contact
        ? {
            name: [contact.firstname, contact.lastname].filter(Boolean).join(' '),
            email: contact.email ?? '',
            phone: contact.phoneNumber ?? '',
          }
        : null,
    },
    company: {
      name: profile.displayName || found.companyName,
      organisationNumber: profile.organisationNumber,
      email: profile.email,
      phone: profile.phone,
      website: profile.website,
    },
    data: row.data,
  };
}

interface JobAdDeps {
  db: Queryable;
  channels: JobChannels;
  box: SecretBox;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** The record a job acts on, unless a newer transaction has replaced this one (then: nothing to do). */
async function currentRow(db: Queryable, payload: JobAdPayload): Promise<IntegrationRow | null | 'replaced'> {
  if (payload.integrationId === null) return null;
  const [row] = await db
    .select()
    .from(positionIntegrations)
    .where(eq(positionIntegrations.id, payload.integrationId));
  if (!row || row.transactionId !== payload.transactionId) return 'replaced';
  return row;
}

async function markFailed(deps: JobAdDeps, row: IntegrationRow, reason: string, sentDocument?: string) {
  await deps.db
    .update(positionIntegrations)
    .set({
      status: 'failed',
      statusReason: reason.slice(0, 1000),
      statusAt: new Date(),
      ...(sentDocument === undefined ? {} : { sentDocument }),
    })
    .where(
      and(eq(positionIntegrations.id, row.id), eq(positionIntegrations.transactionId, row.transactionId!)),
    );
  const channel = channelOf(row.partner);
  const [position] = await deps.db
    .select({ name: positions.name })
    .from(positions)
    .where(eq(positions.id, row.positionId));
  await notifyCompany(deps.db, {
    containerId: row.containerId,
    type: 'Exception',
    title: `Annonsen kunde inte skickas till ${channel?.name ?? row.partner}`,
    message: `${position?.name ?? 'Tjänsten'}: ${reason}`,
    data: { positionId: row.positionId, id: row.id },
  });
}

/** The queue's handler for 'job-ad' jobs. */
export function jobAdHandler(deps: JobAdDeps): JobHandler<'job-ad'> {
  const { db } = deps;
  return {
    async run(payload, job) {
      const row = await currentRow(db, payload);
      if (row === 'replaced') return;
      const adapter = deps.channels.adapter(payload.partner);
      const containerId = row?.containerId ?? job.containerId ?? 0;
      try {
        if (!adapter) throw new ChannelRefused('Kanalen är inte konfigurerad på den här servern');
        if (payload.op === 'unpublish') {
          const externalId = row ? row.externalId : (payload.externalId ?? null);
          if (externalId) {
            const credentials = await credentialsOf(db, deps.box, containerId, payload.partner);
            if (!credentials) throw new ChannelRefused('Kanalen är avstängd eller saknar nyckel');
            const document = row ? await jobAdDocument(db, row, payload.transactionId, deps.appUrl) : null;
            await adapter.unpublish(
              { reference: payload.reference, transactionId: payload.transactionId, externalId, document },
              credentials,
            );
          }
          if (row)
            await db
              .update(positionIntegrations)
              .set({ status: 'removed', pendingOp: null, statusReason: null, statusAt: new Date() })
              .where(
                and(
                  eq(positionIntegrations.id, row.id),
                  eq(positionIntegrations.transactionId, payload.transactionId),
                ),
              );
          return;
        }
        if (!row) return;
        // Never a draft on a board: what is there comes down instead, what is not stays unsent.
        if (!(await isPositionPublic(db, row.positionId))) {
          if (row.externalId) await queueJobAd(db, row, 'unpublish');
          else
            await db
              .update(positionIntegrations)
              .set({ status: null, pendingOp: null, statusAt: new Date() })
              .where(
                and(
                  eq(positionIntegrations.id, row.id),
                  eq(positionIntegrations.transactionId, payload.transactionId),
                ),
              );
          return;
        }
        const credentials = await credentialsOf(db, deps.box, containerId, payload.partner);
        if (!credentials) throw new ChannelRefused('Kanalen är avstängd eller saknar nyckel');
        const ad = await jobAdDocument(db, row, payload.transactionId, deps.appUrl);
        if (!ad) return;
        const refusals = Object.values(adapter.validate(ad));
        if (refusals.length) throw new ChannelRefused(refusals.join(' '));
        const result =
          payload.op === 'update' && row.externalId
            ? await adapter.update(ad, row.externalId, credentials)
            : await adapter.publish(ad, credentials);
        await db
          .update(positionIntegrations)
          .set({
            status: 'published',
            pendingOp: null,
            externalId: result.externalId,
            externalUrl: result.url,
            sentDocument: result.sentDocument ?? null,
            statusReason: null,
            statusAt: new Date(),
          })
          .where(
            and(
              eq(positionIntegrations.id, row.id),
              eq(positionIntegrations.transactionId, payload.transactionId),
            ),
          );
      } catch (err) {
        if (err instanceof ChannelRefused && row) {
          await markFailed(deps, row, err.reason, err.sentDocument);
          return;
        }
        if (err instanceof ChannelRefused) {
          deps.log.warn({ partner: payload.partner, reason: err.reason }, 'job ad: unpublish refused');
          return;
        }
        if (row && err instanceof ChannelUnavailable)
          await db
            .update(positionIntegrations)
            .set({ statusReason: err.reason.slice(0, 1000) })
            .where(eq(positionIntegrations.id, row.id));
        throw err;
      }
    },
    /** Every try is spent (the board stayed down or slow): the ad is 'failed' and the company is told. */
    async failed(payload, _job, error) {
      const row = await currentRow(db, payload);
      if (row === 'replaced' || row === null) {
        deps.log.error({ payload, error }, 'job ad: gave up');
        return;
      }
      await markFailed(deps, row, `Kanalen svarade inte efter flera försök (${error})`);
    },
  };
}
