import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  POINT_COSTS,
  PermissionId,
  type BillingOverview,
  type Invoice,
} from '@rekry/domain';
import {
  auditEvents,
  billingAccounts,
  billingInvoices,
  billingLedger,
  notifications,
  positions,
} from '../src/db/schema.ts';
import { changePoints } from '../src/areas/billing/points.ts';
import { testDatabaseUrl, testAppWithWorld } from './helpers/app.ts';
import { buildContainer, buildUser, readyPositionInput } from './helpers/factories.ts';

/** Billing (SPEC §3, §4, §7, §8): the actions, the publishing rule and concurrent point changes. */
const { t, world } = testAppWithWorld();

const own = () => world.own.id;
const unix = (date: string) => Math.floor(new Date(`${date}T12:00:00Z`).getTime() / 1000);
const as = (caller: { id: number } | null) => t.as(caller ?? undefined);
const overview = async (containerId = own()) =>
  (await as(world.superuser).dispatch('get_Billing', { containerId })).data as BillingOverview;

/** A company of its own for a test, with an administrator and a writer. */
async function company(
  setup: { billingType?: 'monthly' | 'points'; plan?: 'Monthly' | 'PerJob'; points?: number } = {},
) {
  const c = await buildContainer(t.db);
  const admin = await buildUser(t.db, { memberOf: [[c.id, [PermissionId.Administrator]]] });
  const writer = await buildUser(t.db, { memberOf: [[c.id, [PermissionId.Write]]] });
  await t.db.insert(billingAccounts).values({
    containerId: c.id,
    billingType: setup.billingType ?? 'points',
    plan: setup.plan ?? 'PerJob',
    pointsBalance: setup.points ?? 0,
  });
  return { id: c.id, admin, writer };
}
const balanceOf = async (containerId: number) =>
  (await t.db.select().from(billingAccounts).where(eq(billingAccounts.containerId, containerId)))[0]!
    .pointsBalance;

describe('get_Billing', () => {
  it('401 without a login; 403 below admin and for another company; 404 for a company that is not there', async () => {
    expect((await as(null).dispatch('get_Billing', { containerId: own() })).status).toBe(401);
    for (const caller of [world.reader, world.writer, world.foreignAdmin, world.candidate])
      expect((await as(caller).dispatch('get_Billing', { containerId: own() })).status).toBe(403);
    expect((await as(world.superuser).dispatch('get_Billing', { containerId: 999_999 })).status).toBe(404);
    const bad = await as(world.superuser).dispatch('get_Billing', { containerId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.containerId).toBe('Ogiltigt företags-id');
  });

  it('shows the defaults of SPEC §9 (monthly, Monthly, no points) to the superuser and the company admin', async () => {
    for (const caller of [world.superuser, world.admin]) {
      const res = await as(caller).dispatch('get_Billing', { containerId: own() });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        containerId: own(),
        containerName: world.own.name,
        billingType: 'monthly',
        plan: 'Monthly',
        status: 'active',
        pointsBalance: 0,
        costs: POINT_COSTS.Monthly,
        ledger: [],
        invoices: [],
      });
    }
  });
});

