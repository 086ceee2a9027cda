import type { ContainerInvitation } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { containerUser, mockDispatcher } from '../helpers.ts';
import { renderAdmin, signInAs } from '../positions/render-admin.tsx';

const DAY = 86_400_000;

function invitation(
  id: number,
  email: string,
  overrides: Partial<ContainerInvitation> = {},
): ContainerInvitation {
  return {
    id,
    email,
    permissionIds: [2],
    createdAt: new Date(Date.UTC(2026, 10, 20, 10)).toISOString(),
    expiresAt: new Date(Date.UTC(2026, 10, 27, 10)).toISOString(),
    expired: false,
    ...overrides,
  };
}

const member = containerUser();

/** A fake server with one member and the given invitations, which resend and delete change. */
function serverWith(invitations: ContainerInvitation[]) {
  const user = signInAs([1]);
  let current = [...invitations];
  const calls: { action: string; data: unknown }[] = [];
  const fetchMock = mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_ContainerUsers: () => ({ body: [member] }),
    get_ContainerInvitations: () => ({ body: current }),
    resend_ContainerInvitation: (data) => {
      calls.push({ action: 'resend', data });
      const { invitationId } = data as { invitationId: number };
      current = current.map((i) =>
        i.id === invitationId
          ? { ...i, expired: false, expiresAt: new Date(Date.now() + 7 * DAY).toISOString() }
          : i,
      );
      return { body: current.find((i) => i.id === invitationId)! };
    },
    delete_ContainerInvitation: (data) => {
      calls.push({ action: 'delete', data });
      const { invitationId } = data as { invitationId: number };
      current = current.filter((i) => i.id !== invitationId);
      return { body: { ok: true } };
    },
    create_ContainerUserPermission: (data) => {
      calls.push({ action: 'create', data });
      const { email, permissionIds } = data as { email: string; permissionIds: number[] };
      const created = invitation(99, email, { permissionIds });
      current = [...current, created];
      return { body: created };
    },
  });
  return { calls, fetchMock };
}

const invitationsList = async () => within(await screen.findByRole('list', { name: 'Inbjudningar' }));

describe('/admin/users: pending invitations', () => {
  beforeEach(() => logout());

  it('shows each pending invitation with its address, permissions, state and expiry, apart from the members', async () => {
    serverWith([
      invitation(1, 'ny.kollega@example.se'),
      invitation(2, 'gammal@example.se', {
        permissionIds: [3],
        expiresAt: new Date(Date.UTC(2026, 0, 5, 10)).toISOString(),
        expired: true,
      }),
    ]);
    renderAdmin('/admin/users');
    const list = await invitationsList();
    const pending = within(list.getByRole('listitem', { name: 'ny.kollega@example.se' }));
    expect(pending.getByText('Väntar på svar')).toBeInTheDocument();
    expect(pending.getByText('Skribent')).toBeInTheDocument();
    expect(pending.getByText('Giltig till 2026-11-27')).toBeInTheDocument();
    const expired = within(list.getByRole('listitem', { name: 'gammal@example.se' }));
    expect(expired.getByText('Utgången')).toBeInTheDocument();
    expect(expired.getByText('Gick ut 2026-01-05')).toBeInTheDocument();
    expect(expired.getByText('Läsare')).toBeInTheDocument();
    // Invitees are not among the users: the users' count is the one member.
    expect(screen.getByText('1 användare')).toBeInTheDocument();
    expect(screen.getAllByText('Anna Andersson').length).toBeGreaterThan(0);
  });

  it("'Skicka igen' sends the invitation again", async () => {
    const { calls } = serverWith([invitation(2, 'gammal@example.se', { expired: true })]);
    renderAdmin('/admin/users');
    const list = await invitationsList();
    await userEvent.click(list.getByRole('button', { name: 'Skicka igen till gammal@example.se' }));
    expect(await screen.findByText('En ny inbjudan har skickats till gammal@example.se')).toBeInTheDocument();
    expect(calls).toEqual([{ action: 'resend', data: { containerId: 1, invitationId: 2 } }]);
    await waitFor(() => expect(list.getByText('Väntar på svar')).toBeInTheDocument());
  });

  it("'Ta bort inbjudan' asks first, then removes it; cancelling keeps it", async () => {
    const { calls } = serverWith([
      invitation(1, 'ny.kollega@example.se'),
      invitation(3, 'tredje@example.se'),
    ]);
    renderAdmin('/admin/users');
    const list = await invitationsList();
    await userEvent.click(list.getByRole('button', { name: 'Ta bort inbjudan till ny.kollega@example.se' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ta bort inbjudan?' });
    expect(within(dialog).getByText(/ny\.kollega@example\.se slutar fungera/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await userEvent.click(list.getByRole('button', { name: 'Ta bort inbjudan till ny.kollega@example.se' }));
    dialog = await screen.findByRole('dialog', { name: 'Ta bort inbjudan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort inbjudan' }));
    expect(await screen.findByText('Inbjudan har tagits bort')).toBeInTheDocument();
    expect(calls).toEqual([{ action: 'delete', data: { containerId: 1, invitationId: 1 } }]);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'ny.kollega@example.se' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: 'tredje@example.se' })).toBeInTheDocument();
  });

  it('no pending invitations: no invitations section', async () => {
    serverWith([]);
    renderAdmin('/admin/users');
    expect(await screen.findByText('1 användare')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Inbjudningar' })).not.toBeInTheDocument();
  });

  it('/admin/users/new invites by address and permissions only, and the invitation shows in the list', async () => {
    const { calls } = serverWith([]);
    const router = renderAdmin('/admin/users/new');
    await screen.findByRole('heading', { level: 1, name: 'Bjud in användare' });
    expect(screen.queryByLabelText(/Förnamn/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-postadress'), 'Ny@Example.se');
    await userEvent.click(screen.getByRole('checkbox', { name: /Skribent/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));
    // The form sends the address as the catalogue's schema reads it (trimmed, lower case), as the server would.
    expect(await screen.findByText('Inbjudan har skickats till ny@example.se')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      action: 'create',
      data: { containerId: 1, email: 'ny@example.se', permissionIds: [2, 3] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByRole('listitem', { name: 'ny@example.se' })).toBeInTheDocument();
  });
});
