import { BellRing } from 'lucide-react';
import { toast } from 'sonner';
import { AlertRows } from '../../components/job-alerts/alert-rows.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { useChangeMyJobAlert, useMyJobAlerts, useRemoveMyJobAlert } from './api.ts';
import { myJobAlertStrings as t } from './strings.ts';

/** Mina sidor's 'Mina bevakningar': the alerts of the signed-in person's own address. */
export function MyJobAlertsCard() {
  const alerts = useMyJobAlerts();
  const change = useChangeMyJobAlert();
  const remove = useRemoveMyJobAlert();
  return (
    <ListCard
      title={t.title}
      description={t.description}
      query={alerts}
      texts={t}
      icon={BellRing}
      isEmpty={(alerts.data?.alerts.length ?? 0) === 0}
    >
      <div className="px-5">
        <AlertRows
          alerts={alerts.data?.alerts ?? []}
          busy={change.isPending}
          onChange={(alert, frequency) =>
            change.mutate({ alertId: alert.id, frequency }, { onSuccess: () => toast.success(t.changed) })
          }
          onRemove={(alert) =>
            remove.mutateAsync(alert.id).then(
              () => toast.success(t.removed),
              () => undefined,
            )
          }
        />
      </div>
    </ListCard>
  );
}
