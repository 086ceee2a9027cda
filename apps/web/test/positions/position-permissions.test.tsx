import type { ContainerUser, PositionPermissionRow } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from './render-admin.tsx';

const anna: PositionPermissionRow = {
  userId: 7,
  email: 'anna@demo.rekry.test',
  firstname: 'Anna',
  lastname: 'Andersson',
  permissionId: 1,
};

function companyUser(userId: number, email: string, firstname: string): ContainerUser {
  return {
    id: userId,
    userId,
    firstname,
    lastname: 'Testsson',
    email,
    phoneNumber: '',
    title: '',
    permissionIds: [3],
    disabled: false,
  };
}

/** A fake server with one position and its permission rows, which create and update change. */
function serverWith(permissionIds: number[], rows: PositionPermissionRow[] = [anna], overrides = {}) {
  const user = signInAs(permissionIds);
  let current = [...rows];
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionById: () => ({ body: detail() }),
    get_PositionPermissions: () => ({ body: current }),
    get_ContainerUsers: () => ({ body: [companyUser(8, 'reader@demo.rekry.test', 'Rita')] }),
    create_PositionPermission: (data) => {
      const { email, permissionId } = data as { email: string; permissionId: number };
      if (email === 'okand@example.com')
        return {
          status: 400,
          body: {
            error: {
              code: 'validation',
              message: 'Fel',
              fields: { email: 'Användaren finns inte i företaget' },
            },
          },
        };
      const row = { userId: 8, email, firstname: 'Rita', lastname: 'Testsson', permissionId };
      current = [...current, row];
      return { body: row };
    },
    update_PositionPermission: (data) => {
      const { email, permissionId } = data as { email: string; permissionId: number };
      current = current.map((r) => (r.email === email ? { ...r, permissionId } : r));
      return { body: current.find((r) => r.email === email)! };
    },
    ...overrides,
  });
}

const main = () => within(screen.getByRole('main'));

describe('/admin/positions/:id/permissions', () => {
  beforeEach(() => logout());

  it('lists the users with a permission, with badges and the container admin note', async () => {
    serverWith([1]);
    renderAdmin('/admin/positions/101/permissions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lagermedarbetare' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Behörigheter' })).toHaveAttribute('aria-current', 'page');
    expect(await main().findByText('Anna Andersson')).toBeInTheDocument();
    expect(main().getByText('anna@demo.rekry.test')).toBeInTheDocument();
    expect(main().getAllByText('Administratör').length).toBeGreaterThan(0);
    expect(main().getByText(/Företagets administratörer har alltid full behörighet/)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Annonser' })).toHaveAttribute('href', '/admin/positions');
    const list = within(main().getByRole('list', { name: 'Användare med behörighet' }));
    expect(list.queryByRole('button', { name: /Ta bort/ })).not.toBeInTheDocument();
  });

  it('shows an empty state when nobody has a permission yet', async () => {
    serverWith([1], []);
    renderAdmin('/admin/positions/101/permissions');
    expect(await screen.findByText('Ingen har behörighet på annonsen ännu')).toBeInTheDocument();
  });

  it('grants a user Skribent by e-mail and says Sparad', async () => {
    const fetchMock = serverWith([1]);
    renderAdmin('/admin/positions/101/permissions');
    await userEvent.type(await screen.findByLabelText('E-postadress'), 'reader@demo.rekry.test');
    await userEvent.click(screen.getByRole('radio', { name: /Skribent/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ge behörighet' }));
    expect(await screen.findByText('Sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_PositionPermission')).toEqual([
      { containerId: 1, positionId: 101, email: 'reader@demo.rekry.test', permissionId: 2 },
    ]);
    expect(await main().findByText('Rita Testsson')).toBeInTheDocument();
    // The company's users are offered as suggestions to a company admin.
    expect(callsTo(fetchMock, 'get_ContainerUsers').length).toBeGreaterThan(0);
  });

  it('shows the server field error on the e-mail field', async () => {
    serverWith([1]);
    renderAdmin('/admin/positions/101/permissions');
    await userEvent.type(await screen.findByLabelText('E-postadress'), 'okand@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Ge behörighet' }));
    expect(await screen.findByText('Användaren finns inte i företaget')).toBeInTheDocument();
    expect(screen.getByLabelText('E-postadress')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a user who already has a permission, pointing at the list', async () => {
    const fetchMock = serverWith([1]);
    renderAdmin('/admin/positions/101/permissions');
    await userEvent.type(await screen.findByLabelText('E-postadress'), 'anna@demo.rekry.test');
    await userEvent.click(screen.getByRole('button', { name: 'Ge behörighet' }));
    expect(await screen.findByText(/har redan behörighet/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_PositionPermission')).toEqual([]);
  });

  it("changes a user's permission in the list", async () => {
    const fetchMock = serverWith([1]);
    renderAdmin('/admin/positions/101/permissions');
    const select = await screen.findByRole('combobox', { name: 'Behörighet för Anna Andersson' });
    await userEvent.selectOptions(select, 'Läsare');
    expect((await screen.findAllByText('Sparad')).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'update_PositionPermission')).toEqual([
      { containerId: 1, positionId: 101, email: 'anna@demo.rekry.test', permissionId: 3 },
    ]);
    await waitFor(() => expect(select).toHaveValue('3'));
  });

  it('does not list the company users for a position admin who is only a writer in the company', async () => {
    const fetchMock = serverWith([2]);
    renderAdmin('/admin/positions/101/permissions');
    expect(await screen.findByLabelText('E-postadress')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_ContainerUsers')).toEqual([]);
  });

  it('sends a 403 to /admin/access-denied', async () => {
    serverWith([2], [], {
      get_PositionPermissions: () => ({
        status: 403,
        body: { error: { code: 'forbidden', message: 'Ingen behörighet' } },
      }),
    });
    const router = renderAdmin('/admin/positions/101/permissions');
    expect(await screen.findByText('Du har inte behörighet till sidan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/access-denied');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    serverWith([1], [], {
      get_PositionPermissions: () => ({
        status: 500,
        body: { error: { code: 'internal', message: 'Serverfel' } },
      }),
    });
    renderAdmin('/admin/positions/101/permissions');
    expect(await screen.findByText('Vi kunde inte hämta behörigheterna.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });

  it('links to the permissions from the position page for an admin of the position only', async () => {
    serverWith([1]);
    renderAdmin('/admin/positions/101');
    expect(
      await within(await screen.findByRole('main')).findByRole('link', { name: 'Behörigheter' }),
    ).toHaveAttribute('href', '/admin/positions/101/permissions');
  });
});
