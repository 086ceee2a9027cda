/**
 * The one door to the audit log (issue 17, /admin/events). Everything worth auditing — sign-ins, failed
 * sign-ins, permission and membership changes, deletions, GDPR informs and deletes, exports, billing and
 * integration changes, companies — is recorded here and nowhere else. Inside a mutation the entry rides
 * the action's transaction, so a change that rolls back leaves no entry; an entry is never updated, and only
 * `pruneAuditEvents` removes old ones (the table's trigger refuses anything else).
 */
import { lt, sql } from 'drizzle-orm';
import type { AuditKind } from '@rekry/domain';
import { changedCount, type Db, type Queryable } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
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

/** Removes entries older than `before` (the retention period); the only delete the table allows. */
export async function pruneAuditEvents(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('rekry.audit_prune', 'on', true)`);
    return changedCount(await tx.delete(auditEvents).where(lt(auditEvents.createdAt, before))) ?? 0;
  });
}
