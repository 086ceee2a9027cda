import {
  addDays,
  endOfDay,
  stockholmDate,
  stockholmUnix,
  type PositionDetail,
  type PositionTemplate,
} from '@rekry/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from './render-admin.tsx';

const TYPES = [
  { id: 1, name: 'Tillsvidareanställning' },
  { id: 2, name: 'Sommarjobb' },
];
const TEMPLATE_FORM = [{ id: 'q1', type: 'text', label: 'Varför söker du?', required: true }];

function template(overrides: Partial<PositionTemplate> = {}): PositionTemplate {
  return {
    folderId: 1,
    key: '11111111-1111-4111-8111-111111111111',
    name: 'Standardmall',
    description: 'Mallen för fast anställning',
    createdAt: 0,
    createdBy: 'admin',
    availableInPositionTypes: [{ positionTypeId: 1, positionTypeName: '', included: true, default: true }],
    metadata: { form: TEMPLATE_FORM as unknown as PositionTemplate['metadata']['form'] },
    ...overrides,
  };
}

function server(options: { position?: PositionDetail; templates?: PositionTemplate[] | 'missing' } = {}) {
  const user = signInAs([2]);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionTypes: () => ({ body: TYPES }),
    get_PositionTemplates: () =>
      options.templates === 'missing'
        ? {
            status: 404,
            body: { error: { code: 'not_found', message: 'Hittade inga mallar, vänligen kontakta support' } },
          }
        : { body: options.templates ?? [template()] },
    get_PositionById: () => ({ body: options.position ?? detail() }),
    list_PositionOwnerChoices: () => ({
      body: [
        { id: 3, name: 'Bo Berg' },
        { id: 9, name: 'Cecilia Ceder' },
      ],
    }),
    get_Positions: () => ({ body: { items: [], nextCursor: null } }),
    create_Position: (data) => ({ body: detail({ ...(data as object), id: 500 }) }),
    update_Position: (data) => {
      const name = (data as { name: string }).name;
      if (!name.trim() || name === 'Avvisas')
        return {
          status: 400,
          body: {
            error: {
              code: 'validation',
              message: 'Kontrollera fälten',
              fields: { name: 'Ange ett namn på tjänsten', 'contactPerson.email': 'Ogiltig e-postadress' },
            },
          },
        };
      return { body: detail(data as Partial<PositionDetail>) };
    },
  });
}

