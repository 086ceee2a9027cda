/**
 * Bevaka sökningen's public routes (on every host, as the career site's API is): save a search, the
 * confirmation link, the manage page's reading and changes, and one-click unsubscribe (RFC 8058: a POST
 * to the List-Unsubscribe address ends the alert without any page). Every answer about an address is the
 * same whether it is known or not; a link that is forged answers 404 'Länken fungerar inte längre'.
 */
import type { FastifyInstance } from 'fastify';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_TEXTS,
  positionPath,
  readJobAlertRequest,
  type ManagedJobAlerts,
} from '@rekry/domain';
import { eq } from 'drizzle-orm';
import type { Services } from '../../platform/services.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { jobAlerts } from '../../db/schema.ts';
import { openPublicPositionsById } from './matching.ts';
import { readJobAlertToken, jobAlertToken } from './tokens.ts';
import {
  activeCompany,
  alertsWhere,
  changeFrequency,
  confirmAddress,
  openAddress,
  removeAlert,
  subscribe,
  unsubscribe,
  type JobAlertLinks,
} from './subscriptions.ts';

const MINUTE_MS = 60_000;

export function registerJobAlertRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  const factor = services.config.rateLimitFactor;
  const links: JobAlertLinks = {
    tokenSecret: services.config.tokenSecret,
    appUrl: services.config.appUrl,
    inboundDomain: services.config.inboundMail?.domain,
  };

  const addressOf = (token: unknown, purpose: 'confirm' | 'manage') => {
    const id = readJobAlertToken(links.tokenSecret, purpose, token);
    if (id === null) throw notFound(JOB_ALERT_TEXTS.linkUnknown);
    return id;
  };

  async function managed(addressId: number): Promise<ManagedJobAlerts> {
    const address = await openAddress(db, addressId);
    return { email: address.email, alerts: await alertsWhere(db, { addressId }) };
  }

  app.post('/api/public/job-alerts', { config: rateLimit(10, 10 * MINUTE_MS, factor) }, async (request) => {
    const body = (request.body ?? {}) as { containerId?: unknown };
    const containerId = body.containerId ?? null;
    if (
      containerId !== null &&
      (typeof containerId !== 'number' || !Number.isSafeInteger(containerId) || containerId < 1)
    )
      throw badRequest(JOB_ALERT_TEXTS.noCompany);
    const read = readJobAlertRequest(request.body, containerId !== null);
    if (!read.ok) throw badRequest(Object.values(read.fields)[0], read.fields);
    const company = containerId === null ? null : await activeCompany(db, containerId);
    if (containerId !== null && !company) throw notFound(JOB_ALERT_TEXTS.noCompany);
    await db.transaction((tx) =>
      subscribe(tx, links, { email: read.email, frequency: read.frequency, search: read.search, company }),
    );
    return { message: JOB_ALERT_TEXTS.requested };
  });

  app.post<{ Params: { token: string } }>(
    '/api/public/job-alerts/confirm/:token',
    { config: rateLimit(30, 15 * MINUTE_MS, factor) },
    async (request) => {
      const addressId = addressOf(request.params.token, 'confirm');
      const confirmed = await db.transaction((tx) => confirmAddress(tx, addressId));
      if (!confirmed) throw notFound(JOB_ALERT_TEXTS.linkUnknown);
      return {
        message: JOB_ALERT_TEXTS.confirmed,
        manageToken: jobAlertToken(links.tokenSecret, 'manage', addressId),
      };
    },
  );

  app.get<{ Params: { token: string } }>(
    '/api/public/job-alerts/manage/:token',
    { config: rateLimit(60, 15 * MINUTE_MS, factor) },
    async (request) => managed(addressOf(request.params.token, 'manage')),
  );

  app.patch<{ Params: { token: string; alertId: string } }>(
    '/api/public/job-alerts/manage/:token/:alertId',
    { config: rateLimit(60, 15 * MINUTE_MS, factor) },
    async (request) => {
      const addressId = addressOf(request.params.token, 'manage');
      const frequency = (request.body as { frequency?: unknown } | null)?.frequency;
      const chosen = JOB_ALERT_FREQUENCIES.find((f) => f === frequency);
      if (!chosen) throw badRequest(JOB_ALERT_TEXTS.frequency, { frequency: JOB_ALERT_TEXTS.frequency });
      await changeFrequency(db, [addressId], alertIdOf(request.params.alertId), chosen);
      return managed(addressId);
    },
  );

  app.delete<{ Params: { token: string; alertId: string } }>(
    '/api/public/job-alerts/manage/:token/:alertId',
    { config: rateLimit(60, 15 * MINUTE_MS, factor) },
    async (request) => {
      const addressId = addressOf(request.params.token, 'manage');
      await db.transaction((tx) => removeAlert(tx, [addressId], alertIdOf(request.params.alertId)));
      const alerts = await alertsWhere(db, { addressId });
      return { message: JOB_ALERT_TEXTS.removed, alerts };
    },
  );

  // An ad's link in an alert mail: the mail counts as opened (retention's measure), then the ad itself,
  // or the list when it is no longer public. It leads only to an ad by its id: no address is taken in.
  app.get<{ Params: { token: string; positionId: string } }>(
    '/api/public/job-alerts/open/:token/:positionId',
    { config: rateLimit(120, 15 * MINUTE_MS, factor) },
    async (request, reply) => {
      const addressId = readJobAlertToken(links.tokenSecret, 'manage', request.params.token);
      if (addressId !== null) await openAddress(db, addressId).catch(() => undefined);
      const id = /^\d{1,9}$/.test(request.params.positionId) ? Number(request.params.positionId) : 0;
      const [ad] = id ? await openPublicPositionsById(db, id) : [];
      return reply.redirect(ad ? positionPath(ad) : '/', 303);
    },
  );

  // One-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form; the token alone
  // decides, so the body is read as text and not looked at.
  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded'))
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_r, body, done) => done(null, body),
      );
    scope.post<{ Params: { token: string } }>(
      '/api/public/job-alerts/unsubscribe/:token',
      { config: rateLimit(30, 15 * MINUTE_MS, factor) },
      async (request) => {
        const alertId = readJobAlertToken(links.tokenSecret, 'unsubscribe', request.params.token);
        if (alertId === null) throw notFound(JOB_ALERT_TEXTS.linkUnknown);
        // A second click finds it gone and hears the same: it is unsubscribed.
        await db.transaction((tx) => unsubscribe(tx, alertId));
        return { message: JOB_ALERT_TEXTS.unsubscribed };
      },
    );
    // Opened in a browser (a mail program without one-click): the address's manage page.
    scope.get<{ Params: { token: string } }>(
      '/api/public/job-alerts/unsubscribe/:token',
      { config: rateLimit(30, 15 * MINUTE_MS, factor) },
      async (request, reply) => {
        const alertId = readJobAlertToken(links.tokenSecret, 'unsubscribe', request.params.token);
        const [alert] =
          alertId === null
            ? []
            : await db
                .select({ addressId: jobAlerts.addressId })
                .from(jobAlerts)
                .where(eq(jobAlerts.id, alertId));
        if (!alert) throw notFound(JOB_ALERT_TEXTS.linkUnknown);
        return reply.redirect(
          `/bevakning/${jobAlertToken(links.tokenSecret, 'manage', alert.addressId)}`,
          303,
        );
      },
    );
  });
}

function alertIdOf(value: string): number {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw notFound(JOB_ALERT_TEXTS.notFound);
  return id;
}
