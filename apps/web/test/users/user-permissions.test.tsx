import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { bertil, fail, mockDispatcher, type FakeAnswer } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';

/** Bertil, a reader of Demo AB, whose permissions the signed-in admin (Anna, id 7) edits. */
const BERTIL = bertil([3]);

function server(save: (permissionIds: number[]) => FakeAnswer<'update_ContainerUserPermission'>) {
  const user = signInAs([1]);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_UserById: () => ({ body: BERTIL }),
    update_ContainerUserPermission: ({ permissionIds }) => save(permissionIds),
  });
}

const permissions = async () => within(await screen.findByRole('group', { name: 'Behörigheter' }));
const saveButton = () => screen.getByRole('button', { name: 'Spara behörigheter' });

describe('/admin/users/:id permissions', () => {
  beforeEach(() => logout());

  it('saves the chosen permissions once one changes, and is clean again after', async () => {
    const fetchMock = server((permissionIds) => ({ body: { ...BERTIL, permissionIds } }));
    renderAdmin('/admin/users/8');
    const group = await permissions();
    expect(saveButton()).toBeDisabled();
    await userEvent.click(group.getByRole('checkbox', { name: /^Skribent/ }));
    expect(saveButton()).toBeEnabled();
    await userEvent.click(saveButton());
    expect(await screen.findByText('Sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_ContainerUserPermission')).toEqual([
      { containerId: 1, email: 'bertil@demo.rekry.test', permissionIds: [2, 3] },
    ]);
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it("puts the server's message about the permissions under them", async () => {
    server(() => fail(400, 'Ogiltiga uppgifter', { permissionIds: 'Okänd behörighet' }));
    renderAdmin('/admin/users/8');
    const group = await permissions();
    await userEvent.click(group.getByRole('checkbox', { name: /^Administratör/ }));
    await userEvent.click(saveButton());
    expect(await group.findByText('Okänd behörighet')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Behörigheter' })).toHaveAccessibleDescription(
      /Okänd behörighet/,
    );
    expect(screen.queryByText('Ogiltiga uppgifter')).toBeNull();
  });

  it('says any other failure over the form', async () => {
    server(() => fail(409, 'Företaget måste ha minst en administratör'));
    renderAdmin('/admin/users/8');
    const group = await permissions();
    await userEvent.click(group.getByRole('checkbox', { name: /^Administratör/ }));
    await userEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Företaget måste ha minst en administratör');
    expect(group.queryByText('Företaget måste ha minst en administratör')).toBeNull();
  });

  it('asks for at least one permission before sending', async () => {
    const fetchMock = server((permissionIds) => ({ body: { ...BERTIL, permissionIds } }));
    renderAdmin('/admin/users/8');
    const group = await permissions();
    await userEvent.click(group.getByRole('checkbox', { name: /^Läsare/ }));
    await userEvent.click(saveButton());
    expect(await group.findByText('Välj minst en behörighet')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_ContainerUserPermission')).toEqual([]);
  });
});
