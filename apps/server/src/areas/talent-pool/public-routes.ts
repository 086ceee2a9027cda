/**
 * The invitation link's public side: GET /api/public/talent-pool/invites/{token} answers what the member
 * already gave, for the position's form to start from. Only the link's holder can ask (the token is its
 * secret, kept as a hash), only for that position, and only until it expires; nothing is cached.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TALENT_POOL_TEXTS, type Answers, type InvitePrefill } from '@rekry/domain';
import { jobApplications, positions, talentPoolInvites } from '../../db/schema.ts';
import { HttpError, notFound } from '../../core/errors.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { LINK_TOKEN_PATTERN, tokenHash } from '../../platform/link-tokens.ts';
import type { Services } from '../../platform/services.ts';
import type { Queryable } from '../../db/client.ts';
import { answersFor } from './commands.ts';

export async function invitePrefill(db: Queryable, token: string, now = new Date()): Promise<InvitePrefill> {
  if (!LINK_TOKEN_PATTERN.test(token)) throw notFound(TALENT_POOL_TEXTS.inviteNotFound);
  const [row] = await db
    .select({
      expiresAt: talentPoolInvites.expiresAt,
      metadata: jobApplications.metadata,
      position: {
        id: positions.id,
        name: positions.name,
        isInternal: positions.isInternal,
        linkId: positions.linkId,
        form: positions.form,
      },
    })
    .from(talentPoolInvites)
    .innerJoin(jobApplications, eq(jobApplications.id, talentPoolInvites.applicationId))
    .innerJoin(positions, and(eq(positions.id, talentPoolInvites.positionId), eq(positions.kind, 'job')))
    .where(eq(talentPoolInvites.tokenHash, tokenHash(token)));
  if (!row) throw notFound(TALENT_POOL_TEXTS.inviteNotFound);
  if (row.expiresAt.getTime() < now.getTime())
    throw new HttpError(410, 'not_found', TALENT_POOL_TEXTS.inviteExpired);
  const answers = answersFor(row.position.form, row.metadata as Answers);
  return {
    positionRef: row.position.isInternal ? row.position.linkId : row.position.id,
    positionName: row.position.name,
    answers: Object.fromEntries(
      Object.entries(answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function registerTalentPoolRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { token: string } }>(
    '/api/public/talent-pool/invites/:token',
    { config: rateLimit(60, 10 * 60_000, services.config.rateLimitFactor) },
    async (request, reply) => {
      const prefill = await invitePrefill(services.database.db, request.params.token);
      // The person's own data: never kept by a browser or a proxy, never sent on as a referrer.
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(prefill);
    },
  );
}