describe('update_BillingType and update_BillingPlan', () => {
  it('401, 403 for every role below superuser (a company admin included), 400 per field', async () => {
    const type = (caller: { id: number } | null, data: Record<string, unknown> = {}) =>
      as(caller).dispatch('update_BillingType', { containerId: own(), billingType: 'points', ...data });
    const plan = (caller: { id: number } | null, data: Record<string, unknown> = {}) =>
      as(caller).dispatch('update_BillingPlan', { containerId: own(), plan: 'PerJob', ...data });
    expect((await type(null)).status).toBe(401);
    expect((await plan(null)).status).toBe(401);
    for (const caller of [world.reader, world.writer, world.admin, world.foreignAdmin]) {
      expect((await type(caller)).status).toBe(403);
      expect((await plan(caller)).status).toBe(403);
    }
    for (const billingType of ['yearly', '', undefined]) {
      const res = await type(world.superuser, { billingType });
      expect(res.status).toBe(400);
      expect(res.error?.fields?.billingType).toBe(BILLING_MESSAGES.billingType);
    }
    const badPlan = await plan(world.superuser, { plan: 'monthly' });
    expect(badPlan.status).toBe(400);
    expect(badPlan.error?.fields?.plan).toBe(BILLING_MESSAGES.plan);
    expect(await t.db.select().from(billingAccounts).where(eq(billingAccounts.containerId, own()))).toEqual(
      [],
    );
  });

  it('switches type and plan, audits each change once, and a foreign superuser call touches only the named company', async () => {
    const c = await company({ billingType: 'monthly', plan: 'Monthly' });
    const res = await as(world.superuser).dispatch('update_BillingType', {
      containerId: c.id,
      billingType: 'points',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ billingType: 'points', plan: 'Monthly', pointsBalance: 0 });
    const planned = await as(world.superuser).dispatch('update_BillingPlan', {
      containerId: c.id,
      plan: 'PerJob',
    });
    expect(planned.data).toMatchObject({ billingType: 'points', plan: 'PerJob', costs: POINT_COSTS.PerJob });
    // The same again changes nothing and is not audited twice.
    await as(world.superuser).dispatch('update_BillingPlan', { containerId: c.id, plan: 'PerJob' });
    const audited = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.containerId, c.id))
      .orderBy(auditEvents.id);
    expect(audited.map((a) => [a.kind, a.summary])).toEqual([
      ['billing', 'Ändrade faktureringstyp till Poäng'],
      ['billing', 'Ändrade plan till Per annons'],
    ]);
    expect((await overview(own())).billingType).toBe('monthly');
  });
});

