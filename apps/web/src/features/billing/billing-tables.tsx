import {
  INVOICE_STATUSES,
  INVOICE_STATUS_NAMES,
  type BillingOverview,
  type InvoiceStatus,
  type LedgerRow,
  formatDateTime,
  formatKronor,
} from '@rekry/domain';
import { Coins, FileText, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SelectField } from '../../components/ui/field.tsx';
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

/** A table from md up and a stacked list below it, for rows that are not links. */
export function ResponsiveRows<T>({
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

export function PointsChange({ points }: { points: number }) {
  return (
    <span className={cn('font-medium tabular-nums', points > 0 ? 'text-green-700' : 'text-red-700')}>
      {signed(points)}
    </span>
  );
}

export function Ledger({ rows }: { rows: LedgerRow[] }) {
  const time = (r: LedgerRow) => <time dateTime={r.created}>{formatDateTime(r.created)}</time>;
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

/** What the superuser can do on the invoices; without it they are only shown (the company's own admin). */
export interface InvoiceManagement {
  onCreate: () => void;
  onFailed: (title: string, error: unknown) => void;
}

export function Invoices({ billing, manage }: { billing: BillingOverview; manage?: InvoiceManagement }) {
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
        onError: (error) => manage?.onFailed(t.failures.invoice, error),
      },
    );
  }
  const badge = (r: Row) => <Badge tone={STATUS_TONES[r.status]}>{INVOICE_STATUS_NAMES[r.status]}</Badge>;
  const select = (r: Row) =>
    manage ? (
      <SelectField
        label={t.invoices.statusOf(r.number)}
        hideLabel
        value={r.storedStatus}
        disabled={change.isPending}
        onChange={(status) => setStatus(r, status)}
        options={INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_NAMES[s] }))}
        className="w-36"
      />
    ) : null;
  const period = (r: Row) => `${r.periodStart} – ${r.periodEnd}`;
  return (
    <Card>
      <CardHeader
        title={t.invoices.title}
        actions={
          manage ? (
            <Button variant="secondary" size="sm" onClick={manage.onCreate}>
              <FileText className="size-4" aria-hidden />
              {t.invoices.create}
            </Button>
          ) : undefined
        }
      />
      {rows.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title={t.invoices.empty}
          description={manage ? t.invoices.emptyText : t.companyView.invoicesEmptyText}
        />
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
              cell: (r) => formatKronor(r.amount),
            },
            {
              header: t.invoices.due,
              className: 'whitespace-nowrap text-gray-600 tabular-nums',
              cell: (r) => r.dueDate,
            },
            { header: t.invoices.status, cell: badge },
            ...(manage ? [{ header: '', className: 'w-40', cell: select }] : []),
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
                <span className="font-medium tabular-nums">{formatKronor(r.amount)}</span>
                {select(r)}
              </div>
            </div>
          )}
        />
      )}
    </Card>
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
