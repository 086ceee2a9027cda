/**
 * Where an application came from (zod-free: the career site's bundle records it). The landing address's
 * `kalla` (each job channel's ad links with its own) and `utm_*` parameters and the referring site are
 * kept for the browser tab and sent with the application.
 */

/** The query parameter of a tracked address: `?kalla=platsbanken`. */
export const SOURCE_PARAM = 'kalla';

/** The tracked address value each job channel's ad links with (its partner name → `kalla`). */
export const CHANNEL_SOURCES = { arbetsformedlingen: 'platsbanken', classifieds: 'annonssajt' } as const;

/** What the apply request carries: each part optional, each bounded (application-source.ts). */
export interface ApplicationSource {
  kalla?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** The referring site's host name (never its path: a search or a mail may hold personal data). */
  referrer?: string;
}

export const SOURCE_LIMITS = { text: 100, host: 253 } as const;

/**
 * Letters (å, ä, ö too), digits, space and . _ - + ~: what campaign names use, nothing that marks up.
 * Blank is allowed and means none (an empty utm_source= in a link).
 */
export const SOURCE_TEXT = /^[\p{L}\p{N} ._\-+~]*$/u;
export const SOURCE_HOST =
  /^$|^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The `kalla` of a channel's ad (a channel not listed links with its partner name). */
export const channelSource = (partner: string): string =>
  (CHANNEL_SOURCES as Record<string, string>)[partner] ?? partner;
