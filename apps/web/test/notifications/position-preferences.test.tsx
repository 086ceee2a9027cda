import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDispatcher } from '../helpers.ts';
import { detail, renderAdmin, signInAs } from '../positions/render-admin.tsx';

describe("'Notifikationer för tjänsten' on a position's page", () => {
  it('shows the company-level choices until the position has its own, and saves its own', async () => {
    const user = signInAs([3]);
    let saved: { positionId: number; notificationPreferences: NotificationPreferences } | null = null;
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PositionById: () => ({ body: detail() }),
      get_Notifications: () => ({ body: { items: [], total: 0, unread: 0 } }),
      get_PositionNotificationPreferences: () => ({
        body: saved
          ? { ...saved.notificationPreferences, isOwn: true }
          : { ...DEFAULT_NOTIFICATION_PREFERENCES, isOwn: false },
      }),
      update_PositionNotificationPreferences: (data) => {
        saved = data as typeof saved;
        return { body: { ...saved!.notificationPreferences, isOwn: true } };
      },
    });
    renderAdmin('/admin/positions/101/notifications');
    const card = within(await screen.findByTestId('position-notification-preferences'));
    expect(card.getByRole('heading', { name: 'Notifikationer för tjänsten' })).toBeInTheDocument();
    expect(await card.findByText(/Följer dina allmänna inställningar/)).toBeInTheDocument();
    const newByMail = card.getByRole('switch', { name: 'E-post: Ny ansökan' });
    expect(newByMail).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(newByMail);
    await userEvent.click(card.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved!.positionId).toBe(101);
    expect(saved!.notificationPreferences.newApplication).toEqual({ inApp: true, email: false });
    await waitFor(() => expect(card.queryByText(/Följer dina allmänna inställningar/)).toBeNull());
  });
});
