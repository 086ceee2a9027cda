import { ButtonLink } from '../../components/ui/button-link.tsx';
import type { NotificationPreferences } from '@rekry/domain';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { errorMessage } from '../../lib/api.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { PreferencesTable } from '../notifications/index.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api.ts';
import { profileStrings as t } from './strings.ts';
import { paths } from '../../lib/paths.ts';

/** /admin/profile: the signed-in user's account and notification preferences for the chosen company. */
export function ProfilePage() {
  const { user, container, canSwitch } = useWorkspace();
  const name = `${user.firstname} ${user.lastname}`.trim();
  const company = container ? container.displayName || container.name : '';
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.title} description={container ? t.description(company) : undefined} />
      <div className="space-y-6">
        <Card>
          <CardHeader
            title={t.account}
            actions={
              <ButtonLink to={paths.changePassword} variant="secondary" size="sm">
                <KeyRound className="size-4" aria-hidden />
                {t.changePassword}
              </ButtonLink>
            }
          />
          <dl className="grid gap-4 px-5 py-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-gray-500">{t.name}</dt>
              <dd className="mt-0.5 font-medium text-gray-900">{name || '–'}</dd>
            </div>
            <div>
              <dt className="text-gray-500">{t.email}</dt>
              <dd className="mt-0.5 font-medium break-all text-gray-900">{user.email}</dd>
            </div>
          </dl>
        </Card>
        {container ? (
          <NotificationSettings key={container.id} containerId={container.id} />
        ) : (
          <NoContainer canPick={canSwitch} />
        )}
      </div>
    </div>
  );
}

function NotificationSettings({ containerId }: { containerId: number }) {
  const query = useNotificationPreferences(containerId);
  if (query.isPending) {
    return (
      <Card>
        <CardHeader title={t.notifications} description={t.notificationsText} />
        <SkeletonRows label={t.loading} rows={4} />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="error" title={t.failed}>
        <p>{errorMessage(query.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {commonStrings.tryAgain}
        </Button>
      </Alert>
    );
  }
  return <NotificationForm containerId={containerId} initial={query.data} />;
}

function NotificationForm({
  containerId,
  initial,
}: {
  containerId: number;
  initial: NotificationPreferences;
}) {
  const save = useSaveNotificationPreferences(containerId);
  const [prefs, setPrefs] = useState<NotificationPreferences>(initial);
  const dirty = JSON.stringify(prefs) !== JSON.stringify(initial);

  function onSave() {
    save.mutate(prefs, {
      onSuccess: (saved) => {
        setPrefs(saved);
        toast.success(commonStrings.saved);
      },
    });
  }

  return (
    <Card>
      <CardHeader title={t.notifications} description={t.notificationsText} />
      <PreferencesTable value={prefs} onChange={setPrefs} />
      <div className="flex justify-end border-t border-gray-100 px-5 py-4">
        <Button onClick={onSave} loading={save.isPending} disabled={!dirty}>
          {t.save}
        </Button>
      </div>
    </Card>
  );
}
