import { JOB_ALERT_TEXTS } from '@rekry/domain';
import { notFound } from '../../core/errors.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { addressIdsOf, alertsWhere, changeFrequency, removeAlert } from './subscriptions.ts';

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
} satisfies Partial<HandlerMap>;
