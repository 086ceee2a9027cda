import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHANNEL_EXAMPLES } from '../src/demo/job-channels.ts';
import { positionIntegrations, positions } from '../src/db/schema.ts';
import { tellPositionEvents } from '../src/areas/positions/position-events.ts';
import { buildWritersPosition, daysFromNow } from './helpers/factories.ts';
import { BOARD_PARTNERS, appWithBoardPeers, enableChannel } from './helpers/job-boards.ts';

/**
 * A draft on the job boards: a ticked channel of a draft sends nothing (not Platsbanken, not the
 * classifieds site) until the ad is published; unpublishing takes the ads down again.
 */
const { t, world, peers, runQueue } = appWithBoardPeers();
const own = () => world.own.id;
beforeAll(async () => {
  for (const partner of BOARD_PARTNERS) await enableChannel(t, world.admin, own(), partner);
});

const adsOf = (positionId: number) =>
  Object.fromEntries(
    BOARD_PARTNERS.map((p) => [
      p,
      peers[p].ads().find((a) => a.reference.endsWith(`rekry-${positionId}`))?.state ?? 'none',
    ]),
  );
const statusOf = async (positionId: number) =>
  (
    await t.db
      .select({ partner: positionIntegrations.partner, status: positionIntegrations.status })
      .from(positionIntegrations)
      .where(eq(positionIntegrations.positionId, positionId))
      .orderBy(positionIntegrations.partner)
  ).map((r) => r.status);

describe('a draft on the job boards', () => {
  it('is not sent while a draft, goes out when published, and comes down when unpublished', async () => {
    const draft = await buildWritersPosition(t.db, own(), world.writer, {
      stop: daysFromNow(20),
      publishedAt: null,
    });
    const writer = t.as(world.writer);
    for (const partner of BOARD_PARTNERS) {
      const ticked = await writer.dispatch('update_PositionIntegration', {
        containerId: own(),
        positionId: draft.id,
        partner,
        isChecked: true,
        data: CHANNEL_EXAMPLES[partner].data,
      });
      expect(ticked.status, JSON.stringify(ticked.error)).toBe(200);
    }
    // Ticked, but nothing queued, and neither the worker nor the clock sends it.
    await tellPositionEvents(t.db);
    await runQueue();
    expect(adsOf(draft.id)).toEqual({ arbetsformedlingen: 'none', classifieds: 'none' });
    expect(await statusOf(draft.id)).toEqual([null, null]);

    const input = { containerId: own(), positionId: draft.id };
    expect((await writer.dispatch('publish_Position', { ...input, at: null })).status).toBe(200);
    await runQueue();
    expect(adsOf(draft.id)).toEqual({ arbetsformedlingen: 'published', classifieds: 'published' });

    expect((await writer.dispatch('unpublish_Position', input)).status).toBe(200);
    await runQueue();
    expect(adsOf(draft.id)).toEqual({ arbetsformedlingen: 'removed', classifieds: 'removed' });
    expect(await statusOf(draft.id)).toEqual(['removed', 'removed']);
  });

  it('a publish job queued before the ad went back to a draft sends nothing', async () => {
    const ad = await buildWritersPosition(t.db, own(), world.writer, { stop: daysFromNow(20) });
    const ticked = await t.as(world.writer).dispatch('update_PositionIntegration', {
      containerId: own(),
      positionId: ad.id,
      partner: 'arbetsformedlingen',
      isChecked: true,
      data: CHANNEL_EXAMPLES.arbetsformedlingen.data,
    });
    expect(ticked.status).toBe(200);
    // Back to a draft behind the queue's back (as a race would leave it): the worker checks again.
    await t.db.update(positions).set({ publishedAt: null }).where(eq(positions.id, ad.id));
    await runQueue();
    expect(adsOf(ad.id).arbetsformedlingen).toBe('none');
    expect(await statusOf(ad.id)).toEqual([null]);
  });

  it('goes out at once when the server clock is ahead of the database (a second began mid-save)', async () => {
    const draft = await buildWritersPosition(t.db, own(), world.writer, {
      stop: daysFromNow(20),
      publishedAt: null,
    });
    const writer = t.as(world.writer);
    const ticked = await writer.dispatch('update_PositionIntegration', {
      containerId: own(),
      positionId: draft.id,
      partner: 'classifieds',
      isChecked: true,
      data: CHANNEL_EXAMPLES.classifieds.data,
    });
    expect(ticked.status).toBe(200);
    // The ad's moment is this server's second, later than the transaction's now() in the database:
    // what happens when the save crosses into a new second, made certain here.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1500 });
    try {
      const input = { containerId: own(), positionId: draft.id, at: null };
      expect((await writer.dispatch('publish_Position', input)).status).toBe(200);
      await runQueue();
    } finally {
      vi.useRealTimers();
    }
    expect(adsOf(draft.id).classifieds).toBe('published');
  });
});
