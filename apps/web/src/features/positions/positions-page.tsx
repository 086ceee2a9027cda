import { ButtonLink } from '../../components/ui/button-link.tsx';
import { POSITION_LIST_FILTERS, type PositionListFilter, type PositionListItem } from '@rekry/domain';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DataList, type ListColumn } from '../../components/ui/data-list.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { canCreatePosition } from '../../lib/access.ts';
import { errorMessage } from '../../lib/api.ts';
import { usePositions } from './api.ts';
import { periodText, subtitle } from './format.ts';
import { AdStatusBadge, InternalBadge, PositionBadges } from './status-badge.tsx';
import { JobAdBadges } from '../job-channels/index.ts';
import { StatusFilter } from './status-filter.tsx';
import { positionStrings } from './strings.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { paths } from '../../lib/paths.ts';

const t = positionStrings.list;
const STATUS_PARAM = 'status';
const QUERY_PARAM = 'q';

function statusOf(value: string | null): PositionListFilter | null {
  return POSITION_LIST_FILTERS.find((status) => status === value) ?? null;
}

/** /admin/positions: the chosen company's positions, newest first, searchable by name and status. */
export const PositionsPage = companyScreen(({ containerId, company, role }) => (
  <PositionsList containerId={containerId} company={company} canCreate={canCreatePosition(role)} />
));

function CreateLink() {
  return (
    <ButtonLink to={paths.newPosition}>
      <Plus className="size-4" aria-hidden />
      {t.create}
    </ButtonLink>
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
      <ListCard
        search={{
          label: t.search,
          value: text,
          onChange: changeText,
          placeholder: t.searchPlaceholder,
        }}
        beside={<StatusFilter value={status} onChange={(next) => setParam(STATUS_PARAM, next)} />}
        query={positions}
        texts={{ ...t, emptyText: canCreate ? t.emptyTextWriter : t.emptyText }}
        icon={Megaphone}
        emptyAction={canCreate ? <CreateLink /> : undefined}
        filtered={{ active: filtered, onClear: clearFilters, clear: t.clearFilters }}
        isEmpty={items.length === 0}
        loadingRows={5}
        footer={
          <>
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
              <p aria-live="polite">{t.shown(items.length, positions.hasNextPage)}</p>
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
              <Alert tone="error" className="mt-3">
                {errorMessage(positions.error)}
              </Alert>
            ) : null}
          </>
        }
      >
        <div aria-busy={positions.isFetching || undefined}>
          <DataList
            rows={items}
            columns={COLUMNS}
            rowKey={(p) => p.id}
            rowHref={href}
            openHeader={t.actions}
          />
        </div>
      </ListCard>
    </>
  );
}

const href = (p: PositionListItem) => paths.position(p.id);

function Counts({ p }: { p: PositionListItem }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className="font-medium text-gray-900 tabular-nums">{p.totalApplicants}</span>
      {unprocessed(p)}
    </span>
  );
}

const unprocessed = (p: PositionListItem) =>
  p.totalUnProcessed > 0 ? <Badge tone="brand">{t.unprocessedCount(p.totalUnProcessed)}</Badge> : null;

const COLUMNS: ListColumn<PositionListItem>[] = [
  {
    key: 'name',
    header: t.name,
    cell: (p) => (
      <>
        <div className="flex flex-wrap items-center gap-2">
          <RowLink to={href(p)}>{p.name}</RowLink>
          {p.isInternal ? <InternalBadge /> : null}
        </div>
        {subtitle(p) ? <p className="truncate text-gray-500">{subtitle(p)}</p> : null}
        <JobAdBadges jobAds={p.jobAds} className="mt-1" />
      </>
    ),
    card: { title: (p) => p.name, subtitle: subtitle },
  },
  {
    key: 'status',
    header: t.status,
    cell: (p) => <AdStatusBadge position={p} />,
    card: {
      badges: (p) => (
        <>
          <PositionBadges position={p} />
          <JobAdBadges jobAds={p.jobAds} />
        </>
      ),
    },
  },
  {
    key: 'period',
    header: t.period,
    cellClassName: 'whitespace-nowrap text-gray-600 tabular-nums',
    cell: periodText,
    card: { footer: periodText },
  },
  {
    key: 'applicants',
    header: t.applicants,
    cell: (p) => <Counts p={p} />,
    card: { badges: unprocessed, footer: (p) => t.applicantsCount(p.totalApplicants) },
  },
];
