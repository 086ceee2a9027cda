/**
 * Demo billing: Norrland Bemanning AB pays by points on the PerJob plan, with a few ledger rows
 * (a starter pack, its truck driver ad, a correction) and invoices; Demo AB is billed monthly.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { DEMO_POSITIONS } from './career.ts';
import { appMeta, billingAccounts, billingInvoices, billingLedger, users } from '../db/schema.ts';

const SEEDED = 'demo_billing_seeded';
const DAY = 24 * 60 * 60 * 1000;

export async function seedBilling(
  db: Db,
  companies: { monthly: number; points: number },
  superuserEmail: string,
): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED));
  if (done) return false;
  const [odin] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.email, superuserEmail));
  const actor = { actorId: odin?.id ?? null, actorName: odin ? `${odin.firstname} ${odin.lastname}` : null };
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  const year = new Date(now).getUTCFullYear();
  await db.transaction(async (tx) => {
    await tx.insert(billingAccounts).values([
      { containerId: companies.monthly, billingType: 'monthly', plan: 'Monthly' },
      { containerId: companies.points, billingType: 'points', plan: 'PerJob', pointsBalance: 7 },
    ]);
    const p = companies.points;
    await tx.insert(billingLedger).values([
      {
        containerId: p,
        points: 10,
        balanceAfter: 10,
        kind: 'add',
        description: 'Startpaket 10 annonser',
        ...actor,
        createdAt: ago(40),
      },
      {
        containerId: p,
        points: -1,
        balanceAfter: 9,
        kind: 'publish',
        description: `Publicering av ”${DEMO_POSITIONS.norrland.name}” (karriärsidan)`,
        positionId: DEMO_POSITIONS.norrland.id,
        ...actor,
        createdAt: ago(30),
      },
      {
        containerId: p,
        points: -2,
        balanceAfter: 7,
        kind: 'remove',
        description: 'Rättelse: dubbel påfyllning',
        ...actor,
        createdAt: ago(12),
      },
    ]);
    const drafts: Omit<typeof billingInvoices.$inferInsert, 'number'>[] = [
      {
        containerId: p,
        periodStart: `${year}-01-01`,
        periodEnd: `${year}-01-31`,
        amount: 4900,
        status: 'Paid',
        dueDate: `${year}-02-28`,
      },
      {
        containerId: p,
        periodStart: `${year}-02-01`,
        periodEnd: `${year}-02-28`,
        amount: 1900,
        status: 'Sent',
        dueDate: `${year}-03-31`,
      },
      {
        containerId: companies.monthly,
        periodStart: `${year}-10-01`,
        periodEnd: `${year}-10-31`,
        amount: 2490,
        status: 'Paid',
        dueDate: `${year}-11-30`,
      },
      {
        containerId: companies.monthly,
        periodStart: `${year}-11-01`,
        periodEnd: `${year}-11-30`,
        amount: 2490,
        status: 'Draft',
        dueDate: `${year}-12-31`,
      },
    ];
    const invoices = await tx
      .insert(billingInvoices)
      .values(drafts.map((d, i) => ({ ...d, number: `demo-${i}` })))
      .returning();
    // Numbered like create_Invoice: the period's year and the invoice's own id.
    for (const invoice of invoices)
      await tx
        .update(billingInvoices)
        .set({ number: `${invoice.periodStart.slice(0, 4)}-${String(invoice.id).padStart(5, '0')}` })
        .where(eq(billingInvoices.id, invoice.id));
    await tx.insert(appMeta).values({ key: SEEDED, value: new Date().toISOString() });
  });
  return true;
}
