/**
 * The one door to the audit log (/admin/events). Everything worth auditing — sign-ins, failed
 * sign-ins, permission and membership changes, deletions, GDPR informs and deletes, exports, billing and
 * integration changes, companies — is recorded here and nowhere else, and so are the two registers that
 * keep more detail beside the log: the GDPR screen's erasures and extracts, and an integration's changed
 * fields. Inside a mutation the entry rides
 * the action's transaction, so a change that rolls back leaves no entry; an entry is never updated, and only
 * `pruneAuditEvents` removes old ones (the table's trigger refuses anything else).
 */
import { lt, sql } from 'drizzle-orm';
import type { AuditKind } from '@rekry/domain';
import { changedCount, type Db, type Queryable } from '../db/client.ts';
import { auditEvents, partnerSettingChanges, personalDataAudit } from '../db/schema.ts';
import type { AuthUser } from '../core/access/auth.ts';

/** Who did it, as the entry keeps it (copied: the entry outlives the account). */
export interface AuditActor {
  id: number | null;
  email: string | null;
  name: string | null;
  /** The caller's address (request.ip, which TRUST_PROXY decides); null for the system. */
  ip: string | null;
}

export interface AuditEntry {
  kind: AuditKind;
  /** One Swedish sentence, e.g. "Lade till 100 poäng (Kampanj)". Never a secret or a personal number. */
  summary: string;
  /** The company it belongs to; null/absent for a platform event. */
  containerId?: number | null;
  /** Details for the screen and the CSV (ids, field names, counts) — no secrets, no personal numbers. */
  data?: Record<string, unknown>;
}

/** The system itself (a job, the clock), for entries nobody asked for. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: null, name: 'Systemet', ip: null };

/** A signed-in user as the actor of an entry. */
export function actorOf(
  user: Pick<AuthUser, 'id' | 'email' | 'firstname' | 'lastname'>,
  ip: string | null,
): AuditActor {
  const name = `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim();
  return { id: user.id, email: user.email, name: name || null, ip };
}

/** Records one entry; the company's name is copied in as it is now. */
export async function recordAudit(db: Queryable, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const containerId = entry.containerId ?? null;
  await db.insert(auditEvents).values({
    containerId,
    containerName:
      containerId === null ? null : sql`(select "name" from "containers" where "id" = ${containerId})`,
    actorId: actor.id,
    actorEmail: actor.email,
    actorName: actor.name,
    kind: entry.kind,
    summary: entry.summary,
    data: entry.data ?? {},
    ip: actor.ip,
  });
}

/**
 * A row of the GDPR screen's register of erasures, extracts and retention runs: what went (counts per
 * kind, position ids), when, who asked (null for the job) and why — never the person.
 */
export type PersonalDataRecord = Omit<typeof personalDataAudit.$inferInsert, 'id' | 'createdAt'>;

/**
 * Records a GDPR register row and, where the log has one for it, its audit entry, in the caller's
 * transaction so the two never disagree. The retention run's erasures go without one each: the run is
 * logged once per company.
 */
export async function recordPersonalData(
  db: Queryable,
  record: PersonalDataRecord,
  logged?: { actor: AuditActor; entry: AuditEntry },
): Promise<void> {
  await db.insert(personalDataAudit).values(record);
  if (logged) await recordAudit(db, logged.actor, logged.entry);
}

/**
 * Records which fields of a company's integration changed — for its history on the integration card —
 * with the audit entry. Never a value: a secret is only 'secret' / 'secret:removed'.
 */
export async function recordIntegrationChange(
  db: Queryable,
  actor: AuditActor,
  change: { containerId: number; partner: string; fields: string[] },
  entry: AuditEntry,
): Promise<void> {
  await db.insert(partnerSettingChanges).values({ ...change, actorId: actor.id });
  await recordAudit(db, actor, { ...entry, containerId: change.containerId });
}

/** Removes entries older than `before` (the retention period); the only delete the table allows. */
export async function pruneAuditEvents(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('rekry.audit_prune', 'on', true)`);
    return changedCount(await tx.delete(auditEvents).where(lt(auditEvents.createdAt, before))) ?? 0;
  });
}
