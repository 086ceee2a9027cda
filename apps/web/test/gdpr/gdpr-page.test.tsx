import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GdprOverview, GdprPerson } from '@rekry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher, screenWidth } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';

const person = (userId: number, name: string, email: string): GdprPerson => ({
  userId,
  name,
  email,
  applications: [],
  files: 1,
  notes: 0,
  emails: 2,
  lastActivityAt: '2026-01-10T09:00:00.000Z',
  deleteOn: '2028-01-10',
  legalHold: false,
});

const ANNA = person(42, 'Anna Andersson', 'anna@example.se');
const BERTIL = person(43, 'Bertil Berg', 'bertil@example.se');

function overview(people: GdprPerson[], query = '', total = people.length, page = 1): GdprOverview {
  return {
    textInForce: { html: '<p>Text</p>', consentCompanyName: 'Demo AB' },
    months: 24,
    maxMonths: 36,
    legalBasis: 'Samtycke',
    nextRun: { erase: 0, warn: 0, held: 0 },
    nextRunErases: [],
    people,
    total,
    page,
    pageSize: 50,
    query,
  };
}

describe('/admin/gdpr people', () => {
  beforeEach(() => logout());

  it('searches on the server from its first page and tells when nobody is found', async () => {
    screenWidth(1280);
    const user = signInAs([1]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_GdprOverview: ({ query, page }) => ({
        body: !query
          ? overview([ANNA, BERTIL], '', 120, page)
          : query === 'berg'
            ? overview([BERTIL], query)
            : overview([], query),
      }),
    });
    renderAdmin('/admin/gdpr');
    const table = await screen.findByRole('table', { name: 'Personer' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('120 personer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'get_GdprOverview')).toContainEqual(expect.objectContaining({ page: 2 })),
    );

    await userEvent.type(screen.getByLabelText('Sök person'), 'berg');
    expect(await screen.findByText('1 person hittades')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Personer' })).queryByText('Anna Andersson')).toBeNull();
    expect(callsTo(fetchMock, 'get_GdprOverview').at(-1)).toMatchObject({ query: 'berg', page: 1 });

    await userEvent.clear(screen.getByLabelText('Sök person'));
    await userEvent.type(screen.getByLabelText('Sök person'), 'zzz');
    expect(await screen.findByText('Ingen person hittades')).toBeInTheDocument();
  });

  it('draws a phone card per person with its hold and its way to deletion, and no table', async () => {
    screenWidth(390);
    const user = signInAs([1]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_GdprOverview: () => ({ body: overview([ANNA]) }),
    });
    const router = renderAdmin('/admin/gdpr');
    const card = await screen.findByRole('link', { name: /^Anna Andersson/ });
    expect(card).toHaveAttribute('href', '/admin/gdpr/inform?userId=42');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('0 ansökn. · 1 fil · 0 antekn. · 2 e-post')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Spärra uppgifterna om Anna Andersson' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Anna Andersson' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/admin/gdpr/delete?userId=42',
      ),
    );
  });

  it('puts the people first and folds the period and the text under them, closed', async () => {
    screenWidth(1280);
    const user = signInAs([1]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_GdprOverview: () => ({ body: overview([ANNA]) }),
    });
    renderAdmin('/admin/gdpr');
    const table = await screen.findByRole('table', { name: 'Personer' });
    const policy = screen.getByRole('button', { name: 'Lagringstid och informationstext' });
    expect(table.compareDocumentPosition(policy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(policy).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('spinbutton', { name: 'Månader' })).toBeNull();
    // The hold switch shows its word, and its name begins with it.
    const hold = within(table).getByRole('switch', { name: 'Spärra uppgifterna om Anna Andersson' });
    expect(within(table).getByText('Spärra', { selector: 'label' })).toHaveAttribute('for', hold.id);
    await userEvent.click(policy);
    expect(policy).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('spinbutton', { name: 'Månader' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Informationstexten som gäller' })).toBeInTheDocument();
  });

  it("shows the server's message when a search is refused", async () => {
    screenWidth(1280);
    const user = signInAs([1]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_GdprOverview: ({ query }) =>
        query
          ? fail(400, 'Söktexten är för lång', { query: 'Söktexten är för lång' })
          : { body: overview([ANNA]) },
    });
    renderAdmin('/admin/gdpr');
    await screen.findByRole('table', { name: 'Personer' });
    await userEvent.type(screen.getByLabelText('Sök person'), 'x');
    expect(await screen.findByText('Det gick inte att hämta uppgifterna')).toBeInTheDocument();
  });
});

describe('/admin/gdpr retention period', () => {
  beforeEach(() => logout());

  function server(save: (months: number) => ReturnType<typeof fail> | { body: { months: number } }) {
    screenWidth(1280);
    const user = signInAs([1]);
    return mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_GdprOverview: () => ({ body: overview([ANNA]) }),
      get_CompanyJobAlerts: () => ({ body: { total: 0, addresses: [] } }),
      update_RetentionMonths: ({ months }) => save(months),
    });
  }

  async function setMonths(value: string) {
    // The period is folded under the people.
    await userEvent.click(await screen.findByRole('button', { name: 'Lagringstid och informationstext' }));
    const field = await screen.findByRole('spinbutton', { name: 'Månader' });
    expect(field).toHaveValue(24);
    await userEvent.clear(field);
    await userEvent.type(field, value);
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    return field;
  }

  it('saves the period as a number and says so', async () => {
    const fetchMock = server((months) => ({ body: { months } }));
    renderAdmin('/admin/gdpr');
    const field = await setMonths('12');
    expect(await screen.findByText('Sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_RetentionMonths')).toEqual([{ containerId: 1, months: 12 }]);
    expect(field).toHaveValue(12);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it("puts the server's message about the period under its field, and focuses it", async () => {
    server(() => fail(400, 'Ogiltiga uppgifter', { months: 'Perioden är låst under en pågående tvist' }));
    renderAdmin('/admin/gdpr');
    const field = await setMonths('12');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Perioden är låst under en pågående tvist/);
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Ogiltiga uppgifter')).toBeNull();
  });

  it('says any other failure over the form, and no field is marked', async () => {
    server(() => fail(500, 'Databasen svarar inte'));
    renderAdmin('/admin/gdpr');
    const field = await setMonths('12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Databasen svarar inte');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('checks the period before sending it', async () => {
    const fetchMock = server((months) => ({ body: { months } }));
    renderAdmin('/admin/gdpr');
    const field = await setMonths('40');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Högst 36 månader/));
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Ange antal månader/));
    expect(callsTo(fetchMock, 'update_RetentionMonths')).toEqual([]);
  });
});
