import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { addDays, formatDateTime, stockholmDate, stockholmUnix } from '@rekry/domain';
import { mockDispatcher, screenWidth } from '../helpers.ts';
import { callsTo, listItem, renderAdmin, signInAs } from './render-admin.tsx';

const DEMO = [
  listItem({ id: 105, name: 'Teamledare (intern)', isInternal: true }),
  listItem({ id: 104, name: 'Projektledare', status: 'Arkiverad', isArchived: true }),
  listItem({ id: 103, name: 'Ekonomiassistent', status: 'Stängd', location: 'Stockholm' }),
  listItem({ id: 102, name: 'Kundtjänstmedarbetare', totalApplicants: 3, totalUnProcessed: 2 }),
];

/** The desktop table (the phone list repeats the rows, hidden by CSS). */
const table = () => within(screen.getByRole('table'));
const rowOf = (name: string) => table().getByRole('link', { name }).closest('tr')!;

describe('/admin/positions', () => {
  beforeEach(() => logout());

  it('shows a skeleton, then every position with its status, internal mark and counts', async () => {
    const user = signInAs([2]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_Positions: () => ({ body: { items: DEMO, nextCursor: null } }),
    });
    renderAdmin('/admin/positions');
    expect(await screen.findByRole('status', { name: 'Laddar annonser' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(within(rowOf('Teamledare (intern)')).getByText('Öppen')).toBeInTheDocument();
    expect(within(rowOf('Teamledare (intern)')).getByText('Intern')).toBeInTheDocument();
    expect(within(rowOf('Projektledare')).getByText('Arkiverad')).toBeInTheDocument();
    expect(within(rowOf('Ekonomiassistent')).getByText('Stängd')).toBeInTheDocument();
    expect(within(rowOf('Ekonomiassistent')).queryByText('Intern')).toBeNull();
    expect(within(rowOf('Kundtjänstmedarbetare')).getByText('2 obehandlade')).toBeInTheDocument();
    expect(table().getByRole('link', { name: 'Projektledare' })).toHaveAttribute(
      'href',
      '/admin/positions/104',
    );
    expect(screen.getByText('4 annonser')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Skapa annons' })).toHaveAttribute('href', '/admin/positions/new');
  });

  it.each([1280, 390])(
    'gives every ad one status at %i px: Utkast, Schemalagd with its moment, Öppen, Stängd, Arkiverad',
    async (width) => {
      screenWidth(width);
      const at = stockholmUnix(addDays(stockholmDate(), 7), '08:30');
      const ads: [ReturnType<typeof listItem>, string][] = [
        [listItem({ id: 110, name: 'Utkastet', publication: 'Utkast', publishedAt: null }), 'Utkast'],
        [
          listItem({
            id: 111,
            name: 'Schemalagda',
            status: 'Stängd',
            publication: 'Schemalagd',
            publishedAt: at,
            start: at,
          }),
          `Schemalagd ${formatDateTime(at)}`,
        ],
        [
          listItem({
            id: 112,
            name: 'Arkiverat utkast',
            status: 'Arkiverad',
            isArchived: true,
            publication: 'Utkast',
            publishedAt: null,
          }),
          'Arkiverad',
        ],
        [listItem({ id: 113, name: 'Den öppna' }), 'Öppen'],
        [listItem({ id: 114, name: 'Den stängda', status: 'Stängd' }), 'Stängd'],
      ];
      const user = signInAs([2]);
      mockDispatcher({
        get_CurrentUser: () => ({ body: user }),
        get_Positions: () => ({ body: { items: ads.map(([ad]) => ad), nextCursor: null } }),
      });
      renderAdmin('/admin/positions');
      const status = /^(Utkast|Schemalagd .+|Öppen|Stängd|Arkiverad)$/;
      if (width >= 768) {
        await screen.findByRole('table');
        for (const [ad, shown] of ads)
          expect(rowOf(ad.name).cells[1]).toHaveTextContent(new RegExp(`^${shown}$`));
      } else {
        await screen.findByText('Utkastet');
        for (const [ad, shown] of ads) {
          const card = screen.getByText(ad.name).closest('li')!;
          expect(
            within(card)
              .getAllByText(status)
              .map((b) => b.textContent),
          ).toEqual([shown]);
        }
      }
    },
  );

  it('offers no Skapa annons to a reader', async () => {
    const user = signInAs([3]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_Positions: () => ({ body: { items: DEMO, nextCursor: null } }),
    });
    renderAdmin('/admin/positions');
    await screen.findByRole('table');
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Skapa annons' })).toBeNull();
  });

  it('says so when the company has no positions', async () => {
    const user = signInAs([1]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_Positions: () => ({ body: { items: [], nextCursor: null } }),
    });
    renderAdmin('/admin/positions');
    expect(await screen.findByText('Inga annonser ännu')).toBeInTheDocument();
    expect(screen.getByText('Skapa den första annonsen, så syns den här.')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the list', async () => {
    const user = signInAs([3]);
    let fail = true;
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_Positions: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'Databasen svarar inte' } } }
          : { body: { items: DEMO, nextCursor: null } },
    });
    renderAdmin('/admin/positions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi kunde inte hämta annonserna.');
    expect(alert).toHaveTextContent('Databasen svarar inte');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('searches by name after a pause, filters by status and says when nothing matches', async () => {
    const user = signInAs([2]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_Positions: (data) => {
        const { query, status } = data as { query: string; status?: string };
        const items = DEMO.filter(
          (p) => p.name.toLowerCase().includes(query.toLowerCase()) && (!status || p.status === status),
        );
        return { body: { items, nextCursor: null } };
      },
    });
    const router = renderAdmin('/admin/positions');
    await screen.findByRole('table');

    // Typed without pauses between keys (no timer runs in between): on a busy machine a default pause
    // could outlast the search's own wait and send a call for part of the word.
    await userEvent
      .setup({ delay: null })
      .type(screen.getByRole('searchbox', { name: 'Sök annons' }), 'ekon');
    await waitFor(() => expect(table().queryByRole('link', { name: 'Projektledare' })).toBeNull());
    expect(table().getByRole('link', { name: 'Ekonomiassistent' })).toBeInTheDocument();
    // One call for the settled text, none per keystroke.
    expect(callsTo(fetchMock, 'get_Positions').map((d) => (d as { query: string }).query)).toEqual([
      '',
      'ekon',
    ]);
    expect(router.state.location.search).toBe('?q=ekon');

    const filter = within(screen.getByRole('group', { name: 'Status' }));
    await userEvent.click(filter.getByRole('button', { name: 'Arkiverad' }));
    expect(filter.getByRole('button', { name: 'Arkiverad' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Ingen annons matchar sökningen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_Positions').at(-1)).toMatchObject({ query: 'ekon', status: 'Arkiverad' });

    await userEvent.click(screen.getByRole('button', { name: 'Rensa filter' }));
    expect(await table().findByRole('link', { name: 'Projektledare' })).toBeInTheDocument();
    expect(filter.getByRole('button', { name: 'Alla' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Sök annons' })).toHaveValue('');
  });

  it('loads the next page after the last id with Visa fler', async () => {
    const user = signInAs([3]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_Positions: (data) =>
        (data as { after?: number }).after === 104
          ? { body: { items: DEMO.slice(2), nextCursor: null } }
          : { body: { items: DEMO.slice(0, 2), nextCursor: 104 } },
    });
    renderAdmin('/admin/positions');
    await screen.findByRole('table');
    expect(table().queryByRole('link', { name: 'Ekonomiassistent' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Visa fler' }));
    expect(await table().findByRole('link', { name: 'Ekonomiassistent' })).toBeInTheDocument();
    expect(table().getByRole('link', { name: 'Teamledare (intern)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visa fler' })).toBeNull();
    expect(callsTo(fetchMock, 'get_Positions').at(-1)).toMatchObject({ after: 104 });
  });
});
