import { ButtonLink } from '../../components/ui/button-link.tsx';
import { stockholmDate, type GdprOverview, type GdprPerson } from '@rekry/domain';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { DataList, type ListColumn } from '../../components/ui/data-list.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Switch, WholeNumberField } from '../../components/ui/field.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { cn } from '../../lib/cn.ts';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { isApiError } from '../../lib/api.ts';
import { showError } from '../../lib/error-toast.ts';
import { paths } from '../../lib/paths.ts';
import { Prose } from '../careers/index.ts';
import { useGdprOverview, useLegalHold, useSaveRetention } from './api.ts';
import { gdprStrings } from './strings.ts';

const t = gdprStrings.overview;

export const personName = (p: { name: string; email: string }) => p.name.trim() || p.email;
const day = (iso: string) => stockholmDate(new Date(iso));

/** /admin/gdpr: the text in force, the period, the dry run and the people the company holds data on. */
export const GdprPage = companyScreen(({ containerId, company }) => (
  <Overview containerId={containerId} company={company} />
));

function Overview({ containerId, company }: { containerId: number; company: string }) {
  const [page, setPage] = useState(1);
  const query = useGdprOverview(containerId, page);
  const data = query.data;
  return (
    <>
      <PageHeader title={t.title} description={t.description(company)} />
      <div className="space-y-6">
        {data ? (
          <>
            <div className="grid gap-6 lg:grid-cols-2">
              <RetentionCard containerId={containerId} overview={data} />
              <NextRunCard overview={data} />
            </div>
            <TextCard overview={data} />
          </>
        ) : query.isPending ? (
          <LoadingBlock label={t.loading} />
        ) : null}
        <PeopleCard containerId={containerId} query={query} page={page} setPage={setPage} />
      </div>
    </>
  );
}

function TextCard({ overview }: { overview: GdprOverview }) {
  return (
    <Card>
      <CardHeader
        title={t.textTitle}
        description={t.textDescription(overview.textInForce.consentCompanyName)}
      />
      <div className="max-h-96 overflow-y-auto px-5 py-4" tabIndex={0} aria-label={t.textTitle}>
        <Prose html={overview.textInForce.html} className="text-sm leading-6" />
      </div>
    </Card>
  );
}

function RetentionCard({ containerId, overview }: { containerId: number; overview: GdprOverview }) {
  const [value, setValue] = useState(String(overview.months));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRetention(containerId);
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    save.mutate(Number(value), {
      onSuccess: (saved) => {
        setValue(String(saved.months));
        toast.success(t.saved);
      },
      onError: (e) => {
        const field = isApiError(e) ? e.fields?.months : undefined;
        if (field) setError(field);
        else showError(e);
      },
    });
  }
  return (
    <Card>
      <CardHeader title={t.retentionTitle} description={t.retentionDescription} />
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm">
          <span className="text-gray-500">{t.legalBasis}: </span>
          <span className="font-medium text-gray-900">{overview.legalBasis}</span>
        </p>
        <form onSubmit={submit} noValidate className="flex items-start gap-3">
          <WholeNumberField
            id="retention-months"
            label={t.months}
            min={1}
            max={overview.maxMonths}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            hint={t.monthsHint(overview.maxMonths)}
            error={error}
            className="w-44"
          />
          <Button type="submit" loading={save.isPending} className="mt-[1.875rem]">
            {t.save}
          </Button>
        </form>
      </div>
    </Card>
  );
}

