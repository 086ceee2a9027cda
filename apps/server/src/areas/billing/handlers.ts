import {
  BILLING_MESSAGES,
  BILLING_PLAN_NAMES,
  BILLING_TYPE_NAMES,
  INVOICE_STATUS_NAMES,
  formatKronor,
} from '@rekry/domain';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { billingAccounts, billingInvoices } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import { billingAccountOf, changePoints, ensureBillingAccount, ledgerActorOf } from './points.ts';
import type { ActionContext, HandlerMap } from '../../platform/action-context.ts';
import { billingOverview, invoiceOf, invoiceView } from './queries.ts';

/** The account's settings an admin changes: what the audit entry calls each, and its values' names. */
const ACCOUNT_SETTINGS: Record<'billingType' | 'plan', { noun: string; names: Record<string, string> }> = {
  billingType: { noun: 'faktureringstyp', names: BILLING_TYPE_NAMES },
  plan: { noun: 'plan', names: BILLING_PLAN_NAMES },
};

/** Sets one field of the company's account and audits the change (nothing to audit when it is the same). */
async function setAccount(
  ctx: ActionContext,
  containerId: number,
  change: { billingType: keyof typeof BILLING_TYPE_NAMES } | { plan: keyof typeof BILLING_PLAN_NAMES },
) {
  const before = await billingAccountOf(ctx.db, containerId);
  await ensureBillingAccount(ctx.db, containerId);
  await ctx.db
    .update(billingAccounts)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(billingAccounts.containerId, containerId));
  const [field, value] =
    'plan' in change ? (['plan', change.plan] as const) : (['billingType', change.billingType] as const);
  if (value !== before[field]) {
    const { noun, names } = ACCOUNT_SETTINGS[field];
    await ctx.audit({
      kind: 'billing',
      summary: `Ändrade ${noun} till ${names[value]}`,
      containerId,
      data: { from: before[field], to: value },
    });
  }
  return billingOverview(ctx.db, containerId);
}

export const billingHandlers = {
  async get_Billing({ containerId }, { db, user }) {
    const overview = await billingOverview(db, containerId);
    // A draft is Rekry's own work in progress: the company's admin sees invoices once they are sent.
    if (user.isSuperuser) return overview;
    return { ...overview, invoices: overview.invoices.filter((i) => i.storedStatus !== 'Draft') };
  },

  async update_BillingType({ containerId, billingType }, ctx) {
    return setAccount(ctx, containerId, { billingType });
  },

  async update_BillingPlan({ containerId, plan }, ctx) {
    return setAccount(ctx, containerId, { plan });
  },

  async add_Points({ containerId, points, description }, ctx) {
    const balance = await changePoints(ctx.db, containerId, points, {
      kind: 'add',
      description,
      actor: ledgerActorOf(ctx.user),
    });
    await ctx.audit({
      kind: 'billing',
      summary: `Lade till ${points} poäng (${description})`,
      containerId,
      data: { points, balance },
    });
    return billingOverview(ctx.db, containerId);
  },

  async remove_Points({ containerId, points, description }, ctx) {
    const balance = await changePoints(ctx.db, containerId, -points, {
      kind: 'remove',
      description,
      actor: ledgerActorOf(ctx.user),
    });
    if (balance === null)
      throw conflict(
        BILLING_MESSAGES.notEnoughToRemove((await billingAccountOf(ctx.db, containerId)).pointsBalance),
      );
    await ctx.audit({
      kind: 'billing',
      summary: `Tog bort ${points} poäng (${description})`,
      containerId,
      data: { points: -points, balance },
    });
    return billingOverview(ctx.db, containerId);
  },

  async create_Invoice({ containerId, periodStart, periodEnd, amount, dueDate }, ctx) {
    if (periodEnd < periodStart)
      throw badRequest(BILLING_MESSAGES.periodOrder, { periodEnd: BILLING_MESSAGES.periodOrder });
    // The number is the period's year and the invoice's own id: unique, readable, never reused.
    const [next] = rowsOf<{ id: number | string }>(
      await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('billing_invoices', 'id')) as id`),
    );
    const id = Number(next!.id);
    const number = `${periodStart.slice(0, 4)}-${String(id).padStart(5, '0')}`;
    const [row] = await ctx.db
      .insert(billingInvoices)
      .values({ id, containerId, number, periodStart, periodEnd, amount, dueDate })
      .returning();
    await ctx.audit({
      kind: 'billing',
      // Written with plain spaces: the events screen finds it by what a person types.
      summary: `Skapade faktura ${number} på ${formatKronor(amount).replace(/\s/g, ' ')}`,
      containerId,
      data: { invoiceId: id, number, amount, periodStart, periodEnd, dueDate },
    });
    return invoiceView(row!);
  },

  async update_InvoiceStatus({ containerId, invoiceId, status }, ctx) {
    const before = await invoiceOf(ctx.db, containerId, invoiceId);
    if (!before) throw notFound(BILLING_MESSAGES.invoiceNotFound);
    const [row] = await ctx.db
      .update(billingInvoices)
      .set({ status, updatedAt: new Date() })
      .where(eq(billingInvoices.id, invoiceId))
      .returning();
    if (before.status !== status)
      await ctx.audit({
        kind: 'billing',
        summary: `Faktura ${before.number}: status ${INVOICE_STATUS_NAMES[status]}`,
        containerId,
        data: { invoiceId, number: before.number, from: before.status, to: status },
      });
    return invoiceView(row!);
  },
} satisfies Partial<HandlerMap>;
