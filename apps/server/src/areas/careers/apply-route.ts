/**
 * The public application's HTTP door: JSON, or multipart read part by part (apply-parts.ts); what an
 * application is, checks and stores is the career site's use case (apply.ts).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApplyResponse } from '@rekry/domain';
import type { Services } from '../../platform/services.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { APPLY_PART_LIMITS, readDataPart, receiveFileParts } from './apply-parts.ts';
import { apply } from './apply.ts';

/** Room for a form's files in base64 (each at most 5 MB, a third more as text). */
export const APPLY_BODY_LIMIT = 32 * 1024 * 1024;

/** The multipart call: `data` first (the JSON call's body), then the file parts, streamed. */
async function applyWithParts(services: Services, request: FastifyRequest): Promise<ApplyResponse> {
  const parts = request.parts()[Symbol.asyncIterator]();
  const body = await readDataPart(parts);
  return apply(services, body, (target) => receiveFileParts(parts, { ...target, storage: services.storage }));
}

/**
 * POST /api/public/positions/apply (SPEC §7), as JSON with files as data URLs, or as multipart/form-data
 * with files as parts (what the career site sends: streamed, never whole in memory).
 */
export async function registerApplyRoute(app: FastifyInstance, services: Services): Promise<void> {
  // Multipart is parsed here only: no other route takes it.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: APPLY_PART_LIMITS, throwFileSizeLimit: false });
    scope.post(
      '/api/public/positions/apply',
      { bodyLimit: APPLY_BODY_LIMIT, config: rateLimit(30, 10 * 60_000, services.config.rateLimitFactor) },
      async (request, reply) => {
        const answer = request.isMultipart()
          ? await applyWithParts(services, request)
          : await apply(services, request.body);
        return reply.code(201).send(answer);
      },
    );
  });
}
