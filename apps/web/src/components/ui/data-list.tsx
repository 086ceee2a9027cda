import type { ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import {
  CardLink,
  CardList,
  ChevronCell,
  DataCell,
  DataRow,
  DataTable,
  type DataColumn,
} from './data-table.tsx';

/** The places of a phone card, top to bottom: what each column puts there is drawn in column order. */
export type CardSlot = 'leading' | 'title' | 'subtitle' | 'badges' | 'footer';

export interface ListColumn<T> extends DataColumn {
  /** The column's table cell. */
  cell: (row: T) => ReactNode;
  cellClassName?: string;
  /** What the column shows on a phone card, by place; a column without it is left off the card. */
  card?: Partial<Record<CardSlot, (row: T) => ReactNode>>;
}

/** The table's breakpoint (Tailwind's md). */
export const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * A list drawn from one column definition: a table on a desktop, a linked card a row on a phone. Where the
 * browser cannot tell the width (no matchMedia) both are drawn and CSS shows one, as before.
 */
export function DataList<T>({
  rows,
  columns,
  rowKey,
  rowHref,
  cardLabel,
  cardAlign = 'start',
  openHeader,
}: {
  rows: readonly T[];
  columns: ListColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Where a row leads: the table gets a chevron column, the whole card is the link. */
  rowHref: (row: T) => string;
  /** The card link's accessible name when its text would say too much. */
  cardLabel?: (row: T) => string;
  cardAlign?: 'start' | 'center';
  /** The screen-reader header of the chevron column. */
  openHeader: string;
}) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const known = typeof globalThis.matchMedia === 'function';
  const table = (
    <DataTable columns={[...columns, { key: 'open', header: openHeader, srOnly: true, className: 'w-10' }]}>
      {rows.map((row) => (
        <DataRow key={rowKey(row)}>
          {columns.map((column) => (
            <DataCell key={column.key} className={column.cellClassName}>
              {column.cell(row)}
            </DataCell>
          ))}
          <ChevronCell />
        </DataRow>
      ))}
    </DataTable>
  );
  const cards = (
    <CardList>
      {rows.map((row) => (
        <CardLink key={rowKey(row)} to={rowHref(row)} label={cardLabel?.(row)} align={cardAlign}>
          <RowCard row={row} columns={columns} />
        </CardLink>
      ))}
    </CardList>
  );
  if (!known)
    return (
      <>
        {table}
        {cards}
      </>
    );
  return desktop ? table : cards;
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
  const [leading, title, subtitle, badges, footer] = (
    ['leading', 'title', 'subtitle', 'badges', 'footer'] as const
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
      </div>
    </>
  );
}
