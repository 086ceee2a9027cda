import { type PositionListItem, type PositionStatus } from '@rekry/domain';
import { Megaphone, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import {
  CardLink,
  CardList,
  ChevronCell,
  DataCell,
  DataRow,
  DataTable,
  RowLink,
  type DataColumn,
} from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { canCreatePosition } from '../../lib/access.ts';
import { errorMessage } from '../../lib/api.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { usePositions } from './api.ts';
import { periodText, subtitle } from './format.ts';
import { InternalBadge, PositionStatusBadge } from './status-badge.tsx';
import { StatusFilter } from './status-filter.tsx';
import { positionStrings } from './strings.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { paths } from '../../lib/paths.ts';

const t = positionStrings.list;
const STATUS_PARAM = 'status';
const QUERY_PARAM = 'q';

function statusOf(value: string | null): PositionStatus | null {
  return value === 'Öppen' || value === 'Stängd' || value === 'Arkiverad' ? value : null;
}

/** /admin/positions: the chosen company's positions, newest first, searchable by name and status. */
export function PositionsPage() {
  const { container, role, canSwitch } = useWorkspace();
  if (!container) return <NoContainer canPick={canSwitch} />;
  return (
    <PositionsList
      key={container.id}
      containerId={container.id}
      company={container.displayName || container.name}
      canCreate={canCreatePosition(role)}
    />
  );
}

function CreateLink() {
  return (
    <Link to={paths.newPosition} className={buttonClass('primary')}>
      <Plus className="size-4" aria-hidden />
      {t.create}
    </Link>
  );
}

function PositionsList({
  containerId,
  company,
  canCreate,
}: {
  containerId: number;
  company: string;
  canCreate: boolean;
}) {
  // The filter lives in the address (?q=…&status=…), so back from a position returns to the same list.
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get(STATUS_PARAM));
  const [text, setText] = useState(() => params.get(QUERY_PARAM) ?? '');
  const query = useDebounced(text.trim(), 300);
  const positions = usePositions(containerId, { query, status });
  const items = positions.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = query !== '' || status !== null;

  function setParam(key: string, value: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  }

  function changeText(value: string) {
    setText(value);
    setParam(QUERY_PARAM, value.trim() || null);
  }

  function clearFilters() {
    setText('');
    setParams(new URLSearchParams(), { replace: true });
  }

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description(company)}
        actions={canCreate ? <CreateLink /> : undefined}
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-gray-100 px-4 py-3 md:flex-row md:items-center md:justify-between">
          <SearchField
            id="position-search"
            label={t.search}
            value={text}
            onChange={changeText}
            placeholder={t.searchPlaceholder}
            className="w-full md:max-w-xs"
          />
          <StatusFilter value={status} onChange={(next) => setParam(STATUS_PARAM, next)} />
        </div>

        {positions.isPending ? (
          <SkeletonRows label={t.loading} rows={5} />
        ) : positions.isError && items.length === 0 ? (
          <LoadError
            inset
            title={t.failed}
            error={positions.error}
            onRetry={() => void positions.refetch()}
          />
        ) : items.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={Search}
              title={t.noMatch}
              description={t.noMatchText}
              action={
                <Button variant="secondary" onClick={clearFilters}>
                  {t.clearFilters}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Megaphone}
              title={t.empty}
              description={canCreate ? t.emptyTextWriter : t.emptyText}
              action={canCreate ? <CreateLink /> : undefined}
            />
          )
        ) : (
          <div aria-busy={positions.isFetching || undefined}>
            <PositionTable items={items} />
            <PositionCards items={items} />
            <div className="flex flex-col items-center gap-3 border-t border-gray-100 px-4 py-3 sm:flex-row sm:justify-between">
              <p className="text-sm text-gray-500" aria-live="polite">
                {t.shown(items.length, positions.hasNextPage)}
              </p>
              {positions.hasNextPage ? (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={positions.isFetchingNextPage}
                  onClick={() => void positions.fetchNextPage()}
                >
                  {t.more}
                </Button>
              ) : null}
            </div>
            {positions.isFetchNextPageError ? (
              <div className="px-4 pb-4">
                <Alert tone="error">{errorMessage(positions.error)}</Alert>
              </div>
            ) : null}
          </div>
        )}
      </Card>
    </>
  );
}

const href = (p: PositionListItem) => paths.position(p.id);

function Counts({ p }: { p: PositionListItem }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className="font-medium text-gray-900 tabular-nums">{p.totalApplicants}</span>
      {p.totalUnProcessed > 0 ? <Badge tone="brand">{t.unprocessedCount(p.totalUnProcessed)}</Badge> : null}
    </span>
  );
}

const COLUMNS: DataColumn[] = [
  { key: 'name', header: t.name },
  { key: 'status', header: t.status },
  { key: 'period', header: t.period },
  { key: 'applicants', header: t.applicants },
  { key: 'open', header: t.actions, srOnly: true, className: 'w-10' },
];

function PositionTable({ items }: { items: PositionListItem[] }) {
  return (
    <DataTable columns={COLUMNS}>
      {items.map((p) => (
        <DataRow key={p.id}>
          <DataCell>
            <div className="flex flex-wrap items-center gap-2">
              <RowLink to={href(p)}>{p.name}</RowLink>
              {p.isInternal ? <InternalBadge /> : null}
            </div>
            {subtitle(p) ? <p className="truncate text-gray-500">{subtitle(p)}</p> : null}
          </DataCell>
          <DataCell>
            <PositionStatusBadge status={p.status} />
          </DataCell>
          <DataCell className="whitespace-nowrap text-gray-600 tabular-nums">{periodText(p)}</DataCell>
          <DataCell>
            <Counts p={p} />
          </DataCell>
          <ChevronCell />
        </DataRow>
      ))}
    </DataTable>
  );
}

function PositionCards({ items }: { items: PositionListItem[] }) {
  return (
    <CardList>
      {items.map((p) => (
        <CardLink key={p.id} to={href(p)} align="start">
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-gray-900">{p.name}</p>
            {subtitle(p) ? <p className="truncate text-sm text-gray-500">{subtitle(p)}</p> : null}
            <div className="mt-2 flex flex-wrap items-center gap-1.5">
              <PositionStatusBadge status={p.status} />
              {p.isInternal ? <InternalBadge /> : null}
              {p.totalUnProcessed > 0 ? (
                <Badge tone="brand">{t.unprocessedCount(p.totalUnProcessed)}</Badge>
              ) : null}
            </div>
            <p className="mt-1.5 text-sm text-gray-500 tabular-nums">
              {periodText(p)} · {t.applicantsCount(p.totalApplicants)}
            </p>
          </div>
        </CardLink>
      ))}
    </CardList>
  );
}
