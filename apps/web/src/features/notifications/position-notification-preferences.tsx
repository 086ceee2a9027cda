import type { PositionRef } from '../../components/layout/company-screen.tsx';
import type { NotificationPreferences } from '@rekry/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { usePositionNotificationPreferences, useSavePositionNotificationPreferences } from './api.ts';
import { PreferencesTable } from './preferences-table.tsx';
import { notificationStrings as t } from './strings.ts';

/** 'Notifikationer för tjänsten' on a position's page: the caller's own preferences for this position. */
export function PositionNotificationPreferences({ containerId, positionId }: PositionRef) {
  const query = usePositionNotificationPreferences(containerId, positionId);
  return (
    <Card data-testid="position-notification-preferences">
      <CardHeader title={t.positionPreferences} description={t.positionPreferencesText} />
      {query.isPending ? (
        <SkeletonRows label={commonStrings.loading} rows={4} />
      ) : query.isError ? (
        <LoadError inset title={t.failed} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PreferencesForm
          key={JSON.stringify(query.data)}
          containerId={containerId}
          positionId={positionId}
          initial={query.data}
          isOwn={query.data.isOwn}
        />
      )}
    </Card>
  );
}

function PreferencesForm({
  containerId,
  positionId,
  initial,
  isOwn,
}: PositionRef & {
  initial: NotificationPreferences;
  isOwn: boolean;
}) {
  const save = useSavePositionNotificationPreferences(containerId, positionId);
  const [prefs, setPrefs] = useState<NotificationPreferences>(() => ({
    newApplication: initial.newApplication,
    applicationStatus: initial.applicationStatus,
    messages: initial.messages,
    interviews: initial.interviews,
    positionEvents: initial.positionEvents,
  }));
  return (
    <>
      {!isOwn ? <p className="px-5 pt-3 text-sm text-gray-600">{t.positionPreferencesInherited}</p> : null}
      <PreferencesTable value={prefs} onChange={setPrefs} />
      <div className="flex justify-end border-t border-gray-100 px-5 py-4">
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(prefs, {
              onSuccess: () => toast.success(commonStrings.saved),
            })
          }
        >
          {t.save}
        </Button>
      </div>
    </>
  );
}
