import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_EXAMPLES } from '../src/demo/job-channels.ts';
import { positionTypes } from '../src/db/schema.ts';
import { startChannelPeer } from '../src/platform/channel-adapters/index.ts';
import type { BoardPeer } from '../src/platform/channel-adapters/peers/peer.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { buildWritersPosition, daysFromNow } from './helpers/factories.ts';
import { adJobRunner, enableChannel, withOrganisationNumber } from './helpers/job-boards.ts';

/**
 * Platsbanken from a position's channel form to the validating peer: what the form starts from (the ad,
 * the company, the ad type), and the demo's ad as the board takes it, its XML kept for the admin.
 */
let peer: BoardPeer;
beforeAll(async () => {
  peer = await startChannelPeer('arbetsformedlingen', { ratePerSecond: 1000 });
});
afterAll(() => peer.close());
const { t, world } = testAppWithWorld(() => ({
  jobChannels: { urls: { arbetsformedlingen: peer.url }, timeoutMs: 1000, sandbox: false },
  jobWorker: false,
}));
let runQueue: () => Promise<number>;
beforeAll(async () => {
  await withOrganisationNumber(t.db, world.own.id, {
    address: 'Stenbygatan 12',
    zip: '721 34',
    city: 'Västerås',
  });
  runQueue = adJobRunner(t);
  await enableChannel(t, world.admin, world.own.id, 'arbetsformedlingen');
});

async function position(description = '<p>Plock och pack på vårt lager.</p><p>Du har truckkort.</p>') {
  const [type] = await t.db
    .insert(positionTypes)
    .values({ containerId: world.own.id, name: `Deltid, tillsvidare ${Math.random()}` })
    .returning();
  return buildWritersPosition(t.db, world.own.id, world.writer, {
    name: 'Lagermedarbetare',
    description,
    positionTypeId: type!.id,
    stop: daysFromNow(20),
    metadata: {
      contactPerson: {
        firstname: 'Anna',
        lastname: 'Andersson',
        email: 'anna@foretaget.se',
        phoneNumber: '021-10 20 30',
      },
    },
  });
}

const channelOf = async (positionId: number, as: { id: number }) => {
  const list = await t.as(as).dispatch('get_PositionIntegrations', { containerId: world.own.id, positionId });
  return list.data.find((c) => c.partnerSettingName === 'arbetsformedlingen')!;
};

describe('Platsbanken: the channel form starts from what Rekry knows', () => {
  it('fills title, summary, place, address and the ad type, each with its source', async () => {
    const { id } = await position();
    const { prefill } = await channelOf(id, world.writer);
    expect(prefill.values).toEqual({
      title: 'Lagermedarbetare',
      positionSummary: 'Plock och pack på vårt lager. Du har truckkort.',
      address: 'Stenbygatan 12',
      zipCode: '721 34',
      city: 'Västerås',
      cityId: '1980',
      countryCode: 'SE',
      scheduleTimeType: '2',
      scheduleText: 'Deltid',
      regularTimeType: '1',
      temporaryTimeLength: '1',
      durationText: 'Tills vidare',
    });
    // The ad's town is the company's own and the ad has no street: the company's address, saying so.
    expect(prefill.from).toMatchObject({
      title: 'annonsen',
      cityId: 'annonsen',
      city: 'annonsen',
      address: 'företagets adress',
      scheduleTimeType: 'annonstypen',
      temporaryTimeLength: 'annonstypen',
    });
  });

  it("reads the summary from the ad's prose, its headings left out", async () => {
    const { id } = await position(
      '<p>Vi söker en truckförare.</p><h3>Arbetsuppgifter</h3><ul><li>Lasta bilar</li></ul>',
    );
    const { prefill } = await channelOf(id, world.writer);
    expect(prefill.values['positionSummary']).toBe('Vi söker en truckförare. Lasta bilar');
  });
});

describe('Platsbanken: the demo ad', () => {
  it('is accepted by the validating peer, and its XML is shown to the admin only', async () => {
    const { id } = await position();
    const saved = await t.as(world.writer).dispatch('update_PositionIntegration', {
      containerId: world.own.id,
      positionId: id,
      partner: 'arbetsformedlingen',
      isChecked: true,
      data: CHANNEL_EXAMPLES.arbetsformedlingen.data,
    });
    expect(saved.status).toBe(200);
    await runQueue();
    const forAdmin = await channelOf(id, world.admin);
    expect(forAdmin.jobAd).toMatchObject({ status: 'published' });
    const xml = forAdmin.sentDocument ?? '';
    for (const part of [
      '<TransactInfo',
      '<LocationSummary>',
      '<HiringOrgId>46-556677-8899</HiringOrgId>',
      '<SalaryMonthly currency="SEK">1</SalaryMonthly>',
      'yearsOfExperience="1"',
      '<InformationContact>',
    ]) {
      expect(xml).toContain(part);
    }
    expect(xml).toMatch(/<Schedule>\s*<FullTime\/>\s*<SummaryText>[^<]+<\/SummaryText>/);
    expect(xml).toMatch(/<Duration>\s*<Regular\/>\s*<SummaryText>[^<]+<\/SummaryText>/);
    expect(xml).toMatch(/<HiringOrg>[\s\S]*<Contact>[\s\S]*<\/HiringOrg>/);
    expect(peer.ads().find((a) => a.reference === `46-556677-8899-rekry-${id}`)?.state).toBe('published');
    expect((await channelOf(id, world.writer)).sentDocument).toBeNull();
  });
});
