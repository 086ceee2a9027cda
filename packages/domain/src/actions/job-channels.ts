import { z } from 'zod';
import {
  PARTNER_NAMES,
  type JobAdOperation,
  type JobAdStatus,
  type PartnerName,
} from '../job-channels/index.ts';
import { action, containerId, positionId, type ActionArea } from './define.ts';

/** A company's settings for one channel, as the browser sees them: the secret only as its last characters. */
export interface PartnerSettingView {
  partner: PartnerName;
  typeId: 2 | 3;
  name: string;
  isEnabled: boolean;
  settings: Record<string, unknown>;
  /** Whether a secret is stored, and its last four characters ('••••abcd'); the secret itself never. */
  secretSet: boolean;
  secretHint: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** One change of a company's channel settings (who, when, which fields; never the values of a secret). */
export interface PartnerSettingChange {
  at: string;
  partner: PartnerName;
  by: string;
  fields: string[];
}

export interface PartnerSettingsOverview {
  channels: PartnerSettingView[];
  log: PartnerSettingChange[];
}

/** A job ad's state on one channel (SPEC §7 job-ad status), as the position and the list show it. */
export interface JobAdChannelStatus {
  partner: PartnerName;
  name: string;
  status: JobAdStatus;
  /** What the queue is about to do (status 'waiting'). */
  pending: JobAdOperation | null;
  externalId: string | null;
  url: string | null;
  /** The board's reason, for 'failed'. */
  reason: string | null;
  statusAt: string;
}

/** SPEC §3 'Integration record': a position's data for one channel, with its job-ad status. */
export interface PositionIntegration {
  id: number | null;
  name: string;
  typeId: 2 | 3;
  isChecked: boolean;
  positionId: number;
  data: Record<string, unknown>;
  partnerSettingName: PartnerName;
  /** The company has turned the channel on (and given its settings) under /admin/integration. */
  channelEnabled: boolean;
  jobAd: JobAdChannelStatus | null;
  /** What the ad and the company already say for the channel's fields, and where each came from. */
  prefill: ChannelPrefill;
  /** The last document sent to the channel, as sent; for admins only (null otherwise). */
  sentDocument: string | null;
}

export interface ChannelPrefill {
  values: Record<string, string>;
  /**
   * Per key of `values`: where it came from, in Swedish, as the card says it after 'Ifyllt från'
   * ('annonsen', 'annonstypen', 'företagets adress'). A key is here only with a value that is not empty.
   */
  from: Record<string, string>;
}

const partner = z.enum(PARTNER_NAMES, { error: 'Okänd kanal' });
const record = z.record(z.string(), z.unknown(), { error: 'Ogiltiga uppgifter' });

export const jobChannelsActions = {
  get_PartnerSettings: action<PartnerSettingsOverview>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description:
      'Företagets kanaler (platsbanker och annonssajter): på eller av, inställningar, om en nyckel finns (bara sista tecknen) och ändringsloggen.',
  }),
  update_PartnerSetting: action<PartnerSettingView>()({
    input: z.object({
      containerId,
      partner,
      isEnabled: z.boolean({ error: 'Ange om kanalen används' }),
      settings: record,
      /** Absent: keep the stored secret; '': remove it; otherwise the new secret (stored encrypted). */
      secret: z.string().max(500, 'Nyckeln får vara högst 500 tecken').optional(),
    }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description:
      'Spara företagets inställningar för en kanal. Nyckeln krypteras och skickas aldrig tillbaka; ändringen loggas.',
  }),
  get_PositionIntegrations: action<PositionIntegration[]>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'writer', scope: 'position' },
    mutation: false,
    description: 'Tjänstens kanaler: uppgifterna för varje kanal och annonsens status där.',
  }),
  update_PositionIntegration: action<PositionIntegration>()({
    input: z.object({
      containerId,
      positionId,
      partner,
      isChecked: z.boolean({ error: 'Ange om annonsen ska publiceras i kanalen' }),
      data: record,
    }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Spara tjänstens uppgifter för en kanal. Ikryssad och öppen: annonsen publiceras (eller uppdateras) via kön; urkryssad: den tas bort.',
  }),
  get_PositionPartners: action<JobAdChannelStatus[]>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description: "Kanalerna tjänsten finns i ('partners') med annonsens status i varje.",
  }),
} satisfies ActionArea;
