import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserX } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  CardItem,
  CardList,
  ChevronCell,
  DataCell,
  DataRow,
  DataTable,
  RowLink,
} from '../../src/components/ui/data-table.tsx';
import { LoadError } from '../../src/components/ui/load-error.tsx';
import { LoadingBlock } from '../../src/components/ui/loading-block.tsx';
import { NotFoundCard } from '../../src/components/ui/not-found-card.tsx';
import { ApiError } from '../../src/lib/api.ts';

describe('DataTable', () => {
  const columns = [
    { key: 'name', header: 'Namn' },
    { key: 'open', header: 'Öppna', srOnly: true, className: 'w-10' },
  ];

  it('renders column headers (an sr-only one too) and linked rows', () => {
    render(
      <MemoryRouter>
        <DataTable columns={columns}>
          <DataRow>
            <DataCell>
              <RowLink to="/admin/x/1">Första</RowLink>
            </DataCell>
            <ChevronCell />
          </DataRow>
        </DataTable>
      </MemoryRouter>,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveClass('hidden', 'md:table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Namn', 'Öppna']);
    expect(headers[0]).toHaveAttribute('scope', 'col');
    expect(within(headers[1]!).getByText('Öppna')).toHaveClass('sr-only');
    expect(headers[1]).toHaveClass('w-10');
    const link = within(table).getByRole('link', { name: 'Första' });
    expect(link).toHaveAttribute('href', '/admin/x/1');
    // The link's ::after covers the whole row, which is the positioning parent.
    expect(link.className).toContain('after:absolute');
    expect(link.closest('tr')).toHaveClass('relative');
  });

  it('renders the phone cards as linked list items named by their text', () => {
    render(
      <MemoryRouter>
        <CardList>
          <CardItem to="/admin/x/1">
            <span>Första</span>
          </CardItem>
          <CardItem to="/admin/x/2" align="start">
            <span>Andra</span>
          </CardItem>
        </CardList>
      </MemoryRouter>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveClass('md:hidden');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Första' })).toHaveAttribute('href', '/admin/x/1');
    const second = screen.getByRole('link', { name: 'Andra' });
    expect(second).toHaveClass('items-start');
  });
});

describe('NotFoundCard', () => {
  it('shows its title and text with the given icon', () => {
    const { container } = render(
      <NotFoundCard icon={UserX} title="Användaren finns inte" description="Gå tillbaka till listan." />,
    );
    expect(screen.getByRole('heading', { name: 'Användaren finns inte' })).toBeInTheDocument();
    expect(screen.getByText('Gå tillbaka till listan.')).toBeInTheDocument();
    expect(container.querySelector('svg.lucide-user-x')).not.toBeNull();
  });
});

describe('LoadingBlock', () => {
  it('is a status with the default label and shows the back link and a default body', () => {
    render(
      <MemoryRouter>
        <LoadingBlock back={<a href="/admin/users">Användare</a>} />
      </MemoryRouter>,
    );
    const status = screen.getByRole('status', { name: 'Laddar…' });
    expect(within(status).getByRole('link', { name: 'Användare' })).toBeInTheDocument();
    expect(status.querySelectorAll('.animate-pulse')).toHaveLength(3);
  });

  it('takes its own label, class and body', () => {
    render(
      <LoadingBlock label="Laddar behörigheter" className="mx-auto max-w-3xl">
        <p>kropp</p>
      </LoadingBlock>,
    );
    const status = screen.getByRole('status', { name: 'Laddar behörigheter' });
    expect(status).toHaveClass('mx-auto', 'max-w-3xl');
    expect(within(status).getByText('kropp')).toBeInTheDocument();
  });
});

describe('LoadError', () => {
  it("shows the title, the server's message and retries on 'Försök igen'", async () => {
    const onRetry = vi.fn();
    render(
      <LoadError
        title="Vi kunde inte hämta listan."
        error={new ApiError(500, 'internal', 'Databasen svarar inte')}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Vi kunde inte hämta listan.');
    expect(alert).toHaveTextContent('Databasen svarar inte');
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('falls back to a general message for an unknown error, padded when inset', () => {
    render(<LoadError inset title="Fel" error={new Error('x')} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Något gick fel');
    expect(alert.parentElement).toHaveClass('p-4');
  });
});
