import { isSuperuserRole } from './permissions.ts';

/** The JWT claims Rekry issues and reads (SPEC §3). `sub` is the e-mail. */
export interface TokenClaims {
  sub: string;
  uid: number;
  role: string;
  given_name: string;
  family_name: string;
  /** Token version: a changed password or a disabled account bumps it and ends older tokens. */
  tv: number;
  IsAdmin?: boolean;
  exp: number;
  iat?: number;
}

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Decodes a token's payload without verifying it (the browser cannot verify; the server does). */
export function decodeToken(token: string): TokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('Token har fel format');
  const claims = JSON.parse(base64UrlDecode(parts[1])) as Partial<TokenClaims>;
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number')
    throw new Error('Token saknar sub eller exp');
  return claims as TokenClaims;
}

/** A token is valid in the browser while its exp (unix seconds) is in the future. */
export function isTokenLive(claims: Pick<TokenClaims, 'exp'>, nowMs = Date.now()): boolean {
  return claims.exp * 1000 > nowMs;
}

export function isSuperuser(claims: Pick<TokenClaims, 'role'>): boolean {
  return isSuperuserRole(claims.role);
}
