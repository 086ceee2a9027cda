import type { PartnerName } from '@rekry/domain';

/**
 * One channel (a job board, a classifieds site) behind one interface: the queue's job-ad handler speaks
 * only this, so a channel is one adapter file and one entry in the domain's JOB_CHANNELS.
 */

/** Everything a channel is told about one ad: the position as the career site shows it, and its data. */
export interface JobAdDocument {
  /** The idempotency key of this publish or update (a repeat with the same key changes nothing). */
  transactionId: string;
  /** Rekry's own id of the ad at the channel: stable for the position's life (`rekry-<positionId>`). */
  reference: string;
  position: {
    id: number;
    name: string;
    /** Plain text of the description (the boards take text, not HTML). */
    description: string;
    /** Where to apply: the position's public page. */
    applyUrl: string;
    /** YYYY-MM-DD, Stockholm; the last day to apply. */
    lastApplicationDate: string | null;
    publishedDate: string | null;
    contactPerson: { name: string; email: string; phone: string } | null;
  };
  company: {
    name: string;
    organisationNumber: string;
    email: string;
    phone: string;
    website: string;
  };
  /** The position's data for this channel (validated by the channel's data schema). */
  data: Record<string, unknown>;
}

/** The company's settings for the channel, with its secret decrypted (only ever in the job's memory). */
export interface ChannelCredentials {
  settings: Record<string, unknown>;
  secret: string;
}

export interface PublishedAd {
  externalId: string;
  url: string | null;
  /** What was sent, as sent (kept for support: the admin can read it). */
  sentDocument?: string;
}

export interface AdStatusAnswer {
  state: 'published' | 'removed' | 'pending' | 'refused';
  url: string | null;
  reason: string | null;
}

export interface ChannelAdapter {
  partner: PartnerName;
  /**
   * What the board would refuse, checked before sending: Swedish messages by data field ({} = fine). The
   * domain schema checks the shapes; this checks what only this board minds (e.g. its limits).
   */
  validate(ad: JobAdDocument): Record<string, string>;
  publish(ad: JobAdDocument, credentials: ChannelCredentials): Promise<PublishedAd>;
  update(ad: JobAdDocument, externalId: string, credentials: ChannelCredentials): Promise<PublishedAd>;
  unpublish(
    ad: {
      reference: string;
      transactionId: string;
      externalId: string;
      /** The ad as it stands, for a board that takes an ad down by sending it whole (null: gone). */
      document?: JobAdDocument | null;
    },
    credentials: ChannelCredentials,
  ): Promise<void>;
  status(externalId: string, credentials: ChannelCredentials): Promise<AdStatusAnswer>;
}

/**
 * The board said no to this ad (a 4xx about the ad or the credentials): sending it again will not help.
 * The job ends, the ad is 'failed' with `reason` (the board's, in Swedish where it gave one).
 */
export class ChannelRefused extends Error {
  /** What was sent and refused, as sent (kept for support like a published ad's). */
  sentDocument: string | undefined;
  constructor(
    readonly reason: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(reason);
  }
}

/**
 * The board could not be reached or answered 5xx/429, or took longer than the timeout: worth trying
 * again later (the job retries with back-off; `retryAfterMs` when the board said how long to wait).
 */
export class ChannelUnavailable extends Error {
  constructor(
    readonly reason: string,
    readonly retryAfterMs?: number,
  ) {
    super(reason);
  }
}

export interface ChannelEndpoint {
  /** The board's base URL (configuration: the real board, or a local peer in tests). */
  baseUrl: string;
  /** A request slower than this is abandoned (ChannelUnavailable). */
  timeoutMs: number;
}
