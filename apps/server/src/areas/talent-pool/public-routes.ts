/**
 * The invitation link's public side: GET /api/public/talent-pool/invites/{token} answers what the member
 * already gave, for the position's form to start from. Only the link's holder can ask (the token is its
 * secret, kept as a hash), only for that position, and only until it expires; nothing is cached.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TALENT_POOL_TEXTS, type Answers, type FormProperty, type InvitePrefill } from '@rekry/domain';
import { jobApplications, positions, talentPoolInvites } from '../../db/schema.ts';
import { HttpError, notFound } from '../../core/errors.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { LINK_TOKEN_PATTERN, tokenHash } from '../../platform/link-tokens.ts';
import type { Services } from '../../platform/services.ts';
import type { Queryable } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { NewApplicationFile } from '../applicants/index.ts';
import { answersFor, memberFileCopies, memberFiles } from './commands.ts';

/** The invitation a token names, when it is known and unexpired (404 and 410 in Swedish otherwise). */
async function validInvite(db: Queryable, token: string, now: Date) {
  if (!LINK_TOKEN_PATTERN.test(token)) throw notFound(TALENT_POOL_TEXTS.inviteNotFound);
  const [row] = await db
    .select({
      expiresAt: talentPoolInvites.expiresAt,
      member: { id: jobApplications.id, containerId: jobApplications.containerId },
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
  return row;
}

export async function invitePrefill(db: Queryable, token: string, now = new Date()): Promise<InvitePrefill> {
  const row = await validInvite(db, token, now);
  const answers = answersFor(row.position.form, row.metadata as Answers);
  // Only the names of the member's files: their bytes are copied on the server when the person applies.
  const files = await memberFiles(db, row.member.id, row.position.form);
  return {
    positionRef: row.position.isInternal ? row.position.linkId : row.position.id,
    positionName: row.position.name,
    answers: Object.fromEntries(
      Object.entries(answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    files: files.map((f) => ({ key: f.propertyKey, filename: f.filename })),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Copies of the member's files for an application to `positionId` through the invitation `token`, checked
 * again at the moment of applying: known, unexpired and for this position (a Swedish 404/410 otherwise).
 */
export async function invitedFiles(
  db: Queryable,
  storage: FileStorage,
  token: string,
  positionId: number,
  form: FormProperty[],
  now = new Date(),
): Promise<NewApplicationFile[]> {
  const row = await validInvite(db, token, now);
  if (row.position.id !== positionId) throw notFound(TALENT_POOL_TEXTS.inviteNotFound);
  return memberFileCopies(db, storage, row.member, form);
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
