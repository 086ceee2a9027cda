import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataList, listColumn, type ListColumn } from '../../src/components/ui/data-list.tsx';
import { RowLink } from '../../src/components/ui/data-table.tsx';
import { QueryBoundary, type BoundaryQuery } from '../../src/components/ui/query-boundary.tsx';
import { ApiError } from '../../src/lib/api.ts';
import { screenWidth } from '../helpers.ts';

interface Person {
  id: number;
  name: string;
  email: string;
  role: string;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Anna Andersson', email: 'anna@demo.se', role: 'Administratör' },
  { id: 2, name: 'Bo Berg', email: 'bo@demo.se', role: 'Läsare' },
];

const COLUMNS: ListColumn<Person>[] = [
  {
    key: 'name',
    header: 'Namn',
    cell: (p) => <RowLink to={`/people/${p.id}`}>{p.name}</RowLink>,
    card: { title: (p) => p.name, subtitle: (p) => p.email },
  },
  { key: 'email', header: 'E-post', cell: (p) => p.email },
  { key: 'role', header: 'Roll', cell: (p) => p.role, card: { footer: (p) => p.role } },
];

type ListProps = Partial<Parameters<typeof DataList<Person>>[0]>;

function renderList(props: ListProps = { openHeader: 'Öppna' }) {
  return render(
    <MemoryRouter>
      <DataList
        rows={PEOPLE}
        columns={COLUMNS}
        rowKey={(p) => p.id}
        rowHref={(p) => `/people/${p.id}`}
        {...props}
      />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DataList', () => {
  it('draws a table with a row per item on a desktop, and no cards', () => {
    screenWidth(1280);
    renderList();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Namn', 'E-post', 'Roll', 'Öppna']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Anna Andersson', 'anna@demo.se', 'Administratör', '']);
    expect(within(first!).getByRole('link', { name: 'Anna Andersson' })).toHaveAttribute('href', '/people/1');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('draws a linked card per item on a phone from the same columns, named by its text, and no table', () => {
    screenWidth(375);
    renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // Its name holds every word the card shows, in order (WCAG 2.5.3), so a voice command can say any of them.
    const link = within(cards[1]!).getByRole('link', { name: 'Bo Berg bo@demo.se Läsare' });
    expect(link).toHaveAttribute('href', '/people/2');
    // The title, the subtitle and the footer the columns put on the card; a column without a place is left off.
    expect(within(link).getByText('Bo Berg')).toBeInTheDocument();
    expect(within(link).getByText('bo@demo.se')).toBeInTheDocument();
    expect(within(link).getByText('Läsare')).toBeInTheDocument();
    expect(within(link).getAllByText('bo@demo.se')).toHaveLength(1);
  });

  describe('with a selection checkbox before the link and a remove button after it', () => {
    function renderSelectable(onSelect: (id: number, on: boolean) => void, onRemove: (id: number) => void) {
      return renderList({
        isSelected: (p) => p.id === 2,
        before: {
          header: 'Välj',
          cell: (p) => (
            <input
              type="checkbox"
              aria-label={`Välj ${p.name}`}
              checked={p.id === 2}
              onChange={(e) => onSelect(p.id, e.target.checked)}
            />
          ),
        },
        after: {
          header: 'Åtgärder',
          cell: (p) => <button onClick={() => onRemove(p.id)}>{`Ta bort ${p.name}`}</button>,
          card: (p) => <button onClick={() => onRemove(p.id)}>{`Ta bort (kort) ${p.name}`}</button>,
        },
      });
    }

    it('gives them columns of their own in the table, and tints the selected row', async () => {
      screenWidth(1280);
      const onSelect = vi.fn();
      const onRemove = vi.fn();
      renderSelectable(onSelect, onRemove);
      const table = screen.getByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Välj', 'Namn', 'E-post', 'Roll', 'Åtgärder']);
      const [, anna, bo] = within(table).getAllByRole('row');
      expect(bo).toHaveClass('bg-brand-50/60');
      expect(anna).not.toHaveClass('bg-brand-50/60');
      await userEvent.click(within(anna!).getByRole('checkbox', { name: 'Välj Anna Andersson' }));
      expect(onSelect).toHaveBeenCalledWith(1, true);
      await userEvent.click(within(anna!).getByRole('button', { name: 'Ta bort Anna Andersson' }));
      expect(onRemove).toHaveBeenCalledWith(1);
    });

    it('puts them beside the card’s link on a phone, never inside it', async () => {
      screenWidth(375);
      const onSelect = vi.fn();
      const onRemove = vi.fn();
      renderSelectable(onSelect, onRemove);
      const [anna, bo] = within(screen.getByRole('list')).getAllByRole('listitem');
      const link = within(anna!).getByRole('link', { name: /^Anna Andersson/ });
      const box = within(anna!).getByRole('checkbox', { name: 'Välj Anna Andersson' });
      const remove = within(anna!).getByRole('button', { name: 'Ta bort (kort) Anna Andersson' });
      expect(link).not.toContainElement(box);
      expect(link).not.toContainElement(remove);
      expect(bo).toHaveClass('bg-brand-50/60');
      await userEvent.click(box);
      expect(onSelect).toHaveBeenCalledWith(1, true);
      await userEvent.click(remove);
      expect(onRemove).toHaveBeenCalledWith(1);
    });
  });

  describe('with rows that are not links', () => {
    const PLAIN: ListColumn<Person>[] = [
      { key: 'name', header: 'Namn', cell: (p) => p.name, card: { title: (p) => p.name } },
      listColumn('email', 'E-post', (p) => p.email, 'text'),
      listColumn('role', 'Roll', (p) => p.role, 'trailing'),
    ];
    const remove: ListProps['after'] = {
      header: 'Åtgärder',
      cell: (p) => <button>{`Ta bort ${p.name}`}</button>,
    };
    const renderPlain = (props: ListProps = {}) =>
      renderList({ columns: PLAIN, rowHref: undefined, label: 'Personer', ...props });

    it('draws a named table of plain rows: no link, no chevron column even when asked for', () => {
      screenWidth(1280);
      renderPlain({ openHeader: 'Öppna', after: remove });
      const table = screen.getByRole('table', { name: 'Personer' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Namn', 'E-post', 'Roll', 'Åtgärder']);
      expect(within(table).queryByRole('link')).toBeNull();
      const [, anna] = within(table).getAllByRole('row');
      expect(
        within(anna!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['Anna Andersson', 'anna@demo.se', 'Administratör', 'Ta bort Anna Andersson']);
    });

    it('draws a named list of plain cards on a phone, the control beside the text', () => {
      screenWidth(375);
      renderPlain({ after: remove });
      const cards = within(screen.getByRole('list', { name: 'Personer' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]!).queryByRole('link')).toBeNull();
      // The title, the text under it, then the trailing place after them, then the control.
      expect(cards[0]).toHaveTextContent(/^Anna Anderssonanna@demo\.seAdministratörTa bort Anna Andersson$/);
      expect(within(cards[0]!).getByRole('button', { name: 'Ta bort Anna Andersson' })).toBeInTheDocument();
    });

    it('puts a wide control under the card’s text', () => {
      screenWidth(375);
      renderPlain({ after: { ...remove, cardBelow: true } });
      const [anna] = within(screen.getByRole('list')).getAllByRole('listitem');
      const button = within(anna!).getByRole('button', { name: 'Ta bort Anna Andersson' });
      const text = within(anna!).getByText('Anna Andersson');
      // The text's row comes first, the control's own row after it.
      expect(text.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(button.parentElement).toHaveClass('pb-3');
      expect(button.parentElement?.parentElement).toBe(anna);
    });

    it('scrolls a wide table in a named region a keyboard can reach', () => {
      screenWidth(1280);
      renderPlain({ scroll: true });
      const region = screen.getByRole('region', { name: 'Personer' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table')).toBeInTheDocument();
    });
  });

  it('draws both, for CSS to choose, where the width cannot be asked', () => {
    vi.stubGlobal('matchMedia', undefined);
    renderList();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('list')).toBeInTheDocument();
  });
});

function boundary(query: Partial<BoundaryQuery>, isEmpty: boolean) {
  const full: BoundaryQuery = { isPending: false, isError: false, error: null, refetch: vi.fn(), ...query };
  render(
    <QueryBoundary
      query={full}
      loading={<p>Laddar</p>}
      failed="Det gick inte att hämta listan"
      isEmpty={isEmpty}
      empty={<p>Inget här ännu</p>}
    >
      <p>Raderna</p>
    </QueryBoundary>,
  );
  return full;
}

describe('QueryBoundary', () => {
  it('shows the loading state while the query is pending', () => {
    boundary({ isPending: true }, true);
    expect(screen.getByText('Laddar')).toBeInTheDocument();
    expect(screen.queryByText('Raderna')).toBeNull();
  });

  it('shows a failure with the server’s message and a retry', async () => {
    const query = boundary(
      { isError: true, error: new ApiError(500, 'internal', 'Servern svarade inte') },
      true,
    );
    expect(screen.getByText('Det gick inte att hämta listan')).toBeInTheDocument();
    expect(screen.getByText('Servern svarade inte')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state when there is nothing, else the rows', () => {
    boundary({}, true);
    expect(screen.getByText('Inget här ännu')).toBeInTheDocument();
    expect(screen.queryByText('Raderna')).toBeNull();
  });

  it('keeps the rows when a later fetch fails', () => {
    boundary({ isError: true, error: new Error('x') }, false);
    expect(screen.getByText('Raderna')).toBeInTheDocument();
    expect(screen.queryByText('Det gick inte att hämta listan')).toBeNull();
  });
});
