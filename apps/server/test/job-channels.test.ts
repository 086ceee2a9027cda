import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  PermissionId,
  type ActionInput,
  type ActionOutput,
  type PartnerName,
} from '@rekry/domain';
import { CHANNEL_EXAMPLES } from '../src/demo/job-channels.ts';
import {
  billingAccounts,
  billingLedger,
  jobs,
  notifications,
  partnerSettingChanges,
  partnerSettings,
  positionIntegrations,
  positions,
} from '../src/db/schema.ts';
import { tellPositionEvents } from '../src/areas/positions/position-events.ts';
import {
  buildPosition,
  buildUser,
  buildWorld,
  daysFromNow,
  buildWritersPosition,
} from './helpers/factories.ts';
import {
  BOARD_PARTNERS,
  appWithBoardPeers,
  enableChannel,
  withOrganisationNumber,
} from './helpers/job-boards.ts';
import { jobWorkerOf } from './helpers/jobs.ts';

/**
 * Job boards and classifieds through the real interface: the dispatcher's actions, the queue's
 * worker, and each adapter speaking to its board's local peer (the contracts' own stand-ins).
 */
const { t, world, peers, runQueue } = appWithBoardPeers();

const own = () => world.own.id;

const enable = (partner: PartnerName, containerId = own(), admin: { id: number } = world.admin) =>
  enableChannel(t, admin, containerId, partner);

/** A position the writer holds a right on; open, its last day within every ad package's days. */
const writersPosition = (overrides: Parameters<typeof buildPosition>[2] = {}) =>
  buildWritersPosition(t.db, own(), world.writer, { stop: daysFromNow(20), ...overrides });

/** Saves a position as the writer's editor does: all that get_PositionById shows, `changes` over it. */
async function editPosition(
  positionId: number,
  changes: (shown: ActionOutput<'get_PositionById'>) => Partial<ActionInput<'update_Position'>>,
) {
  const writer = t.as(world.writer);
  const shown = (await writer.dispatch('get_PositionById', { containerId: own(), positionId })).data;
  return writer.dispatch('update_Position', {
    ...shown,
    containerId: own(),
    positionId,
    positionTypeId: null,
    responsibleId: null,
    banner: '',
    ...changes(shown),
  });
}

const save = (
  positionId: number,
  partner: PartnerName,
  isChecked: boolean,
  data: Record<string, unknown> = CHANNEL_EXAMPLES[partner].data,
  caller: { id: number } = world.writer,
) =>
  t.as(caller).dispatch('update_PositionIntegration', {
    containerId: own(),
    positionId,
    partner,
    isChecked,
    data,
  });

/** The job-ad job queued last. */
const newestAdJob = async () =>
  (await t.db.select().from(jobs).where(eq(jobs.kind, 'job-ad')).orderBy(desc(jobs.id)).limit(1))[0];

const recordOf = async (positionId: number, partner: PartnerName) =>
  (
    await t.db
      .select()
      .from(positionIntegrations)
      .where(and(eq(positionIntegrations.positionId, positionId), eq(positionIntegrations.partner, partner)))
  )[0]!;

