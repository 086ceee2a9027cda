/**
 * The links of the retention warning (SPEC §9): whoever holds the token (the applicant, by e-mail) may
 * renew consent, which starts the period again, or have the company delete their data at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PERSONAL_DATA_TEXTS, deletionDate, stockholmDate, type ConsentLinkInfo } from '@rekry/domain';
import type { FastifyInstance } from 'fastify';
import { containers, jobApplications, positions } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { erasePerson } from './personal-data.ts';
import { consentLinkOf, renewConsent, retentionPeriods, useConsentLink } from './retention.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { LINK_TOKEN_PATTERN } from '../../platform/link-tokens.ts';

export function registerConsentLinkRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  const factor = services.config.rateLimitFactor;

  async function linkOf(token: unknown) {
    const link =
      typeof token === 'string' && LINK_TOKEN_PATTERN.test(token) ? await consentLinkOf(db, token) : null;
    if (!link) throw notFound(PERSONAL_DATA_TEXTS.linkUnknown);
    return link;
  }

  app.get<{ Params: { token: string } }>(
    '/api/public/consent/:token',
    { config: rateLimit(30, 15 * 60_000, factor) },
    async (request): Promise<ConsentLinkInfo> => {
      const link = await linkOf(request.params.token);
      const [company] = await db
        .select({ name: containers.name, metadata: containers.metadata })
        .from(containers)
        .where(eq(containers.id, link.containerId));
      const [held] = await db
        .select({
          applications: sql<number>`count(*)::int`,
          last: sql<string | null>`max(${jobApplications.lastActivityAt})`,
          pool: sql<boolean>`coalesce(bool_or(${positions.kind} = 'pool'), false)`,
          job: sql<boolean>`coalesce(bool_or(${positions.kind} <> 'pool'), false)`,
        })
        .from(jobApplications)
        .innerJoin(positions, eq(positions.id, jobApplications.positionId))
        .where(
          and(eq(jobApplications.containerId, link.containerId), eq(jobApplications.userId, link.userId)),
        );
      if (!company || !held?.applications || !held.last) throw notFound(PERSONAL_DATA_TEXTS.linkUnknown);
      const months = (await retentionPeriods(db, link.containerId)).monthsOf(held);
      return {
        companyName: company.name,
        applications: held.applications,
        held: { pool: held.pool, job: held.job },
        deleteOn: stockholmDate(deletionDate(new Date(held.last), months)),
        months,
      };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/public/consent/:token',
    { config: rateLimit(10, 15 * 60_000, factor) },
    async (request) => {
      const choice = (request.body as { choice?: unknown } | null)?.choice;
      if (choice !== 'renew' && choice !== 'delete')
        throw badRequest('Välj att förnya samtycket eller att ta bort uppgifterna', {
          choice: 'Välj att förnya samtycket eller att ta bort uppgifterna',
        });
      const link = await linkOf(request.params.token);
      const erased = await db.transaction(async (tx) => {
        // Used first: of two clicks at once only one gets past this line.
        if (!(await useConsentLink(tx, link.id))) throw notFound(PERSONAL_DATA_TEXTS.linkUnknown);
        if (choice === 'renew') {
          await renewConsent(tx, link.containerId, link.userId);
          return null;
        }
        return erasePerson(tx, {
          containerId: link.containerId,
          userId: link.userId,
          actorId: null,
          kind: 'erase',
          reason: PERSONAL_DATA_TEXTS.deletedByLink,
        });
      });
      if (erased) await services.storage.removeAfterCommit(db, erased.files);
      return { message: choice === 'renew' ? PERSONAL_DATA_TEXTS.renewed : PERSONAL_DATA_TEXTS.deleted };
    },
  );
}
