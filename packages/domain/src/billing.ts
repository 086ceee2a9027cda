/**
 * Billing (SPEC §3 'Billing', §4, §8, §9): per company a billing type (monthly, the default, or
 * points), a plan (Monthly or PerJob), a points balance kept by a ledger, and invoices. The rule of SPEC §4:
 * a monthly account always has enough points; a points account needs a balance of at least what it costs.
 */
import { z } from 'zod';
import type { CompanyStatus } from './companies.ts';
import { isIsoDate } from './dates.ts';
import { formatNumber } from './format.ts';
import { positiveId } from './ids.ts';

export const BILLING_TYPES = ['monthly', 'points'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
export const BILLING_PLANS = ['Monthly', 'PerJob'] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];
export const INVOICE_STATUSES = ['Draft', 'Sent', 'Paid', 'Overdue', 'Cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** SPEC §9: a company without an account of its own is billed monthly on the Monthly plan. */
export const BILLING_DEFAULTS = { billingType: 'monthly', plan: 'Monthly' } as const;

/**
 * What publishing costs, in points, by plan (docs/decisions.md 'Billing'): on PerJob the career site costs
 * a point per position; on Monthly the career site is in the subscription. Each paid channel costs a point
 * on either plan. Only a points account pays; a monthly account is invoiced instead (SPEC §4).
 */
export const POINT_COSTS: Record<BillingPlan, { site: number; paidChannel: number }> = {
  PerJob: { site: 1, paidChannel: 1 },
  Monthly: { site: 0, paidChannel: 1 },
};
/** Channels that cost points (the classifieds sites); Platsbanken is the public employment service's, free. */
export const PAID_CHANNELS: readonly string[] = ['classifieds'];

export const BILLING_LIMITS = {
  points: 100_000,
  description: 200,
  ledger: 200,
  invoices: 100,
  amount: 10_000_000,
} as const;

/** Swedish names of the enumerations, for the screen and the audit log. */
export const BILLING_TYPE_NAMES: Record<BillingType, string> = { monthly: 'Månadsvis', points: 'Poäng' };
export const BILLING_PLAN_NAMES: Record<BillingPlan, string> = {
  Monthly: 'Månadsabonnemang',
  PerJob: 'Per annons',
};
export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = {
  Draft: 'Utkast',
  Sent: 'Skickad',
  Paid: 'Betald',
  Overdue: 'Förfallen',
  Cancelled: 'Makulerad',
};

export const BILLING_MESSAGES = {
  billingType: 'Välj månadsvis eller poäng',
  plan: 'Välj Monthly eller PerJob',
  points: 'Ange ett antal poäng (ett heltal från 1)',
  pointsMax: `Högst ${formatNumber(BILLING_LIMITS.points)} poäng åt gången`,
  description: 'Ange en beskrivning',
  descriptionLength: `Beskrivningen får vara högst ${BILLING_LIMITS.description} tecken`,
  invoice: 'Ogiltig faktura',
  invoiceNotFound: 'Fakturan finns inte',
  invoiceStatus: 'Välj en status: Draft, Sent, Paid, Overdue eller Cancelled',
  periodStart: 'Ange periodens första dag (ÅÅÅÅ-MM-DD)',
  periodEnd: 'Ange periodens sista dag (ÅÅÅÅ-MM-DD)',
  periodOrder: 'Perioden kan inte sluta före den börjar',
  dueDate: 'Ange förfallodag (ÅÅÅÅ-MM-DD)',
  amount: 'Ange ett belopp i kronor (0 eller mer)',
  amountMax: 'Beloppet är för stort',
  notEnoughToRemove: (balance: number) => `Saldot räcker inte: företaget har ${balance} poäng`,
  /** The refusal of SPEC §4 when a position is published without enough points. */
  notEnoughToPublish: (missing: number, required: number, balance: number) =>
    `Publiceringen kräver ${required} poäng men saldot är ${balance}: det saknas ${missing} poäng. Kontakta Rekry för att fylla på.`,
} as const;

export const invoiceId = positiveId(BILLING_MESSAGES.invoice);

const isoDate = (message: string) => z.string({ error: message }).refine(isIsoDate, message);

export const pointsChangeShape = {
  points: z.coerce
    .number({ error: BILLING_MESSAGES.points })
    .int(BILLING_MESSAGES.points)
    .min(1, BILLING_MESSAGES.points)
    .max(BILLING_LIMITS.points, BILLING_MESSAGES.pointsMax),
  description: z
    .string({ error: BILLING_MESSAGES.description })
    .trim()
    .min(1, BILLING_MESSAGES.description)
    .max(BILLING_LIMITS.description, BILLING_MESSAGES.descriptionLength),
};

export const invoiceShape = {
  periodStart: isoDate(BILLING_MESSAGES.periodStart),
  periodEnd: isoDate(BILLING_MESSAGES.periodEnd),
  dueDate: isoDate(BILLING_MESSAGES.dueDate),
  amount: z.coerce
    .number({ error: BILLING_MESSAGES.amount })
    .int(BILLING_MESSAGES.amount)
    .min(0, BILLING_MESSAGES.amount)
    .max(BILLING_LIMITS.amount, BILLING_MESSAGES.amountMax),
};

/** What one position's publication costs on a plan: the career site, and each paid channel ticked. */
export function publicationCost(plan: BillingPlan, what: { site: boolean; channels: readonly string[] }) {
  const costs = POINT_COSTS[plan];
  const paid = what.channels.filter((c) => PAID_CHANNELS.includes(c)).length;
  return (what.site ? costs.site : 0) + paid * costs.paidChannel;
}

/** SPEC §4: how many points are missing (0 = enough). A monthly account always has enough. */
export function missingPoints(billingType: BillingType, balance: number, required: number): number {
  if (billingType === 'monthly') return 0;
  return Math.max(0, required - balance);
}

/**
 * The status an invoice shows: a sent invoice whose due date has passed (Stockholm's today) is Overdue
 * without anyone setting it; any other status is as stored.
 */
export function invoiceStatusOn(stored: InvoiceStatus, dueDate: string, today: string): InvoiceStatus {
  return stored === 'Sent' && dueDate < today ? 'Overdue' : stored;
}

export interface LedgerRow {
  id: number;
  /** Signed: + added, - removed or spent. */
  points: number;
  balanceAfter: number;
  description: string;
  kind: 'add' | 'remove' | 'publish';
  positionId: number | null;
  /** Who (a copied name; 'Systemet' for none). */
  actor: string;
  created: string;
}

export interface Invoice {
  id: number;
  number: string;
  periodStart: string;
  periodEnd: string;
  /** Whole kronor (SEK). */
  amount: number;
  /** As shown (Overdue derived, see invoiceStatusOn). */
  status: InvoiceStatus;
  storedStatus: InvoiceStatus;
  dueDate: string;
  created: string;
}

export interface BillingOverview {
  containerId: number;
  containerName: string;
  billingType: BillingType;
  plan: BillingPlan;
  /** The account status (SPEC §3: Active, Inactive, Suspended) is the company's own (containers.status). */
  status: CompanyStatus;
  pointsBalance: number;
  costs: { site: number; paidChannel: number };
  ledger: LedgerRow[];
  invoices: Invoice[];
}
