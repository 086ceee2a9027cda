import {
  COMPANY_PLAN_LABELS,
  COMPANY_STATUS_LABELS,
  COMPANY_STATUSES,
  type CompanyPlan,
  type CompanyRow,
  type CompanyStatus,
} from '@rekry/domain';
import { Building2, FlaskConical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CompanyStatusBadge } from '../../components/ui/company-status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { COMPANY_LIST_TAKE, useCompanies, useCreateDemoCompany, useUpdateCompanyStatus } from './api.ts';
import { DeleteCompanyDialog } from './delete-company-dialog.tsx';
import { companyStrings } from './strings.ts';

const t = companyStrings.list;
const STATUS_OPTIONS = COMPANY_STATUSES.map((s) => ({ value: s, label: COMPANY_STATUS_LABELS[s] }));
const planLabel = (plan: string) => COMPANY_PLAN_LABELS[plan as CompanyPlan] ?? plan;

/** Every company, searched by name on the server, with its status (changeable) and delete. */
export function CompanyList() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 250);
  const companies = useCompanies(query);
  const demo = useCreateDemoCompany();
  const status = useUpdateCompanyStatus();
  const [suspending, setSuspending] = useState<CompanyRow | null>(null);
  const [removing, setRemoving] = useState<CompanyRow | null>(null);
  const rows = companies.data ?? [];

  function setStatus(company: CompanyRow, next: CompanyStatus) {
    status.mutate(
      { containerId: company.id, status: next },
      {
        onSuccess: () => toast.success(companyStrings.status.saved),
        onSettled: () => setSuspending(null),
      },
    );
  }
  function createDemo() {
    demo.mutate(undefined, { onSuccess: (company) => toast.success(t.demoCreated(company.name)) });
  }

  return (
    <Card>
      <CardHeader
        title={t.title}
        actions={
          <Button variant="secondary" loading={demo.isPending} onClick={createDemo}>
            <FlaskConical className="size-4" aria-hidden />
            {t.demo}
          </Button>
        }
      />
      <div className="border-b border-gray-100 px-5 py-3">
        <SearchField
          id="company-search"
          label={t.search}
          value={search}
          onChange={setSearch}
          placeholder={t.searchPlaceholder}
          className="max-w-sm"
        />
      </div>
      <QueryBoundary
        query={companies}
        loading={<SkeletonRows label={t.loading} rows={4} />}
        failed={t.failed}
        isEmpty={rows.length === 0}
        empty={
          query ? (
            <EmptyState icon={Building2} title={t.noMatch} description={t.noMatchText} />
          ) : (
            <EmptyState icon={Building2} title={t.empty} description={t.emptyText} />
          )
        }
      >
        <ul className="divide-y divide-gray-100" aria-label={t.title}>
          {rows.map((company) => (
            <li
              key={company.id}
              className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium break-words text-gray-900">{company.name}</p>
                  <CompanyStatusBadge status={company.status} />
                </div>
                <p className="mt-0.5 text-sm text-gray-600">
                  {t.counts(company.users, company.positions)}
                  {company.plans.length ? ` · ${company.plans.map(planLabel).join(', ')}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <SelectField
                  label={t.statusOf(company.name)}
                  hideLabel
                  value={company.status}
                  options={STATUS_OPTIONS}
                  disabled={status.isPending}
                  className="w-36"
                  onChange={(next) =>
                    next === 'suspended' ? setSuspending(company) : setStatus(company, next as CompanyStatus)
                  }
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-gray-500 hover:text-red-700"
                  aria-label={t.removeNamed(company.name)}
                  title={t.removeNamed(company.name)}
                  onClick={() => setRemoving(company)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {rows.length >= COMPANY_LIST_TAKE ? (
          <p className="border-t border-gray-100 px-5 py-3 text-sm text-gray-500">
            {t.more(COMPANY_LIST_TAKE)}
          </p>
        ) : null}
      </QueryBoundary>
      <ConfirmDialog
        open={suspending !== null}
        onOpenChange={(open) => (open ? undefined : setSuspending(null))}
        title={companyStrings.status.suspendTitle}
        description={suspending ? companyStrings.status.suspendText(suspending.name) : ''}
        confirmLabel={companyStrings.status.suspendConfirm}
        busy={status.isPending}
        onConfirm={() => suspending && setStatus(suspending, 'suspended')}
      />
      <DeleteCompanyDialog company={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
