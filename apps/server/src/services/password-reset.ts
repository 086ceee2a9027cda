import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { passwordResets } from '../db/schema.ts';
import type { Services } from './index.ts';

const HOUR = 3600_000;
export const RESET_LINK_TTL_MS = HOUR;
export const INVITE_LINK_TTL_MS = 7 * 24 * HOUR;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Creates a one-time link to choose a password and e-mails it. Only the token's hash is stored; the
 * link expires (an hour for a reset, a week for an invitation to a new account).
 */
export async function sendPasswordLink(
  db: Queryable,
  services: Services,
  user: { id: number; email: string; firstname: string },
  kind: 'reset' | 'invite',
  containerName?: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const ttl = kind === 'invite' ? INVITE_LINK_TTL_MS : RESET_LINK_TTL_MS;
  await db
    .insert(passwordResets)
    .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttl) });
  const link = `${services.config.appUrl}/reset/${token}`;
  const greeting = user.firstname ? `Hej ${user.firstname}!` : 'Hej!';
  const operator = services.config.operatorName;
  const text =
    kind === 'invite'
      ? `${greeting}\n\nDu har lagts till i ${containerName ?? 'ett företag'} på ${operator}. Välj ditt lösenord här (länken gäller i 7 dagar):\n\n${link}\n\nHälsningar\n${operator}`
      : `${greeting}\n\nVi har fått en begäran om att återställa ditt lösenord. Välj ett nytt lösenord här (länken gäller i en timme och kan användas en gång):\n\n${link}\n\nHar du inte bett om detta kan du bortse från mejlet.\n\nHälsningar\n${operator}`;
  await services.mail.send(db, {
    to: user.email,
    subject: kind === 'invite' ? `Välkommen till ${operator}` : `Återställ ditt lösenord hos ${operator}`,
    text,
    emailType: kind === 'invite' ? 'user_invite' : 'password_reset',
  });
}

/** Consumes a reset token: the user id when the token is known, unused and unexpired; otherwise null. */
export async function consumePasswordLink(db: Queryable, token: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}
