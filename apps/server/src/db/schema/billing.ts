import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingPlan, BillingType, InvoiceStatus } from '@rekry/domain';
import { createdAt, updatedAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { containers } from './containers.ts';
import { positions } from './positions.ts';
import { users } from './users.ts';

/**
 * Billing (migration 0020): one account per company (none = monthly on the Monthly plan); the
 * account status (Active, Inactive, Suspended) is the company's own, containers.status. The
 * balance never goes below zero; every change of it is a ledger row (who, when, why).
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    containerId: integer('container_id')
      .primaryKey()
      .references(() => containers.id, { onDelete: 'cascade' }),
    billingType: text('billing_type').$type<BillingType>().notNull().default('monthly'),
    plan: text('plan').$type<BillingPlan>().notNull().default('Monthly'),
    pointsBalance: integer('points_balance').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('billing_accounts_type_known', sql`${t.billingType} in ('monthly', 'points')`),
    check('billing_accounts_plan_known', sql`${t.plan} in ('Monthly', 'PerJob')`),
    check('billing_accounts_balance_not_negative', sql`${t.pointsBalance} >= 0`),
  ],
);

/** Every change of a company's points: added, removed, or spent on a publication. */
export const billingLedger = pgTable(
  'billing_ledger',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    /** Signed: + added, - removed or spent. */
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind').$type<'add' | 'remove' | 'publish'>().notNull(),
    description: text('description').notNull(),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied: the row outlives the account. */
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_ledger_container_idx').on(t.containerId, t.createdAt.desc(), t.id.desc()),
    index('billing_ledger_position_idx').on(t.positionId),
    check('billing_ledger_kind_known', sql`${t.kind} in ('add', 'remove', 'publish')`),
  ],
);

/** A company's invoices: number, period, amount in whole kronor, status and due date. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    containerId: containerRef(),
    number: text('number').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('Draft'),
    dueDate: date('due_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_invoices_number_idx').on(t.number),
    index('billing_invoices_container_idx').on(t.containerId, t.periodStart.desc()),
    check(
      'billing_invoices_status_known',
      sql`${t.status} in ('Draft', 'Sent', 'Paid', 'Overdue', 'Cancelled')`,
    ),
    check('billing_invoices_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);
