import {
  BILLING_LIMITS,
  POINT_COSTS,
  invoiceStatusOn,
  stockholmDate,
  type BillingOverview,
  type Invoice,
  type LedgerRow,
} from '@rekry/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { billingInvoices, billingLedger, containers } from '../../db/schema.ts';
import { billingAccountOf } from './points.ts';

type InvoiceRow = typeof billingInvoices.$inferSelect;

/** An invoice as the screen shows it: a sent one past its due date is Overdue (SPEC §3 enumeration). */
export function invoiceView(row: InvoiceRow, today = stockholmDate()): Invoice {
  return {
    id: row.id,
    number: row.number,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    amount: row.amount,
    status: invoiceStatusOn(row.status, row.dueDate, today),
    storedStatus: row.status,
    dueDate: row.dueDate,
    created: row.createdAt.toISOString(),
  };
}

/** One invoice of the company, or undefined. */
export async function invoiceOf(db: Queryable, containerId: number, invoiceId: number) {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.containerId, containerId)));
  return row;
}

/** The company's billing: its account (or the defaults), the newest ledger rows and its invoices. */
export async function billingOverview(db: Queryable, containerId: number): Promise<BillingOverview> {
  const account = await billingAccountOf(db, containerId);
  const [company] = await db
    .select({ name: containers.name, status: containers.status })
    .from(containers)
    .where(eq(containers.id, containerId));
  const ledger = await db
    .select()
    .from(billingLedger)
    .where(eq(billingLedger.containerId, containerId))
    .orderBy(desc(billingLedger.createdAt), desc(billingLedger.id))
    .limit(BILLING_LIMITS.ledger);
  const invoices = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.containerId, containerId))
    .orderBy(desc(billingInvoices.periodStart), desc(billingInvoices.id))
    .limit(BILLING_LIMITS.invoices);
  const today = stockholmDate();
  return {
    containerId,
    containerName: company?.name ?? '',
    ...account,
    status: company?.status ?? 'active',
    costs: POINT_COSTS[account.plan],
    ledger: ledger.map((r): LedgerRow => ({
      id: r.id,
      points: r.points,
      balanceAfter: r.balanceAfter,
      description: r.description,
      kind: r.kind,
      positionId: r.positionId,
      actor: r.actorName ?? 'Systemet',
      created: r.createdAt.toISOString(),
    })),
    invoices: invoices.map((r) => invoiceView(r, today)),
  };
}
