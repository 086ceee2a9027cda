import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  acceptInvitationExistingInput,
  acceptInvitationNewInput,
  CANDIDATE_TEXTS,
  COMPANY_MESSAGES,
  confirmAccountInput,
  errorMessages,
  invitationMessages,
  invitationToken,
  loginInput,
  noStaffAccessMessage,
  passwordMessages,
  registerInput,
  resetConfirmInput,
  resetRequestInput,
} from '@rekry/domain';
import { users } from '../../db/schema.ts';
import { currentUserOf } from '../../core/access/membership.ts';
import { authenticate, authUserColumns } from '../../core/access/auth.ts';
import { confirmCandidateAccount, requestCandidateAccount } from './candidate-accounts.ts';
import { claimInvitation, invitationInfo, joinContainer, usableInvitation } from './invitations.ts';
import type { Services } from '../../platform/services.ts';
import { consumePasswordLink, sendPasswordLink } from './password-reset.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import {
  auditFailedSignIn,
  auditPasswordChange,
  auditRateLimitedSignIn,
  auditSignIn,
} from './sign-in-audit.ts';
import { badRequest, conflict, forbidden, fromZodError, notFound, unauthorized } from '../../core/errors.ts';
import { rateLimit } from '../../http/rate-limit.ts';

function parse<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const parsed = schema.safeParse(request.body ?? {});
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/** /api/account/*: login, register and password reset (SPEC §7), each rate-limited. */
export function registerAccountRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  const factor = services.config.rateLimitFactor;

  // A refused try is in the audit log too, once per caller, address and window (not awaited: the 429 goes).
  const auditLimited = (request: FastifyRequest) => {
    const parsed = loginInput.safeParse(request.body ?? {});
    if (!parsed.success) return;
    auditRateLimitedSignIn(db, parsed.data.email, request.ip).catch((err: unknown) =>
      request.log.error({ err }, 'the rate-limited sign-in could not be audited'),
    );
  };

  const loginLimit = rateLimit(10, 60_000, factor, 'identifier', auditLimited);
  app.post('/api/account/login', { config: loginLimit }, async (request) => {
    const { email, password } = parse(loginInput, request);
    const [user] = await db
      .select({
        ...authUserColumns,
        passwordHash: users.passwordHash,
        disabled: users.disabled,
        emailConfirmedAt: users.emailConfirmedAt,
      })
      .from(users)
      .where(eq(users.email, email));
    // Same answer and the same argon2 work whether the address, the password or the account is wrong.
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok || user.disabled) {
      const reason = !user ? 'unknown-email' : !ok ? 'wrong-password' : 'disabled';
      await auditFailedSignIn(db, email, user, reason, request.ip);
      throw unauthorized(errorMessages.invalidCredentials);
    }
    // Staff (a superuser or a member of a company) enter the admin; anyone else only with a proven
    // address, into their own pages.
    const current = await currentUserOf(db, user);
    if (current.shell === 'candidate' && !user.emailConfirmedAt) throw forbidden(noStaffAccessMessage);
    // Staff whose every company is suspended have nothing to enter.
    if (current.shell === 'staff' && !user.isSuperuser && current.containers.length === 0) {
      await auditFailedSignIn(db, email, user, 'suspended', request.ip);
      throw forbidden(COMPANY_MESSAGES.suspendedLogin);
    }
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await auditSignIn(db, user, request.ip);
    const issued = await services.tokens.issue(user);
    return { ...issued, user: current };
  });

  // Sign-up: the same answer whether or not the address is known; the mail says the rest.
  app.post(
    '/api/account/register',
    { config: rateLimit(10, 10 * 60_000, factor) },
    async (request, reply) => {
      const { email, password } = parse(registerInput, request);
      const passwordHash = await hashPassword(password);
      await requestCandidateAccount(db, services, email, passwordHash);
      reply.code(202);
      return { ok: true, message: CANDIDATE_TEXTS.registered };
    },
  );

  // The sign-up link: the address is proven, the account is active and signed in.
  app.post('/api/account/confirm', { config: rateLimit(10, 15 * 60_000, factor) }, async (request) => {
    const { token } = parse(confirmAccountInput, request);
    const userId = await db.transaction((tx) => confirmCandidateAccount(tx, token));
    const [user] = await db.select(authUserColumns).from(users).where(eq(users.id, userId));
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
    const issued = await services.tokens.issue(user!);
    return { ...issued, user: await currentUserOf(db, user!) };
  });

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
      await sendPasswordLink(db, services, user);
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
      const [person] = await tx
        .update(users)
        .set({
          passwordHash,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          // The link went to the address: it is proven (a candidate may sign in).
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
        })
        .where(eq(users.id, userId))
        .returning();
      await auditPasswordChange(tx, person!, request.ip, 'Bytte lösenord via återställningslänken');
    });
    return { ok: true };
  });

  registerInvitationRoutes(app, services);
}

