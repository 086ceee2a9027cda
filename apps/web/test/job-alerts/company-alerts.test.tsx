import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GdprOverview } from '@rekry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher, screenWidth } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';

const EMPTY: GdprOverview = {
  months: 24,
  legalBasis: 'consent',
  gdprText: { html: '', sha256: '', custom: false },
  nextRun: { erase: 0, warn: 0, held: 0, firstDue: [] },
  people: [],
  total: 0,
  page: 1,
  take: 20,
  query: '',
} as unknown as GdprOverview;

describe('/admin/gdpr: the career page’s alerts', () => {
  beforeEach(() => logout());

  it('counts the addresses, finds one by its address and removes its alerts after asking', async () => {
    screenWidth(1280);
    const user = signInAs([1]);
    let alerts = [
      {
        email: 'anna@example.se',
        alerts: [
          {
            id: 1,
            description: 'lager, Demo AB',
            search: { q: 'lager', town: '', type: '', company: '' },
            companyName: 'Demo AB',
            frequency: 'daily' as const,
            confirmed: true,
            createdAt: '2026-12-01T08:00:00Z',
            lastSentAt: null,
          },
        ],
      },
    ];
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_GdprOverview: () => ({ body: EMPTY }),
      get_CompanyJobAlerts: ({ query }) => ({
        body: {
          total: alerts.length + 1,
          addresses: query ? alerts.filter((a) => a.email.includes(String(query))) : [],
        },
      }),
      delete_CompanyJobAlerts: ({ email }) => {
        alerts = alerts.filter((a) => a.email !== email);
        return { body: { removed: 1 } };
      },
    });
    renderAdmin('/admin/gdpr');
    expect(await screen.findByText(/^2 adresser bevakar sökningar/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Sök bevakning på e-postadress'), 'anna');
    expect(await screen.findByText('anna@example.se')).toBeInTheDocument();
    expect(screen.getByText('lager, Demo AB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort bevakningarna' }));
    const ask = await screen.findByRole('dialog', { name: 'Ta bort bevakningarna?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'delete_CompanyJobAlerts')).toEqual([
        { containerId: 1, email: 'anna@example.se' },
      ]),
    );
    expect(await screen.findByText('Ingen adress med bevakningar matchar')).toBeInTheDocument();
  });
});
