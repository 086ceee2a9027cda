import { JOB_ALERT_TEXTS } from '@rekry/domain';
import { notFound } from '../../core/errors.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { addressIdsOf, alertsWhere, changeFrequency, removeAlert } from './subscriptions.ts';
import { companyAlerts } from './company-alerts.ts';
import { eraseAlertsOf } from './personal-data.ts';

/**
 * Mina bevakningar: the alerts saved with the signed-in person's own address. Another address's alert is
 * the same 404 as one that does not exist.
 */
export const jobAlertHandlers = {
  async get_MyJobAlerts(_input, { db, user }) {
    return { alerts: await alertsWhere(db, { email: user.email }) };
  },

  async update_MyJobAlert({ alertId, frequency }, { db, user }) {
    await changeFrequency(db, await addressIdsOf(db, user.email), alertId, frequency);
    const alert = (await alertsWhere(db, { email: user.email })).find((a) => a.id === alertId);
    if (!alert) throw notFound(JOB_ALERT_TEXTS.notFound);
    return alert;
  },

  async delete_MyJobAlert({ alertId }, { db, user }) {
    await removeAlert(db, await addressIdsOf(db, user.email), alertId);
    return { ok: true as const };
  },

  async get_CompanyJobAlerts({ containerId, query }, { db }) {
    return companyAlerts(db, containerId, query);
  },

  async delete_CompanyJobAlerts({ containerId, email }, { db, audit }) {
    const removed = await eraseAlertsOf(db, email, containerId);
    if (!removed) throw notFound(JOB_ALERT_TEXTS.notFound);
    // The address is the person's data: the log says how many, never whose.
    await audit({
      kind: 'gdpr',
      summary: `Tog bort ${removed} bevakning${removed === 1 ? '' : 'ar'} av karriärsidan`,
      containerId,
      data: { jobAlerts: removed },
    });
    return { removed };
  },
} satisfies Partial<HandlerMap>;
