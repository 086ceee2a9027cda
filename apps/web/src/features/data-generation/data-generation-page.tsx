import {
  actions,
  DATA_GENERATION_STATUS_TEXT,
  formatApplicantProgress,
  formatNotificationTime,
  groupDigits,
  type DataGeneration,
} from '@rekry/domain';
import { Database } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { DataList, listColumn, type ListColumn } from '../../components/ui/data-list.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SelectField, WholeNumberField } from '../../components/ui/field.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { rowActions } from '../../components/ui/row-actions.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import {
  isActive,
  useCompanySearch,
  useDataGenerations,
  useRemoveGeneration,
  useStartGeneration,
} from './api.ts';
import { dataGenerationStrings as t } from './strings.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';

const when = (iso: string) => formatNotificationTime(Math.floor(Date.parse(iso) / 1000));

const STATUS_TONE: Record<DataGeneration['status'], BadgeTone> = {
  queued: 'gray',
  running: 'brand',
  done: 'green',
  failed: 'red',
  removing: 'amber',
  removed: 'gray',
};

function StatusBadge({ run }: { run: DataGeneration }) {
  return <Badge tone={STATUS_TONE[run.status]}>{DATA_GENERATION_STATUS_TEXT[run.status]}</Badge>;
}

/**
 * /admin/generate-data (superuser): start a run for a company, follow it on a progress bar (polled every
 * second while the job works, so it is there again after a reload), and remove a run's data.
 */
export function DataGenerationPage() {
  const runs = useDataGenerations();
  const remove = useRemoveGeneration();
  const rows = runs.data ?? [];
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <GenerationForm />
          <LatestRun runs={runs.data} loading={runs.isPending} />
        </div>
        <ListCard
          title={t.list.title}
          query={runs}
          texts={{ ...t.list, emptyText: t.current.emptyText }}
          icon={Database}
          isEmpty={rows.length === 0}
        >
          <DataList
            rows={rows}
            columns={COLUMNS}
            rowKey={(run) => run.id}
            after={rowActions(t.list.actions, (run: DataGeneration) => ({
              remove: removable(run)
                ? {
                    label: t.list.removeNamed(run.containerName, when(run.created)),
                    ...t.remove,
                    text: t.remove.text(run.positions, groupDigits(run.done), run.containerName),
                    run: () => remove.mutateAsync(run),
                  }
                : undefined,
            }))}
          />
        </ListCard>
      </div>
    </>
  );
}

/** The company (searched with search_Containers), the number of positions and of applicants. */
function GenerationForm() {
  const [query, setQuery] = useState('');
  const companies = useCompanySearch(useDebounced(query.trim()));
  const start = useStartGeneration();
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    schema: actions.create_DataGeneration.input,
    submit: (input) => start.mutateAsync(input),
    defaultValues: { containerId: '', positions: '1', applicants: '1000' },
    messages: { containerId: t.form.chooseCompany },
    onSuccess: () => toast.success(t.form.started),
  });
  const found = companies.data ?? [];

  return (
    <Card>
      <CardHeader title={t.form.title} description={t.form.description} />
      <form
        noValidate
        className="space-y-5 p-5 sm:p-6"
        onSubmit={(event) => {
          void onSubmit(event);
        }}
      >
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <SearchField
          label={t.form.search}
          placeholder={t.form.searchPlaceholder}
          value={query}
          onChange={setQuery}
        />
        <Controller
          control={form.control}
          name="containerId"
          render={({ field }) => {
            const value = String(field.value ?? '');
            const options = found.map((c) => ({ value: String(c.id), label: c.name }));
            const chosen = options.some((o) => o.value === value);
            return (
              <SelectField
                label={t.form.company}
                required
                value={chosen ? value : ''}
                onChange={field.onChange}
                options={[
                  { value: '', label: found.length ? t.form.chooseCompany : t.form.noCompanies },
                  ...options,
                ]}
                error={errors['containerId']}
              />
            );
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <WholeNumberField
            label={t.form.positions}
            hint={t.form.positionsHint}
            min={1}
            max={20}
            required
            {...field('positions')}
          />
          <WholeNumberField
            label={t.form.applicants}
            hint={t.form.applicantsHint}
            min={0}
            max={100_000}
            required
            {...field('applicants')}
          />
        </div>
        <FormActions submit={t.form.submit} busy={busy} />
      </form>
    </Card>
  );
}

/** A run's bar: generated of requested, or while removing, removed of generated. */
export function RunProgress({ run }: { run: DataGeneration }) {
  const removal = run.status === 'removing' || run.status === 'removed';
  const value = removal ? run.removed : run.done;
  const max = removal ? run.done : run.total;
  const percent = max > 0 ? Math.round((value / max) * 100) : run.status === 'done' ? 100 : 0;
  const text = formatApplicantProgress(value, max);
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-gray-800">{removal ? t.current.removal : t.current.progress}</span>
        <span className="text-gray-600 tabular-nums">{percent} %</span>
      </div>
      <div
        role="progressbar"
        aria-label={removal ? t.current.removal : t.current.progress}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-gray-100 ring-1 ring-gray-200 ring-inset"
      >
        <div
          className={
            removal
              ? 'h-full rounded-full bg-amber-500 transition-[width] duration-500'
              : 'h-full rounded-full bg-brand-600 transition-[width] duration-500'
          }
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-gray-700 tabular-nums">
        {removal && run.status === 'removing' ? `${t.current.removing}: ` : null}
        {run.total === 0 ? t.current.positionsOnly(run.positions) : text}
      </p>
    </div>
  );
}

