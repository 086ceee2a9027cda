import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
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
export const billingAccounts = pg.pgTable(
  'billing_accounts',
  {
    containerId: pg
      .integer('container_id')
      .primaryKey()
      .references(() => containers.id, { onDelete: 'cascade' }),
    billingType: pg.text('billing_type').$type<BillingType>().notNull().default('monthly'),
    plan: pg.text('plan').$type<BillingPlan>().notNull().default('Monthly'),
    pointsBalance: pg.integer('points_balance').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check('billing_accounts_type_known', sql`${t.billingType} in ('monthly', 'points')`),
    pg.check('billing_accounts_plan_known', sql`${t.plan} in ('Monthly', 'PerJob')`),
    pg.check('billing_accounts_balance_not_negative', sql`${t.pointsBalance} >= 0`),
  ],
);

/** Every change of a company's points: added, removed, or spent on a publication. */
export const billingLedger = pg.pgTable(
  'billing_ledger',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    /** Signed: + added, - removed or spent. */
    points: pg.integer('points').notNull(),
    balanceAfter: pg.integer('balance_after').notNull(),
    kind: pg.text('kind').$type<'add' | 'remove' | 'publish'>().notNull(),
    description: pg.text('description').notNull(),
    positionId: pg.integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    actorId: pg.integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied: the row outlives the account. */
    actorName: pg.text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('billing_ledger_container_idx').on(t.containerId, t.createdAt.desc(), t.id.desc()),
    pg.index('billing_ledger_position_idx').on(t.positionId),
    pg.check('billing_ledger_kind_known', sql`${t.kind} in ('add', 'remove', 'publish')`),
  ],
);

/** A company's invoices: number, period, amount in whole kronor, status and due date. */
export const billingInvoices = pg.pgTable(
  'billing_invoices',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    number: pg.text('number').notNull(),
    periodStart: pg.date('period_start').notNull(),
    periodEnd: pg.date('period_end').notNull(),
    amount: pg.integer('amount').notNull(),
    status: pg.text('status').$type<InvoiceStatus>().notNull().default('Draft'),
    dueDate: pg.date('due_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.uniqueIndex('billing_invoices_number_idx').on(t.number),
    pg.index('billing_invoices_container_idx').on(t.containerId, t.periodStart.desc()),
    pg.check(
      'billing_invoices_status_known',
      sql`${t.status} in ('Draft', 'Sent', 'Paid', 'Overdue', 'Cancelled')`,
    ),
    pg.check('billing_invoices_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);
