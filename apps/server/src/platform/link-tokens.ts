/**
 * The secrets of the links Rekry mails (password reset, invitations, confirmations, reply and consent
 * links, interview bookings): made one way and kept one way, as a hash, so no table holds a working link.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new link secret: 32 random bytes, base64url (43 characters). */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** A link secret as it is kept and looked up. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The shape of a link secret in an address; anything else is not looked up. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
