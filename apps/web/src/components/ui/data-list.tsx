import type { ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import {
  CardItem,
  CardList,
  ChevronCell,
  DataCell,
  DataRow,
  DataTable,
  type DataColumn,
} from './data-table.tsx';

/**
 * The places of a phone card, top to bottom (`leading` before the text, `trailing` after it, at its top;
 * `subtitle` is cut to a line, `text` wraps): what each column puts there is drawn in column order.
 */
export type CardSlot =
  'leading' | 'title' | 'subtitle' | 'text' | 'badges' | 'footer' | 'details' | 'trailing';

export interface ListColumn<T> extends DataColumn {
  /** The column's table cell. */
  cell: (row: T) => ReactNode;
  cellClassName?: string;
  /** What the column shows on a phone card, by place; a column without it is left off the card. */
  card?: Partial<Record<CardSlot, (row: T) => ReactNode>>;
}

/** A column that shows the same in its table cell and in one place of the card. */
export function listColumn<T>(
  key: string,
  header: string,
  show: (row: T) => ReactNode,
  card: CardSlot,
  cellClassName?: string,
): ListColumn<T> {
  const slots: Partial<Record<CardSlot, (row: T) => ReactNode>> = { [card]: show };
  return { key, header, cellClassName, cell: show, card: slots };
}

/**
 * A control of its own beside each row's link (a selection checkbox before it, actions after it): a column
 * of the table, and beside the link on a card.
 */
export interface RowControl<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** On a card, when it differs from the table's cell (null: none). */
  card?: (row: T) => ReactNode;
  /** On a card, under its text rather than beside it: a control too wide for a phone's row (a select). */
  cardBelow?: boolean;
  className?: string;
}

/** The table's breakpoint (Tailwind's md). */
export const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * A list drawn from one column definition: a table on a desktop, a card a row on a phone. Where the
 * browser cannot tell the width (no matchMedia) both are drawn and CSS shows one, as before.
 */
export function DataList<T>({
  rows,
  columns,
  rowKey,
  rowHref,
  cardAlign = 'start',
  openHeader,
  label,
  scroll = false,
  before,
  after,
  isSelected,
  compact = false,
}: {
  rows: readonly T[];
  columns: ListColumn<T>[];
  rowKey: (row: T) => string | number;
  /**
   * Where a row leads: the whole card is the link, and a table cell holds a RowLink to it. Without it the
   * rows are plain rows and cards (a log, a ledger) whose only controls are `before` and `after`.
   */
  rowHref?: (row: T) => string;
  cardAlign?: 'start' | 'center';
  /** The screen-reader header of the table's chevron column (linked rows); without it the table has none. */
  openHeader?: string;
  /** The accessible name of the table and of the card list. */
  label?: string;
  /** A wide table scrolls sideways in a narrow window, in a region a keyboard can scroll (needs `label`). */
  scroll?: boolean;
  before?: RowControl<T>;
  after?: RowControl<T>;
  /** A selected row is tinted. */
  isSelected?: (row: T) => boolean;
  /** Narrower cells, top-aligned, for a wide list beside the sidebar. */
  compact?: boolean;
}) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const known = typeof globalThis.matchMedia === 'function';
  const chevron = Boolean(openHeader && rowHref);
  const controlColumn = (key: string, control: RowControl<T>): DataColumn => ({
    key,
    header: control.header,
    srOnly: true,
    className: control.className,
  });
  const tableColumns: DataColumn[] = [
    ...(before ? [controlColumn('before', before)] : []),
    ...columns,
    ...(after ? [controlColumn('after', after)] : []),
    ...(chevron ? [{ key: 'open', header: openHeader, srOnly: true, className: 'w-10' }] : []),
  ];
  const table = (
    <DataTable columns={tableColumns} label={label}>
      {rows.map((row) => (
        <DataRow key={rowKey(row)} selected={isSelected?.(row)}>
          {before ? (
            <DataCell compact={compact} className={before.className}>
              {before.cell(row)}
            </DataCell>
          ) : null}
          {columns.map((column) => (
            <DataCell key={column.key} compact={compact} className={column.cellClassName}>
              {column.cell(row)}
            </DataCell>
          ))}
          {after ? (
            <DataCell compact={compact} className={after.className}>
              {after.cell(row)}
            </DataCell>
          ) : null}
          {chevron ? <ChevronCell /> : null}
        </DataRow>
      ))}
    </DataTable>
  );
  const onCard = (control: RowControl<T> | undefined, row: T) =>
    control ? (control.card ? control.card(row) : control.cell(row)) : null;
  const cards = (
    <CardList label={label}>
      {rows.map((row) => (
        <CardItem
          key={rowKey(row)}
          to={rowHref?.(row)}
          align={cardAlign}
          before={onCard(before, row)}
          after={after?.cardBelow ? null : onCard(after, row)}
          below={after?.cardBelow ? onCard(after, row) : null}
          selected={isSelected?.(row)}
        >
          <RowCard row={row} columns={columns} />
        </CardItem>
      ))}
    </CardList>
  );
  const shown = scroll ? (
    // Focusable, so a keyboard can scroll it too.
    <div className="hidden overflow-x-auto md:block" tabIndex={0} role="region" aria-label={label}>
      {table}
    </div>
  ) : (
    table
  );
  if (!known)
    return (
      <>
        {shown}
        {cards}
      </>
    );
  return desktop ? shown : cards;
}

function RowCard<T>({ row, columns }: { row: T; columns: ListColumn<T>[] }) {
  const slot = (name: CardSlot) =>
    columns.flatMap((column) => {
      const draw = column.card?.[name];
      const content = draw ? draw(row) : null;
      return content === null || content === undefined || content === ''
        ? []
        : [{ key: column.key, content }];
    });
  const [leading, title, subtitle, text, badges, footer, details, trailing] = (
    ['leading', 'title', 'subtitle', 'text', 'badges', 'footer', 'details', 'trailing'] as const
  ).map(slot);
  return (
    <>
      {leading?.map((part) => (
        <span key={part.key}>{part.content}</span>
      ))}
      <div className="min-w-0 flex-1">
        {title?.map((part) => (
          <p key={part.key} className="font-medium break-words text-gray-900">
            {part.content}
          </p>
        ))}
        {subtitle?.map((part) => (
          <p key={part.key} className="truncate text-sm text-gray-500">
            {part.content}
          </p>
        ))}
        {text?.map((part) => (
          <p key={part.key} className="mt-1 text-sm break-words text-gray-700">
            {part.content}
          </p>
        ))}
        {badges?.length ? (
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            {badges.map((part) => (
              <span key={part.key} className="contents">
                {part.content}
              </span>
            ))}
          </div>
        ) : null}
        {footer?.length ? (
          <p className="mt-1.5 text-sm text-gray-500 tabular-nums">
            {footer.map((part, i) => (
              <span key={part.key}>
                {i > 0 ? ' · ' : null}
                {part.content}
              </span>
            ))}
          </p>
        ) : null}
        {details?.map((part) => (
          <div key={part.key} className="mt-1.5">
            {part.content}
          </div>
        ))}
      </div>
      {trailing?.length ? (
        <div className="flex shrink-0 flex-col items-end gap-1 text-right">
          {trailing.map((part) => (
            <span key={part.key}>{part.content}</span>
          ))}
        </div>
      ) : null}
    </>
  );
}