/**
 * The invitation link. Only the holder of the token reaches these, so they may tell whether
 * a password has to be chosen; the inviting company never sees that.
 */
function registerInvitationRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  const factor = services.config.rateLimitFactor;

  app.get<{ Params: { token: string } }>(
    '/api/account/invitation/:token',
    { config: rateLimit(30, 15 * 60_000, factor) },
    async (request) => {
      const parsed = invitationToken.safeParse(request.params.token);
      if (!parsed.success)
        throw badRequest(invitationMessages.invalid, { token: invitationMessages.invalid });
      return invitationInfo(db, parsed.data);
    },
  );

  app.post(
    '/api/account/invitation/accept',
    { config: rateLimit(10, 15 * 60_000, factor) },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const tokenParsed = invitationToken.safeParse(body['token']);
      if (!tokenParsed.success)
        throw badRequest(invitationMessages.invalid, { token: invitationMessages.invalid });
      const invitation = await usableInvitation(db, tokenParsed.data);
      const [existing] = await db
        .select({ ...authUserColumns, passwordHash: users.passwordHash, disabled: users.disabled })
        .from(users)
        .where(eq(users.email, invitation.email));

      let userId: number;
      if (!existing?.passwordHash) {
        // No account, or one that never chose a password (an applicant): name and password, register rules.
        const input = parse(acceptInvitationNewInput, request);
        if (input.password.trim().toLowerCase() === invitation.email)
          throw badRequest(passwordMessages.sameAsEmail, { password: passwordMessages.sameAsEmail });
        if (existing?.disabled) throw forbidden(invitationMessages.disabled);
        const passwordHash = await hashPassword(input.password);
        userId = await db.transaction(async (tx) => {
          // Claim first: of concurrent accepts only one gets past this line.
          const claimed = await claimInvitation(tx, invitation.id);
          const names = { firstname: input.firstname, lastname: input.lastname, passwordHash };
          const [row] = existing
            ? await tx
                .update(users)
                .set({ ...names, tokenVersion: sql`${users.tokenVersion} + 1` })
                .where(eq(users.id, existing.id))
                .returning({ id: users.id })
            : await tx
                .insert(users)
                .values({ email: invitation.email, ...names })
                .onConflictDoNothing()
                .returning({ id: users.id });
          // The address signed up meanwhile: it has a password now, so it signs in instead.
          if (!row) throw conflict(errorMessages.emailTaken);
          await joinContainer(tx, claimed, row.id, request.ip);
          return row.id;
        });
      } else {
        if (existing.disabled) throw forbidden(invitationMessages.disabled);
        const signedIn = await authenticate(db, services.tokens, request);
        if (signedIn && signedIn.id !== existing.id) throw forbidden(invitationMessages.wrongAccount);
        if (!signedIn) {
          const { password } = parse(acceptInvitationExistingInput, request);
          if (!password)
            throw badRequest(invitationMessages.passwordRequired, {
              password: invitationMessages.passwordRequired,
            });
          if (!(await verifyPassword(existing.passwordHash, password)))
            throw unauthorized(errorMessages.invalidCredentials);
        }
        await db.transaction(async (tx) =>
          joinContainer(tx, await claimInvitation(tx, invitation.id), existing.id, request.ip),
        );
        userId = existing.id;
      }

      const [user] = await db.select(authUserColumns).from(users).where(eq(users.id, userId));
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
      const issued = await services.tokens.issue(user!);
      return { ...issued, containerId: invitation.containerId, user: await currentUserOf(db, user!) };
    },
  );
}
