import { formatNumber, type PositionDetail } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { publicOrigin } from '../../src/features/positions/public-link.ts';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from './render-admin.tsx';

/** A fake server holding one position that archive, copy and delete change. */
function serverWith(position: PositionDetail, permissionIds: number[]) {
  const user = signInAs(permissionIds);
  let current: PositionDetail | null = position;
  const fetchMock = mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionById: () =>
      current
        ? { body: current }
        : { status: 404, body: { error: { code: 'not_found', message: 'Tjänsten finns inte' } } },
    get_Positions: () => ({ body: { items: current ? [current] : [], nextCursor: null } }),
    get_PositionAnonymity: () => ({
      body: { enabled: false, untilLabelId: null, untilLabelName: null, canChange: false },
    }),
    archive_Position: (data) => {
      const { isArchived } = data as { isArchived: boolean };
      current = { ...current!, isArchived, status: isArchived ? 'Arkiverad' : 'Öppen' };
      return { body: current };
    },
    copy_Position: () => ({ body: { ...current!, id: 999, name: `Kopia av ${current!.name}` } }),
    delete_Position: () => {
      current = null;
      return { body: { ok: true } };
    },
  });
  return fetchMock;
}

const main = () => within(screen.getByRole('main'));
const findMain = async () => within(await screen.findByRole('main'));
const status = () => screen.getByTestId('position-status');