describe('the company settings (get_PartnerSettings, update_PartnerSetting)', () => {
  const input = (over: Record<string, unknown> = {}) => ({
    containerId: own(),
    partner: 'arbetsformedlingen' as const,
    isEnabled: true,
    settings: { senderId: '7654321' },
    secret: 'hemlig-nyckel-abcd-1234',
    ...over,
  });

  it('401 without a login, 403 for a writer, a reader and another company, 404 for a company that is not there', async () => {
    expect((await t.as(undefined).dispatch('get_PartnerSettings', { containerId: own() })).status).toBe(401);
    for (const caller of [world.writer, world.reader, world.foreignAdmin]) {
      expect((await t.as(caller).dispatch('get_PartnerSettings', { containerId: own() })).status).toBe(403);
      expect((await t.as(caller).dispatch('update_PartnerSetting', input())).status).toBe(403);
    }
    expect(
      (await t.as(world.superuser).dispatch('get_PartnerSettings', { containerId: 999_999 })).status,
    ).toBe(404);
  });

  it('answers 400 with the field and a Swedish message, and stores nothing', async () => {
    const company = (await buildWorld(t.db)).own.id;
    const admin = await buildUser(t.db, { memberOf: [[company, [PermissionId.Administrator]]] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ partner: 'monster' }, 'partner', 'Okänd kanal'],
      [{ settings: { senderId: '' } }, 'senderId', 'Ange avsändar-id'],
      [
        { settings: { senderId: '1', contactEmail: 'inte-en-adress' } },
        'contactEmail',
        'Ange en giltig e-postadress',
      ],
      [{ secret: undefined }, 'secret', 'Ange api-nyckel för att använda kanalen'],
      [{ secret: '' }, 'secret', 'Ange api-nyckel för att använda kanalen'],
      [{ secret: 'x'.repeat(501) }, 'secret', 'Nyckeln får vara högst 500 tecken'],
      [{ isEnabled: 'ja' }, 'isEnabled', 'Ange om kanalen används'],
    ];
    for (const [over, field, message] of cases) {
      const answer = await t
        .as(admin)
        .dispatchUnchecked('update_PartnerSetting', { ...input(over), containerId: company });
      expect(answer.status, field).toBe(400);
      expect(answer.error?.fields?.[field], field).toBe(message);
    }
    expect(await t.db.select().from(partnerSettings).where(eq(partnerSettings.containerId, company))).toEqual(
      [],
    );
  });

  it('keeps the secret sealed, shows only its last four characters, and logs who changed what', async () => {
    const company = (await buildWorld(t.db)).own.id;
    const admin = await buildUser(t.db, { memberOf: [[company, [PermissionId.Administrator]]] });
    const secret = 'hemlig-nyckel-abcd-1234';
    const saved = await t.as(admin).dispatch('update_PartnerSetting', { ...input(), containerId: company });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ isEnabled: true, secretSet: true, secretHint: '••••1234' });

    const [row] = await t.db.select().from(partnerSettings).where(eq(partnerSettings.containerId, company));
    expect(row!.secretSealed).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain('abcd');
    expect(t.app.services.secrets.open(row!.secretSealed!)).toBe(secret);

    // A change without a secret keeps the stored one; the screen never gets it back.
    const again = await t.as(admin).dispatch('update_PartnerSetting', {
      ...input({ settings: { senderId: '1111111' } }),
      secret: undefined,
      containerId: company,
    });
    expect(again.status).toBe(200);
    const overview = await t.as(admin).dispatch('get_PartnerSettings', { containerId: company });
    expect(JSON.stringify(overview.data)).not.toContain('abcd-1234');
    expect(overview.data.channels.find((c) => c.partner === 'arbetsformedlingen')).toMatchObject({
      isEnabled: true,
      settings: { senderId: '1111111' },
      secretHint: '••••1234',
    });
    expect(overview.data.log.map((l) => l.fields)).toEqual([
      ['senderId'],
      ['isEnabled', 'senderId', 'secret'],
    ]);
    const changes = await t.db
      .select()
      .from(partnerSettingChanges)
      .where(eq(partnerSettingChanges.containerId, company));
    expect(JSON.stringify(changes)).not.toContain('abcd');

    // Another company sees none of it.
    const foreign = await t
      .as(world.foreignAdmin)
      .dispatch('get_PartnerSettings', { containerId: world.foreign.id });
    expect(foreign.data.channels.every((c) => !c.secretSet)).toBe(true);
  });
});

