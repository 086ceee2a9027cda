import { BILLING_PLANS, BILLING_PLAN_NAMES, type BillingOverview } from '@rekry/domain';
import { Building2, Minus, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { CompanyStatusBadge } from '../../components/ui/company-status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SelectField, Switch } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useBillingChange, useCompanySearch } from './api.ts';
import { BalanceCard, Invoices, Ledger, WithBilling } from './billing-tables.tsx';
import { InvoiceDialog } from './invoice-dialog.tsx';
import { PointsDialog } from './points-dialog.tsx';
import { billingStrings as t } from './strings.ts';
import { useDialogFor } from '../../lib/use-dialog.ts';

/** A failure the page keeps and shows until it is dismissed or the company changes (SPEC §8). */
interface Failure {
  title: string;
  detail: string;
}

/**
 * /admin/billing-management (SPEC §2, superuser): pick a company, then its billing type (with a
 * confirmation), plan, balance with 'Lägg till poäng' / 'Ta bort poäng', the ledger and the invoices.
 */
export function BillingPage() {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('company')) || null;
  const [failure, setFailure] = useState<Failure | null>(null);
  const fail = (title: string, error: unknown) => setFailure({ title, detail: errorMessage(error, title) });

  function choose(id: number) {
    setFailure(null);
    setParams({ company: String(id) });
  }

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      {failure ? (
        <div className="mb-6 flex items-start gap-2">
          <Alert tone="error" title={failure.title} className="flex-1">
            {failure.detail !== failure.title ? failure.detail : null}
          </Alert>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.failures.dismiss}
            title={t.failures.dismiss}
            onClick={() => setFailure(null)}
            icon={X}
          ></Button>
        </div>
      ) : null}
      <div className="space-y-6">
        <CompanyPicker chosen={chosen} onChoose={choose} />
        {chosen === null ? (
          <Card>
            <EmptyState icon={Building2} title={t.picker.none} description={t.picker.noneText} />
          </Card>
        ) : (
          <CompanyBilling key={chosen} containerId={chosen} onFailed={fail} />
        )}
      </div>
    </>
  );
}

function CompanyPicker({ chosen, onChoose }: { chosen: number | null; onChoose: (id: number) => void }) {
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim());
  const companies = useCompanySearch(settled);
  const rows = companies.data ?? [];
  // Busy from the keystroke until its answer is in view, so a click lands on the list it was aimed at.
  const busy = settled !== query.trim() || companies.isFetching;
  return (
    <Card>
      <div className="border-b border-gray-100 p-4">
        <h2 className="mb-3 text-base font-semibold text-gray-900">{t.picker.title}</h2>
        <SearchField
          className="max-w-md"
          label={t.picker.search}
          placeholder={t.picker.placeholder}
          value={query}
          onChange={setQuery}
        />
      </div>
      <QueryBoundary
        query={companies}
        loading={<SkeletonRows label={t.picker.loading} rows={4} />}
        failed={t.picker.failed}
        isEmpty={rows.length === 0}
        empty={<p className="px-4 pb-4 text-sm text-gray-500">{t.picker.empty}</p>}
      >
        <ul
          className={cn(
            'grid max-h-56 gap-1 overflow-y-auto p-2 transition-opacity sm:grid-cols-2 xl:grid-cols-3',
            busy && companies.isPlaceholderData && 'opacity-60',
          )}
          aria-label={t.picker.title}
          aria-busy={busy || undefined}
        >
          {rows.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onChoose(c.id)}
                aria-current={c.id === chosen ? 'true' : undefined}
                className={cn(
                  'flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                  c.id === chosen
                    ? 'bg-brand-50 font-medium text-brand-800'
                    : 'text-gray-800 hover:bg-gray-50',
                )}
              >
                <span className="min-w-0 truncate" title={c.name}>
                  {c.name}
                </span>{' '}
                <span className="shrink-0 text-xs text-gray-600">{t.picker.users(c.users)}</span>
              </button>
            </li>
          ))}
        </ul>
      </QueryBoundary>
    </Card>
  );
}

