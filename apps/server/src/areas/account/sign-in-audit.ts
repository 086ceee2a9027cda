/**
 * Sign-ins and failed sign-ins in the audit log. A person's sign-in is one entry per company
 * they are a member of, so each company's administrator sees their staff's sign-ins; someone without a
 * company (the superuser, a candidate) gets one platform entry. A failed sign-in with an unknown address
 * keeps the address tried, no actor id and no company (only the superuser sees it). A password changed by
 * its owner (from the profile or through a reset link) is recorded the same way.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { containerUsers, users } from '../../db/schema.ts';
import { actorOf, recordAudit, type AuditEntry } from '../../platform/audit.ts';
import type { AuthUser } from '../../core/access/auth.ts';

type Person = Pick<AuthUser, 'id' | 'email' | 'firstname' | 'lastname'>;

/** Why a sign-in failed, as the entry's data keeps it (never the password tried). */
export type SignInFailure = 'unknown-email' | 'wrong-password' | 'disabled' | 'suspended' | 'rate-limited';

const FAILURE_TEXT: Record<SignInFailure, string> = {
  'unknown-email': 'okänd e-postadress',
  'wrong-password': 'fel lösenord',
  disabled: 'kontot är inaktiverat',
  suspended: 'företagets konto är avstängt',
  'rate-limited': 'för många försök, stoppad en stund',
};

async function companiesOf(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: containerUsers.containerId })
    .from(containerUsers)
    .where(eq(containerUsers.userId, userId));
  return rows.map((r) => r.id);
}

/** Records `entry` once per company of `person` (once for the platform when they have none). */
async function recordPerCompany(
  db: Queryable,
  person: Person,
  ip: string,
  entry: Omit<AuditEntry, 'containerId'>,
): Promise<void> {
  const companies = await companiesOf(db, person.id);
  const actor = actorOf(person, ip);
  for (const containerId of companies.length ? companies : [null])
    await recordAudit(db, actor, { ...entry, containerId });
}

export async function auditSignIn(db: Queryable, person: Person, ip: string): Promise<void> {
  await recordPerCompany(db, person, ip, { kind: 'sign-in', summary: 'Loggade in' });
}

/** The person changed their own password (`how`: 'Bytte lösenord', '… via återställningslänken'). */
export async function auditPasswordChange(db: Queryable, person: Person, ip: string, how: string) {
  await recordPerCompany(db, person, ip, { kind: 'password', summary: how });
}

export async function auditFailedSignIn(
  db: Queryable,
  email: string,
  person: Person | undefined,
  reason: SignInFailure,
  ip: string,
): Promise<void> {
  const entry = {
    kind: 'sign-in-failed' as const,
    summary: `Misslyckad inloggning som ${email} (${FAILURE_TEXT[reason]})`,
    data: { email, reason },
  };
  if (person) await recordPerCompany(db, person, ip, entry);
  else await recordAudit(db, { id: null, email, name: null, ip }, entry);
}

/**
 * Sign-ins refused by the rate limit never reach the password check: one entry per caller and address
 * and window (rate-limit.ts oncePerWindow), under the person's companies when the address is known.
 */
export async function auditRateLimitedSignIn(db: Queryable, email: string, ip: string): Promise<void> {
  const [person] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.email, email));
  await auditFailedSignIn(db, email, person, 'rate-limited', ip);
}