/** Opens the header's 'Fler åtgärder' and picks one of its choices. */
async function chooseMore(name: string) {
  await userEvent.click(await (await findMain()).findByRole('button', { name: 'Fler åtgärder' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Annonsens delar' }));

describe('/admin/positions/:id', () => {
  beforeEach(() => logout());

  it('opens on the applicants with the count of each status, the other parts one tab away', async () => {
    const statusCounts = [
      { labelId: null, name: 'Ej behandlad', count: 1_204 },
      { labelId: 11, name: 'Intressant', count: 2 },
      { labelId: 12, name: 'Intervju', count: 1 },
    ];
    serverWith(detail({ totalApplicants: 1_207, statusCounts }), [1]);
    const router = renderAdmin('/admin/positions/101');
    const counts = within(await screen.findByTestId('position-status-counts'));
    expect(counts.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Ej behandlad',
      'Intressant',
      'Intervju',
    ]);
    expect(counts.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      formatNumber(1_204),
      '2',
      '1',
    ]);
    expect(screen.getByRole('region', { name: 'Sökande' })).toBeInTheDocument();
    const links = tabs().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sökande1207', '/admin/positions/101'],
      ['Annonsen', '/admin/positions/101/details'],
      ['Formulär', '/admin/positions/101/form'],
      ['Kanaler', '/admin/positions/101/integrations'],
      ['Kompetenser', '/admin/positions/101/skills'],
      ['Kravprofil', '/admin/positions/101/scorecard'],
      ['Jämförelse', '/admin/positions/101/scores'],
      ['Behörigheter', '/admin/positions/101/permissions'],
      ['Aviseringar', '/admin/positions/101/notifications'],
    ]);
    expect(tabs().getByRole('link', { name: /Sökande/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(tabs().getByRole('link', { name: 'Annonsen' }));
    expect(await screen.findByText('Sista ansökningsdag')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/positions/101/details');
    expect(tabs().getByRole('link', { name: 'Annonsen' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a reader only the tabs a reader may open, and refuses the form by its address', async () => {
    serverWith(detail({ canEdit: false, canDelete: false }), [3]);
    const router = renderAdmin('/admin/positions/101');
    await screen.findByTestId('position-status-counts');
    expect(
      tabs()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sökande0', 'Annonsen', 'Kompetenser', 'Jämförelse', 'Aviseringar']);
    await router.navigate('/admin/positions/101/form');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
  });

  it('shows the facts, numbers and the public address on the public host', async () => {
    serverWith(detail({ totalApplicants: 3, totalUnProcessed: 1, start: 1_767_222_000 }), [2]);
    renderAdmin('/admin/positions/101/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lagermedarbetare' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Öppen');
    expect(screen.getByText('2026-01-01')).toBeInTheDocument();
    expect(main().getByText('Anna Andersson')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('http://jobb.localhost:3000/101_lagermedarbetare')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Öppna' })).toHaveAttribute(
      'href',
      'http://jobb.localhost:3000/101_lagermedarbetare',
    );
    expect(main().getByRole('link', { name: 'Redigera' })).toHaveAttribute(
      'href',
      '/admin/positions/101/edit',
    );
  });

  it('says by the address of a draft or a scheduled ad that it answers nothing yet', async () => {
    serverWith(detail({ publication: 'Utkast', publishedAt: null }), [2]);
    renderAdmin('/admin/positions/101/details');
    expect(
      await screen.findByText('Utkast: annonsen syns inte för sökande förrän den publiceras.'),
    ).toBeInTheDocument();
  });

  it('shows the guid address of an internal position', async () => {
    serverWith(detail({ isInternal: true }), [2]);
    renderAdmin('/admin/positions/101/details');
    expect(await screen.findByText('Intern länk')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Intern');
    expect(
      screen.getByText('http://jobb.localhost:3000/internal/7f0c2b9e-3c1d-4c8a-9a57-2f4d7f1e8a10'),
    ).toBeInTheDocument();
  });

  it('archives and re-activates, reloading the position and saying Sparad', async () => {
    const fetchMock = serverWith(detail(), [2]);
    renderAdmin('/admin/positions/101');
    await chooseMore('Arkivera');
    expect(await screen.findByText('Sparad')).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Arkiverad'));
    expect(callsTo(fetchMock, 'archive_Position')).toEqual([
      { containerId: 1, positionId: 101, isArchived: true },
    ]);
    await waitFor(() => expect(callsTo(fetchMock, 'get_PositionById').length).toBeGreaterThan(1));
    await chooseMore('Återaktivera');
    await waitFor(() => expect(status()).toHaveTextContent('Öppen'));
    expect(callsTo(fetchMock, 'archive_Position').at(-1)).toMatchObject({ isArchived: false });
  });

  it('copies, says so and goes to the copy (a new draft)', async () => {
    const fetchMock = serverWith(detail(), [2]);
    const router = renderAdmin('/admin/positions/101');
    await chooseMore('Kopiera');
    expect(await screen.findByText('Annonsen har kopierats')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions/999'));
    expect(callsTo(fetchMock, 'copy_Position')).toEqual([{ containerId: 1, positionId: 101 }]);
  });

  it('deletes only after confirmation, then goes to the list', async () => {
    const fetchMock = serverWith(detail(), [1]);
    const router = renderAdmin('/admin/positions/101');
    await chooseMore('Ta bort');
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort annonsen?' });
    expect(dialog).toHaveTextContent('Lagermedarbetare tas bort för gott');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'delete_Position')).toEqual([]);

    await chooseMore('Ta bort');
    const again = await screen.findByRole('dialog', { name: 'Ta bort annonsen?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Annonsen har tagits bort')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions'));
    expect(callsTo(fetchMock, 'delete_Position')).toEqual([{ containerId: 1, positionId: 101 }]);
    expect(await screen.findByText('Inga annonser ännu')).toBeInTheDocument();
  });

  it('shows the server’s refusal when a position with applications cannot be deleted', async () => {
    const user = signInAs([1]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PositionById: () => ({ body: detail({ totalApplicants: 2 }) }),
      delete_Position: () => ({
        status: 409,
        body: { error: { code: 'conflict', message: 'Tjänsten har ansökningar och kan inte tas bort.' } },
      }),
    });
    const router = renderAdmin('/admin/positions/101');
    await chooseMore('Ta bort');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Tjänsten har ansökningar och kan inte tas bort.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/positions/101');
  });

  it('gives a writer edit, copy and archive but no delete', async () => {
    serverWith(detail({ canDelete: false }), [2]);
    renderAdmin('/admin/positions/101');
    await userEvent.click(await (await findMain()).findByRole('button', { name: 'Fler åtgärder' }));
    expect(await screen.findByRole('menuitem', { name: 'Arkivera' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Kopiera' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Ta bort' })).toBeNull();
  });

  it('shows a reader the position read-only', async () => {
    serverWith(detail({ canEdit: false, canDelete: false }), [3]);
    renderAdmin('/admin/positions/101/details');
    expect(await screen.findByText('Du kan se annonsen men inte ändra den.')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Fler åtgärder' })).toBeNull();
    expect(main().queryByRole('link', { name: 'Redigera' })).toBeNull();
  });

  it('leads Redigera to the edit route', async () => {
    serverWith(detail(), [2]);
    const router = renderAdmin('/admin/positions/101');
    await userEvent.click(await (await findMain()).findByRole('link', { name: 'Redigera' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Redigera annons' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/positions/101/edit');
  });

  it('says when the position does not exist', async () => {
    const user = signInAs([3]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PositionById: () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'Tjänsten finns inte' } },
      }),
    });
    renderAdmin('/admin/positions/999');
    expect(await screen.findByText('Annonsen finns inte')).toBeInTheDocument();
  });
});

describe('publicOrigin', () => {
  it.each([
    ['localhost:3000', 'http://jobb.localhost:3000'],
    ['min.localhost:3000', 'http://jobb.localhost:3000'],
    ['min.rekry.se', 'https://jobb.rekry.se'],
    ['min-dev.rekry.se', 'https://jobb-dev.rekry.se'],
    ['min-staging.rekry.se', 'https://jobb-staging.rekry.se'],
    ['www.rekry.se', 'https://jobb.rekry.se'],
    ['rekry.se', 'https://jobb.rekry.se'],
  ])('%s → %s', (host, origin) => {
    const protocol = host.includes('localhost') ? 'http:' : 'https:';
    expect(publicOrigin({ protocol, host })).toBe(origin);
  });
});
