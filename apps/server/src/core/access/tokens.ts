import { SignJWT, jwtVerify } from 'jose';
import type { TokenClaims } from '@rekry/domain';

export interface TokenSubject {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  isSuperuser: boolean;
  isCandidate: boolean;
  tokenVersion: number;
}

export interface IssuedToken {
  token: string;
  expiration: string;
}

/** Signs and verifies the session JWT (HS256 only: "alg: none" and other algorithms are refused). */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(user: TokenSubject): Promise<IssuedToken> {
    const exp = Math.floor(Date.now() / 1000) + this.ttlSeconds;
    const claims: Omit<TokenClaims, 'exp' | 'sub'> = {
      uid: user.id,
      role: user.isSuperuser ? 'odin' : user.isCandidate ? 'candidate' : 'staff',
      given_name: user.firstname,
      family_name: user.lastname,
      tv: user.tokenVersion,
      ...(user.isSuperuser ? { IsAdmin: true } : {}),
    };
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.email)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiration: new Date(exp * 1000).toISOString() };
  }

  /** The verified claims, or null for any token that is forged, malformed or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (
        typeof payload.uid !== 'number' ||
        typeof payload.tv !== 'number' ||
        typeof payload.sub !== 'string'
      ) {
        return null;
      }
      return payload as unknown as TokenClaims;
    } catch {
      return null;
    }
  }
}
