import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

export interface DataColumn {
  key: string;
  header: ReactNode;
  /** The header is read only by screen readers (a column of actions or chevrons). */
  srOnly?: boolean;
  className?: string;
}

/**
 * A list's table from the md breakpoint up; below it the same rows show as a CardList. Rows are DataRow
 * with DataCell; the row's main link is a RowLink, so a click anywhere on the row opens it.
 */
export function DataTable({
  columns,
  children,
  className,
  label,
}: {
  columns: DataColumn[];
  children: ReactNode;
  className?: string;
  /** The table's accessible name, when the page has more than one list or names it for a test. */
  label?: string;
}) {
  return (
    <table aria-label={label} className={cn('hidden w-full text-left text-sm md:table', className)}>
      <thead className="bg-gray-50 text-xs font-medium tracking-wide text-gray-500 uppercase">
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cn('px-4 py-3', column.className)}>
              {column.srOnly ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">{children}</tbody>
    </table>
  );
}

export function DataRow({ children, selected = false }: { children: ReactNode; selected?: boolean }) {
  return (
    <tr className={cn('group relative', selected ? 'bg-brand-50/60' : 'hover:bg-gray-50')}>{children}</tr>
  );
}

export function DataCell({
  children,
  className,
  compact = false,
}: {
  children?: ReactNode;
  className?: string;
  /** Narrower and top-aligned, for a wide list beside the sidebar. */
  compact?: boolean;
}) {
  return <td className={cn(compact ? 'px-3 py-3 align-top' : 'px-4 py-3', className)}>{children}</td>;
}

/**
 * The row's main link. Its ::after covers the whole row (the row is `relative`), so the row is one click
 * target; other controls in the row need `relative z-10` to stay clickable.
 */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-gray-900 after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:-outline-offset-2 after:focus-visible:outline-brand-500"
    >
      {children}
    </Link>
  );
}

/** The last cell of a linked row: a chevron that darkens on hover. */
export function ChevronCell() {
  return (
    <td className="px-4 py-3 text-right">
      <ChevronRight className="inline size-4 text-gray-300 group-hover:text-gray-500" aria-hidden />
    </td>
  );
}

/** The phone view of a DataTable's rows: one card per row (hidden from md up). */
export function CardList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-gray-100 md:hidden">
      {children}
    </ul>
  );
}

/**
 * One card of a CardList. With `to` the whole card is the link, with a chevron at its end, named by all the
 * text it shows (a shorter name would leave out words a person sees on it); without it the card is plain text. `before` and `after` are controls beside the link (a checkbox, a remove button), never
 * inside it; `below` are controls under it (a select too wide to stand beside the text on a phone).
 */
export function CardItem({
  to,
  align = 'center',
  before,
  after,
  below,
  selected = false,
  children,
}: {
  to?: string;
  /** `start` for a card of several lines, so the chevron and the controls stay by the first one. */
  align?: 'start' | 'center';
  before?: ReactNode;
  after?: ReactNode;
  below?: ReactNode;
  selected?: boolean;
  children: ReactNode;
}) {
  const body = cn('flex min-w-0 flex-1 gap-3 px-4 py-3', align === 'start' ? 'items-start' : 'items-center');
  return (
    <li className={cn(selected && 'bg-brand-50/60')}>
      <div className={cn('flex', align === 'start' ? 'items-start' : 'items-center')}>
        {before ? <div className={cn('shrink-0 pl-4', align === 'start' && 'pt-4')}>{before}</div> : null}
        {to ? (
          <Link
            to={to}
            className={cn(
              body,
              'hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
            )}
          >
            {children}
            <ChevronRight
              className={cn('size-4 shrink-0 text-gray-300', align === 'start' && 'mt-1')}
              aria-hidden
            />
          </Link>
        ) : (
          <div className={body}>{children}</div>
        )}
        {after ? <div className="shrink-0 pr-2">{after}</div> : null}
      </div>
      {below ? <div className="px-4 pb-3">{below}</div> : null}
    </li>
  );
}
