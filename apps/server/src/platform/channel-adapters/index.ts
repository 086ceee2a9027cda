import type { FastifyBaseLogger } from 'fastify';
import { PARTNER_NAMES, type PartnerName } from '@rekry/domain';
import type { Config } from '../../config.ts';
import type { ChannelAdapter, ChannelEndpoint } from './adapter.ts';
import { createArbetsformedlingenAdapter } from './arbetsformedlingen.ts';
import { createClassifiedsAdapter } from './classifieds.ts';
import { startClassifiedsPeer } from './peers/classifieds-peer.ts';
import type { BoardPeer, PeerOptions } from './peers/peer.ts';
import { startPlatsbankenPeer } from './peers/platsbanken/platsbanken-peer.ts';

export * from './adapter.ts';

/** Each channel's adapter, and the local peer that speaks its contract (tests, the sandbox). */
const CHANNELS: Record<
  PartnerName,
  {
    adapter: (endpoint: ChannelEndpoint) => ChannelAdapter;
    peer: (options?: PeerOptions) => Promise<BoardPeer>;
  }
> = {
  arbetsformedlingen: { adapter: createArbetsformedlingenAdapter, peer: startPlatsbankenPeer },
  classifieds: { adapter: createClassifiedsAdapter, peer: startClassifiedsPeer },
};

/** Starts the local peer of a channel (tests start their own to set faults and read what it holds). */
export const startChannelPeer = (partner: PartnerName, options?: PeerOptions) =>
  CHANNELS[partner].peer(options);

/**
 * The channels this instance can reach: an adapter per channel with a base URL from the configuration.
 * Outside production a channel without one gets its sandbox: the contract's local peer, started with the
 * app, so the demo publishes somewhere real-shaped (the settings screen says so).
 */
export class JobChannels {
  private readonly urls: Partial<Record<PartnerName, string>>;
  private readonly sandboxes: BoardPeer[] = [];
  private readonly sandboxed = new Set<PartnerName>();

  constructor(
    private readonly config: Config['jobChannels'],
    private readonly log: FastifyBaseLogger,
  ) {
    this.urls = { ...(config.urls as Partial<Record<PartnerName, string>>) };
  }

  /** Starts the sandbox peers for channels without a URL (outside production). */
  async start(): Promise<void> {
    if (!this.config.sandbox) return;
    for (const partner of PARTNER_NAMES) {
      if (this.urls[partner]) continue;
      const peer = await CHANNELS[partner].peer();
      this.sandboxes.push(peer);
      this.sandboxed.add(partner);
      this.urls[partner] = peer.url;
      this.log.info({ partner, url: peer.url }, 'job channel: local sandbox (no URL configured)');
    }
  }

  async stop(): Promise<void> {
    await Promise.allSettled(this.sandboxes.splice(0).map((peer) => peer.close()));
  }

  /** The adapter for a channel, or null when it has no address here (production without a URL). */
  adapter(partner: PartnerName): ChannelAdapter | null {
    const baseUrl = this.urls[partner];
    return baseUrl ? CHANNELS[partner].adapter({ baseUrl, timeoutMs: this.config.timeoutMs }) : null;
  }

  /** Whether the channel is this instance's sandbox rather than the real board. */
  isSandbox(partner: PartnerName): boolean {
    return this.sandboxed.has(partner);
  }
}
