import type { AuditEventPage, AuditEventRow } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, logout } from '../../src/lib/session.ts';
import { company, companyRow, makeToken, makeUser, mockDispatcher } from '../helpers.ts';
import { callsTo, renderAdmin } from '../positions/render-admin.tsx';

function entry(id: number, overrides: Partial<AuditEventRow> = {}): AuditEventRow {
  return {
    id,
    at: '2026-11-23T08:15:00.000Z',
    containerId: 1,
    containerName: 'Demo AB',
    actorId: 7,
    actorName: 'Anna Andersson',
    actorEmail: 'anna@demo.rekry.test',
    kind: 'sign-in',
    summary: 'Loggade in',
    data: {},
    ip: '203.0.113.9',
    ...overrides,
  };
}

const page = (items: AuditEventRow[], next: number | null = null): AuditEventPage => ({ items, next });

function serve(who: 'admin' | 'reader' | 'superuser', handlers: Parameters<typeof mockDispatcher>[0]) {
  const superuser = who === 'superuser';
  localStorage.setItem(TOKEN_KEY, makeToken(superuser ? { role: 'odin', IsAdmin: true } : {}));
  const user = makeUser({ superuser, containers: [company(1, 'Demo AB', [who === 'reader' ? 3 : 1])] });
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_EventPeople: () => ({ body: [{ id: 7, name: 'Anna Andersson', email: 'anna@demo.rekry.test' }] }),
    search_Containers: () => ({
      body: [companyRow(1, 'Demo AB', { users: 4 }), companyRow(2, 'Annat AB', { users: 1 })],
    }),
    ...handlers,
  });
}

describe('/admin/events', () => {
  beforeEach(() => logout());

  it('shows an admin their company’s log: when, who, kind, what and address', async () => {
    serve('admin', {
      get_Events: () => ({
        body: page([
          entry(2, {
            kind: 'sign-in-failed',
            summary: 'Misslyckad inloggning som x@example.se (fel lösenord)',
            actorName: null,
            actorId: null,
            actorEmail: 'x@example.se',
          }),
          entry(1),
        ]),
      }),
    });
    renderAdmin('/admin/events');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Loggade in')).toBeInTheDocument();
    expect(within(table).getAllByText('Misslyckad inloggning').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('203.0.113.9').length).toBe(2);
    expect(within(table).queryByRole('columnheader', { name: 'Företag' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
  });

  it('sends the filters to the server and says when nothing matches', async () => {
    const fetchMock = serve('admin', {
      get_Events: (data) => ({ body: (data as { kind?: string }).kind ? page([]) : page([entry(1)]) }),
    });
    renderAdmin('/admin/events');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Typ'), 'export');
    expect(await screen.findByText('Inga händelser matchar filtret')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_Events').at(-1)).toEqual({ containerId: 1, kind: 'export' });
    await userEvent.type(screen.getByLabelText('Från'), '2026-11-01');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'get_Events').at(-1)).toEqual({
        containerId: 1,
        kind: 'export',
        from: '2026-11-01',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rensa filter' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('pages with “Visa fler” after the last entry shown', async () => {
    const fetchMock = serve('admin', {
      get_Events: (data) => ({
        body: (data as { before?: number }).before
          ? page([entry(1, { summary: 'Äldst' })])
          : page([entry(2)], 2),
      }),
    });
    renderAdmin('/admin/events');
    await userEvent.click(await screen.findByRole('button', { name: 'Visa fler' }));
    expect((await screen.findAllByText('Äldst')).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'get_Events').at(-1)).toEqual({ containerId: 1, before: 2 });
    expect(screen.queryByRole('button', { name: 'Visa fler' })).toBeNull();
  });

  it('exports the filtered log as CSV', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fetchMock = serve('admin', {
      get_Events: () => ({ body: page([entry(1)]) }),
      export_Events: () => ({
        body: { filename: 'handelser.csv', contentType: 'text/csv', data: btoa('a;b'), rows: 1 },
      }),
    });
    renderAdmin('/admin/events');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    expect(await screen.findByText('Exporterade 1 händelse')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'export_Events')).toEqual([{ containerId: 1 }]);
  });

  it('shows the superuser every company with a company column and filter', async () => {
    const fetchMock = serve('superuser', {
      get_AllEvents: () => ({
        body: page([
          entry(2, { containerId: 2, containerName: 'Annat AB' }),
          entry(1, { containerId: null, containerName: null }),
        ]),
      }),
    });
    renderAdmin('/admin/events');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Företag' })).toBeInTheDocument();
    expect(within(table).getByText('Annat AB')).toBeInTheDocument();
    expect(within(table).getByText('Plattformen')).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Företag'), '2');
    await waitFor(() => expect(callsTo(fetchMock, 'get_AllEvents').at(-1)).toEqual({ containerId: 2 }));
  });

  it('sends a reader to access denied', async () => {
    serve('reader', {});
    const router = renderAdmin('/admin/events');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the sign-ins chart', () => {
  beforeEach(() => logout());

  it('draws the first page’s sign-ins per day, says them in a sentence and as a table', async () => {
    const days = Array.from({ length: 14 }, (_, i) => ({
      day: `2026-11-${String(11 + i).padStart(2, '0')}`,
      ok: i === 13 ? 3 : 1,
      failed: i === 12 ? 2 : 0,
    }));
    serve('admin', { get_Events: () => ({ body: { ...page([entry(1)]), signIns: days } }) });
    renderAdmin('/admin/events');
    const chart = await screen.findByTestId('events-sign-ins-chart');
    expect(
      within(chart).getByText('16 inloggningar och 2 misslyckade de senaste 14 dagarna.'),
    ).toBeInTheDocument();
    expect(within(chart).getByRole('img')).toBeInTheDocument();
    await userEvent.click(within(chart).getByRole('button', { name: 'Visa som tabell' }));
    const table = within(chart).getByRole('table');
    expect(within(table).getByRole('row', { name: '2026-11-23 1 2' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '2026-11-24 3 0' })).toBeInTheDocument();
  });

  it('is not drawn without the first page’s counts', async () => {
    serve('admin', { get_Events: () => ({ body: page([entry(1)]) }) });
    renderAdmin('/admin/events');
    await screen.findByRole('table');
    expect(screen.queryByTestId('events-sign-ins-chart')).toBeNull();
  });
});
