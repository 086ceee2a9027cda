import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mail } from 'lucide-react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ListCard } from '../../src/components/ui/list-card.tsx';
import type { BoundaryQuery } from '../../src/components/ui/query-boundary.tsx';
import { ApiError } from '../../src/lib/api.ts';

const TEXTS = {
  loading: 'Laddar mallar',
  failed: 'Mallarna kunde inte hämtas',
  empty: 'Inga mallar ännu',
  emptyText: 'Skapa en mall.',
};

function query(state: Partial<BoundaryQuery> = {}): BoundaryQuery {
  return { isPending: false, isError: false, error: null, refetch: vi.fn(), ...state };
}

function renderCard(props: Partial<ComponentProps<typeof ListCard>> = {}) {
  return render(
    <MemoryRouter>
      <ListCard
        title="E-postmallar"
        description="Mallar för e-post till sökande."
        query={query()}
        texts={TEXTS}
        icon={Mail}
        isEmpty={false}
        {...(props as object)}
      >
        <p>Raderna</p>
      </ListCard>
    </MemoryRouter>,
  );
}

describe('ListCard', () => {
  it('draws its heading, description and a "Ny …" link, then the rows and their footer', () => {
    renderCard({ create: { label: 'Ny mall', to: '/admin/mallar?ny' }, footer: '2 mallar' });
    expect(screen.getByRole('heading', { level: 2, name: 'E-postmallar' })).toBeInTheDocument();
    expect(screen.getByText('Mallar för e-post till sökande.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ny mall' })).toHaveAttribute('href', '/admin/mallar?ny');
    expect(screen.getByText('Raderna')).toBeInTheDocument();
    expect(screen.getByText('2 mallar')).toBeInTheDocument();
  });

  it('offers "Ny …" as a button when it opens a dialog, beside the other actions', async () => {
    const onClick = vi.fn();
    renderCard({ create: { label: 'Ny mall', onClick }, actions: <button>Exportera</button> });
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Exportera', 'Ny mall']);
    await userEvent.click(screen.getByRole('button', { name: 'Ny mall' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows a named placeholder while the rows load', () => {
    renderCard({ query: query({ isPending: true }), isEmpty: true, footer: '0 mallar' });
    expect(screen.getByRole('status', { name: 'Laddar mallar' })).toBeInTheDocument();
    expect(screen.queryByText('Raderna')).toBeNull();
    expect(screen.queryByText('0 mallar')).toBeNull();
  });

  it('tells a failure with the server’s message, and fetches again on "Försök igen"', async () => {
    const failed = query({ isError: true, error: new ApiError(500, 'internal', 'Databasen svarar inte') });
    renderCard({ query: failed, isEmpty: true });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Mallarna kunde inte hämtas');
    expect(alert).toHaveTextContent('Databasen svarar inte');
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('says when there is nothing, with its icon and text, and draws no footer', () => {
    const { container } = renderCard({ isEmpty: true, footer: '0 mallar' });
    expect(screen.getByRole('heading', { name: 'Inga mallar ännu' })).toBeInTheDocument();
    expect(screen.getByText('Skapa en mall.')).toBeInTheDocument();
    expect(container.querySelector('svg.lucide-mail')).not.toBeNull();
    expect(screen.queryByText('Raderna')).toBeNull();
    expect(screen.queryByText('0 mallar')).toBeNull();
  });

  it('without a query, shows rows already loaded or its empty state', () => {
    const { rerender } = render(
      <ListCard texts={{ empty: 'Inga händelser' }} isEmpty>
        <p>Raderna</p>
      </ListCard>,
    );
    expect(screen.getByText('Inga händelser')).toBeInTheDocument();
    rerender(
      <ListCard texts={{ empty: 'Inga händelser' }} isEmpty={false}>
        <p>Raderna</p>
      </ListCard>,
    );
    expect(screen.getByText('Raderna')).toBeInTheDocument();
  });

  it('has no header without a title (the page’s heading names the list), but keeps its toolbar', () => {
    renderCard({ title: undefined, toolbar: <form aria-label="Filter" /> });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('form', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByText('Raderna')).toBeInTheDocument();
  });
});
