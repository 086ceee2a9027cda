import { ButtonLink } from './button-link.tsx';
import { ArrowRight, Plus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Card, CardHeader } from './card.tsx';
import { EmptyState } from './empty-state.tsx';
import { QueryBoundary, type BoundaryQuery } from './query-boundary.tsx';
import { SearchField, type SearchFieldProps } from './search-field.tsx';
import { SkeletonRows } from './skeleton.tsx';

/** The words of a list's states: while it loads, when it fails, when it is empty. */
export interface ListTexts {
  loading: string;
  /** The failure's title, e.g. 'Kompetenserna kunde inte hämtas'. */
  failed: string;
  empty: string;
  emptyText?: string;
}

/** The header's 'Ny …': a link to the new row's editor, or a button that opens it. */
export type ListCreate = { label: string } & ({ to: string } | { onClick: () => void });

/**
 * Where the rows come from: a query of their own (loading, failure with 'Försök igen', empty), or a larger
 * answer already loaded (a company's billing), which leaves the list only its empty state.
 */
type ListSource =
  | { query: BoundaryQuery; texts: ListTexts }
  | { query?: undefined; texts: Pick<ListTexts, 'empty' | 'emptyText'> };

/** A card's way to the whole list it shows the start of ('Alla nyheter →'), as the home page's cards have it. */
export function AllLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="ghost" size="sm">
      {children}
      <ArrowRight className="size-4" aria-hidden />
    </ButtonLink>
  );
}

/**
 * A list screen's card: its title, description and 'Ny …' (`create`), the way to `all` of it, or other
 * `actions`, a `toolbar` (a search, filters), then the list (`children`, a DataList) in its states, and a
 * `footer` under the rows. Without a title the card has no header: the page's own heading names the list.
 */
export function ListCard(
  props: ListSource & {
    title?: ReactNode;
    description?: ReactNode;
    create?: ListCreate | null;
    /** The whole list this card shows the start of (a home card's 'Alla …'). */
    all?: { to: string; label: string };
    actions?: ReactNode;
    testId?: string;
    toolbar?: ReactNode;
    /** A search box over the rows, as the toolbar (a list searched and nothing else). */
    search?: SearchFieldProps;
    isEmpty: boolean;
    /** The empty state's icon. */
    icon?: LucideIcon;
    /** How many placeholder rows show while it loads. */
    loadingRows?: number;
    footer?: ReactNode;
    children: ReactNode;
  },
) {
  const { title, description, create, all, search, isEmpty, icon, loadingRows = 3, footer } = props;
  const toolbar = search ? (
    <div className="border-b border-gray-100 px-5 py-3">
      <SearchField className="max-w-sm" {...search} />
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
  const empty = <EmptyState icon={icon} title={props.texts.empty} description={props.texts.emptyText} />;
  return (
    <Card data-testid={props.testId}>
      {title ? (
        <CardHeader
          title={title}
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
