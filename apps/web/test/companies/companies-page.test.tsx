import type { CompanyRow, CreatedCompany } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY, logout } from '../../src/lib/session.ts';
import { company, companyRow, makeToken, makeUser, mockDispatcher, screenWidth } from '../helpers.ts';
import { callsTo, renderAdmin } from '../positions/render-admin.tsx';

const row = (id: number, name: string, status: CompanyRow['status'] = 'active') =>
  companyRow(id, name, { status });
const DEMO = row(1, 'Demo AB');
const NORR = row(2, 'Norrland Bemanning AB');

type Handlers = Parameters<typeof mockDispatcher>[0];
function serve(handlers: Handlers, superuser = true) {
  localStorage.setItem(TOKEN_KEY, makeToken(superuser ? { role: 'odin', IsAdmin: true } : {}));
  const user = makeUser({ superuser, containers: [company(1, 'Demo AB', [1])] });
  return mockDispatcher({ get_CurrentUser: () => ({ body: user }), ...handlers });
}

describe('/admin/container/new', () => {
  beforeEach(() => logout());

  it('creates a company and shows the invitation that went out; a taken name shows under the field', async () => {
    let taken = true;
    const created: CreatedCompany = {
      company: row(1001, 'Nya Bolaget AB'),
      invitation: { email: 'chef@nya.se', expiresAt: '2026-12-01T09:00:00.000Z' },
    };
    const fetchMock = serve({
      search_Containers: () => ({ body: [DEMO] }),
      create_Container: () =>
        taken
          ? {
              status: 409,
              body: {
                error: {
                  code: 'conflict',
                  message: 'Det finns redan ett företag med det namnet',
                  fields: { name: 'Det finns redan ett företag med det namnet' },
                },
              },
            }
          : { body: created },
    });
    renderAdmin('/admin/container/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Skapa företag' }));
    expect(await screen.findByText('Ange företagets namn')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_Container')).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Företagets namn/ }), 'Nya Bolaget AB');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Första administratörens e-post/ }),
      'chef@nya.se',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Per annons' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skapa företag' }));
    expect(await screen.findByText('Det finns redan ett företag med det namnet')).toBeInTheDocument();

    taken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Skapa företag' }));
    expect(await screen.findByText(/En inbjudan har skickats till chef@nya.se/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_Container').at(-1)).toEqual({
      name: 'Nya Bolaget AB',
      plans: ['Monthly', 'PerJob'],
      adminEmail: 'chef@nya.se',
    });
  });

  it('searches by name on the server and shows each status', async () => {
    // A phone: the companies are a list of cards (a table on a desktop).
    screenWidth(390);
    const fetchMock = serve({
      search_Containers: (data) => {
        const { query } = data as { query: string };
        return {
          body: [DEMO, row(2, NORR.name, 'suspended')].filter((c) =>
            c.name.toLowerCase().includes(query.toLowerCase()),
          ),
        };
      },
    });
    renderAdmin('/admin/container/new');
    const list = await screen.findByRole('list', { name: 'Alla företag' });
    // The badge (the status select offers the same words as options).
    expect(
      within(list)
        .getAllByText('Avstängd')
        .filter((el) => el.tagName === 'SPAN'),
    ).toHaveLength(1);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Sök företag' }), 'norr');
    await waitFor(() => expect(within(list).queryByText('Demo AB')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'search_Containers').at(-1)).toEqual({ query: 'norr', take: 50 });
  });

  it('asks before suspending, and deletes only once the name is typed', async () => {
    screenWidth(1280);
    const fetchMock = serve({
      search_Containers: () => ({ body: [DEMO, NORR] }),
      update_ContainerAccount: ({ containerId, status }) => ({ body: { id: containerId, status } }),
      delete_Container: () => ({ body: { ok: true } }),
    });
    renderAdmin('/admin/container/new');
    const select = await screen.findByRole('combobox', { name: 'Kontostatus för Norrland Bemanning AB' });
    await userEvent.selectOptions(select, 'suspended');
    const dialog = await screen.findByRole('dialog', { name: 'Stäng av företaget?' });
    expect(callsTo(fetchMock, 'update_ContainerAccount')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng av' }));
    expect(await screen.findByText('Kontostatus ändrad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_ContainerAccount')).toEqual([{ containerId: 2, status: 'suspended' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Norrland Bemanning AB' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ta bort företaget?' });
    const button = within(confirm).getByRole('button', { name: 'Ta bort företaget' });
    expect(button).toBeDisabled();
    await userEvent.type(within(confirm).getByRole('textbox'), 'Norrland Bemanning AB');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(await screen.findByText('Företaget borttaget')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'delete_Container')).toEqual([
      { containerId: 2, confirmName: 'Norrland Bemanning AB' },
    ]);
  });
});

describe('/admin/pick-container for a superuser with many companies', () => {
  beforeEach(() => logout());

  it('draws the first 50 and finds any other by name', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ role: 'odin', IsAdmin: true }));
    const many = Array.from({ length: 120 }, (_, i) =>
      company(i + 1, `Bolag ${String(i + 1).padStart(3, '0')} AB`, []),
    );
    mockDispatcher({ get_CurrentUser: () => ({ body: makeUser({ superuser: true, containers: many }) }) });
    renderAdmin('/admin/pick-container');
    expect(
      await screen.findByText('Visar 50 av 120 företag. Sök på namnet för att hitta fler.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Bolag / })).toHaveLength(50);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrera företag' }), '117');
    expect(screen.getAllByRole('button', { name: /^Bolag / }).map((b) => b.textContent)).toEqual([
      expect.stringContaining('Bolag 117 AB'),
    ]);
  });
});
