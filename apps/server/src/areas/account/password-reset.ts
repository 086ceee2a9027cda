import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { passwordResets } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { newLinkToken, tokenHash } from '../../platform/link-tokens.ts';

const HOUR = 3600_000;
export const RESET_LINK_TTL_MS = HOUR;

/**
 * Creates a one-time link to choose a new password and e-mails it. Only the token's hash is stored; the
 * link expires after an hour. (Invitations to a company have their own link: areas/account/invitations.ts.)
 */
export async function sendPasswordLink(
  db: Queryable,
  services: Services,
  user: { id: number; email: string; firstname: string },
): Promise<void> {
  const token = newLinkToken();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  const link = `${services.config.appUrl}/reset/${token}`;
  const greeting = user.firstname ? `Hej ${user.firstname}!` : 'Hej!';
  const operator = services.config.operatorName;
  const text = `${greeting}\n\nVi har fått en begäran om att återställa ditt lösenord. Välj ett nytt lösenord här (länken gäller i en timme och kan användas en gång):\n\n${link}\n\nHar du inte bett om detta kan du bortse från mejlet.\n\nHälsningar\n${operator}`;
  await services.mail.send(db, {
    to: user.email,
    subject: `Återställ ditt lösenord hos ${operator}`,
    text,
    emailType: 'password_reset',
  });
}

/** Consumes a reset token: the user id when the token is known, unused and unexpired; otherwise null. */
export async function consumePasswordLink(db: Queryable, token: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}
