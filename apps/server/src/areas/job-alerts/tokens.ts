/**
 * The links of an alert's mail: `<id>.<signature>`, an HMAC of what the link may do and the row it names
 * under the server's token secret. Nothing is stored, so no table holds a working link, a forged or
 * altered one fails the signature, and one whose row is gone finds nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JobAlertLink = 'confirm' | 'manage' | 'unsubscribe';

const SHAPE = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

const signature = (secret: string, purpose: JobAlertLink, id: number) =>
  createHmac('sha256', secret).update(`job-alert:${purpose}:${id}`).digest('base64url');

/** A link's token for the row `id` (an address for confirm and manage, an alert for unsubscribe). */
export const jobAlertToken = (secret: string, purpose: JobAlertLink, id: number) =>
  `${id}.${signature(secret, purpose, id)}`;

/** The row a token names, when it is one of ours for this purpose; null for anything else. */
export function readJobAlertToken(secret: string, purpose: JobAlertLink, token: unknown): number | null {
  if (typeof token !== 'string') return null;
  const match = SHAPE.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(secret, purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * The alerts' mailboxes at the inbound receiver: a mail to avsluta+<alert>-<signature>@… ends that alert
 * (List-Unsubscribe's mailto:), a bounce to retur+<address>-<signature>@… (the envelope's sender) stops
 * the address's alerts. Mail servers may change a local part's case (the receiver reads it in lower
 * case), so the signature is hex, cut to 128 bits to keep the local part within its 64 characters.
 */
export const JOB_ALERT_MAILBOXES = { unsubscribe: 'avsluta', bounce: 'retur' } as const;
export type JobAlertMailbox = keyof typeof JOB_ALERT_MAILBOXES;

const MAILBOX = /^(avsluta|retur)\+(\d{1,10})-([0-9a-f]{32})@(.+)$/;

const mailSignature = (secret: string, box: JobAlertMailbox, id: number) =>
  createHmac('sha256', secret).update(`job-alert-mail:${box}:${id}`).digest('hex').slice(0, 32);

/** The address of the mailbox for the row `id` (an alert to unsubscribe, an address for bounces). */
export const jobAlertMailbox = (secret: string, box: JobAlertMailbox, id: number, domain: string) =>
  `${JOB_ALERT_MAILBOXES[box]}+${id}-${mailSignature(secret, box, id)}@${domain}`;

/** Whether an address is at `domain` in one of the alerts' mailboxes, signed or not (the receiver's routing). */
export function isJobAlertMailbox(address: string, domain: string): boolean {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).toLowerCase();
  return (
    address.slice(at + 1).toLowerCase() === domain &&
    Object.values(JOB_ALERT_MAILBOXES).some((box) => local === box || local.startsWith(`${box}+`))
  );
}

/** The mailbox and row an address names when it is one of ours, signed; null for anything else. */
export function readJobAlertMailbox(
  secret: string,
  address: string,
  domain: string,
): { box: JobAlertMailbox; id: number } | null {
  const match = MAILBOX.exec(address.trim().toLowerCase());
  if (!match || match[4] !== domain) return null;
  const box = match[1] === JOB_ALERT_MAILBOXES.unsubscribe ? 'unsubscribe' : 'bounce';
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(mailSignature(secret, box, id));
  return timingSafeEqual(given, expected) ? { box, id } : null;
}
