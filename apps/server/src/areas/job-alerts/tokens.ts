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
