import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { TokenService } from './tokens.ts';

export type AuthUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstname' | 'lastname' | 'isSuperuser' | 'isCandidate' | 'tokenVersion'
>;

export const authUserColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  isSuperuser: users.isSuperuser,
  isCandidate: users.isCandidate,
  tokenVersion: users.tokenVersion,
};

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The user behind a request's token, or null. The token must verify, and its user must still exist, be
 * enabled and carry the same token version (a changed password or a disabled account ends old tokens).
 */
export async function authenticate(
  db: Queryable,
  tokens: TokenService,
  request: FastifyRequest,
): Promise<AuthUser | null> {
  const token = bearerToken(request);
  return token ? authenticateToken(db, tokens, token) : null;
}

/** The user behind a token (as `authenticate`), with when the token expires (unix seconds). */
export async function authenticateToken(
  db: Queryable,
  tokens: TokenService,
  token: string,
): Promise<(AuthUser & { expiresAt: number }) | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const [user] = await db
    .select(authUserColumns)
    .from(users)
    .where(and(eq(users.id, claims.uid), eq(users.disabled, false), eq(users.tokenVersion, claims.tv)))
    .limit(1);
  if (!user || user.email !== claims.sub) return null;
  return { ...user, expiresAt: claims.exp };
}
