/** The candidate survey's link: GET what the page shows, POST the one answer (no account, the token). */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { answerSurvey, surveyPage } from './survey.ts';

export function registerSurveyRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  const limit = { config: rateLimit(30, 10 * 60_000, services.config.rateLimitFactor) };
  app.get<{ Params: { token: string } }>('/api/public/surveys/:token', limit, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return surveyPage(db, request.params.token);
  });
  app.post<{ Params: { token: string } }>('/api/public/surveys/:token', limit, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return reply.code(201).send(await answerSurvey(db, request.params.token, request.body));
  });
}
