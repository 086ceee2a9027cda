/**
 * Points and the publishing rule (SPEC §4): the one place a company's balance changes and the one
 * place a publication is charged. A change of the balance is a single conditional update (never below
 * zero), so two changes at the same time both count and neither is lost; its ledger row rides with it.
 */
import {
  BILLING_DEFAULTS,
  BILLING_MESSAGES,
  channelOf,
  missingPoints,
  publicationCost,
  type BillingPlan,
  type BillingType,
} from '@rekry/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { billingAccounts, billingLedger } from '../../db/schema.ts';
import { conflict } from '../../core/errors.ts';
import type { AuthUser } from '../../core/access/auth.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import { notifyCompany } from '../../platform/notifications.ts';

export interface BillingAccount {
  billingType: BillingType;
  plan: BillingPlan;
  pointsBalance: number;
}

/** The company's account, or the defaults of SPEC §9 when it has none yet. */
export async function billingAccountOf(db: Queryable, containerId: number): Promise<BillingAccount> {
  const [row] = await db
    .select({
      billingType: billingAccounts.billingType,
      plan: billingAccounts.plan,
      pointsBalance: billingAccounts.pointsBalance,
    })
    .from(billingAccounts)
    .where(eq(billingAccounts.containerId, containerId));
  return row ?? { ...BILLING_DEFAULTS, pointsBalance: 0 };
}

/** Creates the company's account with the defaults if it has none (concurrent callers: one wins). */
export async function ensureBillingAccount(db: Queryable, containerId: number): Promise<void> {
  await db.insert(billingAccounts).values({ containerId }).onConflictDoNothing();
}

/** Who changed the points, copied into the ledger row. */
export interface LedgerActor {
  id: number | null;
  name: string | null;
}

export function ledgerActorOf(user: {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  email: string;
}) {
  const name = `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim();
  return { id: user.id, name: name || user.email };
}

/**
 * Adds `delta` points (negative: removes) in one conditional update and writes its ledger row. Answers the
 * new balance, or null when removing would take the balance below zero (nothing changes then).
 */
export async function changePoints(
  db: Queryable,
  containerId: number,
  delta: number,
  entry: { kind: 'add' | 'remove' | 'publish'; description: string; positionId?: number; actor: LedgerActor },
): Promise<number | null> {
  await ensureBillingAccount(db, containerId);
  const [row] = await db
    .update(billingAccounts)
    .set({ pointsBalance: sql`${billingAccounts.pointsBalance} + ${delta}`, updatedAt: new Date() })
    .where(
      and(
        eq(billingAccounts.containerId, containerId),
        sql`${billingAccounts.pointsBalance} + ${delta} >= 0`,
      ),
    )
    .returning({ balance: billingAccounts.pointsBalance });
  if (!row) return null;
  await db.insert(billingLedger).values({
    containerId,
    points: delta,
    balanceAfter: row.balance,
    kind: entry.kind,
    description: entry.description,
    positionId: entry.positionId ?? null,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
  });
  return row.balance;
}

/**
 * Whether a position is (or is scheduled to be) on the career site: published (now or later), not
 * archived, not internal, and its last day not passed. Saving or publishing a position into this state is
 * publishing it (docs/decisions.md 'Billing'); a draft is not.
 */
export function isOnCareerSite(p: {
  isArchived: boolean;
  isInternal: boolean;
  stop: Date | null;
  publishedAt: Date | null;
}): boolean {
  return (
    p.publishedAt !== null &&
    !p.isArchived &&
    !p.isInternal &&
    (p.stop === null || p.stop.getTime() >= Date.now())
  );
}

/** What a charge needs of the action that publishes: its transaction, caller, audit and rollback hook. */
export interface ChargeContext {
  db: Queryable;
  user: AuthUser;
  services: { database: Database };
  audit: (entry: AuditEntry) => Promise<void>;
  afterRollback: (work: () => Promise<void>) => void;
}

export const PUBLISH_REFUSED_TITLE = 'Poängen räcker inte för att publicera';

/**
 * The rule of SPEC §4, applied at every publication (a position onto the career site, an ad onto a paid
 * channel): what the company's plan says it costs is taken from a points account in the caller's
 * transaction, with its ledger row and audit entry. Without enough points it refuses (409 with how many
 * are missing) and, once the refused transaction has rolled back, tells the company's administrators.
 * A monthly account always has enough and pays nothing here.
 */
export async function chargePublication(
  ctx: ChargeContext,
  what: {
    containerId: number;
    positionId?: number;
    positionName: string;
    site: boolean;
    channels?: readonly string[];
  },
): Promise<number> {
  const { db } = ctx;
  const account = await billingAccountOf(db, what.containerId);
  const required = publicationCost(account.plan, { site: what.site, channels: what.channels ?? [] });
  if (account.billingType === 'monthly' || required === 0) return 0;
  const channels = (what.channels ?? []).map((c) => channelOf(c)?.name ?? c);
  const where = [...(what.site ? ['karriärsidan'] : []), ...channels].join(', ');
  const balance = await changePoints(db, what.containerId, -required, {
    kind: 'publish',
    description: `Publicering av ”${what.positionName}” (${where})`,
    positionId: what.positionId,
    actor: ledgerActorOf(ctx.user),
  });
  if (balance === null) {
    const now = (await billingAccountOf(db, what.containerId)).pointsBalance;
    const missing = missingPoints('points', now, required);
    const message = BILLING_MESSAGES.notEnoughToPublish(missing, required, now);
    const database = ctx.services.database.db;
    ctx.afterRollback(async () => {
      await notifyCompany(database, {
        containerId: what.containerId,
        type: 'alert',
        title: PUBLISH_REFUSED_TITLE,
        message: `”${what.positionName}” publicerades inte: det saknas ${missing} poäng.`,
        // The one who tried is answered with the 409 itself.
        actorId: ctx.user.id,
      });
    });
    throw conflict(message);
  }
  await ctx.audit({
    kind: 'billing',
    summary: `Drog ${required} poäng för publiceringen av ”${what.positionName}”`,
    containerId: what.containerId,
    data: {
      positionId: what.positionId ?? null,
      points: -required,
      balance,
      site: what.site,
      channels: what.channels ?? [],
    },
  });
  return required;
}
