import {
  AUDIT_KIND_NAMES,
  AUDIT_KINDS,
  type AuditEventRow,
  type AuditKind,
  formatDate,
  formatTime,
} from '@rekry/domain';
import { Activity, Download, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DataList, listColumn, type ListColumn } from '../../components/ui/data-list.tsx';
import { SelectField, TextField, recordOptions } from '../../components/ui/field.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useAllCompanies, useEventPeople, useEvents, useExportEvents, type EventsFilter } from './api.ts';
import { SignInsChart } from './sign-ins-chart.tsx';
import { eventStrings as t } from './strings.ts';

const KIND_TONE: Record<AuditKind, BadgeTone> = {
  'sign-in': 'green',
  'sign-in-failed': 'red',
  password: 'amber',
  permission: 'brand',
  membership: 'brand',
  deletion: 'amber',
  gdpr: 'amber',
  export: 'gray',
  billing: 'gray',
  integration: 'brand',
  company: 'gray',
  publication: 'green',
  anonymity: 'amber',
  'talent-pool': 'brand',
};

export function KindBadge({ kind }: { kind: AuditKind }) {
  return <Badge tone={KIND_TONE[kind] ?? 'gray'}>{AUDIT_KINDS[kind] ?? kind}</Badge>;
}

function who(row: AuditEventRow): string {
  if (row.actorName) return row.actorName;
  if (row.actorEmail) return row.actorEmail;
  return row.actorId === null ? t.system : t.unknownPerson;
}

/** Date and time (Stockholm); a narrow column wraps between them, never inside the date. */
function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="tabular-nums">
      <span className="whitespace-nowrap">{formatDate(at)}</span>{' '}
      <span className="whitespace-nowrap">{formatTime(at)}</span>
    </time>
  );
}

/** The log's columns; the company's only where the superuser sees every company's events. */
const COLUMNS: ListColumn<AuditEventRow>[] = [
  listColumn('when', t.when, (row) => <When at={row.at} />, 'footer', 'text-gray-600'),
  {
    key: 'who',
    header: t.who,
    cellClassName: 'min-w-36',
    cell: (row) => (
      <>
        <p className="font-medium break-words text-gray-900">{who(row)}</p>
        {row.actorName && row.actorEmail ? (
          <p className="wrap-anywhere text-gray-500">{row.actorEmail}</p>
        ) : null}
      </>
    ),
    card: { title: who },
  },
  listColumn(
    'company',
    t.company,
    (row) => row.containerName ?? t.platform,
    'footer',
    'min-w-28 break-words text-gray-700',
  ),
  listColumn('kind', t.kind, (row) => <KindBadge kind={row.kind} />, 'trailing'),
  listColumn('what', t.what, (row) => row.summary, 'text', 'min-w-48 break-words text-gray-900'),
  {
    key: 'address',
    header: t.address,
    cellClassName: 'whitespace-nowrap text-gray-500 tabular-nums',
    cell: (row) => row.ip ?? '–',
    card: { footer: (row) => row.ip ?? '' },
  },
];

/** /admin/events: the audit log. An administrator sees the company's; the superuser everyone's. */
export function EventsPage() {
  const { container, user, canSwitch } = useWorkspace();
  if (!user.superuser && !container) return <NoContainer canPick={canSwitch} />;
  return (
    <EventsLog
      superuser={user.superuser}
      containerId={user.superuser ? null : container!.id}
      company={container ? container.displayName || container.name : ''}
    />
  );
}

