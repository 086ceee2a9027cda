import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_ALERT_TEXTS, type JobAlertView, type ManagedJobAlerts } from '@rekry/domain/public';
import { listOf, makeSummary, mockPublicApi } from '../careers/public-api-mock.ts';
import { renderPublic } from '../careers/render-public.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const OPTIONS = { towns: ['Västerås'], types: [], companies: [] };

/** The portal's list, and the alert endpoint answering as the server does (`refuse` once, if given). */
function portal(refuse?: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  const fetchMock = mockPublicApi((url, init) => {
    if (url.pathname === '/api/public/search-options') return { body: OPTIONS };
    if (url.pathname === '/api/public/positions') return listOf([makeSummary({ name: 'Lagerarbetare' })]);
    if (url.pathname === '/api/public/job-alerts') {
      sent.push(JSON.parse(String(init?.body)));
      if (refuse && sent.length === 1) return refuse;
      return { body: { message: JOB_ALERT_TEXTS.requested } };
    }
  });
  return { fetchMock, sent };
}

describe('Bevaka sökningen on the portal', () => {
  it('saves the search shown with an address, a frequency and consent, and answers neutrally', async () => {
    const { sent } = portal();
    renderPublic('/?q=lagret&ort=V%C3%A4ster%C3%A5s');
    await userEvent.click(await screen.findByRole('button', { name: 'Bevaka sökningen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bevaka sökningen' });
    expect(
      within(dialog).getByText('Få e-post när nya annonser matchar "lagret, Västerås".'),
    ).toBeInTheDocument();
    // The consent names the purpose and the period.
    expect(
      within(dialog).getByText(/sparar min e-postadress och sökningen .* 24 månader/),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Bevaka' }));
    expect(within(dialog).getByText(JOB_ALERT_TEXTS.email)).toBeInTheDocument();
    expect(within(dialog).getByText(JOB_ALERT_TEXTS.consent)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-postadress/ }), 'anna@example.se');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Hur ofta/ }), 'direct');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bevaka' }));
    expect(await screen.findByText(JOB_ALERT_TEXTS.requested)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        email: 'anna@example.se',
        frequency: 'direct',
        consent: true,
        search: { q: 'lagret', town: 'Västerås', type: '', company: '' },
      },
    ]);
  });

  it("shows the server's message on a field, and the rate limit over the form", async () => {
    portal({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'För många försök. Vänta en stund och försök igen.' } },
    });
    renderPublic('/?q=lager');
    await userEvent.click(await screen.findByRole('button', { name: 'Bevaka sökningen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-postadress/ }), 'anna@example.se');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bevaka' }));
    expect(
      await within(dialog).findByText('För många försök. Vänta en stund och försök igen.'),
    ).toBeInTheDocument();
  });
});

const TOKEN = `7.${'m'.repeat(43)}`;
const alert = (over: Partial<JobAlertView> = {}): JobAlertView => ({
  id: 1,
  description: 'lager, Västerås',
  search: { q: 'lager', town: 'Västerås', type: '', company: '' },
  companyName: null,
  frequency: 'daily',
  confirmed: true,
  createdAt: '2026-12-01T08:00:00Z',
  lastSentAt: '2026-12-02T06:00:00Z',
  ...over,
});

describe('the manage page /bevakning/:token', () => {
  it('lists the alerts, changes how often one goes and removes one after asking', async () => {
    let state: ManagedJobAlerts = {
      email: 'anna@example.se',
      alerts: [alert(), alert({ id: 2, description: 'kock' })],
    };
    const calls: string[] = [];
    mockPublicApi((url, init) => {
      const base = `/api/public/job-alerts/manage/${TOKEN}`;
      if (url.pathname === base) return { body: state };
      if (url.pathname.startsWith(`${base}/`)) {
        const id = Number(url.pathname.split('/').at(-1));
        calls.push(`${init?.method} ${id} ${String(init?.body ?? '')}`);
        if (init?.method === 'PATCH') {
          const { frequency } = JSON.parse(String(init.body)) as { frequency: JobAlertView['frequency'] };
          state = { ...state, alerts: state.alerts.map((a) => (a.id === id ? { ...a, frequency } : a)) };
          return { body: state };
        }
        state = { ...state, alerts: state.alerts.filter((a) => a.id !== id) };
        return { body: { message: JOB_ALERT_TEXTS.removed, alerts: state.alerts } };
      }
    });
    renderPublic(`/bevakning/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dina bevakningar' })).toBeInTheDocument();
    expect(await screen.findByText(/anna@example\.se/)).toBeInTheDocument();
    expect(screen.getAllByText('Senast skickad 2026-12-02')).toHaveLength(2);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Hur ofta lager, Västerås' }),
      'weekly',
    );
    await waitFor(() => expect(calls).toEqual(['PATCH 1 {"frequency":"weekly"}']));

    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort kock' }));
    const ask = await screen.findByRole('dialog', { name: 'Ta bort bevakningen?' });
    expect(within(ask).getByText(/"kock" tas bort/)).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(screen.queryByText('kock')).not.toBeInTheDocument());
    expect(calls).toHaveLength(2);
  });

  it('says a link that no longer works in Swedish', async () => {
    mockPublicApi(() => ({
      status: 404,
      body: { error: { code: 'not_found', message: JOB_ALERT_TEXTS.linkUnknown } },
    }));
    renderPublic(`/bevakning/${TOKEN}`);
    expect(await screen.findByText(JOB_ALERT_TEXTS.linkUnknown)).toBeInTheDocument();
  });

  it('confirms only when the button is pressed', async () => {
    const fetchMock = mockPublicApi((url) =>
      url.pathname === `/api/public/job-alerts/confirm/${TOKEN}`
        ? { body: { message: JOB_ALERT_TEXTS.confirmed, manageToken: TOKEN } }
        : undefined,
    );
    renderPublic(`/bevakning/bekrafta/${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Bekräfta bevakningen' });
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/confirm/'))).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText(JOB_ALERT_TEXTS.confirmed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se och ändra dina bevakningar' })).toHaveAttribute(
      'href',
      `/bevakning/${TOKEN}`,
    );
  });
});
