import type { z } from 'zod';
import { arbetsformedlingen } from './arbetsformedlingen.ts';
import { classifieds } from './classifieds.ts';
import type { ChannelField } from './fields.ts';

export type { ChannelField, ChannelFieldOption, TaxonomyName } from './fields.ts';

/**
 * The channels a position can be published on besides the career site (SPEC §3 'Integration record'):
 * job boards are type 3, classifieds type 2. Each is described here once (its fields, its data schema)
 * and spoken to by one adapter on the server (apps/server/src/platform/channel-adapters/).
 */
export interface ChannelDefinition {
  /** The partner setting name (SPEC §3): the company's settings for the channel are stored under it. */
  partner: string;
  typeId: 2 | 3;
  name: string;
  /** One line for the settings screen: what the channel is. */
  about: string;
  /** The company's own settings for the channel (not secret), e.g. the employer id at the board. */
  settingFields: readonly ChannelField[];
  /** The label of the channel's secret (API key); stored encrypted, never sent back in full. */
  secretLabel: string;
  /** A position's data for the channel (SPEC §3 type 3 / type 2 data). */
  dataFields: readonly ChannelField[];
  settingsSchema: z.ZodType<Record<string, unknown>>;
  dataSchema: z.ZodType<Record<string, unknown>>;
}

export const JOB_CHANNELS = [arbetsformedlingen, classifieds] as const satisfies readonly ChannelDefinition[];
/**
 * The same channels as their common shape, for code that takes any channel. Handing JOB_CHANNELS' own
 * entries to a ChannelDefinition made the type checker compare their zod schemas member by member again
 * in each project that did (a tenth of the server's types); here it is done once.
 */
export const CHANNEL_DEFINITIONS: readonly ChannelDefinition[] = JOB_CHANNELS;
export type PartnerName = (typeof JOB_CHANNELS)[number]['partner'];
export const PARTNER_NAMES = JOB_CHANNELS.map((c) => c.partner) as [PartnerName, ...PartnerName[]];

export function channelOf(partner: string): ChannelDefinition | undefined {
  return JOB_CHANNELS.find((c) => c.partner === partner);
}

/**
 * A job ad's state on one channel (SPEC §7 'job-ad status'): waiting (sent to the queue, not yet answered),
 * published (with the board's id and link), failed (with the board's reason), removed.
 */
export const JOB_AD_STATUSES = ['waiting', 'published', 'failed', 'removed'] as const;
export type JobAdStatus = (typeof JOB_AD_STATUSES)[number];
export const JOB_AD_STATUS_LABELS: Record<JobAdStatus, string> = {
  waiting: 'Väntar',
  published: 'Publicerad',
  failed: 'Misslyckades',
  removed: 'Borttagen',
};

/** What the queue is about to do with an ad. */
export type JobAdOperation = 'publish' | 'update' | 'unpublish';

export { arbetsformedlingen, classifieds };
export { ABROAD, PLATSBANKEN_LIMITS, SALARY_TYPES } from './arbetsformedlingen.ts';
