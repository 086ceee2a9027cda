import {
  BILLING_PLANS,
  BILLING_PLAN_NAMES,
  INVOICE_STATUSES,
  INVOICE_STATUS_NAMES,
  TIME_ZONE,
  type BillingOverview,
  type InvoiceStatus,
  type LedgerRow,
} from '@rekry/domain';
import { Building2, Coins, FileText, Minus, Plus, ReceiptText, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
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
import { useBilling, useBillingChange, useCompanySearch, useInvoiceChange } from './api.ts';
import { BalanceChart } from './balance-chart.tsx';
import { InvoiceDialog } from './invoice-dialog.tsx';
import { PointsDialog } from './points-dialog.tsx';
import { billingStrings as t } from './strings.ts';

/** A failure the page keeps and shows until it is dismissed or the company changes (SPEC §8). */
interface Failure {
  title: string;
  detail: string;
}

const when = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const kronor = (amount: number) => `${amount.toLocaleString('sv-SE')} kr`;
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

const STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  Draft: 'gray',
  Sent: 'brand',
  Paid: 'green',
  Overdue: 'red',
  Cancelled: 'amber',
};

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
          >
            <X className="size-4" aria-hidden />
          </Button>
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
  const companies = useCompanySearch(useDebounced(query.trim()));
  const rows = companies.data ?? [];
  return (
    <Card>
      <div className="border-b border-gray-100 p-4">
        <h2 className="mb-3 text-base font-semibold text-gray-900">{t.picker.title}</h2>
        <SearchField
          className="max-w-md"
          id="billing-company-search"
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
          className="grid max-h-56 gap-1 overflow-y-auto p-2 sm:grid-cols-2 xl:grid-cols-3"
          aria-label={t.picker.title}
        >
          {rows.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onChoose(c.id)}
                aria-label={t.picker.choose(c.name)}
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
                </span>
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
  const billing = useBilling(containerId);
  const data = billing.data;
  return (
    <QueryBoundary
      query={billing}
      loading={
        <Card>
          <SkeletonRows label={t.loading} rows={5} />
        </Card>
      }
      failed={t.failures.fetch}
      isEmpty={!data}
      empty={null}
    >
      {data ? <BillingDetails billing={data} onFailed={onFailed} /> : null}
    </QueryBoundary>
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
  const [confirmType, setConfirmType] = useState<'monthly' | 'points' | null>(null);
  const [dialog, setDialog] = useState<'add' | 'remove' | 'invoice' | null>(null);
  const { containerId } = billing;
  const onPoints = billing.billingType === 'points';

  function setType(billingType: 'monthly' | 'points') {
    change.mutate(
      { action: 'update_BillingType', input: { containerId, billingType } },
      {
        onSuccess: () => toast.success(t.account.saved),
        onError: (error) => onFailed(t.failures.billingType, error),
        onSettled: () => setConfirmType(null),
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
                  onChange={(on) => setConfirmType(on ? 'points' : 'monthly')}
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
        <Card>
          <CardHeader title={t.balance.title} />
          <div className="p-5">
            <p className="flex items-baseline gap-2">
              <Coins className="size-5 self-center text-brand-600" aria-hidden />
              <span
                className="text-4xl font-semibold tracking-tight text-gray-900 tabular-nums"
                data-testid="billing-balance"
              >
                {billing.pointsBalance}
              </span>
              <span className="text-sm text-gray-500">{t.balance.unit}</span>
            </p>
            {onPoints ? null : <p className="mt-2 text-sm text-gray-500">{t.balance.monthlyNote}</p>}
            <BalanceChart ledger={billing.ledger} />
            <div className="mt-5 flex flex-wrap gap-2">
              <Button onClick={() => setDialog('add')}>
                <Plus className="size-4" aria-hidden />
                {t.balance.add}
              </Button>
              <Button
                variant="secondary"
                onClick={() => setDialog('remove')}
                disabled={billing.pointsBalance === 0}
              >
                <Minus className="size-4" aria-hidden />
                {t.balance.remove}
              </Button>
            </div>
          </div>
        </Card>
      </div>
      <Ledger rows={billing.ledger} />
      <Invoices billing={billing} onCreate={() => setDialog('invoice')} onFailed={onFailed} />

      <ConfirmDialog
        open={confirmType !== null}
        onOpenChange={(open) => (open ? undefined : setConfirmType(null))}
        tone="primary"
        title={confirmType === 'points' ? t.account.toPoints : t.account.toMonthly}
        description={
          confirmType === 'points'
            ? t.account.toPointsText(billing.containerName)
            : t.account.toMonthlyText(billing.containerName)
        }
        confirmLabel={t.account.confirm}
        busy={change.isPending}
        onConfirm={() => (confirmType ? setType(confirmType) : undefined)}
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

/** A table from md up and a stacked list below it, for rows that are not links. */
function ResponsiveRows<T>({
  rows,
  rowKey,
  columns,
  card,
}: {
  rows: T[];
  rowKey: (row: T) => number;
  columns: { header: string; className?: string; cell: (row: T) => ReactNode }[];
  card: (row: T) => ReactNode;
}) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="bg-gray-50 text-xs font-medium tracking-wide text-gray-500 uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={cn('px-4 py-3', c.className)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} className={cn('px-4 py-3', c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-gray-100 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="px-4 py-3 text-sm">
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}

function PointsChange({ points }: { points: number }) {
  return (
    <span className={cn('font-medium tabular-nums', points > 0 ? 'text-green-700' : 'text-red-700')}>
      {signed(points)}
    </span>
  );
}

function Ledger({ rows }: { rows: LedgerRow[] }) {
  const time = (r: LedgerRow) => <time dateTime={r.created}>{when.format(new Date(r.created))}</time>;
  return (
    <Card>
      <CardHeader title={t.ledger.title} />
      {rows.length === 0 ? (
        <EmptyState icon={Coins} title={t.ledger.empty} description={t.ledger.emptyText} />
      ) : (
        <ResponsiveRows
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            { header: t.ledger.when, className: 'whitespace-nowrap text-gray-600 tabular-nums', cell: time },
            { header: t.ledger.who, className: 'text-gray-700', cell: (r) => r.actor },
            {
              header: t.ledger.why,
              cell: (r) => (
                <>
                  <span className="text-gray-900">{r.description}</span>{' '}
                  <span className="text-xs text-gray-500">· {t.ledger.kinds[r.kind]}</span>
                </>
              ),
            },
            {
              header: t.ledger.change,
              className: 'text-right',
              cell: (r) => <PointsChange points={r.points} />,
            },
            {
              header: t.ledger.after,
              className: 'text-right tabular-nums text-gray-700',
              cell: (r) => r.balanceAfter,
            },
          ]}
          card={(r) => (
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-gray-900">{r.description}</p>
                <p className="mt-0.5 text-xs text-gray-500">
                  {time(r)} · {r.actor} · {t.ledger.kinds[r.kind]}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <PointsChange points={r.points} />
                <p className="text-xs text-gray-500 tabular-nums">
                  {t.ledger.after} {r.balanceAfter}
                </p>
              </div>
            </div>
          )}
        />
      )}
    </Card>
  );
}

function Invoices({
  billing,
  onCreate,
  onFailed,
}: {
  billing: BillingOverview;
  onCreate: () => void;
  onFailed: (title: string, error: unknown) => void;
}) {
  const change = useInvoiceChange(billing.containerId);
  const rows = billing.invoices;
  type Row = (typeof rows)[number];
  function setStatus(invoice: Row, status: string) {
    change.mutate(
      {
        action: 'update_InvoiceStatus',
        input: { containerId: billing.containerId, invoiceId: invoice.id, status: status as InvoiceStatus },
      },
      {
        onSuccess: () => toast.success(t.invoices.saved),
        onError: (error) => onFailed(t.failures.invoice, error),
      },
    );
  }
  const badge = (r: Row) => <Badge tone={STATUS_TONES[r.status]}>{INVOICE_STATUS_NAMES[r.status]}</Badge>;
  const select = (r: Row) => (
    <SelectField
      label={t.invoices.statusOf(r.number)}
      hideLabel
      value={r.storedStatus}
      disabled={change.isPending}
      onChange={(status) => setStatus(r, status)}
      options={INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_NAMES[s] }))}
      className="w-36"
    />
  );
  const period = (r: Row) => `${r.periodStart} – ${r.periodEnd}`;
  return (
    <Card>
      <CardHeader
        title={t.invoices.title}
        actions={
          <Button variant="secondary" size="sm" onClick={onCreate}>
            <FileText className="size-4" aria-hidden />
            {t.invoices.create}
          </Button>
        }
      />
      {rows.length === 0 ? (
        <EmptyState icon={ReceiptText} title={t.invoices.empty} description={t.invoices.emptyText} />
      ) : (
        <ResponsiveRows
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            {
              header: t.invoices.number,
              className: 'font-medium text-gray-900 tabular-nums',
              cell: (r) => r.number,
            },
            {
              header: t.invoices.period,
              className: 'whitespace-nowrap text-gray-600 tabular-nums',
              cell: period,
            },
            {
              header: t.invoices.amount,
              className: 'text-right whitespace-nowrap tabular-nums',
              cell: (r) => kronor(r.amount),
            },
            {
              header: t.invoices.due,
              className: 'whitespace-nowrap text-gray-600 tabular-nums',
              cell: (r) => r.dueDate,
            },
            { header: t.invoices.status, cell: badge },
            { header: '', className: 'w-40', cell: select },
          ]}
          card={(r) => (
            <div className="space-y-2">
              <div className="flex items-center justify-between gap-3">
                <span className="font-medium text-gray-900 tabular-nums">{r.number}</span>
                {badge(r)}
              </div>
              <p className="text-xs text-gray-500">
                {period(r)} · {t.invoices.due} {r.dueDate}
              </p>
              <div className="flex items-center justify-between gap-3">
                <span className="font-medium tabular-nums">{kronor(r.amount)}</span>
                {select(r)}
              </div>
            </div>
          )}
        />
      )}
    </Card>
  );
}
