/**
 * The pipeline board ('Tavla'): a column per status in the company's order with its count and its first
 * 30 cards ('Visa fler' for more), in the list's filter and sort. A card moves to another column by mouse,
 * touch (a long press), keyboard (lift, arrows, drop; announced in Swedish) or its 'Flytta till…' choice:
 * the same status change as the list, with its e-mail offer, shown at once and undone if it fails.
 */
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { NO_LABEL, type ApplicantBoardColumn, type ApplicantListItem } from '@rekry/domain';
import { CalendarPlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { cn } from '../../lib/cn.ts';
import { useToastsAside } from '../../lib/toast-place.ts';
import { useApplicantBoard, useBoardColumnMore, type BoardFilter } from './api.ts';
import type { Names } from './applicant-columns.tsx';
import {
  BoardCard,
  CardBody,
  cardName,
  type BoardCards,
  type BoardColumnRef,
  type CardData,
} from './board-card.tsx';
import { TagsDialog } from './tag-picker.tsx';
import { InterviewDialog } from '../interviews/index.ts';
import { useStatusChange } from './status-change.tsx';
import { applicantStrings } from './strings.ts';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { useDialogFor } from '../../lib/use-dialog.ts';

const t = applicantStrings.board;
const columnId = (labelId: number) => `column-${labelId}`;
const labelOfColumn = (id: string | number) => Number(String(id).replace('column-', ''));

/** Arrow keys move a lifted card a whole column left or right (up and down stay in the column). */
function columnKeys(order: number[]): KeyboardCoordinateGetter {
  return (event, { context: { active, over, droppableRects }, currentCoordinates }) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowUp: 0, ArrowDown: 0 }[event.code];
    if (step === undefined) return undefined;
    event.preventDefault();
    const from = over
      ? labelOfColumn(over.id)
      : ((active?.data.current as CardData | undefined)?.from.labelId ?? NO_LABEL);
    const index = Math.min(Math.max(order.indexOf(from) + step, 0), order.length - 1);
    const rect = droppableRects.get(columnId(order[index]!));
    return rect ? { x: rect.left + 8, y: rect.top + 48 } : currentCoordinates;
  };
}

/**
 * The column under the pointer is the one a card drops in, wherever on the card it was taken (its grip
 * is at the right edge, so the card's own rect mostly covers the column to the left). A lifted card on
 * the keyboard has no pointer: the point is its top left corner, which the arrow keys put 8 px inside the
 * column. Over no column (a gap, above the board) the column the card covers most.
 */
export const dropUnderPointer: CollisionDetection = (args) => {
  const point = args.pointerCoordinates ?? { x: args.collisionRect.left, y: args.collisionRect.top };
  const under = pointerWithin({ ...args, pointerCoordinates: point });
  return under.length > 0 ? under : rectIntersection(args);
};

/** A move shown before the server has answered: the card leaves `from` and heads `to`. */
interface PendingMove {
  item: ApplicantListItem;
  from: number;
  to: number;
}