describe("a position's channels (get_PositionIntegrations, update_PositionIntegration)", () => {
  beforeAll(async () => {
    for (const partner of BOARD_PARTNERS) await enable(partner);
  });

  it('401 without a login; 403 for a reader, a writer without a right on the position and another company', async () => {
    const position = await writersPosition();
    const otherWriter = await buildUser(t.db, { memberOf: [[own(), [PermissionId.Write]]] });
    const input = { containerId: own(), positionId: position.id };
    expect((await t.as(undefined).dispatch('get_PositionIntegrations', input)).status).toBe(401);
    for (const caller of [world.reader, otherWriter, world.foreignAdmin]) {
      expect((await t.as(caller).dispatch('get_PositionIntegrations', input)).status).toBe(403);
      expect((await save(position.id, 'classifieds', false, {}, caller)).status).toBe(403);
    }
    // Another company's position through one's own company: not found.
    const foreignPosition = await buildPosition(t.db, world.foreign.id);
    const answer = await t
      .as(world.admin)
      .dispatch('get_PositionIntegrations', { containerId: own(), positionId: foreignPosition.id });
    expect(answer.status).toBe(404);
  });

  it('answers 400 per field with what the board would refuse, and sends nothing', async () => {
    const position = await writersPosition();
    const af = CHANNEL_EXAMPLES.arbetsformedlingen.data;
    const cl = CHANNEL_EXAMPLES.classifieds.data;
    const cases: [PartnerName, Record<string, unknown>, string][] = [
      ['arbetsformedlingen', { ...af, occupationId: '' }, 'occupationId'],
      ['arbetsformedlingen', { ...af, cityId: '9999' }, 'countryCode'],
      ['arbetsformedlingen', { ...af, countryCode: 'NO' }, 'cityId'],
      ['arbetsformedlingen', { ...af, zipCode: '12' }, 'zipCode'],
      ['arbetsformedlingen', { ...af, title: 'x'.repeat(76) }, 'title'],
      ['arbetsformedlingen', { ...af, occupationId: '99999' }, 'occupationId'],
      ['arbetsformedlingen', { ...af, regularTimeType: '4', temporaryTimeLength: '7' }, 'regularTimeType'],
      ['arbetsformedlingen', { ...af, scheduleText: '' }, 'scheduleText'],
      ['arbetsformedlingen', { ...af, salaryMontly: -5 }, 'salaryMontly'],
      ['arbetsformedlingen', { ...af, countryCode: 'Sverige' }, 'countryCode'],
      ['classifieds', { ...cl, categoryId: '' }, 'categoryId'],
      ['classifieds', { ...cl, regionId: '99' }, 'regionId'],
      ['classifieds', { ...cl, productId: 'GULD' }, 'productId'],
    ];
    for (const [partner, data, field] of cases) {
      const answer = await save(position.id, partner, true, data);
      expect(answer.status, field).toBe(400);
      expect(answer.error?.fields?.[field], field).toMatch(/\S/);
    }
    expect(
      await t.db.select().from(positionIntegrations).where(eq(positionIntegrations.positionId, position.id)),
    ).toEqual([]);
    expect(
      peers.arbetsformedlingen.ads().filter((a) => a.reference.endsWith(`rekry-${position.id}`)),
    ).toEqual([]);
  });

  it('refuses a channel the company has not turned on, an internal position and a closed one', async () => {
    const company = await buildWorld(t.db);
    const position = await buildPosition(t.db, company.own.id);
    const off = await t.as(company.admin).dispatch('update_PositionIntegration', {
      containerId: company.own.id,
      positionId: position.id,
      partner: 'classifieds',
      isChecked: true,
      data: CHANNEL_EXAMPLES.classifieds.data,
    });
    expect(off.status).toBe(400);
    expect(off.error?.message).toContain('inte aktiverad');

    const internal = await writersPosition({ isInternal: true });
    expect((await save(internal.id, 'classifieds', true)).error?.message).toBe(
      'En intern tjänst kan inte publiceras i externa kanaler',
    );
    const closed = await writersPosition({ stop: daysFromNow(-1) });
    expect((await save(closed.id, 'classifieds', true)).error?.message).toBe(
      'Tjänsten är stängd. Öppna den igen för att publicera annonsen.',
    );
    // Unticked, half-filled data is kept for later.
    const draft = await save(closed.id, 'classifieds', false, { summary: 'Utkast' });
    expect(draft.status).toBe(200);
    expect(draft.data).toMatchObject({ isChecked: false, jobAd: null, data: { summary: 'Utkast' } });
  });
});

