import {
  INVOICE_STATUSES,
  INVOICE_STATUS_NAMES,
  type BillingOverview,
  type InvoiceStatus,
  type LedgerRow,
  formatDateTime,
  formatKronor,
} from '@rekry/domain';
import { Coins, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { DataList, listColumn, type ListColumn } from '../../components/ui/data-list.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { cn } from '../../lib/cn.ts';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { useBilling, useInvoiceChange } from './api.ts';
import { BalanceChart } from './balance-chart.tsx';
import { billingStrings as t } from './strings.ts';

/**
 * A company's billing as tables and cards, shared by the superuser's Billing Management (with `manage`,
 * buttons) and the company admin's read-only 'Abonnemang' tab of the company profile.
 */

export const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export const STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  Draft: 'gray',
  Sent: 'brand',
  Paid: 'green',
  Overdue: 'red',
  Cancelled: 'amber',
};

export function PointsChange({ points }: { points: number }) {
  return (
    <span className={cn('font-medium tabular-nums', points > 0 ? 'text-green-700' : 'text-red-700')}>
      {signed(points)}
    </span>
  );
}

const time = (r: LedgerRow) => <time dateTime={r.created}>{formatDateTime(r.created)}</time>;
const points = (r: LedgerRow) => <PointsChange points={r.points} />;

const LEDGER_COLUMNS: ListColumn<LedgerRow>[] = [
  listColumn('when', t.ledger.when, time, 'footer', 'whitespace-nowrap text-gray-600 tabular-nums'),
  listColumn('who', t.ledger.who, (r) => r.actor, 'footer', 'text-gray-700'),
  {
    key: 'why',
    header: t.ledger.why,
    cell: (r) => (
      <>
        <span className="text-gray-900">{r.description}</span>{' '}
        <span className="text-xs text-gray-500">· {t.ledger.kinds[r.kind]}</span>
      </>
    ),
    card: { title: (r) => r.description, footer: (r) => t.ledger.kinds[r.kind] },
  },
  {
    key: 'change',
    header: t.ledger.change,
    className: 'text-right',
    cellClassName: 'text-right',
    cell: points,
    card: { trailing: points },
  },
  {
    key: 'after',
    header: t.ledger.after,
    className: 'text-right',
    cellClassName: 'text-right tabular-nums text-gray-700',
    cell: (r) => r.balanceAfter,
    card: {
      trailing: (r) => (
        <span className="text-xs text-gray-500 tabular-nums">
          {t.ledger.after} {r.balanceAfter}
        </span>
      ),
    },
  },
];

export function Ledger({ rows }: { rows: LedgerRow[] }) {
  return (
    <ListCard title={t.ledger.title} texts={t.ledger} icon={Coins} isEmpty={rows.length === 0}>
      <DataList rows={rows} columns={LEDGER_COLUMNS} rowKey={(r) => r.id} label={t.ledger.title} />
    </ListCard>
  );
}

/** What the superuser can do on the invoices; without it they are only shown (the company's own admin). */
export interface InvoiceManagement {
  onCreate: () => void;
  onFailed: (title: string, error: unknown) => void;
}

type Invoice = BillingOverview['invoices'][number];

const period = (r: Invoice) => `${r.periodStart} – ${r.periodEnd}`;
const badge = (r: Invoice) => <Badge tone={STATUS_TONES[r.status]}>{INVOICE_STATUS_NAMES[r.status]}</Badge>;

const INVOICE_COLUMNS: ListColumn<Invoice>[] = [
  listColumn('number', t.invoices.number, (r) => r.number, 'title', 'font-medium text-gray-900 tabular-nums'),
  listColumn('period', t.invoices.period, period, 'footer', 'whitespace-nowrap text-gray-600 tabular-nums'),
  {
    key: 'amount',
    header: t.invoices.amount,
    className: 'text-right',
    cellClassName: 'text-right whitespace-nowrap tabular-nums',
    cell: (r) => formatKronor(r.amount),
    card: { details: (r) => <span className="font-medium tabular-nums">{formatKronor(r.amount)}</span> },
  },
  {
    key: 'due',
    header: t.invoices.due,
    cellClassName: 'whitespace-nowrap text-gray-600 tabular-nums',
    cell: (r) => r.dueDate,
    card: { footer: (r) => `${t.invoices.due} ${r.dueDate}` },
  },
  listColumn('status', t.invoices.status, badge, 'trailing'),
];

export function Invoices({ billing, manage }: { billing: BillingOverview; manage?: InvoiceManagement }) {
  const change = useInvoiceChange(billing.containerId);
  const rows = billing.invoices;
  function setStatus(invoice: Invoice, status: string) {
    change.mutate(
      {
        action: 'update_InvoiceStatus',
        input: { containerId: billing.containerId, invoiceId: invoice.id, status: status as InvoiceStatus },
      },
      {
        onSuccess: () => toast.success(t.invoices.saved),
        onError: (error) => manage?.onFailed(t.failures.invoice, error),
      },
    );
  }
  const select = (r: Invoice) => (
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
  return (
    <ListCard
      title={t.invoices.title}
      create={manage ? { label: t.invoices.create, onClick: manage.onCreate } : null}
      texts={{
        empty: t.invoices.empty,
        emptyText: manage ? t.invoices.emptyText : t.companyView.invoicesEmptyText,
      }}
      icon={ReceiptText}
      isEmpty={rows.length === 0}
    >
      <DataList
        rows={rows}
        columns={INVOICE_COLUMNS}
        rowKey={(r) => r.id}
        label={t.invoices.title}
        after={
          manage ? { header: t.invoices.change, className: 'w-40', cell: select, cardBelow: true } : undefined
        }
      />
    </ListCard>
  );
}

/** The balance in large figures with its line over time; `children` are the superuser's buttons. */
export function BalanceCard({ billing, children }: { billing: BillingOverview; children?: ReactNode }) {
  return (
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
        {billing.billingType === 'points' ? null : (
          <p className="mt-2 text-sm text-gray-500">{t.balance.monthlyNote}</p>
        )}
        <BalanceChart ledger={billing.ledger} />
        {children ? <div className="mt-5 flex flex-wrap gap-2">{children}</div> : null}
      </div>
    </Card>
  );
}

/** Loads the company's billing (get_Billing) with its loading and failure states, then draws `children`. */
export function WithBilling({
  containerId,
  children,
}: {
  containerId: number;
  children: (billing: BillingOverview) => ReactNode;
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
      {data ? children(data) : null}
    </QueryBoundary>
  );
}
