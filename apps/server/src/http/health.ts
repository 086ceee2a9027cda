import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { version } from '../config.ts';
import { isDatabaseUnavailable } from '../db/outage.ts';
import { RETRY_AFTER_SECONDS } from '../core/errors.ts';
import type { PublicConfig } from '@rekry/domain';
import type { Services } from '../platform/services.ts';

/** What the public and admin shells need before anyone logs in. */
export const publicConfig = (services: Services): PublicConfig => ({
  operatorName: services.config.operatorName,
  version,
});

export function registerHealth(app: FastifyInstance, services: Services): void {
  const { database } = services;
  app.get('/api/health', async (_request, reply) => {
    // Which of the machine's tools are here (no versions or paths: this answer is public).
    const tools = (await services.systemTools.current()).map(({ kind, present }) => ({ kind, present }));
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', version, database: { kind: database.kind, ok: true }, tools };
    } catch (err) {
      // An outage is logged once by the database's own watch, not at every probe of a balancer.
      if (!isDatabaseUnavailable(err)) app.log.error({ err }, 'health check: database unreachable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'error', version, database: { kind: database.kind, ok: false }, tools });
    }
  });

  app.get('/api/public/config', async () => publicConfig(services));
}
