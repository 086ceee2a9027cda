import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { bertil, containerUser, mockDispatcher, screenWidth } from '../helpers.ts';
import { renderAdmin, signInAs } from '../positions/render-admin.tsx';

const ANNA = containerUser();
const BERTIL = bertil([2]);

function serverWith(users: ReturnType<typeof containerUser>[]) {
  const user = signInAs([1]);
  mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_ContainerUsers: () => ({ body: users }),
    get_ContainerInvitations: () => ({ body: [] }),
  });
}

const table = () => within(screen.getByRole('table'));

describe('/admin/users', () => {
  beforeEach(() => {
    logout();
    screenWidth(1280);
  });

  it('filters by name or e-mail and counts the matches; when nobody matches it says so and Rensa sökningen shows everyone again', async () => {
    serverWith([ANNA, BERTIL]);
    renderAdmin('/admin/users');
    await screen.findByRole('table');
    expect(table().getByRole('link', { name: /^Bertil Berg/ })).toBeInTheDocument();
    expect(screen.getByText('2 användare')).toBeInTheDocument();

    const filter = screen.getByRole('searchbox', { name: 'Filtrera användare' });
    await userEvent.type(filter, 'bertil@');
    expect(table().queryByRole('link', { name: /^Anna Andersson/ })).toBeNull();
    expect(table().getByRole('link', { name: /^Bertil Berg/ })).toBeInTheDocument();
    expect(screen.getByText('1 av 2 användare')).toBeInTheDocument();

    await userEvent.clear(filter);
    await userEvent.type(filter, 'zzz');
    expect(screen.getByRole('heading', { name: 'Ingen användare matchar sökningen' })).toBeInTheDocument();
    expect(screen.getByText('0 av 2 användare')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Inga användare ännu')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Rensa sökningen' }));
    expect(filter).toHaveValue('');
    expect(table().getByRole('link', { name: /^Anna Andersson/ })).toBeInTheDocument();
    expect(table().getByRole('link', { name: /^Bertil Berg/ })).toBeInTheDocument();
    expect(screen.queryByText('Ingen användare matchar sökningen')).toBeNull();
  });

  it('says there are no users yet, with a way to invite one, when the company has none', async () => {
    serverWith([]);
    renderAdmin('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Inga användare ännu' })).toBeInTheDocument();
    expect(screen.getByText('Bjud in kollegor med deras e-postadress.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'Bjud in användare' })).toHaveLength(
      2,
    );
    expect(screen.queryByRole('button', { name: 'Rensa sökningen' })).toBeNull();
  });
});