function EventsLog({
  superuser,
  containerId,
  company,
}: {
  superuser: boolean;
  containerId: number | null;
  company: string;
}) {
  const [filter, setFilter] = useState<EventsFilter>({ containerId, person: '', kind: '', from: '', to: '' });
  const person = useDebounced(filter.person);
  const applied = { ...filter, person };
  const events = useEvents(applied, superuser);
  const exportEvents = useExportEvents(superuser);
  const set = (change: Partial<EventsFilter>) => setFilter((f) => ({ ...f, ...change }));
  const filtered = Boolean(filter.person || filter.kind || filter.from || filter.to);
  const rows = events.data?.pages.flatMap((p) => p.items) ?? [];
  const signIns = events.data?.pages[0]?.signIns;
  const showCompany = superuser && filter.containerId === null;
  const columns = showCompany ? COLUMNS : COLUMNS.filter((column) => column.key !== 'company');
  const noMatch = filtered || filter.containerId !== containerId;

  return (
    <>
      <PageHeader
        title={t.title}
        description={superuser ? t.descriptionAll : t.description(company)}
        actions={
          <Button
            variant="secondary"
            onClick={() => exportEvents.mutate(applied)}
            loading={exportEvents.isPending}
          >
            {exportEvents.isPending ? null : <Download className="size-4" aria-hidden />}
            {t.export}
          </Button>
        }
      />
      {signIns ? (
        <div className="mb-6">
          <SignInsChart days={signIns} />
        </div>
      ) : null}
      <ListCard
        toolbar={
          <>
            <Filters superuser={superuser} filter={filter} set={set} />
            <div className="flex items-center justify-between gap-3 border-b border-gray-100 px-4 py-2 text-sm text-gray-500">
              <span aria-live="polite">
                {events.data ? t.shown(rows.length, Boolean(events.hasNextPage)) : null}
              </span>
              {filtered ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => set({ person: '', kind: '', from: '', to: '' })}
                >
                  {t.clear}
                </Button>
              ) : null}
            </div>
          </>
        }
        query={events}
        texts={noMatch ? { ...t, empty: t.noMatch, emptyText: t.noMatchText } : t}
        icon={noMatch ? Search : Activity}
        loadingRows={6}
        isEmpty={rows.length === 0}
        footer={
          events.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void events.fetchNextPage()}
                loading={events.isFetchingNextPage}
              >
                {events.isFetchingNextPage ? t.loadingMore : t.more}
              </Button>
            </div>
          ) : null
        }
      >
        <DataList rows={rows} columns={columns} rowKey={(row) => row.id} label={t.list} scroll compact />
      </ListCard>
    </>
  );
}

/** The log's filters: company (the superuser's), person, kind and dates; sent to the server as they change. */
function Filters({
  superuser,
  filter,
  set,
}: {
  superuser: boolean;
  filter: EventsFilter;
  set: (change: Partial<EventsFilter>) => void;
}) {
  const people = useEventPeople(filter.containerId);
  const companies = useAllCompanies(superuser);
  const peopleList = useId();
  return (
    <form
      aria-label={t.filters}
      onSubmit={(e) => e.preventDefault()}
      className="grid grid-cols-2 gap-3 border-b border-gray-100 px-4 py-4 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]"
    >
      {superuser ? (
        <SelectField
          className="col-span-2 sm:col-span-1"
          label={t.company}
          value={filter.containerId === null ? '' : String(filter.containerId)}
          onChange={(v) => set({ containerId: v ? Number(v) : null })}
          options={recordOptions(t.allCompanies, companies.data, (c) => c.name)}
        />
      ) : null}
      <TextField
        className="col-span-2 sm:col-span-1"
        label={t.person}
        type="search"
        value={filter.person}
        placeholder={t.personPlaceholder}
        onChange={(e) => set({ person: e.target.value })}
        list={people.data?.length ? peopleList : undefined}
        autoComplete="off"
      />
      {people.data?.length ? (
        <datalist id={peopleList}>
          {people.data.map((p) => (
            <option key={p.id} value={p.email ?? p.name ?? ''}>
              {p.name ?? p.email}
            </option>
          ))}
        </datalist>
      ) : null}
      <SelectField
        className="col-span-2 sm:col-span-1"
        label={t.kind}
        value={filter.kind}
        onChange={(v) => set({ kind: v as AuditKind | '' })}
        options={[
          { value: '', label: t.allKinds },
          ...AUDIT_KIND_NAMES.map((k) => ({ value: k, label: AUDIT_KINDS[k] })),
        ]}
      />
      <TextField
        label={t.from}
        type="date"
        value={filter.from}
        max={filter.to || undefined}
        onChange={(e) => set({ from: e.target.value })}
      />
      <TextField
        label={t.to}
        type="date"
        value={filter.to}
        min={filter.from || undefined}
        onChange={(e) => set({ to: e.target.value })}
      />
    </form>
  );
}
