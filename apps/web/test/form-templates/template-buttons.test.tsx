import type { FormProperty } from '@rekry/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../src/app/providers.tsx';
import { errorToastCache } from '../../src/lib/error-toast.ts';
import { SaveAsTemplateButton, UseTemplateButton } from '../../src/features/form-templates/index.ts';
import { TOKEN_KEY } from '../../src/lib/session.ts';
import { makeToken, mockDispatcher } from '../helpers.ts';
import { callsTo } from '../positions/render-admin.tsx';
import { failure, textField, TEMPLATES } from './fixtures.ts';

function renderWithProviders(ui: React.ReactNode) {
  const client = new QueryClient({
    mutationCache: errorToastCache(),
    defaultOptions: { queries: { retry: false, retryDelay: 0 } },
  });
  render(
    <Providers client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

const FORM: FormProperty[] = [textField('a', 'Förnamn', 1000), textField('b', 'Truckkort', 1010)];

describe('SaveAsTemplateButton', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, makeToken()));

  it('asks for a name, saves a copy of the form as a new template and says so', async () => {
    const fetchMock = mockDispatcher({
      upsert_FormTemplate: ({ name, form }) => ({ body: { id: 99, updatedAt: 1, name, form } }),
    });
    renderWithProviders(<SaveAsTemplateButton containerId={1} form={FORM} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spara som mall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spara formuläret som mall' });
    const name = within(dialog).getByLabelText('Mallens namn');
    expect(name).toHaveFocus();
    await userEvent.type(name, '  Lager med truckkort ');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Mall sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'upsert_FormTemplate')).toEqual([
      { containerId: 1, name: 'Lager med truckkort', form: FORM },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('needs a name, and shows the server’s message on the name field', async () => {
    const fetchMock = mockDispatcher({
      upsert_FormTemplate: () => failure.nameField('Namnet är för långt'),
    });
    renderWithProviders(<SaveAsTemplateButton containerId={1} form={FORM} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spara som mall' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara mall' }));
    expect(within(dialog).getByText('Ange ett namn på formulärmallen')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mallens namn')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'upsert_FormTemplate')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Mallens namn'), 'X');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara mall' }));
    expect(await within(dialog).findByText('Namnet är för långt')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not save an empty form', async () => {
    mockDispatcher({});
    renderWithProviders(<SaveAsTemplateButton containerId={1} form={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spara som mall' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Formuläret är tomt.');
    expect(within(dialog).getByRole('button', { name: 'Spara mall' })).toBeDisabled();
  });
});

describe('UseTemplateButton', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, makeToken()));

  it('lists the templates, warns that the form is replaced, and hands over a copy of the chosen form', async () => {
    mockDispatcher({ get_FormTemplates: () => ({ body: TEMPLATES }) });
    const onPick = vi.fn();
    renderWithProviders(<UseTemplateButton containerId={1} onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Använd mall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Starta formuläret från en mall' });
    expect(dialog).toHaveTextContent('Formuläret ersätts av mallens fält.');
    const confirm = within(dialog).getByRole('button', { name: 'Ersätt formuläret' });
    expect(confirm).toBeDisabled();
    const choice = await within(dialog).findByRole('radio', { name: /Kort formulär/ });
    expect(within(dialog).getByRole('radio', { name: /Standardformulär med CV/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/14 fält · uppdaterad/)).toBeInTheDocument();
    await userEvent.click(choice);
    await userEvent.click(confirm);
    expect(onPick).toHaveBeenCalledTimes(1);
    const picked = onPick.mock.calls[0]![0] as FormProperty[];
    expect(picked).toEqual(TEMPLATES[0]!.form);
    expect(picked).not.toBe(TEMPLATES[0]!.form);
    expect(await screen.findByText('Formuläret kommer nu från mallen ”Kort formulär”')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('changes nothing when cancelled', async () => {
    mockDispatcher({ get_FormTemplates: () => ({ body: TEMPLATES }) });
    const onPick = vi.fn();
    renderWithProviders(<UseTemplateButton containerId={1} onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Använd mall' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Kort formulär/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onPick).not.toHaveBeenCalled();
  });

  it('says when there are no templates, with a link to create one', async () => {
    mockDispatcher({ get_FormTemplates: () => ({ body: [] }) });
    renderWithProviders(<UseTemplateButton containerId={1} onPick={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Använd mall' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Det finns inga formulärmallar ännu.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Skapa en formulärmall' })).toHaveAttribute(
      'href',
      '/admin/form-templates/new',
    );
    expect(within(dialog).getByRole('button', { name: 'Ersätt formuläret' })).toBeDisabled();
  });

  it('shows a load error with a retry', async () => {
    let fail = true;
    mockDispatcher({ get_FormTemplates: () => (fail ? failure.internal() : { body: TEMPLATES }) });
    renderWithProviders(<UseTemplateButton containerId={1} onPick={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Använd mall' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi kunde inte hämta formulärmallarna.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('radio', { name: /Kort formulär/ })).toBeInTheDocument();
  });
});
