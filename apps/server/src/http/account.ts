import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  errorMessages,
  loginInput,
  registerInput,
  resetConfirmInput,
  resetRequestInput,
} from '@rekry/domain';
import { users } from '../db/schema.ts';
import { currentUserOf } from '../actions/containers/queries.ts';
import { authUserColumns } from '../services/auth.ts';
import type { Services } from '../services/index.ts';
import { consumePasswordLink, sendPasswordLink } from '../services/password-reset.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { badRequest, conflict, fromZodError, notFound, unauthorized } from './errors.ts';
import { rateLimit } from './rate-limit.ts';

function parse<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const parsed = schema.safeParse(request.body ?? {});
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/** /api/account/*: login, register and password reset (SPEC §7), each rate-limited. */
export function registerAccountRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  const factor = services.config.rateLimitFactor;

  app.post('/api/account/login', { config: rateLimit(10, 60_000, factor, 'identifier') }, async (request) => {
    const { email, password } = parse(loginInput, request);
    const [user] = await db
      .select({ ...authUserColumns, passwordHash: users.passwordHash, disabled: users.disabled })
      .from(users)
      .where(eq(users.email, email));
    // Same answer and the same argon2 work whether the address, the password or the account is wrong.
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok || user.disabled) throw unauthorized(errorMessages.invalidCredentials);
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    const issued = await services.tokens.issue(user);
    return { ...issued, user: await currentUserOf(db, user) };
  });

  app.post(
    '/api/account/register',
    { config: rateLimit(10, 10 * 60_000, factor) },
    async (request, reply) => {
      const { email, password } = parse(registerInput, request);
      const passwordHash = await hashPassword(password);
      const [user] = await db
        .insert(users)
        .values({ email, passwordHash, isCandidate: true })
        .onConflictDoNothing()
        .returning();
      if (!user) throw conflict(errorMessages.emailTaken);
      reply.code(201);
      return services.tokens.issue(user);
    },
  );

  app.post(
    '/api/account/reset',
    { config: rateLimit(5, 15 * 60_000, factor, 'identifier') },
    async (request) => {
      const { email } = parse(resetRequestInput, request);
      const [user] = await db
        .select({ id: users.id, email: users.email, firstname: users.firstname, disabled: users.disabled })
        .from(users)
        .where(eq(users.email, email));
      if (!user || user.disabled) throw notFound(errorMessages.emailNotFound);
      await sendPasswordLink(db, services, user, 'reset');
      return { ok: true };
    },
  );

  app.post('/api/account/reset/confirm', { config: rateLimit(10, 15 * 60_000, factor) }, async (request) => {
    const { token, password } = parse(resetConfirmInput, request);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const userId = await consumePasswordLink(tx, token);
      if (!userId)
        throw badRequest(errorMessages.resetLinkInvalid, { token: errorMessages.resetLinkInvalid });
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    });
    return { ok: true };
  });
}