describe('add_Points and remove_Points', () => {
  const change = (
    name: 'add_Points' | 'remove_Points',
    caller: { id: number } | null,
    data: Record<string, unknown> = {},
  ) => as(caller).dispatch(name, { containerId: own(), points: 10, description: 'Kampanj', ...data });

  it('401, 403 below superuser, 400 per field with the Swedish message, nothing stored', async () => {
    for (const name of ['add_Points', 'remove_Points'] as const) {
      expect((await change(name, null)).status).toBe(401);
      for (const caller of [world.reader, world.writer, world.admin, world.foreignAdmin])
        expect((await change(name, caller)).status).toBe(403);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ points: 0 }, 'points', BILLING_MESSAGES.points],
        [{ points: -5 }, 'points', BILLING_MESSAGES.points],
        [{ points: 1.5 }, 'points', BILLING_MESSAGES.points],
        [{ points: 'många' }, 'points', BILLING_MESSAGES.points],
        [{ points: 100_001 }, 'points', BILLING_MESSAGES.pointsMax],
        [{ description: '' }, 'description', BILLING_MESSAGES.description],
        [{ description: '   ' }, 'description', BILLING_MESSAGES.description],
        [{ description: undefined }, 'description', BILLING_MESSAGES.description],
        [{ description: 'x'.repeat(201) }, 'description', BILLING_MESSAGES.descriptionLength],
        [{ containerId: -1 }, 'containerId', 'Ogiltigt företags-id'],
      ];
      for (const [input, field, message] of cases) {
        const res = await change(name, world.superuser, input);
        expect(res.status, `${name} ${JSON.stringify(input)}`).toBe(400);
        expect(res.error?.fields?.[field], `${name} ${JSON.stringify(input)}`).toBe(message);
      }
    }
    expect(await t.db.select().from(billingLedger).where(eq(billingLedger.containerId, own()))).toEqual([]);
  });

  it('adds and removes with a ledger row each (who, when, why) and an audit entry; never below zero', async () => {
    const c = await company({ points: 0 });
    const added = await as(world.superuser).dispatch('add_Points', {
      containerId: c.id,
      points: 10,
      description: 'Kampanj',
    });
    expect(added.status).toBe(200);
    expect((added.data as BillingOverview).pointsBalance).toBe(10);
    const removed = await as(world.superuser).dispatch('remove_Points', {
      containerId: c.id,
      points: 4,
      description: 'Rättelse',
    });
    expect((removed.data as BillingOverview).pointsBalance).toBe(6);
    expect((removed.data as BillingOverview).ledger).toMatchObject([
      { points: -4, balanceAfter: 6, kind: 'remove', description: 'Rättelse', actor: 'Test Testsson' },
      { points: 10, balanceAfter: 10, kind: 'add', description: 'Kampanj', actor: 'Test Testsson' },
    ]);
    // Exactly the balance can go; one more cannot, and nothing changes then.
    const tooMany = await as(world.superuser).dispatch('remove_Points', {
      containerId: c.id,
      points: 7,
      description: 'För mycket',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.error?.message).toBe(BILLING_MESSAGES.notEnoughToRemove(6));
    const all = await as(world.superuser).dispatch('remove_Points', {
      containerId: c.id,
      points: 6,
      description: 'Allt',
    });
    expect((all.data as BillingOverview).pointsBalance).toBe(0);
    expect(await balanceOf(c.id)).toBe(0);
    const audited = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.containerId, c.id))
      .orderBy(auditEvents.id);
    expect(audited.map((a) => a.summary)).toEqual([
      'Lade till 10 poäng (Kampanj)',
      'Tog bort 4 poäng (Rättelse)',
      'Tog bort 6 poäng (Allt)',
    ]);
    // The company's administrator reads its own ledger; the other company's does not.
    const mine = await as(c.admin).dispatch('get_Billing', { containerId: c.id });
    expect((mine.data as BillingOverview).ledger).toHaveLength(3);
    expect((await as(world.admin).dispatch('get_Billing', { containerId: c.id })).status).toBe(403);
  });

  it('never loses an update when many changes run at the same time', async () => {
    const c = await company({ points: 50 });
    const calls = [
      ...Array.from({ length: 8 }, () =>
        as(world.superuser).dispatch('add_Points', {
          containerId: c.id,
          points: 3,
          description: 'Samtidigt in',
        }),
      ),
      ...Array.from({ length: 8 }, () =>
        as(world.superuser).dispatch('remove_Points', {
          containerId: c.id,
          points: 2,
          description: 'Samtidigt ut',
        }),
      ),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await balanceOf(c.id)).toBe(50 + 8 * 3 - 8 * 2);
    const ledger = await t.db.select().from(billingLedger).where(eq(billingLedger.containerId, c.id));
    expect(ledger).toHaveLength(16);
    // In the order the changes took the account's lock, each row's balance follows from the one before.
    const ordered = [...ledger].sort((a, b) => a.id - b.id);
    ordered.forEach((row, i) =>
      expect(row.balanceAfter).toBe((i ? ordered[i - 1]!.balanceAfter : 50) + row.points),
    );
  });
});

