import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher } from '../helpers.ts';
import { detail, renderAdmin, signInAs } from '../positions/render-admin.tsx';

const TYPES = [{ id: 1, name: 'Tillsvidareanställning' }];

/** A member of Demo AB with these permission ids; the position answers with `position`. */
function server(permissionIds: number[], position = detail()) {
  const user = signInAs(permissionIds);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionById: () => ({ body: position }),
    get_PositionTypes: () => ({ body: TYPES }),
    get_PositionTemplates: () => ({ body: [] }),
    get_ContainerUsers: () => ({ body: [] }),
  });
}

async function expectAccessDenied(router: ReturnType<typeof renderAdmin>) {
  expect(await screen.findByText('Du har inte behörighet till sidan')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin/access-denied');
}

async function expectNotFound() {
  expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Skapa annons' })).toBeNull();
}

describe('a wrong role is sent to /admin/access-denied (the URL changes)', () => {
  beforeEach(() => logout());

  it('from the position editor without a writer right on the position', async () => {
    server([3], detail({ canEdit: false }));
    await expectAccessDenied(renderAdmin('/admin/positions/101/edit'));
  });

  it('from the form builder without a writer right on the position', async () => {
    server([3], detail({ canEdit: false }));
    await expectAccessDenied(renderAdmin('/admin/positions/101/form'));
  });

  it('from copying a position without a writer right on it (a company writer)', async () => {
    server([2], detail({ canEdit: false }));
    await expectAccessDenied(renderAdmin('/admin/positions/copy/101'));
  });

  it('from the ad type picker for a reader', async () => {
    server([3]);
    await expectAccessDenied(renderAdmin('/admin/positions/new'));
  });
});

describe('an unknown sub-route or a non-numeric id is a not-found, never another screen', () => {
  beforeEach(() => logout());

  it.each([
    '/admin/positions/abc/integrations',
    '/admin/positions/101/whatever/else',
    '/admin/positions/abc',
    '/admin/positions/abc/edit',
    '/admin/positions/0/form',
    '/admin/positions/1.5/permissions',
    '/admin/positions/101/applicants/xyz',
    '/admin/positions/abc/applicants/new',
    '/admin/positions/create/abc',
    '/admin/positions/copy/abc',
    '/admin/positions/move/1',
    '/admin/positions/copy/1/2',
    '/admin/form-templates/edit/abc',
  ])('%s', async (path) => {
    const fetchMock = server([2]);
    const router = renderAdmin(path);
    await expectNotFound();
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const actions = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).action);
    // The chrome's bell loads its notifications and its chat link the unread count; no screen's data is asked for.
    expect(actions.filter((a) => a !== 'get_Notifications' && a !== 'get_MessagingChannels')).toEqual([
      'get_CurrentUser',
    ]);
  });

  it('/admin/users/abc for an administrator', async () => {
    server([1]);
    renderAdmin('/admin/users/abc');
    await expectNotFound();
  });
});