function CompanyBilling({
  containerId,
  onFailed,
}: {
  containerId: number;
  onFailed: (title: string, error: unknown) => void;
}) {
  return (
    <WithBilling containerId={containerId}>
      {(billing) => <BillingDetails billing={billing} onFailed={onFailed} />}
    </WithBilling>
  );
}

function BillingDetails({
  billing,
  onFailed,
}: {
  billing: BillingOverview;
  onFailed: (title: string, error: unknown) => void;
}) {
  const change = useBillingChange();
  const confirmType = useDialogFor<'monthly' | 'points'>();
  const [dialog, setDialog] = useState<'add' | 'remove' | 'invoice' | null>(null);
  const { containerId } = billing;
  const onPoints = billing.billingType === 'points';

  function setType(billingType: 'monthly' | 'points') {
    change.mutate(
      { action: 'update_BillingType', input: { containerId, billingType } },
      {
        onSuccess: () => toast.success(t.account.saved),
        onError: (error) => onFailed(t.failures.billingType, error),
        onSettled: () => confirmType.close(),
      },
    );
  }
  function setPlan(plan: string) {
    change.mutate(
      { action: 'update_BillingPlan', input: { containerId, plan: plan as 'Monthly' } },
      {
        onSuccess: () => toast.success(t.account.saved),
        onError: (error) => onFailed(t.failures.plan, error),
      },
    );
  }

  return (
    <div className="space-y-6">
      <h2 className="sr-only">{billing.containerName}</h2>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader title={t.account.title} description={billing.containerName} />
          <div className="space-y-5 p-5">
            <div>
              <div className="flex items-center justify-between gap-4">
                <div>
                  <p className="text-sm font-medium text-gray-800">{t.account.type}</p>
                  <p className="mt-0.5 text-sm text-gray-900" data-testid="billing-type">
                    {onPoints ? t.account.points : t.account.monthly}
                  </p>
                </div>
                <Switch
                  label={t.account.pointsSwitch}
                  checked={onPoints}
                  disabled={change.isPending}
                  onChange={(on) => confirmType.show(on ? 'points' : 'monthly')}
                />
              </div>
              <p className="mt-2 text-sm text-gray-500">{t.account.typeHint}</p>
            </div>
            <SelectField
              label={t.account.plan}
              value={billing.plan}
              disabled={change.isPending}
              onChange={setPlan}
              options={BILLING_PLANS.map((p) => ({ value: p, label: `${BILLING_PLAN_NAMES[p]} (${p})` }))}
              hint={t.account.planHint(billing.costs.site, billing.costs.paidChannel)}
            />
            <div className="flex items-center gap-2 text-sm">
              <span className="font-medium text-gray-800">{t.account.status}</span>
              <CompanyStatusBadge status={billing.status} />
            </div>
          </div>
        </Card>
        <BalanceCard billing={billing}>
          <Button onClick={() => setDialog('add')} icon={Plus}>
            {t.balance.add}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setDialog('remove')}
            disabled={billing.pointsBalance === 0}
            icon={Minus}
          >
            {t.balance.remove}
          </Button>
        </BalanceCard>
      </div>
      <Ledger rows={billing.ledger} />
      <Invoices billing={billing} manage={{ onCreate: () => setDialog('invoice'), onFailed }} />

      <ConfirmDialog
        {...confirmType.props}
        tone="primary"
        question={{
          title: confirmType.subject === 'points' ? t.account.toPoints : t.account.toMonthly,
          text:
            confirmType.subject === 'points'
              ? t.account.toPointsText(billing.containerName)
              : t.account.toMonthlyText(billing.containerName),
          confirm: t.account.confirm,
        }}
        busy={change.isPending}
        onConfirm={() => (confirmType.subject ? setType(confirmType.subject) : undefined)}
      />
      {dialog === 'add' || dialog === 'remove' ? (
        <PointsDialog
          mode={dialog}
          containerId={containerId}
          onClose={() => setDialog(null)}
          onFailed={onFailed}
          onDone={() => undefined}
        />
      ) : null}
      {dialog === 'invoice' ? (
        <InvoiceDialog containerId={containerId} onClose={() => setDialog(null)} onFailed={onFailed} />
      ) : null}
    </div>
  );
}