describe('position editor', () => {
  beforeEach(() => logout());

  it('checks the fields with the catalogue schema, then shows the server field errors on the fields', async () => {
    const fetchMock = server();
    renderAdmin('/admin/positions/101/edit');
    const name = await screen.findByRole('textbox', { name: 'Namn på tjänsten' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Spara annons' }));
    expect(await screen.findByText('Ange ett namn på tjänsten')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'update_Position')).toHaveLength(0);

    await userEvent.type(name, 'Avvisas');
    await userEvent.click(screen.getByRole('button', { name: 'Spara annons' }));
    expect(await screen.findByText('Ogiltig e-postadress')).toBeInTheDocument();
    expect(screen.getByText('Ange ett namn på tjänsten')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it("sends the workplace's address and postcode, checks the postcode first and shows the saved ones", async () => {
    const fetchMock = server({
      position: detail({ workplace: { address: 'Stenbygatan 12', zipCode: '721 34' } }),
    });
    renderAdmin('/admin/positions/101/edit');
    const address = await screen.findByRole('textbox', { name: 'Gatuadress' });
    const zip = screen.getByRole('textbox', { name: 'Postnummer' });
    expect(address).toHaveValue('Stenbygatan 12');
    expect(zip).toHaveValue('721 34');

    await userEvent.clear(zip);
    await userEvent.type(zip, '7213');
    await userEvent.click(screen.getByRole('button', { name: 'Spara annons' }));
    expect(await screen.findByText('Ange postnumret med fem siffror, t.ex. 721 34')).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'update_Position')).toHaveLength(0);

    await userEvent.type(zip, '5');
    await userEvent.clear(address);
    await userEvent.type(address, 'Kopparbergsvägen 8');
    await userEvent.click(screen.getByRole('button', { name: 'Spara annons' }));
    await waitFor(() => expect(callsTo(fetchMock, 'update_Position')).toHaveLength(1));
    expect((callsTo(fetchMock, 'update_Position')[0] as { workplace: unknown }).workplace).toEqual({
      address: 'Kopparbergsvägen 8',
      zipCode: '721 35',
    });
  });

  it("lets a writer choose 'Ansvarig' among the company's staff without asking for the user list", async () => {
    const fetchMock = server();
    renderAdmin('/admin/positions/101/edit');
    const select = await screen.findByRole('combobox', { name: 'Ansvarig' });
    await waitFor(() =>
      expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        expect.any(String),
        'Bo Berg',
        'Cecilia Ceder',
        'Anna Andersson',
      ]),
    );
    await userEvent.selectOptions(select, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Spara annons' }));
    await waitFor(() => expect(callsTo(fetchMock, 'update_Position')).toHaveLength(1));
    expect((callsTo(fetchMock, 'update_Position')[0] as { responsibleId: number }).responsibleId).toBe(9);
    expect(callsTo(fetchMock, 'get_ContainerUsers')).toEqual([]);
  });

  it('keeps the form on edit, saves the internal flag and lands on the ad with a toast', async () => {
    const fetchMock = server();
    const router = renderAdmin('/admin/positions/101/edit');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Intern annons' }));
    expect(screen.getByText(/hemlig länk/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spara annons' }));
    expect((await screen.findAllByText('Sparad')).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions/101'));
    const [sent] = callsTo(fetchMock, 'update_Position') as { isInternal: boolean; form: unknown }[];
    expect(sent?.isInternal).toBe(true);
    // The form builder saves the form on its own: editing the ad leaves it alone.
    expect(sent).not.toHaveProperty('form');
  });

  it('defaults the dates to today and +31 days, moves the stop with +N dagar, saves stop at 23:59:59', async () => {
    const fetchMock = server();
    renderAdmin('/admin/positions/create/1?template=11111111-1111-4111-8111-111111111111');
    const today = stockholmDate();
    const start = await screen.findByLabelText('Startdatum');
    const stop = screen.getByLabelText('Sista ansökningsdag');
    expect(start).toHaveValue(today);
    expect(stop).toHaveValue(addDays(today, 31));
    await userEvent.click(screen.getByRole('button', { name: /14 dagar/ }));
    expect(stop).toHaveValue(addDays(today, 14));
    fireEvent.change(start, { target: { value: '2026-03-01' } });
    await userEvent.click(screen.getByRole('button', { name: /\+7 dagar|7 dagar efter/ }));
    expect(stop).toHaveValue('2026-03-08');
    await userEvent.type(screen.getByRole('textbox', { name: 'Namn på tjänsten' }), 'Truckförare');
    await userEvent.click(screen.getByRole('button', { name: 'Spara annons' }));
    await waitFor(() => expect(callsTo(fetchMock, 'create_Position')).toHaveLength(1));
    const [sent] = callsTo(fetchMock, 'create_Position') as {
      start: number;
      stop: number;
      positionTypeId: number;
      form: unknown;
    }[];
    expect(sent?.start).toBe(stockholmUnix('2026-03-01'));
    expect(sent?.stop).toBe(endOfDay('2026-03-08'));
    expect(sent?.positionTypeId).toBe(1);
    expect(sent?.form).toEqual(TEMPLATE_FORM);
  });
});

describe('/admin/positions/new', () => {
  beforeEach(() => logout());

  it('preselects the default template and continues to the create route', async () => {
    server({
      templates: [
        template({
          key: '22222222-2222-4222-8222-222222222222',
          name: 'Annan mall',
          availableInPositionTypes: [
            { positionTypeId: 1, positionTypeName: '', included: true, default: false },
          ],
        }),
        template(),
      ],
    });
    const router = renderAdmin('/admin/positions/new');
    const standard = await screen.findByRole('radio', { name: /Standardmall/ });
    expect(standard).toBeChecked();
    expect(screen.getByRole('radio', { name: /Annan mall/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions/create/1'));
    expect(router.state.location.search).toBe('?template=11111111-1111-4111-8111-111111111111');
  });

  it('shows the missing-folder message', async () => {
    server({ templates: 'missing' });
    renderAdmin('/admin/positions/new');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hittade inga mallar, vänligen kontakta support',
    );
  });

  it('sends /admin/formbuilder to the picker', async () => {
    server();
    const router = renderAdmin('/admin/formbuilder');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions/new'));
  });
  it('sends /admin/formbuilderedit?id= to the position’s form builder, and without an id to the list', async () => {
    server();
    const router = renderAdmin('/admin/formbuilderedit?id=101');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions/101/form'));
    expect(await screen.findByRole('link', { name: 'Formulär' })).toHaveAttribute('aria-current', 'page');
    const list = renderAdmin('/admin/formbuilderedit');
    await waitFor(() => expect(list.state.location.pathname).toBe('/admin/positions'));
  });
});

describe('/admin/positions/copy/:id', () => {
  beforeEach(() => logout());

  it("starts a new position from the copy ('Kopia av …', its fields and form) and creates it on save", async () => {
    const form = TEMPLATE_FORM as unknown as PositionDetail['form'];
    const fetchMock = server({ position: detail({ location: 'Örebro', isInternal: true, form }) });
    const router = renderAdmin('/admin/positions/copy/101');
    expect(await screen.findByRole('heading', { name: 'Kopiera annons' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: 'Namn på tjänsten' });
    expect(name).toHaveValue('Kopia av Lagermedarbetare');
    expect(screen.getByRole('textbox', { name: 'Ort' })).toHaveValue('Örebro');
    await userEvent.click(screen.getByRole('button', { name: 'Spara annons' }));
    // A new ad (a draft) goes to its own page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions/500'));
    expect(callsTo(fetchMock, 'update_Position')).toEqual([]);
    expect(callsTo(fetchMock, 'create_Position')).toEqual([
      expect.objectContaining({
        name: 'Kopia av Lagermedarbetare',
        location: 'Örebro',
        isInternal: true,
        form,
      }),
    ]);
  });
});