describe('publishing through the queue to the boards', () => {
  beforeAll(async () => {
    for (const partner of BOARD_PARTNERS) await enable(partner);
  });

  it('publishes to both channels, updates when the position changes, and unpublishes when it closes', async () => {
    const position = await writersPosition({ name: 'Lagermedarbetare' });
    for (const partner of BOARD_PARTNERS) {
      const saved = await save(position.id, partner, true);
      expect(saved.status, JSON.stringify(saved.error)).toBe(200);
      expect(saved.data.jobAd).toMatchObject({ status: 'waiting', pending: 'publish' });
    }
    expect(await runQueue()).toBe(2);

    const listed = await t
      .as(world.reader)
      .dispatch('get_PositionPartners', { containerId: own(), positionId: position.id });
    expect(listed.data.map((a) => [a.partner, a.status])).toEqual([
      ['arbetsformedlingen', 'published'],
      ['classifieds', 'published'],
    ]);
    for (const partner of BOARD_PARTNERS) {
      const record = await recordOf(position.id, partner);
      const ad = peers[partner].ads().find((a) => a.externalId === record.externalId);
      expect(ad, partner).toMatchObject({ state: 'published' });
      expect(ad?.reference, partner).toMatch(new RegExp(`rekry-${position.id}$`));
      expect(record.externalUrl).toMatch(/^https?:\/\//);
      expect(JSON.stringify(ad!.body)).toContain('Lagermedarbetare');
    }
    // The classifieds site's link is the ad's public page, for people.
    const link = (await recordOf(position.id, 'classifieds')).externalUrl!;
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Lagermedarbetare');
    // The list shows them too.
    const list = await t
      .as(world.reader)
      .dispatch('get_Positions', { containerId: own(), query: 'Lagermedarbetare' });
    expect(list.data.items.find((p) => p.id === position.id)?.jobAds.map((a) => a.status)).toEqual([
      'published',
      'published',
    ]);

    // Saving the position sends the new text to the boards that carry it.
    const edited = await editPosition(position.id, () => ({ name: 'Lagermedarbetare kväll' }));
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    expect(edited.data.jobAds.map((a) => a.status)).toEqual(['waiting', 'waiting']);
    await runQueue();
    for (const partner of BOARD_PARTNERS) {
      const ad = peers[partner].ads().find((a) => a.reference.endsWith(`rekry-${position.id}`));
      expect(JSON.stringify(ad!.body), partner).toContain('Lagermedarbetare kväll');
    }
    expect(peers.classifieds.ads().filter((a) => a.reference.endsWith(`rekry-${position.id}`))).toHaveLength(
      1,
    );

    // Closing it (the last day passed, by the clock) takes both ads down.
    await t.db
      .update(positions)
      .set({ stop: daysFromNow(-1) })
      .where(eq(positions.id, position.id));
    await tellPositionEvents(t.db);
    await runQueue();
    expect((await fetch(link)).status).toBe(410);
    for (const partner of BOARD_PARTNERS) {
      expect((await recordOf(position.id, partner)).status).toBe('removed');
      expect(peers[partner].ads().find((a) => a.reference.endsWith(`rekry-${position.id}`))?.state).toBe(
        'removed',
      );
    }
  });

  it('archiving or deleting a position unpublishes its ads', async () => {
    const archived = await writersPosition();
    const deleted = await writersPosition();
    for (const p of [archived, deleted]) await save(p.id, 'classifieds', true);
    await runQueue();
    expect(
      (
        await t
          .as(world.writer)
          .dispatch('archive_Position', { containerId: own(), positionId: archived.id, isArchived: true })
      ).status,
    ).toBe(200);
    expect(
      (await t.as(world.admin).dispatch('delete_Position', { containerId: own(), positionId: deleted.id }))
        .status,
    ).toBe(200);
    await runQueue();
    expect((await recordOf(archived.id, 'classifieds')).status).toBe('removed');
    for (const p of [archived, deleted])
      expect(peers.classifieds.ads().find((a) => a.reference === `rekry-${p.id}`)?.state, String(p.id)).toBe(
        'removed',
      );
  });

  it('a writer who sets the last day to yesterday closes the position, and its ads come down', async () => {
    const position = await writersPosition();
    await save(position.id, 'classifieds', true);
    await runQueue();
    const closed = await editPosition(position.id, (shown) => ({
      start: shown.start! - 86_400 * 7,
      stop: Math.floor(Date.now() / 1000) - 86_400,
    }));
    expect(closed.status, JSON.stringify(closed.error)).toBe(200);
    expect(closed.data.status).toBe('Stängd');
    expect(closed.data.jobAds).toEqual([expect.objectContaining({ status: 'waiting' })]);
    await runQueue();
    expect((await recordOf(position.id, 'classifieds')).status).toBe('removed');
    expect(peers.classifieds.ads().find((a) => a.reference.endsWith(`rekry-${position.id}`))?.state).toBe(
      'removed',
    );
  });

  it('unticking a channel takes the ad down', async () => {
    const position = await writersPosition();
    await save(position.id, 'arbetsformedlingen', true);
    await runQueue();
    const unticked = await save(position.id, 'arbetsformedlingen', false);
    expect(unticked.data.jobAd).toMatchObject({ status: 'waiting', pending: 'unpublish' });
    await runQueue();
    expect((await recordOf(position.id, 'arbetsformedlingen')).status).toBe('removed');
  });

  // The classifieds site refuses the key with a 401; Platsbanken answers an unknown customer number with
  // 202 and its error list, which is a refusal all the same.
  it.each([
    ['classifieds', 'ogiltig-nyckel', {}, /\S/],
    [
      'arbetsformedlingen',
      'nyckel',
      { senderId: 'K-9' },
      /^Platsbanken tog inte emot annonsen: Ett ogiltigt kundnummer/,
    ],
  ] as const)(
    "a refused ad on %s is 'failed' with the board's reason, and the company is told",
    async (partner, secret, data, reason) => {
      const company = await buildWorld(t.db);
      await withOrganisationNumber(t.db, company.own.id);
      const admin = company.admin;
      const { settings } = CHANNEL_EXAMPLES[partner];
      await t.as(admin).dispatch('update_PartnerSetting', {
        containerId: company.own.id,
        partner,
        isEnabled: true,
        settings,
        secret,
      });
      const position = await buildPosition(t.db, company.own.id, { stop: daysFromNow(20) });
      await t.as(admin).dispatch('update_PositionIntegration', {
        containerId: company.own.id,
        positionId: position.id,
        partner,
        isChecked: true,
        data: { ...CHANNEL_EXAMPLES[partner].data, ...data },
      });
      expect(await runQueue()).toBe(1);
      const record = await recordOf(position.id, partner);
      expect(record.status).toBe('failed');
      expect(record.statusReason).toMatch(reason);
      // Platsbanken's refused posting is kept as sent, for support ('Visa skickad annons').
      if (partner === 'arbetsformedlingen') expect(record.sentDocument).toContain('<TransactInfo');
      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.containerId, company.own.id), eq(notifications.type, 'Exception')));
      expect(told.length).toBeGreaterThan(0);
      expect(told[0]!.data).toMatchObject({ positionId: position.id });
      // One try: a refusal is not retried.
      const [job] = await t.db.select().from(jobs).where(eq(jobs.containerId, company.own.id));
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
    },
  );

  it('a board that is down is tried again with back-off, then the ad fails and the company is told', async () => {
    const position = await writersPosition();
    peers.arbetsformedlingen.setFault({ kind: 'down' });
    try {
      await save(position.id, 'arbetsformedlingen', true);
      const before = peers.arbetsformedlingen.requests().length;
      await runQueue();
      const [job] = await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'job-ad'), eq(jobs.containerId, own())))
        .orderBy(jobs.id)
        .then((rows) => rows.slice(-1));
      expect(job).toMatchObject({ status: 'failed', attempts: 8 });
      expect(peers.arbetsformedlingen.requests().length - before).toBe(8);
      const record = await recordOf(position.id, 'arbetsformedlingen');
      expect(record.status).toBe('failed');
      expect(record.statusReason).toContain('Kanalen svarade inte efter flera försök');
      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.containerId, own()), eq(notifications.type, 'Exception')));
      expect(told.some((n) => (n.data as { positionId?: number }).positionId === position.id)).toBe(true);
    } finally {
      peers.arbetsformedlingen.setFault(null);
    }
    // Up again: saving once more publishes it.
    await save(position.id, 'arbetsformedlingen', true);
    await runQueue();
    expect((await recordOf(position.id, 'arbetsformedlingen')).status).toBe('published');
  });

  it('a slow board is given up on at the timeout and tried again', async () => {
    const position = await writersPosition();
    peers.classifieds.setFault({ kind: 'slow', delayMs: 2000 });
    const slowWorker = jobWorkerOf(t, { backoffMs: 60_000 }, { appUrl: t.config.appUrl });
    try {
      await save(position.id, 'classifieds', true);
      const started = Date.now();
      expect(await slowWorker.runUntilIdle('job-ad')).toBe(1);
      expect(Date.now() - started).toBeLessThan(1900);
      const record = await recordOf(position.id, 'classifieds');
      expect(record.status).toBe('waiting');
      expect(record.statusReason).toMatch(/\S/);
      const job = await newestAdJob();
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    } finally {
      peers.classifieds.setFault(null);
    }
  });

  it('a publish that runs twice (a worker died after the board answered) makes one ad', async () => {
    const position = await writersPosition();
    await save(position.id, 'arbetsformedlingen', true);
    const job = await newestAdJob();
    await runQueue();
    const first = await recordOf(position.id, 'arbetsformedlingen');
    // The same job again, as after a crash between the board's answer and the commit.
    await t.db.update(jobs).set({ status: 'pending', attempts: 0 }).where(eq(jobs.id, job!.id));
    await runQueue();
    const again = await recordOf(position.id, 'arbetsformedlingen');
    expect(again.externalId).toBe(first.externalId);
    expect(
      peers.arbetsformedlingen.ads().filter((a) => a.reference.endsWith(`rekry-${position.id}`)),
    ).toHaveLength(1);
  });
});

