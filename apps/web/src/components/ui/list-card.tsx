import { ButtonLink } from './button-link.tsx';
import { ArrowRight, Plus, Search, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Card, CardHeader } from './card.tsx';
import { EmptyState } from './empty-state.tsx';
import { QueryBoundary, type BoundaryQuery } from './query-boundary.tsx';
import { SearchField, type SearchFieldProps } from './search-field.tsx';
import { SkeletonRows } from './skeleton.tsx';
import { uiStrings } from './strings.ts';

/**
 * The words of a list's states: while it loads, when it fails, when it is empty, and when its search or
 * filters leave nothing (`noMatch`, e.g. 'Ingen annons matchar sökningen'; 'Inget matchar sökningen'
 * unless told).
 */
export interface ListTexts {
  loading: string;
  /** The failure's title, e.g. 'Kompetenserna kunde inte hämtas'. */
  failed: string;
  empty: string;
  emptyText?: string;
  noMatch?: string;
  noMatchText?: string;
}

/**
 * A list narrowed by a search or filters (the toolbar's): while one is `active`, an empty list says that
 * nothing matches, with a button that clears them all (`onClear`), instead of that there is nothing yet.
 */
export interface ListFiltered {
  active: boolean;
  onClear: () => void;
  /** The button's words: 'Rensa filter' unless told ('Återställ filter', 'Rensa sökningen'). */
  clear?: string;
}

/** The header's 'Ny …': a link to the new row's editor, or a button that opens it. */
export type ListCreate = { label: string } & ({ to: string } | { onClick: () => void });

/**
 * Where the rows come from: a query of their own (loading, failure with 'Försök igen', empty), or a larger
 * answer already loaded (a company's billing), which leaves the list only its empty state.
 */
export type ListSource =
  | { query: BoundaryQuery; texts: ListTexts }
  | { query?: undefined; texts: Pick<ListTexts, 'empty' | 'emptyText' | 'noMatch' | 'noMatchText'> };

/** A card's way to the whole list it shows the start of ('Alla nyheter →'), as the home page's cards have it. */
export function AllLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="ghost" size="sm">
      {children}
      <ArrowRight className="size-4" aria-hidden />
    </ButtonLink>
  );
}

export type ListCardProps = ListSource & {
  title?: ReactNode;
  description?: ReactNode;
  create?: ListCreate | null;
  /** The whole list this card shows the start of (a home card's 'Alla …'). */
  all?: { to: string; label: string };
  actions?: ReactNode;
  testId?: string;
  /** The card is a landmark named by its title (a section among others on its page: a position's applicants). */
  region?: boolean;
  className?: string;
  toolbar?: ReactNode;
  /** A search box over the rows, as the toolbar. */
  search?: SearchFieldProps;
  /** Beside the search, at its end (under it on a phone): the list's filters, or how many rows show. */
  beside?: ReactNode;
  /** The toolbar's search or filters narrow the list now: an empty list then says nothing matches. */
  filtered?: ListFiltered;
  isEmpty: boolean;
  /** The empty state's icon. */
  icon?: LucideIcon;
  /** Under the empty state (not the filtered one): its way on, e.g. the page's 'Ny …' once more. */
  emptyAction?: ReactNode;
  /** How many placeholder rows show while it loads. */
  loadingRows?: number;
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * A list screen's card: its title, description and 'Ny …' (`create`), the way to `all` of it, or other
 * `actions`, a `toolbar` (a search, filters), then the list (`children`, a DataList) in its states, and a
 * `footer` under the rows. Without a title the card has no header: the page's own heading names the list.
 * A list its toolbar narrows (`filtered`) that comes out empty says nothing matches and offers to clear.
 */
export function ListCard(props: ListCardProps) {
  const { title, description, create, all, search, filtered, isEmpty, icon, loadingRows = 3, footer } = props;
  const headingId = useId();
  const toolbar = search ? (
    <div className="flex flex-col gap-3 border-b border-gray-100 px-4 py-3 sm:px-5 md:flex-row md:items-center md:justify-between">
      <SearchField className="w-full md:max-w-xs" {...search} />
      {props.beside}
    </div>
  ) : (
    props.toolbar
  );
  const actions = all ? <AllLink to={all.to}>{all.label}</AllLink> : props.actions;
  const rows = (
    <>
      {props.children}
      {footer ? (
        <div className="border-t border-gray-100 px-4 py-3 text-sm text-gray-500">{footer}</div>
      ) : null}
    </>
  );
  const texts = props.texts;
  const empty = filtered?.active ? (
    <EmptyState
      icon={Search}
      title={texts.noMatch ?? uiStrings.list.noMatch}
      description={texts.noMatchText}
      action={
        <Button variant="secondary" onClick={filtered.onClear}>
          {filtered.clear ?? uiStrings.list.clearFilters}
        </Button>
      }
    />
  ) : (
    <EmptyState icon={icon} title={texts.empty} description={texts.emptyText} action={props.emptyAction} />
  );
  const region = props.region && title;
  return (
    <Card
      data-testid={props.testId}
      className={props.className}
      role={region ? 'region' : undefined}
      aria-labelledby={region ? headingId : undefined}
    >
      {title ? (
        <CardHeader
          title={region ? <span id={headingId}>{title}</span> : title}
          description={description}
          actions={
            actions || create ? (
              <>
                {actions}
                {create ? <CreateAction create={create} /> : null}
              </>
            ) : undefined
          }
        />
      ) : null}
      {toolbar}
      {props.query ? (
        <QueryBoundary
          query={props.query}
          loading={<SkeletonRows label={props.texts.loading} rows={loadingRows} />}
          failed={props.texts.failed}
          isEmpty={isEmpty}
          empty={empty}
        >
          {rows}
        </QueryBoundary>
      ) : isEmpty ? (
        empty
      ) : (
        rows
      )}
    </Card>
  );
}

function CreateAction({ create }: { create: ListCreate }) {
  const content = (
    <>
      <Plus className="size-4" aria-hidden />
      {create.label}
    </>
  );
  return 'to' in create ? (
    <ButtonLink to={create.to} variant="secondary" size="sm">
      {content}
    </ButtonLink>
  ) : (
    <Button variant="secondary" size="sm" onClick={create.onClick}>
      {content}
    </Button>
  );
}
