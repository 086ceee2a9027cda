import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Label, LabelType } from '@rekry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher, screenWidth } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';

const label = (id: number, name: string, type: LabelType, order: number, isDefault = false): Label => ({
  id,
  name,
  labelType: { name: type },
  isDefault,
  order,
});
const LABELS = [
  label(1, 'Mycket intressant', 'Interest', 1, true),
  label(2, 'Kanske', 'Interest', 2),
  label(3, 'Reserv', 'Interest', 3),
  label(11, 'Kontaktad', 'Process', 1, true),
  label(12, 'Intervju', 'Process', 2),
];

/** The statuses-and-tags screen as a writer, with these labels and counts; other lists are empty. */
function screenWith(extra: Record<string, (data: unknown) => { status?: number; body: unknown }> = {}) {
  const user = signInAs([2]);
  screenWidth(1280);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_EmailTemplates: () => ({ body: [] }),
    get_TextTemplates: () => ({ body: [] }),
    get_EmailTemplateVariables: () => ({ body: [] }),
    get_PositionTypes: () => ({ body: [] }),
    get_Labels: () => ({ body: LABELS }),
    get_Tags: () => ({ body: [] }),
    get_LabelUsage: () => ({
      body: [
        { id: 2, applicants: 3 },
        { id: 12, applicants: 1 },
      ],
    }),
    ...extra,
  });
}
const list = (name: string) => screen.findByRole('table', { name });
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the labels of /admin/templates/statuses', () => {
  beforeEach(() => logout());

  it('lists statuses and process levels apart, in order, with their applicants and no internal type names', async () => {
    screenWith();
    renderAdmin('/admin/templates/statuses');
    const statuses = await list('Statusar');
    expect(names(statuses)).toEqual(['Mycket intressant', 'Kanske', 'Reserv']);
    expect(names(await list('Processnivåer'))).toEqual(['Kontaktad', 'Intervju']);
    expect(within(statuses).getAllByRole('row')[2]).toHaveTextContent('3');
    expect(document.body.textContent).not.toMatch(/Interest|Process\b/);
    // The default has no remove; the ends cannot move further.
    expect(within(statuses).queryByRole('button', { name: 'Ta bort Mycket intressant' })).toBeNull();
    expect(within(statuses).getByRole('button', { name: 'Flytta Mycket intressant upp' })).toBeDisabled();
    expect(within(statuses).getByRole('button', { name: 'Flytta Reserv ner' })).toBeDisabled();
  });

  it('adds a label of the chosen type; a taken name is said under the name', async () => {
    let taken = true;
    const fetchMock = screenWith({
      create_Label: () =>
        taken
          ? fail(409, 'Det finns redan en etikett som heter Kanske')
          : { body: [...LABELS, label(13, 'Provanställd', 'Process', 3)] },
    });
    renderAdmin('/admin/templates/statuses');
    await userEvent.click(await screen.findByRole('button', { name: 'Ny etikett' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny etikett' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Namn/ }), 'Kanske');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(
      await within(dialog).findByText('Det finns redan en etikett som heter Kanske'),
    ).toBeInTheDocument();
    taken = false;
    const name = within(dialog).getByRole('textbox', { name: /Namn/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Provanställd');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Typ/ }), 'Processnivå');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'create_Label').at(-1)).toEqual({
      containerId: 1,
      name: 'Provanställd',
      labelType: 'Process',
    });
    expect(names(await list('Processnivåer'))).toEqual(['Kontaktad', 'Intervju', 'Provanställd']);
  });

  it('moves a label with its buttons, sending the whole new order of its type', async () => {
    const fetchMock = screenWith({
      update_LabelOrder: () => ({
        body: [LABELS[0]!, { ...LABELS[2]!, order: 2 }, { ...LABELS[1]!, order: 3 }, ...LABELS.slice(3)],
      }),
    });
    renderAdmin('/admin/templates/statuses');
    const statuses = await list('Statusar');
    await userEvent.click(within(statuses).getByRole('button', { name: 'Flytta Reserv upp' }));
    await waitFor(() => expect(names(statuses)).toEqual(['Mycket intressant', 'Reserv', 'Kanske']));
    expect(callsTo(fetchMock, 'update_LabelOrder')).toEqual([
      { containerId: 1, labelType: 'Interest', ids: [1, 3, 2] },
    ]);
  });

  it('removes an unused label after asking, and one in use after choosing where its applicants go', async () => {
    const fetchMock = screenWith({
      delete_Label: (data) => {
        const { id, moveTo } = data as { id: number; moveTo?: number };
        if (id === 2 && !moveTo) return fail(400, 'Etiketten används', { moveTo: 'Etiketten används' });
        return { body: LABELS.filter((l) => l.id !== id) };
      },
    });
    renderAdmin('/admin/templates/statuses');
    const statuses = await list('Statusar');
    await userEvent.click(within(statuses).getByRole('button', { name: 'Ta bort Reserv' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ta bort etiketten?' });
    expect(confirm).toHaveTextContent('Etiketten ”Reserv” och dess e-postmallar tas bort.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(names(statuses)).not.toContain('Reserv'));
    expect(callsTo(fetchMock, 'delete_Label')).toEqual([{ containerId: 1, id: 3 }]);

    await userEvent.click(within(statuses).getByRole('button', { name: 'Ta bort Kanske' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort Kanske' });
    expect(dialog).toHaveTextContent('3 sökande har statusen Kanske.');
    const target = within(dialog).getByRole('combobox', { name: /Flytta sökande till/ });
    // Only the other statuses, the default first chosen.
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mycket intressant']);
    expect(target).toHaveValue('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Flytta och ta bort' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'delete_Label').at(-1)).toEqual({ containerId: 1, id: 2, moveTo: 1 });
  });

  it("shows the server's refusal of the target under the field", async () => {
    screenWith({
      delete_Label: () =>
        fail(400, 'Välj en annan etikett', { moveTo: 'Välj en annan etikett av samma typ i företaget' }),
    });
    renderAdmin('/admin/templates/statuses');
    const levels = await list('Processnivåer');
    await userEvent.click(within(levels).getByRole('button', { name: 'Ta bort Intervju' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort Intervju' });
    expect(dialog).toHaveTextContent('En sökande har processnivån Intervju. Välj vart den ska flyttas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Flytta och ta bort' }));
    expect(
      await within(dialog).findByText('Välj en annan etikett av samma typ i företaget'),
    ).toBeInTheDocument();
  });
});
