import type { ApplicantDetail, ApplicantNote } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { applicant, filters } from './fixtures.ts';

/** The signed-in user of signInAs (makeToken's uid). */
const ME = 7;
const mine: ApplicantNote = {
  id: 1,
  text: 'Ring på fredag',
  created: 1_767_222_000,
  author: { id: ME, name: 'Anna Andersson' },
};
const theirs: ApplicantNote = {
  id: 2,
  text: 'Bra referenser',
  created: 1_767_225_600,
  author: { id: 8, name: 'Bo Berg' },
};

function server(permissionIds: number[], answers: { update?: 'refused' } = {}) {
  const user = signInAs(permissionIds);
  let current: ApplicantDetail = applicant({ notes: [mine, theirs], canEdit: !permissionIds.includes(3) });
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_ApplicantFilters: () => ({ body: filters }),
    get_ApplicantById: () => ({ body: current }),
    get_ApplicantFiles: () => ({ body: [] }),
    get_Questionnaire: () => ({ body: [] }),
    get_PositionById: () => fail(500, 'Internt fel'),
    get_ApplicantsByPosition: () => fail(500, 'Internt fel'),
    update_ApplicantNote: ({ noteId, text }) => {
      if (answers.update === 'refused') return fail(400, 'Skriv en anteckning', { text: 'För kort' });
      const note = { ...mine, id: noteId, text };
      current = { ...current, notes: current.notes.map((n) => (n.id === noteId ? note : n)) };
      return { body: note };
    },
    delete_ApplicantNote: ({ noteId }) => {
      current = { ...current, notes: current.notes.filter((n) => n.id !== noteId) };
      return { body: { ok: true, message: 'Anteckning borttagen' } };
    },
  });
}

const path = '/admin/positions/101/applicants/501';
const noteWith = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

describe('the applicant page’s notes', () => {
  beforeEach(() => logout());

  it('offers Redigera and Ta bort on the author’s own note only', async () => {
    server([2]);
    renderAdmin(path);
    const own = await noteWith('Ring på fredag');
    expect(within(own).getByRole('button', { name: 'Redigera anteckningen' })).toHaveTextContent('Redigera');
    expect(within(own).getByRole('button', { name: 'Ta bort anteckningen' })).toBeInTheDocument();
    const other = await noteWith('Bra referenser');
    expect(within(other).queryAllByRole('button')).toEqual([]);
  });

  it('corrects the own note in a dialog and says Anteckning sparad', async () => {
    const fetchMock = server([2]);
    renderAdmin(path);
    await userEvent.click(
      within(await noteWith('Ring på fredag')).getByRole('button', { name: 'Redigera anteckningen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Redigera anteckning' });
    const field = within(dialog).getByLabelText(/Anteckning/);
    expect(field).toHaveValue('Ring på fredag');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ring på måndag');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Anteckning sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_ApplicantNote')).toEqual([
      { containerId: 1, positionId: 101, applicantId: 501, noteId: 1, text: 'Ring på måndag' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Ring på måndag')).toBeInTheDocument();
  });

  it('shows the server’s refusal on the field and keeps the dialog open', async () => {
    server([2], { update: 'refused' });
    renderAdmin(path);
    await userEvent.click(
      within(await noteWith('Ring på fredag')).getByRole('button', { name: 'Redigera anteckningen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Redigera anteckning' });
    await userEvent.type(within(dialog).getByLabelText(/Anteckning/), '!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText('För kort')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Redigera anteckning' })).toBeInTheDocument();
  });

  it('removes the own note after asking, and says Anteckning borttagen', async () => {
    const fetchMock = server([2]);
    renderAdmin(path);
    await userEvent.click(
      within(await noteWith('Ring på fredag')).getByRole('button', { name: 'Ta bort anteckningen' }),
    );
    const asked = await screen.findByRole('dialog', { name: 'Ta bort anteckningen?' });
    expect(callsTo(fetchMock, 'delete_ApplicantNote')).toEqual([]);
    await userEvent.click(within(asked).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Anteckning borttagen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'delete_ApplicantNote')).toEqual([
      { containerId: 1, positionId: 101, applicantId: 501, noteId: 1 },
    ]);
    await waitFor(() => expect(screen.queryByText('Ring på fredag')).not.toBeInTheDocument());
    expect(screen.getByText('Bra referenser')).toBeInTheDocument();
  });

  it('gives a reader no controls, not even on a note they once wrote', async () => {
    server([3]);
    renderAdmin(path);
    expect(within(await noteWith('Ring på fredag')).queryAllByRole('button')).toEqual([]);
  });
});
