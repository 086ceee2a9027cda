import { z } from 'zod';
import {
  BILLING_MESSAGES,
  BILLING_PLANS,
  BILLING_TYPES,
  INVOICE_STATUSES,
  invoiceId,
  invoiceShape,
  pointsChangeShape,
  type BillingOverview,
  type Invoice,
} from '../billing.ts';
import { action, containerId, type ActionArea } from './define.ts';

/**
 * Billing (SPEC §2 /admin/billing-management, §7 'Billing: get, set billing type, add points (points,
 * description), remove points'). A superuser manages every company's billing; a company's administrators
 * may read their own (balance, ledger, invoices), as in Teamtailor-like products.
 */
export const billingActions = {
  get_Billing: action<BillingOverview>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description:
      'Företagets fakturering: typ, plan, poängsaldo, händelser och fakturor (utkast bara för superanvändaren).',
  }),
  update_BillingType: action<BillingOverview>()({
    input: z.object({
      containerId,
      billingType: z.enum(BILLING_TYPES, { error: BILLING_MESSAGES.billingType }),
    }),
    access: { role: 'superuser', scope: 'container' },
    mutation: true,
    description: 'Sätt faktureringstyp: monthly (månadsvis) eller points (poäng).',
  }),
  update_BillingPlan: action<BillingOverview>()({
    input: z.object({ containerId, plan: z.enum(BILLING_PLANS, { error: BILLING_MESSAGES.plan }) }),
    access: { role: 'superuser', scope: 'container' },
    mutation: true,
    description: 'Sätt plan: Monthly eller PerJob (avgör vad en publicering kostar).',
  }),
  add_Points: action<BillingOverview>()({
    input: z.object({ containerId, ...pointsChangeShape }),
    access: { role: 'superuser', scope: 'container' },
    mutation: true,
    description: 'Lägg till poäng med en beskrivning (en rad i poänghistoriken).',
  }),
  remove_Points: action<BillingOverview>()({
    input: z.object({ containerId, ...pointsChangeShape }),
    access: { role: 'superuser', scope: 'container' },
    mutation: true,
    description: 'Ta bort poäng med en beskrivning; saldot blir aldrig negativt (409).',
  }),
  create_Invoice: action<Invoice>()({
    input: z.object({ containerId, ...invoiceShape }),
    access: { role: 'superuser', scope: 'container' },
    mutation: true,
    description: 'Skapa en faktura (utkast) med period, belopp i kronor och förfallodag.',
  }),
  update_InvoiceStatus: action<Invoice>()({
    input: z.object({
      containerId,
      invoiceId,
      status: z.enum(INVOICE_STATUSES, { error: BILLING_MESSAGES.invoiceStatus }),
    }),
    access: { role: 'superuser', scope: 'container' },
    mutation: true,
    description: 'Ändra en fakturas status: Draft, Sent, Paid, Overdue eller Cancelled.',
  }),
} satisfies ActionArea;
