import type { HomeOverview } from '@rekry/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { type FakeAnswer, mockDispatcher } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';

const days = Array.from({ length: 31 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 9, 24 + i));
  return d.toISOString().slice(0, 10);
});

const OVERVIEW: HomeOverview = {
  positions: [
    { id: 101, name: 'Lagermedarbetare', stop: null, totalApplicants: 12, totalNew: 3, totalUnProcessed: 1 },
    {
      id: 102,
      name: 'Kundtjänst',
      stop: 1_800_000_000,
      totalApplicants: 4,
      totalNew: 0,
      totalUnProcessed: 0,
    },
  ],
  openPositions: 5,
  perDay: days.map((day, i) => ({ day, count: i === 29 ? 7 : i % 3 })),
  byStatus: [
    { labelId: null, name: 'Ej behandlad', count: 8 },
    { labelId: 1, name: 'Intressant', count: 6 },
    { labelId: 2, name: 'Ej intressant', count: 2 },
  ],
};

function serve(permissionIds: number[], overview: () => FakeAnswer<'get_HomeOverview'>) {
  const user = signInAs(permissionIds);
  return mockDispatcher({ get_CurrentUser: () => ({ body: user }), get_HomeOverview: overview });
}

const openPositions = async () => within(await screen.findByTestId('home-open-positions'));

describe('/admin home overview', () => {
  beforeEach(() => logout());

  it('lists the open positions with new and unprocessed applicants, and a writer may create one', async () => {
    const fetchMock = serve([2], () => ({ body: OVERVIEW }));
    renderAdmin('/admin');
    expect(await screen.findByRole('status', { name: 'Laddar översikten' })).toBeInTheDocument();
    const card = await openPositions();
    expect(callsTo(fetchMock, 'get_HomeOverview')).toEqual([{ containerId: 1 }]);
    expect(card.getByText('De 2 med flest nya sökande av 5 öppna')).toBeInTheDocument();
    const items = card.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Lagermedarbetare' })).toHaveAttribute(
      'href',
      '/admin/positions/101',
    );
    expect(first.getByText('3 nya')).toBeInTheDocument();
    expect(first.getByText('1 obehandlad')).toBeInTheDocument();
    expect(first.getByText('12 sökande')).toBeInTheDocument();
    expect(first.getByText('Löpande ansökan')).toBeInTheDocument();
    const second = within(items[1]!);
    expect(second.queryByText(/nya|obehandlad/)).toBeNull();
    expect(second.getByText(/^Sista ansökningsdag \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Skapa annons' })).toHaveAttribute('href', '/admin/positions/new');
    expect(card.getByRole('link', { name: 'Visa alla tjänster' })).toHaveAttribute(
      'href',
      '/admin/positions',
    );
  });

  it('gives a reader the same overview without Skapa annons', async () => {
    serve([3], () => ({ body: OVERVIEW }));
    renderAdmin('/admin');
    const card = await openPositions();
    expect(card.getByRole('link', { name: 'Lagermedarbetare' })).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Skapa annons' })).toBeNull();
  });

  it('draws both charts as images named by their summary, and shows each as a table on request', async () => {
    serve([3], () => ({ body: OVERVIEW }));
    renderAdmin('/admin');
    const perDay = within(await screen.findByTestId('home-chart-per-day'));
    const total = OVERVIEW.perDay.reduce((sum, d) => sum + d.count, 0);
    const summary = `${total} ansökningar de senaste 31 dagarna, flest ${days[29]} (7).`;
    expect(perDay.getByRole('img', { name: summary })).toBeInTheDocument();
    await userEvent.click(perDay.getByRole('button', { name: 'Visa som tabell' }));
    const table = perDay.getByRole('table', { name: 'Ansökningar per dag' });
    expect(within(table).getAllByRole('row')).toHaveLength(32);
    expect(within(table).getByRole('rowheader', { name: days[29] }).closest('tr')).toHaveTextContent('7');
    expect(perDay.queryByRole('img')).toBeNull();
    await userEvent.click(perDay.getByRole('button', { name: 'Visa som diagram' }));
    expect(perDay.getByRole('img', { name: summary })).toBeInTheDocument();

    const byStatus = within(screen.getByTestId('home-chart-by-status'));
    expect(
      byStatus.getByRole('img', { name: '16 sökande: Ej behandlad 8, Intressant 6, Ej intressant 2.' }),
    ).toBeInTheDocument();
    await userEvent.click(byStatus.getByRole('button', { name: 'Visa som tabell' }));
    const rows = within(byStatus.getByRole('table', { name: 'Sökande per status' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Ej behandlad8', 'Intressant6', 'Ej intressant2']);
  });

  it('says when there is nothing yet', async () => {
    serve([2], () => ({
      body: {
        positions: [],
        openPositions: 0,
        perDay: days.map((day) => ({ day, count: 0 })),
        byStatus: [{ labelId: null, name: 'Ej behandlad', count: 0 }],
      } satisfies HomeOverview,
    }));
    renderAdmin('/admin');
    const card = await openPositions();
    expect(card.getByText('Inga öppna tjänster')).toBeInTheDocument();
    expect(card.getAllByRole('link', { name: 'Skapa annons' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Inga ansökningar de senaste 31 dagarna.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Inga sökande ännu.' })).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the overview', async () => {
    let fail = true;
    serve([3], () =>
      fail
        ? { status: 500, body: { error: { code: 'internal', message: 'Databasen svarar inte' } } }
        : { body: OVERVIEW },
    );
    renderAdmin('/admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi kunde inte hämta översikten.');
    expect(alert).toHaveTextContent('Databasen svarar inte');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByTestId('home-open-positions')).toBeInTheDocument();
  });
});
