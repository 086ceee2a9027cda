/**
 * A card of the board: name with the unread mark, age and gender as the company shows them, the files
 * sent, the next booked interview, the process level; a drag handle and a 'Flytta till…' choice for those who may change status.
 */
import { useDraggable } from '@dnd-kit/core';
import { formatTimeIn, formatWeekday, isNamed, type ApplicantListItem } from '@rekry/domain';
import { CalendarClock, GripVertical, Paperclip, Tag } from 'lucide-react';
import type { SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { AnonymityBadge } from '../anonymity/index.ts';
import { scoreText } from '../scorecards/index.ts';
import type { Names } from './applicant-columns.tsx';
import { applicantStrings } from './strings.ts';
import { TagBadges } from './tag-picker.tsx';
import { firstFileHit, TextHits } from './text-hits.tsx';

const t = applicantStrings.board;
const list = applicantStrings.list;

export interface BoardColumnRef {
  labelId: number;
  name: string;
}

/** What a dragged card carries: the applicant and the column it was lifted from. */
export interface CardData {
  item: ApplicantListItem;
  from: BoardColumnRef;
}

export const cardName = (item: ApplicantListItem) => item.name || item.email;

/** What the card says of the applicant; also the floating copy while it is dragged. */
export function CardBody({
  item,
  positionId,
  names,
  link = true,
}: {
  item: ApplicantListItem;
  positionId: number;
  names: Names;
  link?: boolean;
}) {
  const facts = [
    isNamed(item.visibility) && item.age != null ? list.ageYears(item.age) : null,
    isNamed(item.visibility) ? (item.gender ?? null) : null,
    item.score !== null ? list.scoreOf(scoreText(item.score)) : null,
  ].filter((f): f is string => f !== null);
  const level = item.processLabelId !== null ? names.process.get(item.processLabelId) : undefined;
  return (
    <div className="min-w-0 flex-1">
      <p className="flex min-w-0 items-center gap-2">
        {item.isUnread ? (
          <span className="inline-flex shrink-0 items-center" title={list.unread}>
            <span className="size-2 rounded-full bg-brand-600" aria-hidden />
            <span className="sr-only">{list.unread}</span>
          </span>
        ) : null}
        {link ? (
          <Link
            to={paths.applicant(positionId, item.id, firstFileHit(item))}
            // The card is dragged, not the link (a browser would start its own drag of the address).
            draggable={false}
            className="min-w-0 text-sm font-medium wrap-anywhere text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {cardName(item)}
          </Link>
        ) : (
          <span className="min-w-0 text-sm font-medium wrap-anywhere text-gray-900">{cardName(item)}</span>
        )}
        <AnonymityBadge visibility={item.visibility} />
      </p>
      {facts.length > 0 || item.files > 0 ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-gray-600">
          {facts.length > 0 ? <span>{facts.join(' · ')}</span> : null}
          {item.files > 0 ? (
            <span className="inline-flex items-center gap-0.5">
              <Paperclip className="size-3" aria-hidden />
              {t.files(item.files)}
            </span>
          ) : null}
        </p>
      ) : null}
      {item.interviewAt ? (
        <p className="mt-1 flex items-center gap-1 text-xs font-medium text-brand-700">
          <CalendarClock className="size-3 shrink-0" aria-hidden />
          {t.interviewAt(formatWeekday(item.interviewAt), formatTimeIn(item.interviewAt))}
        </p>
      ) : null}
      {level ? (
        <p className="mt-1.5">
          <Badge tone="gray">{level}</Badge>
        </p>
      ) : null}
      <TagBadges tags={item.tags} className="mt-1.5" />
      <TextHits item={item} positionId={positionId} linked={false} brief />
    </div>
  );
}

// A press on the move choice is not the start of a drag.
const keepFromDrag = (event: SyntheticEvent) => event.stopPropagation();

/** What every card of the board is drawn with, the same in each column. */
export interface BoardCards {
  positionId: number;
  names: Names;
  /** Where a card may be moved ('Flytta till…'). */
  columns: BoardColumnRef[];
  canEdit: boolean;
  onMove: (item: ApplicantListItem, to: BoardColumnRef) => void;
  /** Opens the applicant's tags ('Taggar'). */
  onTags: (item: ApplicantListItem) => void;
  /** Opens 'Boka intervju' for the cards a column shows. */
  onInvite: (items: ApplicantListItem[]) => void;
}

export function BoardCard({
  item,
  column,
  cards,
}: {
  item: ApplicantListItem;
  column: BoardColumnRef;
  cards: BoardCards;
}) {
  const { positionId, names, columns, canEdit, onMove, onTags } = cards;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: item.id,
    data: { item, from: column } satisfies CardData,
    disabled: !canEdit,
    attributes: { roleDescription: t.roleDescription },
  });
  const name = cardName(item);
  // dnd-kit's listeners are keyed by event name: the card starts a drag by mouse or touch, the handle
  // by keyboard (so Enter on the name's link opens the applicant instead of lifting the card).
  const on = (listeners ?? {}) as Partial<
    Record<'onMouseDown' | 'onTouchStart' | 'onKeyDown', (event: SyntheticEvent) => void>
  >;
  return (
    <li
      ref={setNodeRef}
      data-card={item.id}
      data-column={column.name}
      onMouseDown={canEdit ? on.onMouseDown : undefined}
      onTouchStart={canEdit ? on.onTouchStart : undefined}
      className={cn(
        'rounded-md bg-white p-3 shadow-sm ring-1 ring-gray-200',
        canEdit && 'cursor-grab select-none',
        isDragging && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-1">
        <CardBody item={item} positionId={positionId} names={names} />
        {canEdit ? (
          <button
            type="button"
            {...attributes}
            onKeyDown={on.onKeyDown}
            aria-label={t.drag(name)}
            className="-mt-1 -mr-1 shrink-0 cursor-grab rounded p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      {canEdit ? (
        <div className="mt-2 flex items-center gap-1.5">
          <select
            aria-label={t.moveTo(name)}
            value=""
            onMouseDown={keepFromDrag}
            onTouchStart={keepFromDrag}
            onChange={(e) => {
              const to = columns.find((c) => String(c.labelId) === e.target.value);
              if (to) onMove(item, to);
            }}
            className="min-w-0 flex-1 rounded border-0 bg-gray-50 py-1 pr-7 pl-2 text-xs text-gray-700 ring-1 ring-gray-200 ring-inset hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <option value="" disabled>
              {t.moveChoose}
            </option>
            {columns
              .filter((c) => c.labelId !== column.labelId)
              .map((c) => (
                <option key={c.labelId} value={c.labelId}>
                  {c.name}
                </option>
              ))}
          </select>
          <button
            type="button"
            onMouseDown={keepFromDrag}
            onTouchStart={keepFromDrag}
            onClick={() => onTags(item)}
            aria-label={t.tagsOf(name)}
            title={t.tagsOf(name)}
            className="shrink-0 rounded p-1 text-gray-500 ring-1 ring-gray-200 ring-inset hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Tag className="size-3.5" aria-hidden />
          </button>
        </div>
      ) : null}
    </li>
  );
}
