import { useState } from 'react';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_NAMES,
  formatDate,
  type JobAlertFrequency,
  type JobAlertView,
} from '@rekry/domain/public';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { SelectField } from '../ui/field.tsx';
import { alertRowStrings as t } from './strings.ts';
import { useDialogFor } from '../../lib/use-dialog.ts';

const frequencies = JOB_ALERT_FREQUENCIES.map((f) => ({ value: f, label: JOB_ALERT_FREQUENCY_NAMES[f] }));

/**
 * An address's alerts, each with how often it goes and a remove that asks first: the same rows on the
 * career site's manage page (by the mail's link) and in the candidate's Mina sidor.
 */
export function AlertRows({
  alerts,
  onChange,
  onRemove,
  busy,
}: {
  alerts: JobAlertView[];
  onChange: (alert: JobAlertView, frequency: JobAlertFrequency) => void;
  onRemove: (alert: JobAlertView) => Promise<unknown>;
  busy?: boolean;
}) {
  const removing = useDialogFor<JobAlertView>();
  const [working, setWorking] = useState(false);
  return (
    <>
      <ul className="divide-y divide-gray-100">
        {alerts.map((alert) => (
          <li key={alert.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">{alert.description}</p>
              <p className="text-sm text-gray-600">
                {!alert.confirmed
                  ? t.waiting
                  : alert.lastSentAt
                    ? t.lastSent(formatDate(alert.lastSentAt))
                    : t.notSent}
              </p>
            </div>
            <div className="flex items-end gap-2">
              <SelectField
                label={`${t.frequency} ${alert.description}`}
                hideLabel
                value={alert.frequency}
                disabled={busy}
                onChange={(value) => onChange(alert, value as JobAlertFrequency)}
                options={frequencies}
                className="min-w-0 flex-1 sm:w-48"
              />
              <Button variant="secondary" onClick={() => removing.show(alert)} disabled={busy}>
                {t.remove} <span className="sr-only">{alert.description}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...removing.props}
        question={t.removeAsk(removing.subject?.description ?? '')}
        busy={working}
        onConfirm={() => {
          if (!removing.subject) return;
          setWorking(true);
          void onRemove(removing.subject).finally(() => {
            setWorking(false);
            removing.close();
          });
        }}
      />
    </>
  );
}
