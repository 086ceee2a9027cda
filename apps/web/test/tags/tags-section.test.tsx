import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TagSummary } from '@rekry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher, screenWidth } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';

/** The statuses-and-tags screen as a writer, with these tags (kept as the server would) and no labels. */
function screenWith(start: TagSummary[]) {
  let tags = [...start];
  const user = signInAs([2]);
  screenWidth(1280);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_Labels: () => ({ body: [] }),
    get_LabelUsage: () => ({ body: [] }),
    get_Tags: () => ({ body: tags }),
    create_Tag: (data) => {
      const { name } = data as { name: string };
      if (tags.some((t) => t.name.toLowerCase() === name.toLowerCase()))
        return fail(409, `Det finns redan en tagg som heter ${name}`);
      const created = { id: 90, name, applicants: 0 };
      tags = [...tags, created];
      return { body: { id: created.id, name } };
    },
    update_Tag: (data) => {
      const { id, name } = data as { id: number; name: string };
      tags = tags.map((t) => (t.id === id ? { ...t, name } : t));
      return { body: { id, name } };
    },
    delete_Tag: (data) => {
      tags = tags.filter((t) => t.id !== (data as { id: number }).id);
      return { body: { ok: true, message: 'Taggen borttagen' } };
    },
  });
}

const names = async () =>
  within(await screen.findByRole('table', { name: 'Taggar' }))
    .queryAllByRole('link')
    .map((a) => a.textContent);

describe('the tags of /admin/templates/statuses', () => {
  beforeEach(() => logout());

  it('says so when there are none, creates one and answers a taken name under the field', async () => {
    const fetchMock = screenWith([{ id: 1, name: 'Akut', applicants: 2 }]);
    renderAdmin('/admin/templates/statuses');
    expect(await names()).toEqual(['Akut']);
    await userEvent.click(screen.getByRole('button', { name: 'Ny tagg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny tagg' });
    const field = within(dialog).getByRole('textbox', { name: /Namn/ });
    await userEvent.type(field, 'akut');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText('Det finns redan en tagg som heter akut')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Deltid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'create_Tag').at(-1)).toEqual({ containerId: 1, name: 'Deltid' });
    await waitFor(async () => expect(await names()).toEqual(['Akut', 'Deltid']));
  });

  it('renames a tag from its row and removes one after saying how many lose it', async () => {
    const fetchMock = screenWith([
      { id: 1, name: 'Akut', applicants: 2 },
      { id: 2, name: 'Deltid', applicants: 0 },
    ]);
    renderAdmin('/admin/templates/statuses');
    const table = await screen.findByRole('table', { name: 'Taggar' });
    await userEvent.click(within(table).getByRole('link', { name: 'Deltid' }));
    const editor = await screen.findByRole('dialog', { name: 'Byt namn på taggen' });
    const field = within(editor).getByRole('textbox', { name: /Namn/ });
    expect(field).toHaveValue('Deltid');
    await userEvent.clear(field);
    await userEvent.type(field, 'Heltid');
    await userEvent.click(within(editor).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'update_Tag')).toEqual([{ containerId: 1, id: 2, name: 'Heltid' }]);

    await userEvent.click(within(table).getByRole('button', { name: 'Ta bort Akut' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ta bort taggen?' });
    expect(confirm).toHaveTextContent('Taggen ”Akut” tas bort från 2 sökande.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ta bort' }));
    await waitFor(async () => expect(await names()).toEqual(['Heltid']));
    expect(callsTo(fetchMock, 'delete_Tag')).toEqual([{ containerId: 1, id: 1 }]);
  });
});
