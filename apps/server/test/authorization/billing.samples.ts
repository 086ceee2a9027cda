import { sql } from 'drizzle-orm';
import { billingAccounts, billingInvoices } from '../../src/db/schema.ts';
import { unique, type AreaSamples, type SampleContext } from './context.ts';

async function invoice({ t, containerId }: SampleContext) {
  const [row] = await t.db
    .insert(billingInvoices)
    .values({
      containerId,
      number: `T-${unique()}`,
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      amount: 100,
      dueDate: '2026-02-28',
    })
    .returning();
  return row!;
}

export const billingSamples: AreaSamples<'billing'> = {
  get_Billing: ({ containerId }) => ({ containerId }),
  update_BillingType: ({ containerId }) => ({ containerId, billingType: 'points' }),
  update_BillingPlan: ({ containerId }) => ({ containerId, plan: 'PerJob' }),
  add_Points: ({ containerId }) => ({ containerId, points: 5, description: 'Prov' }),
  // Removing from an empty balance is a 409: the company gets a point to remove first.
  remove_Points: async ({ t, containerId }) => {
    await t.db
      .insert(billingAccounts)
      .values({ containerId, pointsBalance: 1 })
      .onConflictDoUpdate({
        target: billingAccounts.containerId,
        set: { pointsBalance: sql`${billingAccounts.pointsBalance} + 1` },
      });
    return { containerId, points: 1, description: 'Prov' };
  },
  create_Invoice: ({ containerId }) => ({
    containerId,
    periodStart: '2026-01-01',
    periodEnd: '2026-01-31',
    dueDate: '2026-02-28',
    amount: 4900,
  }),
  update_InvoiceStatus: async (ctx) => ({
    containerId: ctx.containerId,
    invoiceId: (await invoice(ctx)).id,
    status: 'Sent',
  }),
};