export function ApplicantBoard({
  containerId,
  positionId,
  filter,
  names,
  canEdit,
}: {
  containerId: number;
  positionId: number;
  filter: BoardFilter;
  names: Names;
  canEdit: boolean;
}) {
  const board = useApplicantBoard(containerId, positionId, filter);
  const status = useStatusChange(containerId, positionId);
  const [pending, setPending] = useState<PendingMove[]>([]);
  const [tagging, setTagging] = useState<ApplicantListItem | null>(null);
  const inviting = useDialogFor<ApplicantListItem[]>();
  const [dragged, setDragged] = useState<{ item: ApplicantListItem; width: number } | null>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const edges = useScrollEdges(scroller);
  // The column headers are at the top of the board: a toast there would lie over them.
  useToastsAside();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A long press lifts a card; a swipe still scrolls the page and the columns.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeys(board.data?.columns.map((c) => c.labelId) ?? []),
    }),
  );

  if (board.isPending) return <SkeletonRows rows={6} label={applicantStrings.list.loading} />;
  if (board.isError)
    return (
      <LoadError
        inset
        title={applicantStrings.list.failed}
        error={board.error}
        onRetry={() => void board.refetch()}
      />
    );
  // Age and gender come only when the company shows them (showAge, showGender).
  const { columns } = board.data;
  const refs: BoardColumnRef[] = columns.map(({ labelId, name }) => ({ labelId, name }));
  const columnName = (id: string | number | undefined) =>
    refs.find((c) => c.labelId === labelOfColumn(id ?? ''))?.name ?? '';
  const nameOf = (active: Active) => {
    const item = (active.data.current as CardData | undefined)?.item;
    return item ? cardName(item) : '';
  };

  function move(item: ApplicantListItem, to: BoardColumnRef) {
    const from = pending.find((p) => p.item.id === item.id)?.to ?? item.labelId ?? NO_LABEL;
    if (from === to.labelId) return;
    const moved: PendingMove = { item: { ...item, labelId: to.labelId || null }, from, to: to.labelId };
    setPending((all) => [...all.filter((p) => p.item.id !== item.id), moved]);
    status.change(
      { labelId: to.labelId, labelName: to.name, ids: [item.id] },
      // Settled after the board was fetched again (or failed: the card goes back).
      { onSettled: () => setPending((all) => all.filter((p) => p !== moved)) },
    );
  }
  const cards: BoardCards = {
    positionId,
    names,
    columns: refs,
    canEdit,
    onMove: move,
    onTags: setTagging,
    onInvite: inviting.show,
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t.dnd.picked(nameOf(active), (active.data.current as CardData | undefined)?.from.name ?? ''),
    onDragOver: ({ active, over }) =>
      over ? t.dnd.over(nameOf(active), columnName(over.id)) : t.dnd.outside(nameOf(active)),
    onDragEnd: ({ active, over }) =>
      over ? t.dnd.dropped(nameOf(active), columnName(over.id)) : t.dnd.cancelled(nameOf(active)),
    onDragCancel: ({ active }) => t.dnd.cancelled(nameOf(active)),
  };

  function onDragStart({ active, activatorEvent }: DragStartEvent) {
    const item = (active.data.current as CardData | undefined)?.item;
    // The floating copy is as wide as the card it lifts (the columns' width follows the screen).
    const card = activatorEvent.target instanceof Element ? activatorEvent.target.closest('li') : null;
    setDragged(item ? { item, width: card?.getBoundingClientRect().width ?? 256 } : null);
  }
  function onDragEnd({ active, over }: DragEndEvent) {
    setDragged(null);
    const item = (active.data.current as CardData | undefined)?.item;
    const to = over ? refs.find((c) => c.labelId === labelOfColumn(over.id)) : undefined;
    if (item && to) move(item, to);
  }

  return (
    <div
      aria-busy={board.isFetching ? true : undefined}
      className={cn('transition-opacity', board.isPlaceholderData && board.isFetching && 'opacity-60')}
    >
      <DndContext
        sensors={sensors}
        collisionDetection={dropUnderPointer}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t.dnd.instructions } }}
      >
        <div className="relative">
          <div
            ref={setScroller}
            onScroll={edges.update}
            role="region"
            aria-label={t.label}
            tabIndex={0}
            // The columns share the width down to 10 rem each and scroll sideways inside the board beyond
            // that (a company with many statuses; on a phone one column at a time); the page never does
            // ('relative': the cards' screen-reader texts, positioned absolutely, stay inside it too).
            // A drag near an edge scrolls it (dnd-kit's auto-scroll), with no snapping to fight it.
            className={cn(
              'relative flex scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:gap-2.5 sm:px-5',
              !dragged && 'snap-x snap-mandatory sm:snap-none',
            )}
          >
            {columns.map((column) => (
              <BoardColumn
                key={column.labelId}
                containerId={containerId}
                filter={filter}
                column={column}
                pending={pending}
                cards={cards}
              />
            ))}
          </div>
          {/* Columns beyond an edge: a shade on that side says there is more to scroll to. */}
          <div
            aria-hidden
            className={cn(
              'pointer-events-none absolute inset-y-0 left-0 w-8 bg-gradient-to-r from-gray-400/30 to-transparent transition-opacity',
              edges.start ? 'opacity-100' : 'opacity-0',
            )}
          />
          <div
            aria-hidden
            className={cn(
              'pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-gray-400/30 to-transparent transition-opacity',
              edges.end ? 'opacity-100' : 'opacity-0',
            )}
          />
        </div>
        <DragOverlay dropAnimation={{ duration: 200 }}>
          {dragged ? (
            <div
              style={{ width: dragged.width }}
              className="cursor-grabbing rounded-md bg-white p-3 shadow-lg ring-1 ring-brand-300"
            >
              <CardBody item={dragged.item} positionId={positionId} names={names} link={false} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      {canEdit ? status.dialogs : null}
      {canEdit ? (
        <InterviewDialog
          {...inviting.props}
          containerId={containerId}
          positionId={positionId}
          applicants={(inviting.subject ?? []).map((item) => ({ id: item.id, name: cardName(item) }))}
        />
      ) : null}
      {tagging ? (
        <TagsDialog
          containerId={containerId}
          positionId={positionId}
          applicant={{ id: tagging.id, name: cardName(tagging), tags: tagging.tags }}
          onClose={() => setTagging(null)}
        />
      ) : null}
    </div>
  );
}

