import { BILLING_MESSAGES, POINT_COSTS, type BillingOverview } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY, logout } from '../../src/lib/session.ts';
import {
  company,
  companyRow,
  fail,
  type FakeActions,
  type FakeAnswer,
  makeToken,
  makeUser,
  mockDispatcher,
} from '../helpers.ts';
import { callsTo, renderAdmin, serveSuperuser } from '../positions/render-admin.tsx';

const NORRLAND: BillingOverview = {
  containerId: 2,
  containerName: 'Norrland Bemanning AB',
  billingType: 'monthly',
  plan: 'PerJob',
  status: 'active',
  pointsBalance: 7,
  costs: POINT_COSTS.PerJob,
  ledger: [
    {
      id: 2,
      points: -1,
      balanceAfter: 7,
      kind: 'publish',
      description: 'Publicering av ”Truckförare i Umeå” (karriärsidan)',
      positionId: 201,
      actor: 'Oden Allfader',
      created: '2026-11-20T09:00:00.000Z',
    },
    {
      id: 1,
      points: 8,
      balanceAfter: 8,
      kind: 'add',
      description: 'Startpaket',
      positionId: null,
      actor: 'Oden Allfader',
      created: '2026-11-01T09:00:00.000Z',
    },
  ],
  invoices: [
    {
      id: 5,
      number: '2026-00005',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      amount: 4900,
      status: 'Overdue',
      storedStatus: 'Sent',
      dueDate: '2026-11-15',
      created: '2026-11-01T09:00:00.000Z',
    },
  ],
};

const COMPANIES = [
  companyRow(1, 'Demo AB', { users: 4 }),
  companyRow(2, 'Norrland Bemanning AB', { users: 1 }),
];

const serve = (handlers: FakeActions) =>
  serveSuperuser({ search_Containers: () => ({ body: COMPANIES }), ...handlers }, [
    company(1, 'Demo AB', [1]),
  ]);