describe.runIf(testDatabaseUrl)('two point changes in truly concurrent transactions (PostgreSQL)', () => {
  it('the second waits for the first one’s row lock and both count', async () => {
    const c = await company({ points: 5 });
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstChanged!: () => void;
    const changed = new Promise<void>((resolve) => (firstChanged = resolve));
    const actor = { id: null, name: 'Test' };
    const first = t.db.transaction(async (tx) => {
      await changePoints(tx, c.id, 7, { kind: 'add', description: 'Först', actor });
      firstChanged();
      await firstHolds;
    });
    await changed;
    const second = t.db.transaction(async (tx) => {
      await changePoints(tx, c.id, -3, { kind: 'remove', description: 'Sedan', actor });
    });
    // The second is waiting on the first one's lock of the account row (seen in pg_stat_activity).
    for (;;) {
      const waiting = await t.database.db.execute(
        `select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()` as never,
      );
      if (((waiting as unknown as { rows: unknown[] }).rows ?? []).length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    releaseFirst();
    await Promise.all([first, second]);
    expect(await balanceOf(c.id)).toBe(9);
    const ledger = await t.db
      .select({ points: billingLedger.points, balanceAfter: billingLedger.balanceAfter })
      .from(billingLedger)
      .where(eq(billingLedger.containerId, c.id))
      .orderBy(billingLedger.id);
    expect(ledger).toEqual([
      { points: 7, balanceAfter: 12 },
      { points: -3, balanceAfter: 9 },
    ]);
  });
});

describe('the publishing rule (SPEC §4)', () => {
  /** A new ad (a draft, free) published by the same caller: the publish's answer. */
  const create = async (
    c: { id: number },
    caller: { id: number },
    over: Record<string, unknown> & { at?: number } = {},
  ) => {
    const { at = null, ...fields } = over;
    const draft = await as(caller).dispatch('create_Position', {
      ...readyPositionInput(c.id, 'Lagerarbetare'),
      ...fields,
    });
    expect(draft.status).toBe(200);
    return as(caller).dispatch('publish_Position', { containerId: c.id, positionId: draft.data!.id, at });
  };
  const publishedOf = async (containerId: number) =>
    (await t.db.select().from(positions).where(eq(positions.containerId, containerId)))
      .filter((p) => p.publishedAt !== null)
      .map((p) => p.name);

  it('a PerJob points account pays 1 point per published position; at 0 it is refused with how many are missing, and admins are told', async () => {
    const c = await company({ plan: 'PerJob', points: 1 });
    const ok = await create(c, c.writer);
    expect(ok.status).toBe(200);
    expect(await balanceOf(c.id)).toBe(0);
    const refused = await create(c, c.writer, { name: 'Truckförare' });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(BILLING_MESSAGES.notEnoughToPublish(1, 1, 0));
    expect(refused.error?.message).toContain('saknas 1 poäng');
    // Nothing of the refused publication is kept: that ad is still a draft. The company's administrator
    // got an alert, the writer did not.
    expect(await publishedOf(c.id)).toEqual(['Lagerarbetare']);
    const told = await t.db.select().from(notifications).where(eq(notifications.containerId, c.id));
    // The paid one was told at once as published ('position'); the refused one as an alert.
    expect(told.map((n) => [n.userId, n.type, n.message])).toEqual([
      [c.admin.id, 'position', 'Lagerarbetare är publicerad'],
      [c.admin.id, 'alert', '”Truckförare” publicerades inte: det saknas 1 poäng.'],
    ]);
    const ledger = await t.db.select().from(billingLedger).where(eq(billingLedger.containerId, c.id));
    expect(ledger).toMatchObject([{ points: -1, balanceAfter: 0, kind: 'publish', positionId: ok.data!.id }]);
    const audited = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.containerId, c.id), eq(auditEvents.kind, 'billing')));
    expect(audited.map((a) => a.summary)).toEqual(['Drog 1 poäng för publiceringen av ”Lagerarbetare”']);
  });

  it('boundaries: a balance equal to the cost is enough; a monthly account always is; a Monthly plan costs nothing on the site', async () => {
    const exact = await company({ plan: 'PerJob', points: 2 });
    expect((await create(exact, exact.admin)).status).toBe(200);
    expect((await create(exact, exact.admin)).status).toBe(200);
    expect(await balanceOf(exact.id)).toBe(0);
    expect((await create(exact, exact.admin)).status).toBe(409);

    const monthly = await company({ billingType: 'monthly', plan: 'PerJob', points: 0 });
    for (let i = 0; i < 3; i++) expect((await create(monthly, monthly.writer)).status).toBe(200);
    expect(await balanceOf(monthly.id)).toBe(0);

    const subscription = await company({ billingType: 'points', plan: 'Monthly', points: 0 });
    expect((await create(subscription, subscription.writer)).status).toBe(200);
    expect(
      await t.db.select().from(billingLedger).where(eq(billingLedger.containerId, subscription.id)),
    ).toEqual([]);
  });

  it('drafts, copies and internal positions are free; re-saving a published one is free; reopening, un-archiving and publishing again cost again', async () => {
    const c = await company({ plan: 'PerJob', points: 0 });
    expect((await create(c, c.admin, { isInternal: true })).status).toBe(200);
    const draft = await as(c.admin).dispatch('create_Position', readyPositionInput(c.id, 'Utkast'));
    expect(draft.status).toBe(200);
    await as(world.superuser).dispatch('add_Points', { containerId: c.id, points: 1, description: 'Start' });
    const open = await create(c, c.admin);
    expect(open.status).toBe(200);
    expect(await balanceOf(c.id)).toBe(0);
    const id = open.data!.id;
    const save = (over: Record<string, unknown>) =>
      as(c.admin).dispatch('update_Position', {
        ...readyPositionInput(c.id, 'Lagerarbetare'),
        positionId: id,
        ...over,
      });
    // Re-saved while on the career site: free; closed (its last day moved back): free.
    expect((await save({ name: 'Lagerarbetare, ändrad' })).status).toBe(200);
    expect((await save({ start: unix('2020-01-01'), stop: unix('2020-01-31') })).status).toBe(200);
    // Reopened: published again, and refused without points.
    const reopened = await save({});
    expect(reopened.status).toBe(409);
    expect(reopened.error?.message).toContain('saknas 1 poäng');
    await as(world.superuser).dispatch('add_Points', { containerId: c.id, points: 1, description: 'Mer' });
    expect((await save({})).status).toBe(200);
    // Archived, then brought back: that is publishing again too.
    const archive = (isArchived: boolean) =>
      as(c.admin).dispatch('archive_Position', { containerId: c.id, positionId: id, isArchived });
    expect((await archive(true)).status).toBe(200);
    expect((await archive(false)).status).toBe(409);
    await as(world.superuser).dispatch('add_Points', { containerId: c.id, points: 1, description: 'Mer' });
    expect((await archive(false)).status).toBe(200);
    expect(await balanceOf(c.id)).toBe(0);
    // A copy is a new draft: free until it is published.
    expect((await as(c.admin).dispatch('copy_Position', { containerId: c.id, positionId: id })).status).toBe(
      200,
    );
    // Taken back to a draft and published again: a new publication.
    expect(
      (await as(c.admin).dispatch('unpublish_Position', { containerId: c.id, positionId: id })).status,
    ).toBe(200);
    const again = await as(c.admin).dispatch('publish_Position', {
      containerId: c.id,
      positionId: id,
      at: null,
    });
    expect(again.status).toBe(409);
    expect(await balanceOf(c.id)).toBe(0);
  });

  it('the same company concurrently publishing with points for one: exactly one is published', async () => {
    const c = await company({ plan: 'PerJob', points: 1 });
    const answers = await Promise.all([create(c, c.admin, { name: 'A' }), create(c, c.admin, { name: 'B' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(c.id)).toBe(0);
    expect(await publishedOf(c.id)).toHaveLength(1);
  });

  it('a scheduled position is paid for when it is scheduled', async () => {
    const c = await company({ plan: 'PerJob', points: 1 });
    const later = await create(c, c.writer, {
      start: unix('2099-01-01'),
      stop: unix('2099-02-01'),
      at: unix('2099-01-01'),
    });
    expect(later.status).toBe(200);
    expect(later.data).toMatchObject({ publication: 'Schemalagd' });
    expect(await balanceOf(c.id)).toBe(0);
  });
});

describe('create_Invoice and update_InvoiceStatus', () => {
  const invoice = (caller: { id: number } | null, data: Record<string, unknown> = {}) =>
    as(caller).dispatch('create_Invoice', {
      containerId: own(),
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      dueDate: '2026-02-28',
      amount: 4900,
      ...data,
    });

  it('401, 403 below superuser, 400 per field', async () => {
    expect((await invoice(null)).status).toBe(401);
    for (const caller of [world.reader, world.writer, world.admin, world.foreignAdmin])
      expect((await invoice(caller)).status).toBe(403);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ periodStart: '2026-13-01' }, 'periodStart', BILLING_MESSAGES.periodStart],
      [{ periodStart: undefined }, 'periodStart', BILLING_MESSAGES.periodStart],
      [{ periodEnd: 'igår' }, 'periodEnd', BILLING_MESSAGES.periodEnd],
      [{ periodEnd: '2025-12-31' }, 'periodEnd', BILLING_MESSAGES.periodOrder],
      [{ dueDate: '' }, 'dueDate', BILLING_MESSAGES.dueDate],
      [{ amount: -1 }, 'amount', BILLING_MESSAGES.amount],
      [{ amount: 'mycket' }, 'amount', BILLING_MESSAGES.amount],
      [{ amount: 10_000_001 }, 'amount', BILLING_MESSAGES.amountMax],
    ];
    for (const [input, field, message] of cases) {
      const res = await invoice(world.superuser, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.fields?.[field], JSON.stringify(input)).toBe(message);
    }
    expect(await t.db.select().from(billingInvoices)).toEqual([]);
  });

  it('creates a numbered draft, changes its status, derives Overdue, and keeps other companies out', async () => {
    const created = await invoice(world.superuser, { dueDate: '2099-02-28' });
    expect(created.status).toBe(200);
    const inv = created.data as Invoice;
    expect(inv).toMatchObject({
      status: 'Draft',
      amount: 4900,
      periodStart: '2026-01-01',
      dueDate: '2099-02-28',
    });
    expect(inv.number).toMatch(/^2026-\d{5}$/);
    const status = (caller: { id: number }, data: Record<string, unknown>) =>
      as(caller).dispatch('update_InvoiceStatus', {
        containerId: own(),
        invoiceId: inv.id,
        status: 'Sent',
        ...data,
      });
    expect((await status(world.admin, {})).status).toBe(403);
    // The company's admin does not see a draft; the superuser does.
    const ownBilling = async (caller: { id: number }) =>
      ((await as(caller).dispatch('get_Billing', { containerId: own() })).data as BillingOverview).invoices;
    expect(await ownBilling(world.admin)).toEqual([]);
    expect((await ownBilling(world.superuser)).map((i) => i.id)).toEqual([inv.id]);
    const bad = await status(world.superuser, { status: 'Skickad' });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.status).toBe(BILLING_MESSAGES.invoiceStatus);
    const badId = await status(world.superuser, { invoiceId: 'x' });
    expect(badId.error?.fields?.invoiceId).toBe(BILLING_MESSAGES.invoice);
    // Another company's id with this invoice: not found, nothing changed.
    const foreign = await as(world.superuser).dispatch('update_InvoiceStatus', {
      containerId: world.foreign.id,
      invoiceId: inv.id,
      status: 'Paid',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.error?.message).toBe(BILLING_MESSAGES.invoiceNotFound);
    const sent = await status(world.superuser, {});
    expect(sent.data).toMatchObject({ status: 'Sent', storedStatus: 'Sent' });
    expect((await ownBilling(world.admin)).map((i) => i.id)).toEqual([inv.id]);
    // Past its due date a sent invoice shows Overdue; paid it is Paid.
    await t.db.update(billingInvoices).set({ dueDate: '2020-01-01' }).where(eq(billingInvoices.id, inv.id));
    expect((await overview()).invoices[0]).toMatchObject({ status: 'Overdue', storedStatus: 'Sent' });
    const paid = await status(world.superuser, { status: 'Paid' });
    expect(paid.data).toMatchObject({ status: 'Paid' });
    const audited = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.containerId, own()), eq(auditEvents.kind, 'billing')))
      .orderBy(auditEvents.id);
    expect(audited.map((a) => a.summary)).toEqual([
      `Skapade faktura ${inv.number} på 4 900 kr`,
      `Faktura ${inv.number}: status Skickad`,
      `Faktura ${inv.number}: status Betald`,
    ]);
  });
});
