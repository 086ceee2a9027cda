import { ButtonLink } from '../../components/ui/button-link.tsx';
import type { PositionRef } from '../../components/layout/company-screen.tsx';
import {
  CalendarPlus,
  Columns3,
  Download,
  LayoutList,
  Mail,
  Plus,
  Settings2,
  Tag,
  Tags,
  Users,
  X,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DataList } from '../../components/ui/data-list.tsx';
import { ListCard, type ListCardProps, type ListSource } from '../../components/ui/list-card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { cn } from '../../lib/cn.ts';
import {
  exportApplicants,
  useApplicantFilters,
  useApplicants,
  useBulkTag,
  useLabels,
  useTags,
  type BoardFilter,
  type ListFilter,
} from './api.ts';
import { showError } from '../../lib/error-toast.ts';
import { EmailDialog } from './email-dialog.tsx';
import { InterviewDialog } from '../interviews/index.ts';
import { FilterPanel, type SearchTexts } from './filter-panel.tsx';
import {
  isDefaultFilter,
  toListFilter,
  useRememberedFilter,
  useRememberedView,
  type ApplicantView,
  type ChosenFilter,
} from './remembered-filter.ts';
import { ApplicantBoard } from './applicant-board.tsx';
import { StatusDialog, useStatusChange } from './status-change.tsx';
import { BulkTagDialog } from './tag-picker.tsx';
import { applicantStrings } from './strings.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { applicantColumns, labelNames, RowCheckbox, SelectAllBox } from './applicant-columns.tsx';
import { firstFileHit } from './text-hits.tsx';
import { paths } from '../../lib/paths.ts';
import { useDialog } from '../../lib/use-dialog.ts';
import { PoolInviteButton } from '../talent-pool/index.ts';

const t = applicantStrings.list;

/**
 * The applicants of a position (on /admin/positions/:id): search, sort and the filter groups of SPEC §9,
 * remembered per position; 30 at a time with 'Visa fler'; select one, many or all shown and change their
 * status or e-mail them; add one by hand; export the filtered list as CSV or PDF. Readers only look.
 */
export function ApplicantsSection(props: PositionRef & { canEdit: boolean }) {
  const { containerId, positionId, canEdit } = props;
  const filters = useApplicantFilters(containerId, positionId);
  const [view, setView] = useRememberedView(containerId, positionId);
  const frame: SectionFrame = {
    title: t.title,
    description: t.description,
    region: true,
    className: 'overflow-hidden',
    actions: (
      <>
        <ViewSwitch view={view} onChange={setView} />
        {canEdit ? (
          <ButtonLink to={paths.newApplicant(positionId)} size="sm">
            <Plus className="size-4" aria-hidden />
            {t.add}
          </ButtonLink>
        ) : null}
      </>
    ),
    notice: !canEdit ? (
      <div className="px-4 pt-4 sm:px-5">
        <Alert tone="info">{t.readOnly}</Alert>
      </div>
    ) : null,
  };
  return <ApplicantList {...props} filters={filters} view={view} frame={frame} />;
}

/** The section's card as every state of it shows it: heading, actions, and a reader's notice under them. */
type SectionFrame = Pick<ListCardProps, 'title' | 'description' | 'actions' | 'region' | 'className'> & {
  notice: ReactNode;
};

