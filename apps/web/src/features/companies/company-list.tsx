import {
  COMPANY_PLAN_LABELS,
  COMPANY_STATUS_LABELS,
  COMPANY_STATUSES,
  type CompanyPlan,
  type CompanyRow,
  type CompanyStatus,
} from '@rekry/domain';
import { Building2, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CompanyStatusBadge } from '../../components/ui/company-status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataList, listColumn, type ListColumn } from '../../components/ui/data-list.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { rowActions } from '../../components/ui/row-actions.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { COMPANY_LIST_TAKE, useCompanies, useCreateDemoCompany, useUpdateCompanyStatus } from './api.ts';
import { DeleteCompanyDialog } from './delete-company-dialog.tsx';
import { companyStrings } from './strings.ts';
import { useDialogFor } from '../../lib/use-dialog.ts';

const t = companyStrings.list;
const STATUS_OPTIONS = COMPANY_STATUSES.map((s) => ({ value: s, label: COMPANY_STATUS_LABELS[s] }));
const planLabel = (plan: string) => COMPANY_PLAN_LABELS[plan as CompanyPlan] ?? plan;
const plans = (company: CompanyRow) => company.plans.map(planLabel).join(', ');
const count = 'text-right tabular-nums text-gray-600';

const COLUMNS: ListColumn<CompanyRow>[] = [
  listColumn('name', t.name, (company) => company.name, 'title', 'font-medium break-words text-gray-900'),
  listColumn('status', t.status, (company) => <CompanyStatusBadge status={company.status} />, 'trailing'),
  {
    key: 'users',
    header: t.users,
    className: 'text-right',
    cellClassName: count,
    cell: (company) => company.users,
    card: { footer: (company) => t.counts(company.users, company.positions) },
  },
  {
    key: 'positions',
    header: t.positions,
    className: 'text-right',
    cellClassName: count,
    cell: (c) => c.positions,
  },
  {
    key: 'plans',
    header: t.plans,
    cellClassName: 'text-gray-600',
    cell: (company) => plans(company) || '–',
    card: { footer: plans },
  },
];

/** Every company, searched by name on the server, with its status (changeable) and delete. */
export function CompanyList() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 250);
  const companies = useCompanies(query);
  const demo = useCreateDemoCompany();
  const status = useUpdateCompanyStatus();
  const suspending = useDialogFor<CompanyRow>();
  const [removing, setRemoving] = useState<CompanyRow | null>(null);
  const rows = companies.data ?? [];

  function setStatus(company: CompanyRow, next: CompanyStatus) {
    status.mutate(
      { containerId: company.id, status: next },
      {
        onSuccess: () => toast.success(companyStrings.status.saved),
        onSettled: () => suspending.close(),
      },
    );
  }
  function createDemo() {
    demo.mutate(undefined, { onSuccess: (company) => toast.success(t.demoCreated(company.name)) });
  }

  return (
    <>
      <ListCard
        title={t.title}
        actions={
          <Button variant="secondary" loading={demo.isPending} onClick={createDemo} icon={FlaskConical}>
            {t.demo}
          </Button>
        }
        search={{
          label: t.search,
          value: search,
          onChange: setSearch,
          placeholder: t.searchPlaceholder,
        }}
        query={companies}
        texts={query ? { ...t, empty: t.noMatch, emptyText: t.noMatchText } : t}
        icon={Building2}
        loadingRows={4}
        isEmpty={rows.length === 0}
        footer={rows.length >= COMPANY_LIST_TAKE ? t.more(COMPANY_LIST_TAKE) : null}
      >
        <DataList
          rows={rows}
          columns={COLUMNS}
          rowKey={(company) => company.id}
          label={t.title}
          after={{
            ...rowActions(t.actions, (company: CompanyRow) => ({
              children: (
                <SelectField
                  label={t.statusOf(company.name)}
                  hideLabel
                  value={company.status}
                  options={STATUS_OPTIONS}
                  disabled={status.isPending}
                  className="w-36"
                  onChange={(next) =>
                    next === 'suspended'
                      ? suspending.show(company)
                      : setStatus(company, next as CompanyStatus)
                  }
                />
              ),
              remove: { label: t.removeNamed(company.name), open: () => setRemoving(company) },
            })),
            // A select is too wide beside a company's name on a phone.
            cardBelow: true,
          }}
        />
      </ListCard>
      <ConfirmDialog
        {...suspending.props}
        question={{
          title: companyStrings.status.suspendTitle,
          text: suspending.subject ? companyStrings.status.suspendText(suspending.subject.name) : '',
          confirm: companyStrings.status.suspendConfirm,
        }}
        busy={status.isPending}
        onConfirm={() => suspending.subject && setStatus(suspending.subject, 'suspended')}
      />
      <DeleteCompanyDialog company={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
