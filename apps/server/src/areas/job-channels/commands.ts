/** What the integration actions change: the company's channel settings, a position's choice of channels. */
import { and, eq } from 'drizzle-orm';
import type { ActionParsedInput, PartnerName } from '@rekry/domain';
import { partnerSettings, positionIntegrations } from '../../db/schema.ts';
import { badRequest, fromZodError } from '../../core/errors.ts';
import { actorOf, recordIntegrationChange } from '../../platform/audit.ts';
import { chargePublication } from '../billing/index.ts';
import { isOpen, jobAdDocument, queueJobAd } from './job-ads.ts';
import { secretHint } from '../../platform/secret-box.ts';
import type { ActionContext } from '../../platform/action-context.ts';
import { channel, enabledPartners } from './presenters.ts';
import { lockPosition } from '../positions/index.ts';

type SettingRow = typeof partnerSettings.$inferSelect;
type SettingWrite = Pick<ActionParsedInput<'update_PartnerSetting'>, 'isEnabled' | 'settings' | 'secret'>;
type IntegrationWrite = Pick<ActionParsedInput<'update_PositionIntegration'>, 'isChecked' | 'data'>;

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
  const ad = await jobAdDocument(
    ctx.db,
    { positionId, data, partner },
    'validering',
    ctx.services.config.appUrl,
  );
  if (!adapter || !ad) return;
  const fields = adapter.validate(ad);
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/**
 * Saves the company's settings of a channel: the secret is sealed (an empty one removes it, none keeps
 * it), and switching the channel on needs one. The changed fields are logged. Answers the saved row.
 */
export async function savePartnerSetting(
  ctx: ActionContext,
  containerId: number,
  partner: PartnerName,
  { isEnabled, settings, secret }: SettingWrite,
): Promise<SettingRow> {
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
  return row!;
}

/**
 * Ticks or unticks a channel for the position: a ticked one must be on for the company, the position
 * external and not closed, and its data what the board takes; a newly ticked channel is charged. The ad is
 * queued (or, unticked, taken down). Answers the record's id.
 */
export async function savePositionIntegration(
  ctx: ActionContext,
  containerId: number,
  positionId: number,
  partner: PartnerName,
  { isChecked, data }: IntegrationWrite,
): Promise<number> {
  const def = channel(partner);
  const { db } = ctx;
  const position = await lockPosition(db, containerId, positionId);
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
  // Checked before its first day or while a draft: the clock or publish_Position publishes it then.
  if (isChecked && isOpen(position)) await queueJobAd(db, row!, live ? 'update' : 'publish');
  else if (!isChecked && (live || (row!.status === 'failed' && row!.externalId)))
    await queueJobAd(db, row!, 'unpublish');
  await ctx.audit({
    kind: 'integration',
    summary: `${isChecked ? 'Valde' : 'Valde bort'} ${def.name} för tjänsten ${position.name}`,
    containerId,
    data: { partner, positionId, isChecked },
  });
  return row!.id;
}
