import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PartnerName } from '@rekry/domain';
import { CHANNEL_EXAMPLES } from '../../src/demo/job-channels.ts';
import { containers } from '../../src/db/schema.ts';
import type { Db } from '../../src/db/client.ts';
import { startChannelPeer } from '../../src/platform/channel-adapters/index.ts';
import type { BoardPeer } from '../../src/platform/channel-adapters/peers/peer.ts';
import { testAppWithWorld, type TestApp } from './app.ts';
import { jobWorkerOf } from './jobs.ts';

/**
 * The boards want the company's organisation number and an address to write to on every ad; `more`
 * adds other company properties (its postal address).
 */
export const withOrganisationNumber = (db: Db, containerId: number, more: Record<string, string> = {}) =>
  db
    .update(containers)
    .set({
      metadata: {
        foreignKey: null,
        properties: { organisationNumber: '556677-8899', email: 'jobb@foretaget.se', ...more },
      },
    })
    .where(eq(containers.id, containerId));

/** Turns a channel on for a company (as its administrator), with the example settings and key. */
export async function enableChannel(
  t: TestApp,
  admin: { id: number },
  containerId: number,
  partner: PartnerName,
) {
  const { settings, secret } = CHANNEL_EXAMPLES[partner];
  const answer = await t.as(admin).dispatch('update_PartnerSetting', {
    containerId,
    partner,
    isEnabled: true,
    settings,
    secret,
  });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
}

/** The job boards and classifieds sites Rekry sends to. */
export const BOARD_PARTNERS: PartnerName[] = ['arbetsformedlingen', 'classifieds'];

/**
 * A file's app with both boards' local peers (started before the app, which is told their addresses, and
 * closed after it), the own company ready for the boards (`withOrganisationNumber`); the file's own worker
 * runs the queue (`runQueue`, adJobRunner), when the test says.
 */
export function appWithBoardPeers() {
  const peers = {} as Record<PartnerName, BoardPeer>;
  beforeAll(async () => {
    for (const partner of BOARD_PARTNERS)
      peers[partner] = await startChannelPeer(partner, { ratePerSecond: 1000 });
  });
  afterAll(async () => {
    for (const peer of Object.values(peers)) await peer.close();
  });
  const app = testAppWithWorld(() => ({
    jobChannels: {
      urls: { arbetsformedlingen: peers.arbetsformedlingen.url, classifieds: peers.classifieds.url },
      timeoutMs: 400,
      sandbox: false,
    },
    jobWorker: false,
  }));
  let runAds: (() => Promise<number>) | undefined;
  beforeAll(async () => {
    await withOrganisationNumber(app.t.db, app.world.own.id);
    runAds = adJobRunner(app.t);
  });
  return { ...app, peers, runQueue: () => runAds!() };
}

/**
 * Runs the ads' jobs until none is left, on the file's own worker with the queue's handlers, retried
 * without a pause so a test runs every try at once. Made once the app is open (in a beforeAll).
 */
export function adJobRunner(t: TestApp) {
  const worker = jobWorkerOf(t, { backoffMs: 0, maxBackoffMs: 0 }, { appUrl: t.config.appUrl });
  return () => worker.runUntilIdle('job-ad');
}
