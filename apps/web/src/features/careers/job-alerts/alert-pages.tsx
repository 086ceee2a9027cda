import { useMutation } from '../public-mutation.ts';
import { useQuery, useQueryClient } from '../public-query.tsx';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { JobAlertFrequency, JobAlertView, ManagedJobAlerts } from '@rekry/domain/public';
import { AlertRows } from '../../../components/job-alerts/alert-rows.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError, jobAlertApi } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { themed, themedButtonClass } from '../theme.ts';
import { jobAlertStrings as t } from './strings.ts';

function Shell({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
      <h1 className={cn('text-2xl font-semibold tracking-tight sm:text-3xl', themed.heading)}>{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/**
 * /bevakning/bekrafta/{token}: the confirmation link. It confirms on a press, not on opening: a mail
 * program that opens links to check them confirms nothing.
 */
export function ConfirmAlertPage() {
  const { token = '' } = useParams<{ token: string }>();
  const confirm = useMutation({ mutationFn: () => jobAlertApi.confirm(token) });
  return (
    <Shell title={t.confirmTitle}>
      {confirm.isSuccess ? (
        <>
          <Alert tone="success">{confirm.data.message}</Alert>
          <Link
            href={`/bevakning/${confirm.data.manageToken}`}
            className={cn('mt-4 inline-block underline', themed.link)}
          >
            {t.manageLink}
          </Link>
        </>
      ) : (
        <>
          <p className={cn('text-base', themed.detail)}>{t.confirmText}</p>
          {confirm.isError ? (
            <Alert
              tone={isApiError(confirm.error) && confirm.error.status === 404 ? 'warning' : 'error'}
              className="mt-4"
            >
              {errorMessage(confirm.error)}
            </Alert>
          ) : null}
          <button
            type="button"
            className={themedButtonClass('md', 'mt-6')}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            {t.confirm}
          </button>
        </>
      )}
    </Shell>
  );
}

const manageKey = (token: string) => ['job-alerts', token] as const;

/** /bevakning/{token}: the address's alerts from any of its mails' links, without an account. */
export function ManageAlertsPage() {
  const { token = '' } = useParams<{ token: string }>();
  const client = useQueryClient();
  const alerts = useQuery({
    queryKey: manageKey(token),
    queryFn: () => jobAlertApi.manage(token),
    staleTime: 0,
    retry: false,
  });
  const set = (data: ManagedJobAlerts) => client.setQueryData(manageKey(token), data);
  const change = useMutation({
    mutationFn: ({ alert, frequency }: { alert: JobAlertView; frequency: JobAlertFrequency }) =>
      jobAlertApi.change(token, alert.id, frequency),
    onSuccess: set,
  });
  const remove = useMutation({
    mutationFn: (alert: JobAlertView) => jobAlertApi.remove(token, alert.id),
    onSuccess: (answer) => alerts.data && set({ ...alerts.data, alerts: answer.alerts }),
  });
  if (alerts.isPending)
    return (
      <Shell title={t.manageTitle}>
        <div className={cn('flex min-h-32 items-center justify-center', themed.icon)}>
          <Spinner className="size-7" label={t.loading} />
        </div>
      </Shell>
    );
  if (alerts.isError)
    return (
      <Shell title={t.manageTitle}>
        {isApiError(alerts.error) && alerts.error.status === 404 ? (
          <Alert tone="warning">{errorMessage(alerts.error)}</Alert>
        ) : (
          <Alert tone="error" title={t.failed}>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void alerts.refetch()}>
              {t.retry}
            </Button>
          </Alert>
        )}
      </Shell>
    );
  const failure = change.error ?? remove.error;
  return (
    <Shell title={t.manageTitle}>
      <p className={cn('text-base break-words', themed.detail)}>{t.manageText(alerts.data.email)}</p>
      {failure ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(failure)}
        </Alert>
      ) : null}
      {alerts.data.alerts.length ? (
        <div className="mt-4 rounded-xl bg-white px-4 shadow-sm ring-1 ring-gray-900/5 sm:px-6">
          <AlertRows
            alerts={alerts.data.alerts}
            busy={change.isPending}
            onChange={(alert, frequency) => change.mutate({ alert, frequency })}
            onRemove={(alert) => remove.mutateAsync(alert).catch(() => undefined)}
          />
        </div>
      ) : (
        <>
          <p className="mt-6 text-gray-700">{t.none}</p>
          <Link href="/" className={cn('mt-2 inline-block underline', themed.link)}>
            {t.toSearch}
          </Link>
        </>
      )}
    </Shell>
  );
}
