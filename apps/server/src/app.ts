import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { errorMessages } from '@rekry/domain';
import type { Config } from './config.ts';
import type { TrustProxy } from './environment.ts';
import type { Database } from './db/client.ts';
import { isDatabaseUnavailable } from './db/outage.ts';
import { registerAccountRoutes } from './areas/account/routes.ts';
import { registerCompression } from './http/compression.ts';
import { registerConsentLinkRoutes } from './areas/gdpr/consent-links.ts';
import { jobAlertMailDesk, registerJobAlertRoutes } from './areas/job-alerts/index.ts';
import { registerSurveyRoutes } from './areas/reports/survey-routes.ts';
import { registerConversationLinkRoutes } from './areas/chat/conversation-links.ts';
import { registerBookingLinkRoutes } from './areas/interviews/booking-links.ts';
import { registerInterviewFeedRoute } from './areas/interviews/feed.ts';
import { registerDispatcher } from './composition/dispatcher.ts';
import { HttpError, RETRY_AFTER_SECONDS } from './core/errors.ts';
import { registerFileRoutes } from './areas/files/routes.ts';
import { registerApplyRoute } from './areas/careers/apply-route.ts';
import { registerHealth } from './http/health.ts';
import { serializeRequest } from './http/log-redaction.ts';
import { registerNotificationHub } from './http/notifications-hub.ts';
import { registerPublicRoutes } from './areas/careers/public-routes.ts';
import { registerTalentPoolRoutes } from './areas/talent-pool/public-routes.ts';
import { rateLimitErrorBody } from './http/rate-limit.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { registerStatic } from './areas/careers/static.ts';
import { createServices } from './composition/services.ts';
import type { Services } from './platform/services.ts';
import { StoreUnavailableError } from './platform/object-store.ts';
import { desksByRecipient, InboundMailServer } from './platform/inbound-mail.ts';
import { mailReplyDesk } from './areas/chat/index.ts';

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

/**
 * TRUST_PROXY as Fastify wants it. A hop count trusts that many hops nearest the server, whoever they
 * are (as Express does; Fastify's own number option trusts none); a list goes to proxy-addr as it is.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_addr, hop) => hop < trust;
  return trust;
}

export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // The request log leaves out what a search typed (names, personal numbers in ?filter=).
    logger: logger ?? { level: config.logLevel, serializers: { req: serializeRequest } },
    // One line per request, when it is answered (below), instead of Fastify's two (arrival and answer).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_000_000,
    // Only the proxies the operator names (TRUST_PROXY) may say who the caller is; rate limits key on it.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Fastify's own 503 while closing is English and not the error body every endpoint answers with:
    // the onRequest hook below answers it instead.
    return503OnClosing: false,
  });
  database.outage.useLog(app.log);
  const services = createServices(config, database, app.log);
  app.decorate('services', services);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      // A store that is down (the file store) says when to try again, as the database's outage below does.
      if (error.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(error.status).send(error.toBody());
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return reply.code(429).send(rateLimitErrorBody());
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, wrong content type, body too large …
      const message = status === 413 ? 'Förfrågan är för stor' : 'Förfrågan kunde inte läsas';
      return reply.code(status).send({ error: { code: 'bad_request', message } });
    }
    // The database restarting, failing over or refusing connections: the transaction rolled back, so the
    // same request may simply be sent again. The outage itself is logged once (database.outage).
    if (isDatabaseUnavailable(error)) {
      request.log.debug({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: { code: 'unavailable', message: errorMessages.unavailable } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'internal', message: errorMessages.internal } });
  });

  // preHandler: the login key includes the address tried, so the body must be parsed first.
  // On PostgreSQL the counters are shared by every instance (one budget behind a balancer); PGlite is one
  // process by nature, so its counters stay in memory.
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    ...(database.kind === 'postgres' ? { store: databaseRateLimitStore(database.db, app.log) } : {}),
    errorResponseBuilder: () => rateLimitErrorBody(),
  });
  await registerCompression(app);
  registerHealth(app, services);
  registerAccountRoutes(app, services);
  registerDispatcher(app, services);
  await registerNotificationHub(app, services);
  registerFileRoutes(app, services);
  registerPublicRoutes(app, services);
  await registerApplyRoute(app, services);
  registerTalentPoolRoutes(app, services);
  registerConsentLinkRoutes(app, services);
  registerConversationLinkRoutes(app, services);
  registerBookingLinkRoutes(app, services);
  registerJobAlertRoutes(app, services);
  registerSurveyRoutes(app, services);
  registerInterviewFeedRoute(app, services);
  await registerStatic(app, services);

  // What an earlier life of this instance left (it may have been killed): LibreOffice runs and their
  // temporary folders, files written for transactions that never committed.
  const leftovers = await services.converter.cleanLeftovers();
  if (leftovers.killed || leftovers.removed) app.log.warn(leftovers, 'conversion leftovers cleaned');
  try {
    const swept = await services.storage.sweep(database.db);
    if (swept.finished || swept.removed || swept.skipped)
      app.log.warn(swept, 'stored files settled after a crash');
  } catch (err) {
    // A store that is down does not keep the site down: its leftovers wait for the next start.
    if (!(err instanceof StoreUnavailableError)) throw err;
    app.log.error({ err, store: services.storage.store.description }, 'file store unavailable at start');
  }

  // Closing (SIGTERM): a request still in flight finishes, and its connection closes with the answer
  // instead of idling in keep-alive (which would hold the close up for the keep-alive timeout).
  let closing = false;
  // An answer whose headers went out before the stop (a streamed download) could not say so: its
  // connection is closed as soon as it is idle, rather than waiting out keep-alive.
  let closeWhenIdle: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    closeWhenIdle = setInterval(() => app.server.closeIdleConnections(), 100).unref();
  });
  // Both hooks run on every request: callbacks, not async functions, so that outside a stop they cost
  // one check and no promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  // A request that reaches the server once it is closing (on a connection opened before) is not begun:
  // the caller may send it again, to another instance.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ error: { code: 'unavailable', message: errorMessages.unavailable } });
  });

  const stopListening = await services.publicCache.listen(database);
  await services.hub.start();
  await services.channels.start();
  if (config.jobWorker) await services.jobs.start();
  const inbound = config.inboundMail
    ? new InboundMailServer(
        config.inboundMail,
        desksByRecipient(
          [jobAlertMailDesk(services.database.db, config.tokenSecret, config.inboundMail.domain)],
          mailReplyDesk(services, config.inboundMail.domain),
        ),
        app.log,
      )
    : null;
  if (inbound) {
    const port = await inbound.listen().catch((err: unknown) => {
      throw new Error(`INBOUND_SMTP_PORT ${config.inboundMail!.port}: ${(err as Error).message}`);
    });
    app.log.info(
      { port, domain: config.inboundMail!.domain },
      'receiving answers to staff mail, alert unsubscribes and bounces',
    );
  }
  app.addHook('onClose', async () => {
    await inbound?.close();
    clearInterval(closeWhenIdle);
    // Running jobs end first: they may still send mail or read the database. A conversion (up to a
    // minute) is cut short and handed back to the queue rather than held against the shutdown's grace.
    services.converter.abortAll();
    await services.hub.stop();
    await services.jobs.stop();
    await services.channels.stop();
    services.mail.close();
    await services.calendarFetch.close();
    await services.storage.settled();
    services.storage.store.close();
    await stopListening().catch(() => undefined);
  });
  return app;
}
