import { stockholmDate, type GdprPerson } from '@rekry/domain';
import { ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge.tsx';
import { DataList, type ListColumn } from '../../components/ui/data-list.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { Switch } from '../../components/ui/field.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { rowActions } from '../../components/ui/row-actions.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { useLegalHold, type useGdprOverview } from './api.ts';
import { gdprStrings } from './strings.ts';

const t = gdprStrings.overview;

export const personName = (p: { name: string; email: string }) => p.name.trim() || p.email;
const day = (iso: string) => stockholmDate(new Date(iso));
const deleteOn = (p: GdprPerson) => p.deleteOn ?? <Badge tone="amber">{t.held}</Badge>;

// Four columns and the actions: what is held is one line of counts, so the table fits beside the sidebar.
const COLUMNS: ListColumn<GdprPerson>[] = [
  {
    key: 'name',
    header: t.name,
    cell: (p) => (
      <div className="min-w-0">
        <RowLink to={paths.gdprInform(p.userId)}>{personName(p)}</RowLink>
        <p className="truncate text-gray-500">{p.email}</p>
      </div>
    ),
    cellClassName: 'max-w-64',
    card: { title: personName, subtitle: (p) => p.email },
  },
  {
    key: 'held',
    header: t.holds,
    cell: (p) => t.counts(p.applications.length, p.files, p.notes, p.emails),
    card: { details: (p) => t.counts(p.applications.length, p.files, p.notes, p.emails) },
  },
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
    card: {
      badges: (p) =>
        p.deleteOn ? <span className="whitespace-nowrap">{`${t.deleteOn} ${p.deleteOn}`}</span> : deleteOn(p),
    },
  },
];

function HoldSwitch({ containerId, person }: { containerId: number; person: GdprPerson }) {
  const hold = useLegalHold(containerId);
  return (
    <Switch
      checked={hold.isPending ? (hold.variables?.hold ?? person.legalHold) : person.legalHold}
      disabled={hold.isPending}
      label={t.holdLabel(personName(person))}
      shown={t.hold}
      onChange={(on) =>
        hold.mutate(
          { userId: person.userId, hold: on },
          { onSuccess: () => toast.success(on ? t.holdOn : t.holdOff) },
        )
      }
    />
  );
}

/**
 * The company's people, searched on the server by name, e-mail or personnummer, a page at a time: a row
 * opens the register extract; its hold switch and 'Ta bort' (which asks on its own page) sit beside it.
 */
export function PeopleList({
  containerId,
  query,
  search,
  onSearch,
  page,
  onPage,
}: {
  containerId: number;
  query: ReturnType<typeof useGdprOverview>;
  search: string;
  onSearch: (search: string) => void;
  page: number;
  onPage: (page: number) => void;
}) {
  const navigate = useNavigate();
  const data = query.data;
  const people = data?.people ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const searching = Boolean(data?.query);
  return (
    <ListCard
      title={t.peopleTitle}
      description={data ? t.peopleCount(data.total, searching) : undefined}
      search={{
        label: t.search,
        placeholder: t.searchPlaceholder,
        value: search,
        onChange: onSearch,
      }}
      query={query}
      texts={searching ? { ...t, empty: t.noMatch, emptyText: t.noMatchText } : t}
      icon={ShieldCheck}
      loadingRows={5}
      isEmpty={people.length === 0}
    >
      {/* Busy while a page is fetched (the previous one stays in view meanwhile, dimmed). */}
      <div
        aria-busy={query.isFetching || undefined}
        className={cn('transition-opacity', query.isPlaceholderData && query.isFetching && 'opacity-60')}
      >
        <DataList
          rows={people}
          columns={COLUMNS}
          rowKey={(p) => p.userId}
          rowHref={(p) => paths.gdprInform(p.userId)}
          label={t.peopleTitle}
          compact
          after={rowActions(`${t.legalHold} / ${t.actions}`, (p: GdprPerson) => ({
            children: <HoldSwitch containerId={containerId} person={p} />,
            remove: {
              label: t.removeFor(personName(p)),
              open: () => void navigate(paths.gdprDelete(p.userId)),
            },
          }))}
        />
        <Pager page={page} pages={pages} onPage={onPage} />
      </div>
    </ListCard>
  );
}
