import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useCompanyJobAlerts, useRemoveCompanyJobAlerts } from './api.ts';
import { myJobAlertStrings } from './strings.ts';
import { useDialogFor } from '../../lib/use-dialog.ts';

const t = myJobAlertStrings.company;

/** The GDPR page's card: who bevakar the company's career page, found by address, removed on request. */
export function CompanyJobAlertsCard({ containerId }: { containerId: number }) {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 250);
  const alerts = useCompanyJobAlerts(containerId, query);
  const remove = useRemoveCompanyJobAlerts(containerId);
  const removing = useDialogFor<string>();
  return (
    <Card>
      <CardHeader title={t.title} description={t.description(alerts.data?.total ?? 0)} />
      <div className="space-y-3 px-5 py-4">
        <SearchField
          label={t.search}
          placeholder={t.placeholder}
          value={search}
          onChange={setSearch}
          className="max-w-md"
        />
        {alerts.isError ? <Alert tone="error">{errorMessage(alerts.error, t.failed)}</Alert> : null}
        {query && alerts.data && !alerts.data.addresses.length ? (
          <p className="text-sm text-gray-600">{t.noMatch}</p>
        ) : null}
        <ul className="divide-y divide-gray-100">
          {alerts.data?.addresses.map((a) => (
            <li
              key={a.email}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-gray-900">{a.email}</p>
                <p className="text-sm break-words text-gray-600">
                  {a.alerts.map((x) => x.description).join(' · ')}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => removing.show(a.email)}>
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        {...removing.props}
        question={t.removeAsk(removing.subject ?? '')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing.subject) return;
          remove.mutate(removing.subject, {
            onSuccess: () => toast.success(t.removed),
            onSettled: () => removing.close(),
          });
        }}
      />
    </Card>
  );
}
