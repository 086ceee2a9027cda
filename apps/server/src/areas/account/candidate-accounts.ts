/**
 * Candidate accounts: signing up proves the address before anything is shown. Sign-up keeps the
 * address and the chosen password's hash in account_confirmations and mails a one-time link (only its
 * SHA-256 stored); following it creates or completes the users row, marks the address confirmed and signs
 * in. The answer to sign-up is the same whether or not the address is known (no account enumeration).
 */
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { ACCOUNT_CONFIRM_TTL_MS, CANDIDATE_TEXTS } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { accountConfirmations, users } from '../../db/schema.ts';
import { badRequest, conflict } from '../../core/errors.ts';
import type { Services } from '../../platform/services.ts';
import { newLinkToken, tokenHash } from '../../platform/link-tokens.ts';

/**
 * Sign-up: an address that already has a password gets a mail saying so (with login and forgot-password
 * links); any other gets the confirmation link. The caller answers the same either way.
 */
export async function requestCandidateAccount(
  db: Queryable,
  services: Services,
  email: string,
  passwordHash: string,
): Promise<void> {
  const { appUrl, operatorName } = services.config;
  const [existing] = await db
    .select({ passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, email));
  if (existing?.disabled) return;
  if (existing?.passwordHash) {
    await services.mail.send(db, {
      to: email,
      subject: CANDIDATE_TEXTS.existsSubject(operatorName),
      text: CANDIDATE_TEXTS.existsMail(
        `${appUrl}/login`,
        `${appUrl}/forgot/${encodeURIComponent(email)}`,
        operatorName,
      ),
      emailType: 'account_exists',
    });
    return;
  }
  // Spent and expired sign-ups of the address go, so the table holds only links that still work.
  await db
    .delete(accountConfirmations)
    .where(
      and(
        eq(accountConfirmations.email, email),
        or(isNotNull(accountConfirmations.usedAt), lte(accountConfirmations.expiresAt, new Date())),
      ),
    );
  const token = newLinkToken();
  await db.insert(accountConfirmations).values({
    email,
    passwordHash,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + ACCOUNT_CONFIRM_TTL_MS),
  });
  await services.mail.send(db, {
    to: email,
    subject: CANDIDATE_TEXTS.confirmSubject(operatorName),
    text: CANDIDATE_TEXTS.confirmMail(`${appUrl}/bekrafta/${token}`, operatorName),
    emailType: 'account_confirmation',
  });
}

/**
 * Follows a confirmation link (run in a transaction): uses it once, then creates the candidate or gives an
 * applicant's row (which has no password) the password chosen at sign-up, marks the address confirmed and
 * ends older tokens. The user id to sign in. An address that got a password meanwhile is refused (409): the
 * link must never replace a password someone already chose.
 */
export async function confirmCandidateAccount(tx: Queryable, token: string): Promise<number> {
  const [link] = await tx
    .update(accountConfirmations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountConfirmations.tokenHash, tokenHash(token)),
        isNull(accountConfirmations.usedAt),
        gt(accountConfirmations.expiresAt, new Date()),
      ),
    )
    .returning({ email: accountConfirmations.email, passwordHash: accountConfirmations.passwordHash });
  if (!link) throw badRequest(CANDIDATE_TEXTS.linkInvalid, { token: CANDIDATE_TEXTS.linkInvalid });
  const now = new Date();
  const [created] = await tx
    .insert(users)
    .values({ email: link.email, passwordHash: link.passwordHash, isCandidate: true, emailConfirmedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const [completed] = created
    ? [created]
    : await tx
        .update(users)
        .set({
          passwordHash: link.passwordHash,
          isCandidate: true,
          emailConfirmedAt: now,
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(and(eq(users.email, link.email), isNull(users.passwordHash), eq(users.disabled, false)))
        .returning({ id: users.id });
  if (!completed) throw conflict(CANDIDATE_TEXTS.accountExists);
  // Other links to the same address are spent with this one.
  await tx
    .update(accountConfirmations)
    .set({ usedAt: now })
    .where(and(eq(accountConfirmations.email, link.email), isNull(accountConfirmations.usedAt)));
  return completed.id;
}