/** 'Lista' or 'Tavla': two pressed-or-not buttons, remembered per position. */
function ViewSwitch({ view, onChange }: { view: ApplicantView; onChange: (view: ApplicantView) => void }) {
  const b = applicantStrings.board;
  return (
    <div role="group" aria-label={b.view} className="inline-flex rounded-md shadow-sm">
      {(
        [
          ['list', b.list, LayoutList],
          ['board', b.board, Columns3],
        ] as const
      ).map(([value, label, Icon], i) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 px-3 text-sm font-medium ring-1 ring-gray-300 ring-inset focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            i === 0 ? 'rounded-l-md' : '-ml-px rounded-r-md',
            view === value
              ? 'bg-brand-50 text-brand-800 ring-brand-300'
              : 'bg-white text-gray-700 hover:bg-gray-50',
          )}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}

/** The list's filter without its status: the board's (each column is a status). */
function boardFilterOf({ labelId: _status, ...rest }: ListFilter): BoardFilter {
  return rest;
}

function ApplicantList({
  containerId,
  positionId,
  canEdit,
  filters,
  view,
  frame: { notice, ...card },
}: PositionRef & {
  canEdit: boolean;
  /** The filter groups: the list is asked for in their terms, so it waits for them. */
  filters: ReturnType<typeof useApplicantFilters>;
  view: ApplicantView;
  frame: SectionFrame;
}) {
  const loaded = filters.data;
  const { filter, setFilter, reset } = useRememberedFilter(containerId, positionId);
  const [texts, setTexts] = useState<SearchTexts>({ query: filter.query, textQuery: filter.textQuery });
  // The list follows the search texts once typing pauses; they are remembered at once.
  const debounced = useDebounced(texts, 300);
  const typed = (of: SearchTexts) => ({ query: of.query.trim(), textQuery: of.textQuery.trim() });
  const chosen: ChosenFilter = { ...filter, ...typed(debounced) };
  function search(next: SearchTexts) {
    setTexts(next);
    setFilter({ ...filter, ...typed(next) });
  }
  function clearAll() {
    setTexts({ query: '', textQuery: '' });
    reset();
  }

  const tags = useTags(containerId);
  const listFilter = toListFilter(chosen, loaded, tags.data);
  const list = useApplicants(containerId, positionId, listFilter, view === 'list' && loaded !== undefined);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const first = list.data?.pages[0];
  const names = loaded ? labelNames(loaded) : null;

  // Selection: cleared whenever the filter changes (the rows are others then). `all`: every applicant
  // that matches the filter, also those not loaded yet (the status change then sends the filter).
  const filterKey = JSON.stringify(listFilter);
  const [selection, setSelection] = useState<{ key: string; ids: Set<number>; all: boolean }>({
    key: filterKey,
    ids: new Set(),
    all: false,
  });
  const current = selection.key === filterKey ? selection : { ids: new Set<number>(), all: false };
  const selected = current.ids;
  const allMatching = current.all;
  const setSelected = (ids: Set<number>, all = false) => setSelection({ key: filterKey, ids, all });
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const allShown = items.length > 0 && items.every((i) => selected.has(i.id));
  const someShown = items.some((i) => selected.has(i.id));
  const selectedCount = allMatching ? (first?.total ?? selected.size) : selected.size;

  const statusOpen = useDialog();
  const emailOpen = useDialog();
  const interviewOpen = useDialog();
  const tagOpen = useDialog();
  const bulkTag = useBulkTag(containerId, positionId);
  const status = useStatusChange(containerId, positionId);
  const labels = useLabels(containerId);
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);

  async function runExport(format: 'csv' | 'pdf') {
    setExporting(format);
    try {
      toast.success(t.exported(await exportApplicants(containerId, positionId, listFilter, format)));
    } catch (error) {
      showError(error);
    } finally {
      setExporting(null);
    }
  }

  function changeFilter(next: ChosenFilter) {
    setFilter({ ...next, ...typed(texts) });
  }

  const columns = names
    ? applicantColumns(positionId, names, first?.showAge ?? false, first?.showGender ?? false, {
        textSearch: listFilter.textQuery !== '',
      })
    : [];
  const filterPanel = loaded ? (
    <FilterPanel
      // The board starts with the groups folded (its columns near the top), the list as it always has.
      key={view}
      folded={view === 'board'}
      filters={loaded}
      tags={tags.data ?? []}
      value={{ ...filter, ...texts }}
      texts={texts}
      onTexts={search}
      onChange={changeFilter}
      onReset={clearAll}
      withStatus={view === 'list'}
    />
  ) : null;
  const selectionBar = (
    <div className="flex flex-wrap items-center gap-2 border-b border-gray-100 px-4 py-3 sm:px-5">
      {canEdit ? (
        <SelectAllBox
          checked={allShown}
          indeterminate={!allShown && someShown}
          disabled={items.length === 0}
          onChange={(on) => setSelected(on ? new Set(items.map((i) => i.id)) : new Set())}
        />
      ) : null}
      <p className="text-sm text-gray-600" aria-live="polite">
        {allMatching
          ? t.allMatchingSelected(first?.total ?? null, first?.totalIsCapped ?? false)
          : selected.size > 0
            ? t.selected(selected.size)
            : first
              ? t.count(items.length, first.total, first.totalIsCapped)
              : ''}
      </p>
      {canEdit && allShown && !allMatching && list.hasNextPage ? (
        <Button
          size="sm"
          variant="ghost"
          className="text-brand-700"
          onClick={() => setSelected(selected, true)}
        >
          {t.selectAllMatching(first?.total ?? null, first?.totalIsCapped ?? false)}
        </Button>
      ) : null}
      <div className="ml-auto flex flex-wrap gap-2">
        {canEdit && selected.size > 0 ? (
          <>
            <Button size="sm" onClick={statusOpen.show} icon={Tags}>
              {t.changeStatus}
            </Button>
            <Button size="sm" variant="secondary" onClick={tagOpen.show} icon={Tag}>
              {t.addTag}
            </Button>
            {!allMatching ? (
              <>
                <Button size="sm" variant="secondary" onClick={emailOpen.show} icon={Mail}>
                  {t.sendEmail}
                </Button>
                <Button size="sm" variant="secondary" onClick={interviewOpen.show} icon={CalendarPlus}>
                  {t.bookInterview}
                </Button>
                <PoolInviteButton
                  containerId={containerId}
                  positionId={positionId}
                  applicantIds={[...selected]}
                />
              </>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())} icon={X}>
              {t.clearSelection}
            </Button>
          </>
        ) : (
          <>
            {canEdit ? (
              <ButtonLink to={paths.statusesAndTags} size="sm" variant="ghost">
                <Settings2 className="size-4" aria-hidden />
                {t.statusesAndTags}
              </ButtonLink>
            ) : null}
            {(['csv', 'pdf'] as const).map((format) => (
              <Button
                key={format}
                size="sm"
                variant="secondary"
                loading={exporting === format}
                disabled={exporting !== null || items.length === 0}
                onClick={() => void runExport(format)}
                icon={Download}
              >
                {format === 'csv' ? t.exportCsv : t.exportPdf}
              </Button>
            ))}
          </>
        )}
      </div>
    </div>
  );
  // One card in every state and view: its header's controls and the filter panel stay as they are when
  // the filter groups arrive or the view changes.
  const board = view === 'board';
  const source: ListSource & Pick<ListCardProps, 'isEmpty' | 'loadingRows' | 'icon' | 'filtered' | 'footer'> =
    !loaded
      ? {
          query: filters,
          texts: { loading: t.loading, failed: t.filtersFailed, empty: t.empty },
          isEmpty: true,
          loadingRows: 5,
        }
      : board
        ? { texts: { empty: t.empty }, isEmpty: false }
        : {
            query: list,
            texts: t,
            icon: Users,
            filtered: { active: !isDefaultFilter(chosen), onClear: clearAll, clear: t.reset },
            isEmpty: items.length === 0,
            loadingRows: 6,
            footer: list.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  // Rows of the previous filter shown while this one's first page loads: a next page
                  // asked for now would only bring that first page, and the click would seem lost.
                  loading={list.isFetchingNextPage || list.isPlaceholderData}
                  onClick={() => void list.fetchNextPage()}
                >
                  {t.more}
                </Button>
              </div>
            ) : null,
          };
  return (
    <>
      <ListCard
        {...card}
        {...source}
        toolbar={
          <>
            {notice}
            {filterPanel}
            {loaded && !board ? selectionBar : null}
          </>
        }
      >
        {!names ? null : board ? (
          <ApplicantBoard
            containerId={containerId}
            positionId={positionId}
            filter={boardFilterOf(listFilter)}
            names={names}
            canEdit={canEdit}
          />
        ) : (
          <div
            aria-busy={list.isFetching && !list.isFetchingNextPage ? true : undefined}
            className={cn('transition-opacity', list.isPlaceholderData && list.isFetching && 'opacity-60')}
          >
            <div className="overflow-x-auto">
              <DataList
                rows={items}
                columns={columns}
                rowKey={(item) => item.id}
                rowHref={(item) => paths.applicant(positionId, item.id, firstFileHit(item))}
                compact
                isSelected={(item) => selected.has(item.id)}
                before={
                  canEdit
                    ? {
                        header: t.selectAll,
                        className: 'w-10',
                        cell: (item) => (
                          <RowCheckbox
                            item={item}
                            selected={selected.has(item.id)}
                            onSelect={(on) => toggle(item.id, on)}
                          />
                        ),
                      }
                    : undefined
                }
              />
            </div>
            {list.isError ? (
              <LoadError inset title={t.failed} error={list.error} onRetry={() => void list.refetch()} />
            ) : null}
          </div>
        )}
      </ListCard>
      {canEdit && loaded && !board ? (
        <>
          <StatusDialog
            {...statusOpen.props}
            count={selectedCount}
            options={loaded.status.filter((o) => o.value >= 0)}
            preselected={labels.data?.find((l) => l.isDefault && l.labelType.name === 'Interest')?.id}
            busy={status.pending}
            onSubmit={(labelId, labelName) =>
              status.change(
                allMatching
                  ? { labelId, labelName, filter: listFilter }
                  : { labelId, labelName, ids: [...selected] },
                {
                  onSuccess: () => {
                    statusOpen.close();
                    setSelected(new Set());
                  },
                },
              )
            }
          />
          <BulkTagDialog
            containerId={containerId}
            {...tagOpen.props}
            count={selectedCount}
            busy={bulkTag.isPending}
            onSubmit={(tag, mode) =>
              bulkTag.mutate(
                allMatching
                  ? { tagId: tag.id, mode, filter: listFilter }
                  : { tagId: tag.id, mode, ids: [...selected] },
                {
                  onSuccess: ({ updated }) => {
                    toast.success(applicantStrings.tags.bulkSaved(tag.name, updated, mode));
                    tagOpen.close();
                    setSelected(new Set());
                  },
                },
              )
            }
          />
          <EmailDialog
            {...emailOpen.props}
            containerId={containerId}
            positionId={positionId}
            recipients={{ kind: 'many', ids: [...selected] }}
          />
          <InterviewDialog
            {...interviewOpen.props}
            containerId={containerId}
            positionId={positionId}
            applicants={items
              .filter((i) => selected.has(i.id))
              .map((i) => ({ id: i.id, name: i.name || i.email }))}
            onDone={() => setSelected(new Set())}
          />
          {status.dialogs}
        </>
      ) : null}
    </>
  );
}
