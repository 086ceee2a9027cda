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

  it('offers its empty state a way on (the page’s "Ny …"), but only while there is nothing yet', () => {
    renderCard({ isEmpty: true, emptyAction: <a href="/admin/mallar?ny">Ny mall</a> });
    expect(screen.getByRole('link', { name: 'Ny mall' })).toBeInTheDocument();
    renderCard({
      isEmpty: true,
      emptyAction: <a href="/admin/mallar?ny">Skapa mall</a>,
      filtered: { active: true, onClear: vi.fn() },
    });
    expect(screen.queryByRole('link', { name: 'Skapa mall' })).toBeNull();
  });

  it('says nothing matches while its filters are active, and its button clears them', async () => {
    const onClear = vi.fn();
    const texts = { ...TEXTS, noMatch: 'Ingen mall matchar sökningen', noMatchText: 'Pröva ett annat namn.' };
    const { container } = renderCard({
      texts,
      isEmpty: true,
      filtered: { active: true, onClear, clear: 'Rensa sökningen' },
      footer: '0 mallar',
    });
    expect(screen.getByRole('heading', { name: 'Ingen mall matchar sökningen' })).toBeInTheDocument();
    expect(screen.getByText('Pröva ett annat namn.')).toBeInTheDocument();
    expect(screen.queryByText('Inga mallar ännu')).toBeNull();
    expect(container.querySelector('svg.lucide-search')).not.toBeNull();
    expect(screen.queryByText('Raderna')).toBeNull();
    expect(screen.queryByText('0 mallar')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rensa sökningen' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('words the filtered state itself unless told: "Inget matchar sökningen" and "Rensa filter"', async () => {
    const onClear = vi.fn();
    render(
      <ListCard texts={{ empty: 'Inga händelser' }} isEmpty filtered={{ active: true, onClear }}>
        <p>Raderna</p>
      </ListCard>,
    );
    expect(screen.getByRole('heading', { name: 'Inget matchar sökningen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rensa filter' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('is empty, not filtered-empty, while no filter is active; and shows rows whatever its filters', () => {
    const filtered = { active: false, onClear: vi.fn() };
    const texts = { ...TEXTS, noMatch: 'Ingen mall matchar sökningen' };
    const { unmount } = renderCard({ texts, isEmpty: true, filtered });
    expect(screen.getByRole('heading', { name: 'Inga mallar ännu' })).toBeInTheDocument();
    expect(screen.queryByText('Ingen mall matchar sökningen')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rensa filter' })).toBeNull();
    unmount();
    renderCard({ texts, isEmpty: false, filtered: { ...filtered, active: true } });
    expect(screen.getByText('Raderna')).toBeInTheDocument();
    expect(screen.queryByText('Ingen mall matchar sökningen')).toBeNull();
  });

  it('tells a failure, not that nothing matches, when a filtered list cannot be fetched', () => {
    const failed = query({ isError: true, error: new ApiError(500, 'internal', 'Databasen svarar inte') });
    renderCard({ query: failed, isEmpty: true, filtered: { active: true, onClear: vi.fn() } });
    expect(screen.getByRole('alert')).toHaveTextContent('Mallarna kunde inte hämtas');
    expect(screen.queryByRole('button', { name: 'Rensa filter' })).toBeNull();
  });

  it('as a region, is a landmark named by its title', () => {
    renderCard({ region: true, title: 'Sökande' });
    expect(screen.getByRole('region', { name: 'Sökande' })).toHaveTextContent('Raderna');
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