function NextRunCard({ overview }: { overview: GdprOverview }) {
  const list = overview.nextRunErases;
  return (
    <Card>
      <CardHeader
        title={t.nextRunTitle}
        description={t.nextRunDescription(overview.nextRun.warn, overview.nextRun.held)}
      />
      {list.length === 0 ? (
        <p className="px-5 py-4 text-sm text-gray-500">{t.nextRunEmpty}</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={t.nextRunTitle}>
          {list.map((p) => (
            <li key={p.userId} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium text-gray-900">{personName(p)}</span>
                <span className="block truncate text-gray-500">{p.email}</span>
              </span>
              <span className="shrink-0 text-gray-600">{p.deleteOn}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function columns(): ListColumn<GdprPerson>[] {
  const deleteOn = (p: GdprPerson) => p.deleteOn ?? <Badge tone="amber">{t.held}</Badge>;
  return [
    {
      key: 'name',
      header: t.name,
      cell: (p) => (
        <div className="min-w-0">
          <RowLink to={paths.gdprInform(p.userId)}>{personName(p)}</RowLink>
          <p className="truncate text-gray-500">{p.email}</p>
        </div>
      ),
      card: { title: personName, subtitle: (p) => p.email },
    },
    {
      key: 'applications',
      header: t.applications,
      cell: (p) => p.applications.length,
      card: { details: (p) => t.counts(p.applications.length, p.files, p.notes, p.emails) },
    },
    { key: 'files', header: t.files, cell: (p) => p.files },
    { key: 'notes', header: t.notes, cell: (p) => p.notes },
    { key: 'emails', header: t.emails, cell: (p) => p.emails },
    {
      key: 'last',
      header: t.lastActivity,
      cell: (p) => day(p.lastActivityAt),
      cellClassName: 'whitespace-nowrap',
    },
    {
      key: 'deleteOn',
      header: t.deleteOn,
      cell: deleteOn,
      cellClassName: 'whitespace-nowrap',
      card: { badges: (p) => (p.deleteOn ? `${t.deleteOn} ${p.deleteOn}` : deleteOn(p)) },
    },
  ];
}

function HoldSwitch({ containerId, person }: { containerId: number; person: GdprPerson }) {
  const hold = useLegalHold(containerId);
  return (
    <Switch
      checked={hold.isPending ? (hold.variables?.hold ?? person.legalHold) : person.legalHold}
      disabled={hold.isPending}
      label={t.holdLabel(personName(person))}
      onChange={(on) =>
        hold.mutate(
          { userId: person.userId, hold: on },
          {
            onSuccess: () => toast.success(on ? t.holdOn : t.holdOff),
          },
        )
      }
    />
  );
}

function RowActions({ containerId, person }: { containerId: number; person: GdprPerson }) {
  const name = personName(person);
  return (
    <div className="relative z-10 flex items-center justify-end gap-2">
      <HoldSwitch containerId={containerId} person={person} />
      <ButtonLink
        to={paths.gdprInform(person.userId)}
        variant="secondary"
        size="sm"
        aria-label={t.extractFor(name)}
      >
        {t.extract}
      </ButtonLink>
      <ButtonLink
        to={paths.gdprDelete(person.userId)}
        variant="danger-outline"
        size="sm"
        aria-label={t.removeFor(name)}
      >
        {t.remove}
      </ButtonLink>
    </div>
  );
}

function PeopleCard({
  containerId,
  query,
  page,
  setPage,
}: {
  containerId: number;
  query: ReturnType<typeof useGdprOverview>;
  page: number;
  setPage: (page: number) => void;
}) {
  const data = query.data;
  const people = data?.people ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card>
      <CardHeader title={t.peopleTitle} description={data ? t.peopleCount(data.total) : undefined} />
      <QueryBoundary
        query={query}
        loading={<SkeletonRows label={t.loading} rows={5} />}
        failed={t.failed}
        isEmpty={people.length === 0}
        empty={<EmptyState icon={ShieldCheck} title={t.empty} description={t.emptyText} />}
      >
        {/* Busy while a page is fetched (the previous one stays in view meanwhile, dimmed). */}
        <div
          aria-busy={query.isFetching || undefined}
          className={cn('transition-opacity', query.isPlaceholderData && query.isFetching && 'opacity-60')}
        >
          <DataList
            rows={people}
            columns={columns()}
            rowKey={(p) => p.userId}
            rowHref={(p) => paths.gdprInform(p.userId)}
            cardLabel={(p) => t.extractFor(personName(p))}
            compact
            after={{
              header: `${t.legalHold} / ${t.actions}`,
              className: 'text-right whitespace-nowrap',
              cell: (p) => <RowActions containerId={containerId} person={p} />,
              // On a phone the card itself opens the register extract, which links on to 'Ta bort'.
              card: (p) => <HoldSwitch containerId={containerId} person={p} />,
            }}
          />
          <Pager page={page} pages={pages} onPage={setPage} />
        </div>
      </QueryBoundary>
    </Card>
  );
}
