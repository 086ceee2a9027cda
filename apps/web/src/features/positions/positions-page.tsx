import { roleAtLeast, type PositionListItem, type PositionStatus } from '@rekry/domain';
import { ChevronRight, Megaphone, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { ROUTE_NEEDS } from '../../lib/access.ts';
import { errorMessage } from '../../lib/api.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { usePositions } from './api.ts';
import { periodText, subtitle } from './format.ts';
import { InternalBadge, PositionStatusBadge } from './status-badge.tsx';
import { StatusFilter } from './status-filter.tsx';
import { positionStrings } from './strings.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

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
      canCreate={roleAtLeast(role, ROUTE_NEEDS['/admin/positions/new'])}
    />
  );
}

function CreateLink() {
  return (
    <Link to="/admin/positions/new" className={buttonClass('primary')}>
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
  const query = useDebouncedValue(text.trim(), 300);
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
          <div className="p-4">
            <Alert tone="error" title={t.failed}>
              <p>{errorMessage(positions.error)}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void positions.refetch()}>
                {commonStrings.tryAgain}
              </Button>
            </Alert>
          </div>
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

const href = (p: PositionListItem) => `/admin/positions/${p.id}`;

function Counts({ p }: { p: PositionListItem }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className="font-medium text-gray-900 tabular-nums">{p.totalApplicants}</span>
      {p.totalUnProcessed > 0 ? <Badge tone="brand">{t.unprocessedCount(p.totalUnProcessed)}</Badge> : null}
    </span>
  );
}

function PositionTable({ items }: { items: PositionListItem[] }) {
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <thead className="bg-gray-50 text-xs font-medium tracking-wide text-gray-500 uppercase">
        <tr>
          <th scope="col" className="px-4 py-3">
            {t.name}
          </th>
          <th scope="col" className="px-4 py-3">
            {t.status}
          </th>
          <th scope="col" className="px-4 py-3">
            {t.period}
          </th>
          <th scope="col" className="px-4 py-3">
            {t.applicants}
          </th>
          <th scope="col" className="w-10 px-4 py-3">
            <span className="sr-only">{t.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {items.map((p) => (
          <tr key={p.id} className="group relative hover:bg-gray-50">
            <td className="px-4 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={href(p)}
                  className="font-medium text-gray-900 after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:-outline-offset-2 after:focus-visible:outline-brand-500"
                >
                  {p.name}
                </Link>
                {p.isInternal ? <InternalBadge /> : null}
              </div>
              {subtitle(p) ? <p className="truncate text-gray-500">{subtitle(p)}</p> : null}
            </td>
            <td className="px-4 py-3">
              <PositionStatusBadge status={p.status} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-600 tabular-nums">{periodText(p)}</td>
            <td className="px-4 py-3">
              <Counts p={p} />
            </td>
            <td className="px-4 py-3 text-right">
              <ChevronRight className="inline size-4 text-gray-300 group-hover:text-gray-500" aria-hidden />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PositionCards({ items }: { items: PositionListItem[] }) {
  return (
    <ul className="divide-y divide-gray-100 md:hidden">
      {items.map((p) => (
        <li key={p.id}>
          <Link
            to={href(p)}
            className="flex items-start gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
          >
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
            <ChevronRight className="mt-1 size-4 shrink-0 text-gray-300" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
