import type { FormProperty } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher } from '../helpers.ts';
import { renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { failure, TEMPLATES } from './fixtures.ts';

type Upsert = { containerId: number; id?: number; name: string; form: FormProperty[] };

/** A fake store of templates behind get/upsert/delete. */
function templatesServer(user: ReturnType<typeof signInAs>) {
  let list = structuredClone(TEMPLATES);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_FormTemplates: () => ({ body: list }),
    upsert_FormTemplate: (data) => {
      const input = data as Upsert;
      const saved = { id: input.id ?? 99, name: input.name, form: input.form, updatedAt: 1_763_700_000 };
      list = [...list.filter((t) => t.id !== saved.id), saved];
      return { body: saved };
    },
    delete_FormTemplate: (data) => {
      list = list.filter((t) => t.id !== (data as { id: number }).id);
      return { body: { ok: true } };
    },
  });
}

/** The data of every dispatcher call to `action` (the builder's preview also GETs the public company). */
function callsTo(fetchMock: { mock: { calls: unknown[][] } }, action: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => typeof (init as RequestInit | undefined)?.body === 'string')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as { action: string; data: unknown })
    .filter((call) => call.action === action)
    .map((call) => call.data);
}

// jsdom has no layout: the builder scrolls a new field into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const nameField = () => screen.getByRole('textbox', { name: 'Mallens namn' });

describe('/admin/form-templates/new', () => {
  beforeEach(() => logout());

  it('starts from the standard fields, needs a name, creates the template and opens it for editing', async () => {
    const user = signInAs([2]);
    const fetchMock = templatesServer(user);
    const router = renderAdmin('/admin/form-templates/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ny formulärmall' })).toBeInTheDocument();
    expect(screen.getByText('14 fält')).toBeInTheDocument();
    const [create] = screen.getAllByRole('button', { name: 'Skapa mall' });
    await userEvent.click(create!);
    expect(screen.getByText('Ange ett namn på formulärmallen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'upsert_FormTemplate')).toEqual([]);

    await userEvent.type(nameField(), 'Lager med truckkort');
    await userEvent.click(screen.getByRole('button', { name: 'Textrad' }));
    expect(screen.getByText('15 fält')).toBeInTheDocument();
    await userEvent.click(create!);
    expect(await screen.findByText('Mall sparad')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/form-templates/edit/99'));
    const [sent] = callsTo(fetchMock, 'upsert_FormTemplate') as Upsert[];
    expect(sent).toMatchObject({ containerId: 1, name: 'Lager med truckkort' });
    expect(sent!.id).toBeUndefined();
    expect(sent!.form.some((p) => p.type === 'text' && p.label === 'Förnamn')).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lager med truckkort' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Lager med truckkort');
  });

  it('can start from a copy of another template', async () => {
    const user = signInAs([2]);
    const fetchMock = templatesServer(user);
    renderAdmin('/admin/form-templates/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Använd mall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Starta formuläret från en mall' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Kort formulär/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ersätt formuläret' }));
    expect(await screen.findByText('1 fält')).toBeInTheDocument();
    await userEvent.type(nameField(), 'Kopia');
    await userEvent.click(screen.getAllByRole('button', { name: 'Skapa mall' })[0]!);
    expect(await screen.findByText('Mall sparad')).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, 'upsert_FormTemplate') as Upsert[];
    expect(sent).toMatchObject({ name: 'Kopia', form: TEMPLATES[0]!.form });
  });

  it('shows a server error on the name', async () => {
    const user = signInAs([2]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      upsert_FormTemplate: () => failure.nameField('Namnet är för långt'),
    });
    renderAdmin('/admin/form-templates/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mallens namn' }), 'X');
    await userEvent.click(screen.getAllByRole('button', { name: 'Skapa mall' })[0]!);
    expect(await screen.findByText('Namnet är för långt')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a reader to the access-denied page', async () => {
    const user = signInAs([3]);
    mockDispatcher({ get_CurrentUser: () => ({ body: user }) });
    const router = renderAdmin('/admin/form-templates/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
  });
});

describe('/admin/form-templates/edit/:id', () => {
  beforeEach(() => logout());

  it('saves name and fields automatically and shows the saved state', async () => {
    const user = signInAs([2]);
    const fetchMock = templatesServer(user);
    renderAdmin('/admin/form-templates/edit/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kort formulär' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Kort formulär');
    expect(screen.getByText('Dina förändringar sparas automatiskt')).toBeInTheDocument();

    await userEvent.type(nameField(), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Textfält' }));
    expect(await screen.findByText('Alla ändringar är sparade', {}, { timeout: 4000 })).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'upsert_FormTemplate') as Upsert[];
    const last = calls.at(-1)!;
    expect(last).toMatchObject({ containerId: 1, id: 12, name: 'Kort formulär 2' });
    expect(last.form.map((p) => p.type)).toEqual(['text', 'textarea']);
    expect(screen.getByRole('heading', { level: 1, name: 'Kort formulär 2' })).toBeInTheDocument();
  });

  it('does not save without a name, and says why', async () => {
    const user = signInAs([2]);
    const fetchMock = templatesServer(user);
    renderAdmin('/admin/form-templates/edit/12');
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Mallens namn' }));
    expect(screen.getByText('Ange ett namn på formulärmallen')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(callsTo(fetchMock, 'upsert_FormTemplate')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Kort formulär' })).toBeInTheDocument();
  });

  it('shows a failed save with a retry', async () => {
    const user = signInAs([2]);
    let fail = true;
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_FormTemplates: () => ({ body: TEMPLATES }),
      upsert_FormTemplate: (data) =>
        fail ? failure.internal() : { body: { ...(data as Upsert), id: 12, updatedAt: 1 } },
    });
    renderAdmin('/admin/form-templates/edit/12');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mallens namn' }), '!');
    expect(
      await screen.findByText('Ändringarna kunde inte sparas.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Alla ändringar är sparade')).toBeInTheDocument();
    expect((callsTo(fetchMock, 'upsert_FormTemplate') as Upsert[]).at(-1)!.name).toBe('Kort formulär!');
  });

  it('deletes the template after a confirmation and returns to the list', async () => {
    const user = signInAs([2]);
    const fetchMock = templatesServer(user);
    const router = renderAdmin('/admin/form-templates/edit/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort mall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort formulärmallen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Mall borttagen')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/form-templates'));
    expect(callsTo(fetchMock, 'delete_FormTemplate')).toEqual([{ containerId: 1, id: 12 }]);
    expect(
      await screen.findByRole('link', { name: 'Standardformulär med CV' }, { timeout: 3000 }),
    ).toBeDefined();
  });

  it('says so when the template does not exist, or the id cannot be one', async () => {
    const user = signInAs([2]);
    templatesServer(user);
    renderAdmin('/admin/form-templates/edit/999');
    expect(await screen.findByText('Formulärmallen finns inte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Formulärmallar', current: false })).toBeDefined();
  });

  it('shows a load error with a retry', async () => {
    const user = signInAs([2]);
    let fail = true;
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_FormTemplates: () => (fail ? failure.internal() : { body: TEMPLATES }),
    });
    renderAdmin('/admin/form-templates/edit/11');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi kunde inte hämta formulärmallen.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('textbox', { name: 'Mallens namn' })).toHaveValue(
      'Standardformulär med CV',
    );
  });
});
