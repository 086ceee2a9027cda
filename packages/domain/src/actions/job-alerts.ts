import { z } from 'zod';
import { positiveId } from '../ids.ts';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_TEXTS,
  type CompanyJobAlerts,
  type JobAlertView,
} from '../job-alerts.ts';
import { action, containerId, type ActionArea } from './define.ts';

const alertId = positiveId(JOB_ALERT_TEXTS.notFound);

/**
 * Bevaka sökningen in Mina sidor: a signed-in person's alerts are those saved with their account's
 * address (confirmed through it, as an address's owner). Another address's alert is a 404, never a 403.
 */
export const jobAlertsActions = {
  get_MyJobAlerts: action<{ alerts: JobAlertView[] }>()({
    input: z.object({}).strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description:
      'Mina bevakningar: sökningarna som sparats med min e-postadress, hur ofta de skickas och när senast.',
  }),
  update_MyJobAlert: action<JobAlertView>()({
    input: z
      .object({
        alertId,
        frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: JOB_ALERT_TEXTS.frequency }),
      })
      .strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: true,
    description: 'Ändra hur ofta en egen bevakning skickas (direkt, en gång om dagen, en gång i veckan).',
  }),
  delete_MyJobAlert: action<{ ok: true }>()({
    input: z.object({ alertId }).strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: true,
    description: 'Ta bort en egen bevakning: sökningen och e-postadressen för den tas bort.',
  }),
  get_CompanyJobAlerts: action<CompanyJobAlerts>()({
    input: z
      .object({
        containerId,
        query: z.string({ error: 'Ogiltig söktext' }).trim().max(254, 'Söktexten är för lång').default(''),
      })
      .strict(),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description:
      'GDPR: hur många adresser som bevakar sökningar på företagets karriärsida, och med en söktext (del av en e-postadress) deras bevakningar.',
  }),
  delete_CompanyJobAlerts: action<{ removed: number }>()({
    input: z
      .object({
        containerId,
        email: z.string({ error: JOB_ALERT_TEXTS.email }).trim().min(3, JOB_ALERT_TEXTS.email).max(254),
      })
      .strict(),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'GDPR: ta bort en adress bevakningar på företagets karriärsida (loggas).',
  }),
} satisfies ActionArea;