describe('/admin/billing-management', () => {
  beforeEach(() => logout());

  it('picks a company and shows its type, plan, balance, ledger and invoices', async () => {
    const fetchMock = serve({ get_Billing: () => ({ body: NORRLAND }) });
    renderAdmin('/admin/billing-management');
    expect(await screen.findByText('Välj ett företag')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: /^Norrland Bemanning AB \d+ användare$/ }),
    );
    expect(await screen.findByTestId('billing-balance')).toHaveTextContent('7');
    expect(screen.getByTestId('billing-type')).toHaveTextContent('Månadsvis');
    expect(screen.getByRole('switch', { name: 'Betalar med poäng' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('PerJob');
    const [ledger, invoices] = screen.getAllByRole('table');
    expect(within(ledger!).getByText('Startpaket')).toBeInTheDocument();
    expect(within(ledger!).getByText('+8')).toBeInTheDocument();
    expect(within(ledger!).getByText('-1')).toBeInTheDocument();
    expect(within(invoices!).getByText('2026-00005')).toBeInTheDocument();
    expect(within(invoices!).getByText('Förfallen', { selector: 'span' })).toBeInTheDocument();
    expect(within(invoices!).getByText(/4\s900 kr/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_Billing')).toEqual([{ containerId: 2 }]);
    expect(screen.getByRole('img', { name: /Saldot över de senaste 2 händelserna/ })).toBeInTheDocument();
  });

  it('keeps the list in view while a search is on its way, says it is busy, then shows the answer', async () => {
    const fetchMock = serve({
      search_Containers: (input) => ({
        body: input.query
          ? [companyRow(2, 'Norrland Bemanning AB', { users: 1 })]
          : [companyRow(1, 'Demo AB', { users: 4 }), companyRow(2, 'Norrland Bemanning AB', { users: 1 })],
      }),
    });
    renderAdmin('/admin/billing-management');
    const list = await screen.findByRole('list', { name: 'Företag' });
    await screen.findByRole('button', { name: /^Demo AB/ });
    expect(list).not.toHaveAttribute('aria-busy');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Sök företag' }), 'Norr');
    // Typed but not yet answered: the earlier list stays, marked busy, so nobody clicks into a swap.
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /^Demo AB/ })).toBeInTheDocument();
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('button', { name: /^Demo AB/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'search_Containers').at(-1)).toEqual({ query: 'Norr', take: 25 });
  });

  it('asks before switching the billing type, then saves it', async () => {
    const fetchMock = serve({
      get_Billing: () => ({ body: NORRLAND }),
      update_BillingType: () => ({ body: { ...NORRLAND, billingType: 'points' } }),
    });
    renderAdmin('/admin/billing-management?company=2');
    await userEvent.click(await screen.findByRole('switch', { name: 'Betalar med poäng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Byt till poäng?' });
    expect(callsTo(fetchMock, 'update_BillingType')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Byt' }));
    expect(await screen.findByText('Sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_BillingType')).toEqual([{ containerId: 2, billingType: 'points' }]);
    expect(await screen.findByTestId('billing-type')).toHaveTextContent('Poäng');
  });

  it('adds points: checks the fields, keeps and shows a failure, then saves', async () => {
    let answer: FakeAnswer<'add_Points'> = fail(500, 'Databasen svarar inte');
    const fetchMock = serve({ get_Billing: () => ({ body: NORRLAND }), add_Points: () => answer });
    renderAdmin('/admin/billing-management?company=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Lägg till poäng' }));
    let dialog = await screen.findByRole('dialog', { name: 'Lägg till poäng' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till' }));
    expect(await within(dialog).findByText(BILLING_MESSAGES.points)).toBeInTheDocument();
    expect(within(dialog).getByText(BILLING_MESSAGES.description)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'add_Points')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Poäng' }), '5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Beskrivning' }), 'Påfyllning');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till' }));
    const stored = await screen.findAllByText('Det gick inte att lägga till poäng');
    expect(stored.length).toBeGreaterThan(0);
    expect(screen.getAllByText('Databasen svarar inte').length).toBeGreaterThan(0);

    answer = { body: { ...NORRLAND, pointsBalance: 12 } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByText('Poäng tillagda')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('billing-balance')).toHaveTextContent('12'));
    expect(callsTo(fetchMock, 'add_Points')).toEqual([
      { containerId: 2, points: 5, description: 'Påfyllning' },
      { containerId: 2, points: 5, description: 'Påfyllning' },
    ]);
    dialog = screen.queryByRole('dialog') as HTMLElement;
    expect(dialog).toBeNull();
  });

  it('changes the plan and an invoice status, and keeps a failed change in the alert', async () => {
    const fetchMock = serve({
      get_Billing: () => ({ body: NORRLAND }),
      update_BillingPlan: () => ({ body: { ...NORRLAND, plan: 'Monthly', costs: POINT_COSTS.Monthly } }),
      update_InvoiceStatus: () => ({
        status: 409,
        body: { error: { code: 'conflict', message: 'Fakturan är låst' } },
      }),
    });
    renderAdmin('/admin/billing-management?company=2');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Plan' }), 'Monthly');
    expect(await screen.findByText('Sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_BillingPlan')).toEqual([{ containerId: 2, plan: 'Monthly' }]);
    expect(await screen.findByText(/kostar 0 poäng på karriärsidan/)).toBeInTheDocument();

    const [status] = screen.getAllByRole('combobox', { name: 'Status för faktura 2026-00005' });
    expect(status).toHaveValue('Sent');
    await userEvent.selectOptions(status!, 'Paid');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Det gick inte att spara fakturan');
    expect(alert).toHaveTextContent('Fakturan är låst');
    expect(callsTo(fetchMock, 'update_InvoiceStatus')).toEqual([
      { containerId: 2, invoiceId: 5, status: 'Paid' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Stäng meddelandet' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("tells 'Det gick inte att hämta faktureringsinformationen' when the billing cannot be fetched", async () => {
    serve({ get_Billing: () => ({ status: 500, body: { error: { code: 'internal', message: 'Fel' } } }) });
    renderAdmin('/admin/billing-management?company=2');
    expect(await screen.findByText('Det gick inte att hämta faktureringsinformationen')).toBeInTheDocument();
  });

  it('keeps a company admin out', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken({}));
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ containers: [company(1, 'Demo AB', [1])] }) }),
    });
    const router = renderAdmin('/admin/billing-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
  });
});

describe("the company admin's 'Abonnemang' tab of the company profile", () => {
  beforeEach(() => logout());

  it('shows the own company’s type, plan, balance, ledger and invoices, with nothing to change', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken({}));
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ containers: [company(2, 'Norrland Bemanning AB', [1])] }) }),
      get_Billing: () => ({ body: { ...NORRLAND, billingType: 'points' } }),
    });
    renderAdmin('/admin/container/profile?tab=abonnemang');
    expect(await screen.findByTestId('billing-balance')).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'Abonnemang' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('billing-type')).toHaveTextContent('Poäng');
    expect(screen.getByText(/Varje publicering på karriärsidan drar 1 poäng/)).toBeInTheDocument();
    const [ledger, invoices] = screen.getAllByRole('table');
    expect(within(ledger!).getByText('Startpaket')).toBeInTheDocument();
    expect(within(invoices!).getByText('2026-00005')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_Billing')).toEqual([{ containerId: 2 }]);
    for (const name of ['Lägg till poäng', 'Ta bort poäng', 'Ny faktura'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    // The header's search is a combobox too: only the page itself counts.
    const page = screen.getByRole('main');
    expect(within(page).queryByRole('combobox')).toBeNull();
    expect(within(page).queryByRole('switch')).toBeNull();
  });
});
