/** What the integration actions send to the client: the company's channel settings, a position's channels. */
import { desc, eq } from 'drizzle-orm';
import {
  CHANNEL_DEFINITIONS,
  channelOf,
  type ChannelDefinition,
  type JobAdChannelStatus,
  type PartnerName,
  type PartnerSettingView,
  type PositionIntegration,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { adFactsOf, channelPrefill } from './prefill.ts';
import { partnerSettingChanges, partnerSettings, positionIntegrations, users } from '../../db/schema.ts';
import { personColumns, personName } from '../../platform/person-name.ts';

type SettingRow = typeof partnerSettings.$inferSelect;
type IntegrationRow = typeof positionIntegrations.$inferSelect;

export const channel = (partner: PartnerName) => channelOf(partner) as ChannelDefinition;

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

/** Who changed a setting; one whose account is gone is named as such. */
const changedBy = (u: Parameters<typeof personName>[0] | null) =>
  u?.email ? personName(u) : 'Borttagen användare';

async function settingRows(db: Queryable, containerId: number) {
  return db
    .select({
      row: partnerSettings,
      ...personColumns,
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
  extra: Pick<PositionIntegration, 'prefill'> & { isAdmin: boolean },
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
    prefill: extra.prefill,
    sentDocument: extra.isAdmin ? (row?.sentDocument ?? null) : null,
  };
}

/** The channels the company has switched on. */
export async function enabledPartners(db: Queryable, containerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ partner: partnerSettings.partner, isEnabled: partnerSettings.isEnabled })
    .from(partnerSettings)
    .where(eq(partnerSettings.containerId, containerId));
  return new Set(rows.filter((r) => r.isEnabled).map((r) => r.partner));
}

/** Every channel with the company's settings (secrets only hinted), and the last 50 changes. */
export async function partnerSettingsOf(db: Queryable, containerId: number) {
  const rows = await settingRows(db, containerId);
  const log = await db
    .select({
      at: partnerSettingChanges.createdAt,
      partner: partnerSettingChanges.partner,
      fields: partnerSettingChanges.fields,
      ...personColumns,
    })
    .from(partnerSettingChanges)
    .leftJoin(users, eq(users.id, partnerSettingChanges.actorId))
    .where(eq(partnerSettingChanges.containerId, containerId))
    .orderBy(desc(partnerSettingChanges.createdAt), desc(partnerSettingChanges.id))
    .limit(50);
  return {
    channels: CHANNEL_DEFINITIONS.map((def) => {
      const found = rows.find((r) => r.row.partner === def.partner);
      return settingView(def, found?.row, found?.row.updatedBy ? changedBy(found) : null);
    }),
    log: log.map((entry) => ({
      at: entry.at.toISOString(),
      partner: entry.partner as PartnerName,
      by: changedBy(entry),
      fields: entry.fields,
    })),
  };
}

/** A channel's settings as the caller just saved them. */
export async function savedSettingOf(db: Queryable, partner: PartnerName, row: SettingRow, userId: number) {
  const [me] = await db.select(personColumns).from(users).where(eq(users.id, userId));
  return settingView(channel(partner), row, changedBy(me ?? null));
}

const integrationRows = (db: Queryable, positionId: number) =>
  db.select().from(positionIntegrations).where(eq(positionIntegrations.positionId, positionId));

/** Every channel for the position: ticked or not, what it holds and where its ad stands. */
export async function positionIntegrationsOf(
  db: Queryable,
  containerId: number,
  positionId: number,
  isAdmin: boolean,
) {
  const rows = await integrationRows(db, positionId);
  const enabled = await enabledPartners(db, containerId);
  const ad = await adFactsOf(db, positionId);
  return CHANNEL_DEFINITIONS.map((def) =>
    integrationView(
      def,
      positionId,
      rows.find((r) => r.partner === def.partner),
      enabled.has(def.partner),
      {
        prefill: channelPrefill(ad, def.partner),
        isAdmin,
      },
    ),
  );
}

/** One channel's record for the position, by its id. */
export async function positionIntegrationOf(
  db: Queryable,
  containerId: number,
  positionId: number,
  partner: PartnerName,
  id: number,
  isAdmin: boolean,
) {
  const [saved] = await db.select().from(positionIntegrations).where(eq(positionIntegrations.id, id));
  const enabled = await enabledPartners(db, containerId);
  const def = channel(partner);
  return integrationView(def, positionId, saved, enabled.has(partner), {
    prefill: channelPrefill(await adFactsOf(db, positionId), partner),
    isAdmin,
  });
}

/** Where the position's ads stand, per channel that has one. */
export async function positionPartnersOf(db: Queryable, positionId: number) {
  const rows = await integrationRows(db, positionId);
  return rows.flatMap((row) => jobAdOf(row) ?? []);
}
