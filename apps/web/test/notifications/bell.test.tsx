import type { Notification, NotificationPage } from '@rekry/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeHubSockets, mockDispatcher } from '../helpers.ts';
import { renderAdmin, signInAs } from '../positions/render-admin.tsx';

const now = Math.floor(Date.now() / 1000);

function note(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    containerId: 1,
    type: 'alert',
    title: `Notis ${id}`,
    message: `Meddelande ${id}`,
    timestamp: now - id * 60,
    isRead: false,
    data: {},
    ...overrides,
  };
}

/** A dispatcher that keeps the caller's notifications and answers the bell's actions from them. */
function server(initial: Notification[]) {
  let items = [...initial];
  const page = (): NotificationPage => ({
    items,
    total: items.length,
    unread: items.filter((n) => !n.isRead).length,
  });
  const user = signInAs([3]);
  const fetchMock = mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_Notifications: () => ({ body: page() }),
    update_NotificationRead: (data) => {
      const { id, isRead } = data as { id: number; isRead: boolean };
      items = items.map((n) => (n.id === id ? { ...n, isRead } : n));
      return { body: items.find((n) => n.id === id)! };
    },
    delete_NotificationById: (data) => {
      items = items.filter((n) => n.id !== (data as { id: number }).id);
      return { body: { deleted: 1 } };
    },
    delete_NotificationsByContainer: () => {
      const deleted = items.length;
      items = [];
      return { body: { deleted } };
    },
  });
  return {
    fetchMock,
    add: (n: Notification) => (items = [n, ...items]),
    drop: (ids: number[]) => (items = items.filter((n) => !ids.includes(n.id))),
  };
}

const sockets = fakeHubSockets();

describe('the notification bell', () => {
  it('shows the unread count and the list; the dot toggles read and unread', async () => {
    server([note(1), note(2, { isRead: true, message: 'x'.repeat(80) })]);
    renderAdmin('/admin');
    const bell = await screen.findByRole('button', { name: 'Notifikationer, 1 olästa' });
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifikationer' });
    const items = within(panel).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    // Cut beyond 71 characters: 68 and '...'.
    expect(within(items[1]!).getByText(`${'x'.repeat(68)}...`)).toBeInTheDocument();
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Markera som läst' }));
    await screen.findByRole('button', { name: 'Notifikationer' });
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Markera som oläst' }));
    await screen.findByRole('button', { name: 'Notifikationer, 1 olästa' });
  });

  it('removes one, and all after a confirmation, then says Inga notifikationer', async () => {
    server([note(1), note(2), note(3)]);
    renderAdmin('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifikationer, 3 olästa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort notifikationen Notis 2' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Rensa alla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rensa alla notifikationer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rensa alla' }));
    expect(await screen.findByText('Inga notifikationer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifikationer' })).toBeInTheDocument();
  });

  it('leads a new application to the applicant and anything else to its own page', async () => {
    server([
      note(1, { type: 'create_jobApplication', data: { positionId: 101, id: 7 } }),
      note(2, { type: 'Exception' }),
    ]);
    renderAdmin('/admin');
    await userEvent.click(await screen.findByRole('button', { name: /Notifikationer/ }));
    const links = screen.getAllByRole('link', { name: /Notis/ });
    expect(links[0]).toHaveAttribute('href', '/admin/positions/101/applicants/7');
    expect(links[1]).toHaveAttribute('href', '/admin/notifications/2');
  });

  it('joins the hub with the token and company in the first message and counts what arrives live', async () => {
    const { add } = server([]);
    renderAdmin('/admin');
    await screen.findByRole('button', { name: 'Notifikationer' });
    await waitFor(() => expect(sockets[0]?.sent).toHaveLength(1));
    const hello = JSON.parse(sockets[0]!.sent[0]!) as { token: string; containerId: number };
    expect(hello.containerId).toBe(1);
    expect(hello.token).toMatch(/\./);
    expect(sockets[0]!.url).toMatch(/\/notifications$/);
    const arrived = note(9, { type: 'Exception', title: 'Fel vid konvertering' });
    add(arrived);
    act(() => sockets[0]!.receive({ type: 'exception', notification: arrived }));
    expect(await screen.findByRole('button', { name: 'Notifikationer, 1 olästa' })).toBeInTheDocument();
    // An exception is also shown as an error.
    expect(await screen.findByText('Fel vid konvertering')).toBeInTheDocument();
  });

  it('counts again when the hub says notifications went with their application', async () => {
    const { drop } = server([note(1), note(2), note(3)]);
    renderAdmin('/admin');
    await screen.findByRole('button', { name: 'Notifikationer, 3 olästa' });
    await waitFor(() => expect(sockets[0]?.sent).toHaveLength(1));
    drop([1, 2]);
    act(() => sockets[0]!.receive({ type: 'withdrawn', ids: [1, 2] }));
    expect(await screen.findByRole('button', { name: 'Notifikationer, 1 olästa' })).toBeInTheDocument();
  });
});
