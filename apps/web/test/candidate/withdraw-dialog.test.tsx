import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MyApplicationSummary } from '@rekry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../src/app/admin-routes.tsx';
import { createAdminQueryClient, Providers } from '../../src/app/providers.tsx';
import { logout, TOKEN_KEY } from '../../src/lib/session.ts';
import { makeToken, makeUser, mockDispatcher } from '../helpers.ts';

const application = (id: number, positionName: string, surveyAfterWithdrawalDays: number | null) =>
  ({
    id,
    companyName: 'Demo AB',
    positionName,
    createdAt: '2026-11-20T09:00:00.000Z',
    status: 'Mottagen',
    deleteOn: '2028-11-20',
    surveyAfterWithdrawalDays,
  }) satisfies MyApplicationSummary;

describe("Mina sidor's withdrawal", () => {
  beforeEach(() => logout());

  it('says what the company keeps for its survey, and only where the company asks one', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken());
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ shell: 'candidate', candidate: true, containers: [] }) }),
      get_MyApplications: () => ({
        body: {
          applications: [
            application(1, 'Truckförare', 7),
            application(2, 'Lagerchef', null),
            application(3, 'Kock', 0),
          ],
          openPositions: [],
        },
      }),
      get_MyProfile: () => ({
        body: {
          email: 'a@example.se',
          firstname: 'A',
          lastname: 'B',
          phoneNumber: '',
          address: '',
          zipCode: '',
          city: '',
        },
      }),
    });
    const router = createMemoryRouter(adminRoutes, { initialEntries: ['/admin/minasidor'] });
    render(
      <Providers client={createAdminQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const dialogFor = async (position: string) => {
      const item = (await screen.findByRole('heading', { name: position })).closest('li')!;
      await userEvent.click(within(item).getByRole('button', { name: 'Dra tillbaka ansökan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Dra tillbaka ansökan?' });
      const text = dialog.textContent;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
      return text;
    };
    expect(await dialogFor('Truckförare')).toContain(
      'Demo AB skickar dig om 7 dagar en kort enkät om hur du upplevde rekryteringen; svaren är anonyma',
    );
    expect(await dialogFor('Kock')).toContain('Demo AB skickar dig i dag en kort enkät');
    const none = await dialogFor('Lagerchef');
    expect(none).toContain('tas bort helt');
    expect(none).not.toContain('enkät');
  });
});