/** Whether the board's scroller `el` has columns beyond its left (`start`) and right (`end`) edges. */
function useScrollEdges(el: HTMLDivElement | null) {
  const [edges, setEdges] = useState({ start: false, end: false });
  const update = useCallback(() => {
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, [el]);
  useEffect(() => {
    // An observer tells of each box once at the start, then of every change of size (jsdom has none).
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [el, update]);
  return { ...edges, update };
}

function BoardColumn({
  containerId,
  filter,
  column,
  pending,
  cards,
}: {
  containerId: number;
  filter: BoardFilter;
  column: ApplicantBoardColumn;
  pending: PendingMove[];
  cards: BoardCards;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(column.labelId) });
  const [wantsMore, setWantsMore] = useState(false);
  const more = useBoardColumnMore(containerId, cards.positionId, filter, column, wantsMore);
  const moving = new Set(pending.map((p) => p.item.id));
  const incoming = pending.filter((p) => p.to === column.labelId).map((p) => p.item);
  const seen = new Set<number>();
  const items = [...incoming, ...column.items, ...(more.data?.pages.flatMap((p) => p.items) ?? [])].filter(
    (item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return !moving.has(item.id) || incoming.includes(item);
    },
  );
  // The count follows the moves not yet fetched again: one out of its column, one into the other.
  const total =
    column.total +
    incoming.length -
    pending.filter((p) => p.from === column.labelId && p.to !== column.labelId).length;
  const hasMore = wantsMore ? more.hasNextPage || more.isPending : column.nextCursor !== null;
  const ref = { labelId: column.labelId, name: column.name };
  const headingId = `board-column-${column.labelId}`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-column={column.name}
      className={cn(
        'flex w-[85%] max-w-72 shrink-0 snap-start flex-col rounded-lg bg-gray-50 ring-1 ring-gray-200 transition-colors sm:w-auto sm:min-w-40 sm:flex-1 sm:basis-0',
        isOver && 'bg-brand-50 ring-2 ring-brand-400',
      )}
    >
      <div className="flex items-start gap-1 px-3 pt-3 pb-2">
        <h3
          id={headingId}
          className="flex min-w-0 flex-1 items-start justify-between gap-2 text-sm font-semibold text-gray-900"
        >
          <span className="min-w-0 break-words">{column.name}</span>
          <span
            className="shrink-0 rounded-full bg-white px-2 py-0.5 text-xs font-medium text-gray-600 tabular-nums ring-1 ring-gray-200"
            aria-label={t.countLabel(Math.max(total, 0), column.totalIsCapped)}
          >
            {t.count(Math.max(total, 0), column.totalIsCapped)}
          </span>
        </h3>
        {cards.canEdit && items.length > 0 ? (
          <button
            type="button"
            onClick={() => cards.onInvite(items)}
            aria-label={t.invite(column.name)}
            title={t.invite(column.name)}
            className="-mt-0.5 shrink-0 rounded p-1 text-gray-500 hover:bg-white hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <CalendarPlus className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="mx-3 mb-3 rounded-md border border-dashed border-gray-300 px-3 py-6 text-center text-xs text-gray-500">
          {t.empty}
        </p>
      ) : (
        <ul className="space-y-2 px-3 pb-3">
          {items.map((item) => (
            <BoardCard key={item.id} item={item} column={ref} cards={cards} />
          ))}
        </ul>
      )}
      {more.isError ? (
        <LoadError inset title={t.moreFailed} error={more.error} onRetry={() => void more.refetch()} />
      ) : hasMore ? (
        <div className="px-3 pb-3">
          <Button
            size="sm"
            variant="secondary"
            className="w-full"
            loading={more.isFetching}
            onClick={() => (wantsMore ? void more.fetchNextPage() : setWantsMore(true))}
          >
            {applicantStrings.list.more}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
