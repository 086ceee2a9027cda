import { and, desc, eq } from 'drizzle-orm';
import {
  JOB_CHANNELS,
  channelOf,
  type ChannelDefinition,
  type JobAdChannelStatus,
  type PartnerName,
  type PartnerSettingView,
  type PositionIntegration,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import {
  partnerSettingChanges,
  partnerSettings,
  positionIntegrations,
  positions,
  users,
} from '../../db/schema.ts';
import { badRequest, fromZodError } from '../../core/errors.ts';
import { actorOf, recordIntegrationChange } from '../../services/audit.ts';
import { chargePublication } from '../../services/billing.ts';
import { isOpen, jobAdDocument, queueJobAd } from '../../services/job-ads.ts';
import { secretHint } from '../../services/secret-box.ts';
import type { ActionContext, HandlerMap } from '../types.ts';

/**
 * Job boards and classifieds (issue 16): the company's channel settings (/admin/integration) and a
 * position's records per channel (/admin/positions/{id}/integrations). The ads themselves are sent by the
 * queue (services/job-ads.ts).
 */

type SettingRow = typeof partnerSettings.$inferSelect;
type IntegrationRow = typeof positionIntegrations.$inferSelect;

const channel = (partner: PartnerName) => channelOf(partner) as ChannelDefinition;

function settingView(
  def: ChannelDefinition,
  row: SettingRow | undefined,
  by: string | null,
): PartnerSettingView {
  return {
    partner: def.partner as PartnerName,
    typeId: def.typeId,
    name: def.name,
    isEnabled: row?.isEnabled ?? false,
    settings: row?.settings ?? {},
    secretSet: Boolean(row?.secretSealed),
    secretHint: row?.secretSealed ? row.secretHint : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedBy: row ? by : null,
  };
}

const personName = (u: { firstname: string | null; lastname: string | null; email: string | null } | null) =>
  u?.email ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email : 'Borttagen användare';

async function settingRows(db: Queryable, containerId: number) {
  return db
    .select({
      row: partnerSettings,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(partnerSettings)
    .leftJoin(users, eq(users.id, partnerSettings.updatedBy))
    .where(eq(partnerSettings.containerId, containerId));
}

function jobAdOf(row: IntegrationRow): JobAdChannelStatus | null {
  if (!row.status) return null;
  return {
    partner: row.partner as PartnerName,
    name: channelOf(row.partner)?.name ?? row.partner,
    status: row.status,
    pending: row.pendingOp,
    externalId: row.externalId,
    url: row.externalUrl,
    reason: row.statusReason,
    statusAt: (row.statusAt ?? row.updatedAt).toISOString(),
  };
}

function integrationView(
  def: ChannelDefinition,
  positionId: number,
  row: IntegrationRow | undefined,
  enabled: boolean,
): PositionIntegration {
  const data = { ...(row?.data ?? {}) };
  if (row?.transactionId) data.transactionId = row.transactionId;
  if (def.typeId === 2 && row?.externalId) data.jobAdId = row.externalId;
  return {
    id: row?.id ?? null,
    name: def.name,
    typeId: def.typeId,
    isChecked: row?.isChecked ?? false,
    positionId,
    data,
    partnerSettingName: def.partner as PartnerName,
    channelEnabled: enabled,
    jobAd: row ? jobAdOf(row) : null,
  };
}

async function enabledPartners(db: Queryable, containerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ partner: partnerSettings.partner, isEnabled: partnerSettings.isEnabled })
    .from(partnerSettings)
    .where(eq(partnerSettings.containerId, containerId));
  return new Set(rows.filter((r) => r.isEnabled).map((r) => r.partner));
}

/** The names of the fields whose value changed (the log keeps names, never a secret's value). */
function changedFields(before: SettingRow | undefined, after: Record<string, unknown>, isEnabled: boolean) {
  const fields = Object.keys(after).filter(
    (key) => JSON.stringify(before?.settings[key] ?? '') !== JSON.stringify(after[key] ?? ''),
  );
  if ((before?.isEnabled ?? false) !== isEnabled) fields.unshift('isEnabled');
  return fields;
}

/**
 * What the board itself would refuse (its adapter's checks over the ad as it would be sent: the position's
 * dates and text, the company's organisation number), told before anything is queued. A channel this
 * server cannot reach (production without its URL) is checked when the job runs.
 */
async function assertBoardWouldTake(
  ctx: ActionContext,
  partner: PartnerName,
  positionId: number,
  data: Record<string, unknown>,
) {
  const adapter = ctx.services.channels.adapter(partner);
  const ad = await jobAdDocument(ctx.db, { positionId, data }, 'validering', ctx.services.config.appUrl);
  if (!adapter || !ad) return;
  const fields = adapter.validate(ad);
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

export const integrationHandlers = {
  async get_PartnerSettings({ containerId }, { db }) {
    const rows = await settingRows(db, containerId);
    const log = await db
      .select({
        at: partnerSettingChanges.createdAt,
        partner: partnerSettingChanges.partner,
        fields: partnerSettingChanges.fields,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
      })
      .from(partnerSettingChanges)
      .leftJoin(users, eq(users.id, partnerSettingChanges.actorId))
      .where(eq(partnerSettingChanges.containerId, containerId))
      .orderBy(desc(partnerSettingChanges.createdAt), desc(partnerSettingChanges.id))
      .limit(50);
    return {
      channels: JOB_CHANNELS.map((def) => {
        const found = rows.find((r) => r.row.partner === def.partner);
        return settingView(def, found?.row, found?.row.updatedBy ? personName(found) : null);
      }),
      log: log.map((entry) => ({
        at: entry.at.toISOString(),
        partner: entry.partner as PartnerName,
        by: personName(entry),
        fields: entry.fields,
      })),
    };
  },

  async update_PartnerSetting({ containerId, partner, isEnabled, settings, secret }, ctx) {
    const def = channel(partner);
    const parsed = def.settingsSchema.safeParse(settings);
    if (!parsed.success) throw fromZodError(parsed.error);
    const [before] = await ctx.db
      .select()
      .from(partnerSettings)
      .where(and(eq(partnerSettings.containerId, containerId), eq(partnerSettings.partner, partner)))
      .for('update');
    const newSecret = secret?.trim();
    if (isEnabled && !newSecret && (newSecret === '' || !before?.secretSealed))
      throw badRequest(`Ange ${def.secretLabel.toLowerCase()} för att använda kanalen`, {
        secret: `Ange ${def.secretLabel.toLowerCase()} för att använda kanalen`,
      });
    const secretColumns =
      newSecret === undefined
        ? {}
        : newSecret === ''
          ? { secretSealed: null, secretHint: null }
          : { secretSealed: ctx.services.secrets.seal(newSecret), secretHint: secretHint(newSecret) };
    const values = {
      isEnabled,
      settings: parsed.data,
      ...secretColumns,
      updatedBy: ctx.user.id,
      updatedAt: new Date(),
    };
    const [row] = await ctx.db
      .insert(partnerSettings)
      .values({ containerId, partner, ...values })
      .onConflictDoUpdate({ target: [partnerSettings.containerId, partnerSettings.partner], set: values })
      .returning();
    const fields = changedFields(before, parsed.data, isEnabled);
    if (newSecret !== undefined) fields.push(newSecret === '' ? 'secret:removed' : 'secret');
    if (fields.length) {
      // Which fields changed, never a value: the secret is only 'secret' / 'secret:removed'.
      await recordIntegrationChange(
        ctx.db,
        actorOf(ctx.user, ctx.ip),
        { containerId, partner, fields },
        {
          kind: 'integration',
          summary: `Ändrade inställningarna för ${def.name} (${isEnabled ? 'på' : 'av'})`,
          data: { partner, isEnabled, fields },
        },
      );
    }
    const [me] = await ctx.db
      .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
      .from(users)
      .where(eq(users.id, ctx.user.id));
    return settingView(def, row, personName(me ?? null));
  },

  async get_PositionIntegrations({ containerId, positionId }, { db }) {
    const rows = await db
      .select()
      .from(positionIntegrations)
      .where(eq(positionIntegrations.positionId, positionId));
    const enabled = await enabledPartners(db, containerId);
    return JOB_CHANNELS.map((def) =>
      integrationView(
        def,
        positionId,
        rows.find((r) => r.partner === def.partner),
        enabled.has(def.partner),
      ),
    );
  },

  async update_PositionIntegration({ containerId, positionId, partner, isChecked, data }, ctx) {
    const def = channel(partner);
    const { db } = ctx;
    const [position] = await db
      .select({
        name: positions.name,
        start: positions.start,
        stop: positions.stop,
        isArchived: positions.isArchived,
        isInternal: positions.isInternal,
      })
      .from(positions)
      .where(eq(positions.id, positionId))
      .for('update');
    if (!position) throw badRequest('Tjänsten finns inte');
    const enabled = await enabledPartners(db, containerId);
    if (isChecked && !enabled.has(partner))
      throw badRequest(
        `${def.name} är inte aktiverad för företaget. En administratör slår på den under Integration.`,
      );
    if (isChecked && position.isInternal)
      throw badRequest('En intern tjänst kan inte publiceras i externa kanaler');
    if (isChecked && (position.isArchived || (position.stop && position.stop.getTime() < Date.now())))
      throw badRequest('Tjänsten är stängd. Öppna den igen för att publicera annonsen.');
    // The ids the board and Rekry set are never taken from the browser.
    const { transactionId: _t, jobAdId: _j, ...given } = data;
    const parsed = def.dataSchema.safeParse(given);
    // An unticked channel keeps what was typed, even half-filled: it is only checked when it is to be sent.
    if (isChecked && !parsed.success) throw fromZodError(parsed.error);
    const stored = parsed.success ? parsed.data : given;
    if (isChecked) await assertBoardWouldTake(ctx, partner, positionId, stored);
    // Billing (SPEC §4): ticking a paid channel publishes the ad there; keeping it ticked is free.
    const [previous] = await db
      .select({ isChecked: positionIntegrations.isChecked })
      .from(positionIntegrations)
      .where(and(eq(positionIntegrations.positionId, positionId), eq(positionIntegrations.partner, partner)));
    if (isChecked && !previous?.isChecked)
      await chargePublication(ctx, {
        containerId,
        positionId,
        positionName: position.name,
        site: false,
        channels: [partner],
      });
    const [row] = await db
      .insert(positionIntegrations)
      .values({ containerId, positionId, partner, typeId: def.typeId, isChecked, data: stored })
      .onConflictDoUpdate({
        target: [positionIntegrations.positionId, positionIntegrations.partner],
        set: { isChecked, data: stored, updatedAt: new Date() },
      })
      .returning();
    const live = row!.status === 'published' || (row!.status === 'waiting' && row!.pendingOp !== 'unpublish');
    // Checked before its first day: the clock publishes it then (services/position-events.ts).
    if (isChecked && isOpen(position)) await queueJobAd(db, row!, live ? 'update' : 'publish');
    else if (!isChecked && (live || (row!.status === 'failed' && row!.externalId)))
      await queueJobAd(db, row!, 'unpublish');
    await ctx.audit({
      kind: 'integration',
      summary: `${isChecked ? 'Valde' : 'Valde bort'} ${def.name} för tjänsten ${position.name}`,
      containerId,
      data: { partner, positionId, isChecked },
    });
    const [saved] = await db.select().from(positionIntegrations).where(eq(positionIntegrations.id, row!.id));
    return integrationView(def, positionId, saved, enabled.has(partner));
  },

  async get_PositionPartners({ positionId }, { db }) {
    const rows = await db
      .select()
      .from(positionIntegrations)
      .where(eq(positionIntegrations.positionId, positionId));
    return rows.flatMap((row) => jobAdOf(row) ?? []);
  },
} satisfies Partial<HandlerMap>;
