import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { errorMessages } from '@rekry/domain';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccountRoutes } from './http/account.ts';
import { registerDispatcher } from './http/dispatcher.ts';
import { HttpError } from './http/errors.ts';
import { registerFileRoutes } from './http/files.ts';
import { registerApplyRoute } from './http/apply.ts';
import { registerHealth } from './http/health.ts';
import { registerPublicRoutes } from './http/public.ts';
import { rateLimitErrorBody } from './http/rate-limit.ts';
import { registerStatic } from './http/static.ts';
import { createServices, type Services } from './services/index.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the Fastify instance: tests use it with inject, main.ts listens with it. */
declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1_000_000,
    trustProxy: true,
  });
  const services = createServices(config, database, app.log);
  app.decorate('services', services);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.toBody());
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return reply.code(429).send(rateLimitErrorBody());
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, wrong content type, body too large …
      const message = status === 413 ? 'Förfrågan är för stor' : 'Förfrågan kunde inte läsas';
      return reply.code(status).send({ error: { code: 'bad_request', message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'internal', message: errorMessages.internal } });
  });

  // preHandler: the login key includes the address tried, so the body must be parsed first.
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: () => rateLimitErrorBody(),
  });
  registerHealth(app, services);
  registerAccountRoutes(app, services);
  registerDispatcher(app, services);
  registerFileRoutes(app, services);
  registerPublicRoutes(app, services);
  registerApplyRoute(app, services);
  await registerStatic(app, services);

  const stopListening = await services.publicCache.listen(database);
  if (config.jobWorker) await services.jobs.start();
  app.addHook('onClose', async () => {
    // Running jobs end first: they may still send mail or read the database.
    await services.jobs.stop();
    services.mail.close();
    await stopListening().catch(() => undefined);
  });
  return app;
}