/** The newest run of any company, with its bar: after a reload the page shows it again. */
function LatestRun({ runs, loading }: { runs: DataGeneration[] | undefined; loading: boolean }) {
  const run = runs?.[0];
  return (
    <Card>
      <CardHeader
        title={t.current.title}
        description={run ? `${run.containerName} · ${when(run.created)}` : undefined}
        actions={run ? <StatusBadge run={run} /> : undefined}
      />
      <div className="p-5 sm:p-6" aria-live="polite" aria-busy={run ? isActive(run) : undefined}>
        {loading ? (
          <SkeletonRows label={t.list.loading} rows={2} />
        ) : run ? (
          <div className="space-y-4">
            <RunProgress run={run} />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-gray-500">{t.list.positions}</dt>
                <dd className="font-medium text-gray-900 tabular-nums">{run.positions}</dd>
              </div>
              <div>
                <dt className="text-gray-500">{t.form.applicants}</dt>
                <dd className="font-medium text-gray-900 tabular-nums">{groupDigits(run.applicants)}</dd>
              </div>
            </dl>
            {run.error ? <Alert tone="error">{run.error}</Alert> : null}
            {isActive(run) ? <p className="text-xs text-gray-500">{t.current.live}</p> : null}
          </div>
        ) : (
          <EmptyState icon={Database} title={t.current.empty} description={t.current.emptyText} />
        )}
      </div>
    </Card>
  );
}

const removable = (run: DataGeneration) => run.status !== 'removed' && run.status !== 'removing';

const applicants = (run: DataGeneration) =>
  run.status === 'done' || run.status === 'removed'
    ? groupDigits(run.total)
    : `${groupDigits(run.done)} / ${groupDigits(run.total)}`;

/** Every run: a table on a desktop, a card a run on a phone (its removal runs as a job with its own bar). */
const COLUMNS: ListColumn<DataGeneration>[] = [
  {
    key: 'company',
    header: t.list.company,
    cellClassName: 'font-medium text-gray-900',
    cell: (run) => (
      <>
        {run.containerName}
        {run.createdBy ? (
          <span className="block text-xs font-normal text-gray-500">{t.list.by(run.createdBy)}</span>
        ) : null}
      </>
    ),
    card: { title: (run) => run.containerName },
  },
  {
    key: 'started',
    header: t.list.started,
    cellClassName: 'whitespace-nowrap text-gray-600 tabular-nums',
    cell: (run) => <time dateTime={run.created}>{when(run.created)}</time>,
    card: { footer: (run) => when(run.created) },
  },
  {
    key: 'positions',
    header: t.list.positions,
    className: 'text-right',
    cellClassName: 'text-right tabular-nums',
    cell: (run) => run.positions,
    card: { footer: (run) => t.list.summary(run.positions, applicants(run)) },
  },
  {
    key: 'applicants',
    header: t.list.applicants,
    className: 'text-right',
    cellClassName: 'text-right whitespace-nowrap tabular-nums',
    cell: applicants,
  },
  listColumn('status', t.list.status, (run) => <StatusBadge run={run} />, 'trailing'),
];