describe('billing (SPEC §4): a paid channel costs a point when it is ticked', () => {
  it('refuses a points account without a point, charges one once, and Platsbanken stays free', async () => {
    await enable('classifieds');
    await enable('arbetsformedlingen');
    // The career site is in the Monthly plan; the classifieds site is paid on every plan.
    await t.db
      .insert(billingAccounts)
      .values({ containerId: own(), billingType: 'points', plan: 'Monthly', pointsBalance: 0 })
      .onConflictDoUpdate({
        target: billingAccounts.containerId,
        set: { billingType: 'points', plan: 'Monthly', pointsBalance: 0 },
      });
    try {
      const position = await writersPosition();
      expect((await save(position.id, 'arbetsformedlingen', true)).status).toBe(200);
      const refused = await save(position.id, 'classifieds', true);
      expect(refused.status).toBe(409);
      expect(refused.error?.message).toBe(BILLING_MESSAGES.notEnoughToPublish(1, 1, 0));
      expect((await recordOf(position.id, 'classifieds'))?.isChecked ?? false).toBe(false);

      await t.db
        .update(billingAccounts)
        .set({ pointsBalance: 1 })
        .where(eq(billingAccounts.containerId, own()));
      expect((await save(position.id, 'classifieds', true)).status).toBe(200);
      // Saved again while ticked: free.
      expect((await save(position.id, 'classifieds', true)).status).toBe(200);
      const [account] = await t.db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.containerId, own()));
      expect(account!.pointsBalance).toBe(0);
      const ledger = await t.db.select().from(billingLedger).where(eq(billingLedger.containerId, own()));
      expect(ledger).toMatchObject([{ points: -1, kind: 'publish', positionId: position.id }]);
    } finally {
      await t.db.delete(billingAccounts).where(eq(billingAccounts.containerId, own()));
    }
  });
});
