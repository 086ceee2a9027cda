import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { failure, TEMPLATES } from './fixtures.ts';

const table = () => within(screen.getByRole('table'));
const rowOf = (name: string) => table().getByRole('link', { name }).closest('tr')!;

describe('/admin/form-templates', () => {
  beforeEach(() => logout());

  it('shows a skeleton, then the templates by name with field count, date, edit and delete', async () => {
    const user = signInAs([2]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_FormTemplates: () => ({ body: TEMPLATES }),
    });
    renderAdmin('/admin/form-templates');
    expect(await screen.findByRole('status', { name: 'Laddar formulärmallar' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Formulärmallar' })).toBeInTheDocument();
    const names = table()
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['Kort formulär', 'Standardformulär med CV']);
    expect(within(rowOf('Standardformulär med CV')).getByText('14 fält')).toBeInTheDocument();
    expect(within(rowOf('Kort formulär')).getByText('1 fält')).toBeInTheDocument();
    expect(table().getByRole('link', { name: 'Standardformulär med CV' })).toHaveAttribute(
      'href',
      '/admin/form-templates/edit/11',
    );
    expect(table().getByRole('link', { name: 'Redigera Kort formulär' })).toHaveAttribute(
      'href',
      '/admin/form-templates/edit/12',
    );
    expect(screen.getByText('2 mallar')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Ny formulärmall' })).toHaveAttribute(
      'href',
      '/admin/form-templates/new',
    );
  });

  it('says so when there are no templates, with a way to create one', async () => {
    const user = signInAs([1]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_FormTemplates: () => ({ body: [] }),
    });
    renderAdmin('/admin/form-templates');
    expect(await screen.findByText('Inga formulärmallar ännu')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'Ny formulärmall' })).toHaveLength(
      2,
    );
  });

  it('shows the error with a retry that loads the list', async () => {
    const user = signInAs([2]);
    let fail = true;
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_FormTemplates: () => (fail ? failure.internal() : { body: TEMPLATES }),
    });
    renderAdmin('/admin/form-templates');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi kunde inte hämta formulärmallarna.');
    expect(alert).toHaveTextContent('Databasen svarar inte');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    await screen.findByRole('table');
  });

  it('deletes a template after a confirmation that names it, with a toast', async () => {
    const user = signInAs([2]);
    let list = [...TEMPLATES];
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_FormTemplates: () => ({ body: list }),
      delete_FormTemplate: (data) => {
        list = list.filter((t) => t.id !== (data as { id: number }).id);
        return { body: { ok: true } };
      },
    });
    renderAdmin('/admin/form-templates');
    await screen.findByRole('table');
    await userEvent.click(table().getByRole('button', { name: 'Ta bort Kort formulär' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort formulärmallen?' });
    expect(dialog).toHaveTextContent('Mallen ”Kort formulär” tas bort.');
    expect(callsTo(fetchMock, 'delete_FormTemplate')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Mall borttagen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'delete_FormTemplate')).toEqual([{ containerId: 1, id: 12 }]);
    await waitFor(() => expect(table().queryByRole('link', { name: 'Kort formulär' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('1 mall')).toBeInTheDocument();
  });

  it('keeps the template when the confirmation is cancelled, and shows a failed delete', async () => {
    const user = signInAs([2]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_FormTemplates: () => ({ body: TEMPLATES }),
      delete_FormTemplate: () => failure.notFound(),
    });
    renderAdmin('/admin/form-templates');
    await screen.findByRole('table');
    await userEvent.click(table().getByRole('button', { name: 'Ta bort Kort formulär' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'delete_FormTemplate')).toEqual([]);
    await userEvent.click(table().getByRole('button', { name: 'Ta bort Kort formulär' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Formulärmallen finns inte')).toBeInTheDocument();
    expect(table().getByRole('link', { name: 'Kort formulär' })).toBeInTheDocument();
  });

  it('sends a reader to the access-denied page', async () => {
    const user = signInAs([3]);
    mockDispatcher({ get_CurrentUser: () => ({ body: user }) });
    const router = renderAdmin('/admin/form-templates');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
  });

  it('is an enabled sidebar entry for a writer', async () => {
    const user = signInAs([2]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_FormTemplates: () => ({ body: TEMPLATES }),
    });
    renderAdmin('/admin/form-templates');
    await screen.findByRole('table');
    const nav = within(screen.getByRole('navigation', { name: /./ }));
    expect(nav.getByRole('link', { name: /Formulärmallar/ })).toHaveAttribute(
      'href',
      '/admin/form-templates',
    );
  });
});
