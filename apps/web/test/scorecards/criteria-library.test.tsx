import type { ActionParsedInput, LibraryCriterion } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher, screenWidth } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { libraryCriterion } from './fixtures.ts';

type Upsert = ActionParsedInput<'upsert_LibraryCriterion'>;
const TAKEN = 'Det finns redan ett kriterium med det namnet i biblioteket';

/** The company's library: Samarbete (on two positions) and Noggrannhet; a name already there is a 409. */
function server(permissionIds = [2]) {
  const user = signInAs(permissionIds);
  let library: LibraryCriterion[] = [
    libraryCriterion({ id: 4, name: 'Noggrannhet', description: '', questions: [], usedBy: 0 }),
    libraryCriterion(),
  ];
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_CriteriaLibrary: () => ({ body: library }),
    upsert_LibraryCriterion: (input: Upsert) => {
      if (library.some((c) => c.name === input.name && c.id !== input.id)) return fail(409, TAKEN);
      const saved = { id: input.id ?? 9, usedBy: 0, ...input };
      library = [...library.filter((c) => c.id !== saved.id), saved];
      return { body: saved };
    },
    delete_LibraryCriterion: (input) => {
      library = library.filter((c) => c.id !== input.id);
      return { body: { ok: true } };
    },
  });
}

describe('/admin/templates/criteria', () => {
  beforeEach(() => logout());

  it('lists the criteria with their questions and the positions that use them', async () => {
    screenWidth(1280);
    server();
    renderAdmin('/admin/templates/criteria');
    const table = within(await screen.findByRole('table', { name: 'Kriterier' }));
    expect(table.getByRole('link', { name: 'Samarbete' })).toHaveAttribute(
      'href',
      '/admin/templates/criteria?kriterium=3',
    );
    expect(table.getByText('1 fråga')).toBeInTheDocument();
    expect(table.getByText('2 tjänster')).toBeInTheDocument();
    expect(screen.getByText('2 kriterier')).toBeInTheDocument();
  });

  it('creates a criterion from the usual scale: its questions go as texts, a taken name is told under it', async () => {
    const fetchMock = server();
    renderAdmin('/admin/templates/criteria');
    await userEvent.click(await screen.findByRole('link', { name: 'Nytt kriterium' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nytt kriterium' }));
    expect(dialog.getByRole('textbox', { name: /^Steg 5/ })).toHaveValue('Exceptionell kompetens');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Namn/ }), 'Samarbete');
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till fråga' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Fråga 1/ }), 'Hur löser du en konflikt?');
    await userEvent.click(dialog.getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Namn/ })).toHaveAccessibleDescription(TAKEN),
    );

    await userEvent.clear(dialog.getByRole('textbox', { name: /^Namn/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Namn/ }), 'Konflikthantering');
    await userEvent.click(dialog.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Kriteriet är sparat')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'upsert_LibraryCriterion').at(-1)).toEqual({
      containerId: 1,
      name: 'Konflikthantering',
      description: '',
      anchors: [
        'Saknar kompetensen',
        'Begränsad kompetens',
        'Motsvarar kraven',
        'Överträffar kraven',
        'Exceptionell kompetens',
      ],
      questions: ['Hur löser du en konflikt?'],
    });
  });

  it('edits a criterion by its address and refuses an empty step', async () => {
    const fetchMock = server();
    renderAdmin('/admin/templates/criteria?kriterium=3');
    const dialog = within(await screen.findByRole('dialog', { name: 'Redigera kriterium' }));
    expect(dialog.getByRole('textbox', { name: /^Fråga 1/ })).toHaveValue(
      'Berätta om ett samarbete som gick dåligt.',
    );
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Steg 2/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Spara' }));
    expect(await dialog.findByText('Beskriv varje steg på skalan')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Steg 2/ }), 'Visst samarbete');
    await userEvent.click(dialog.getByRole('button', { name: 'Ta bort fråga 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Kriteriet är sparat')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'upsert_LibraryCriterion')).toEqual([
      expect.objectContaining({ id: 3, questions: [], anchors: expect.arrayContaining(['Visst samarbete']) }),
    ]);
  });

  it('deletes a criterion after asking, saying the positions keep their copies', async () => {
    screenWidth(1280);
    const fetchMock = server();
    renderAdmin('/admin/templates/criteria');
    await screen.findByRole('table', { name: 'Kriterier' });
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Samarbete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ta bort kriteriet?' }));
    expect(
      dialog.getByText('Samarbete tas bort ur biblioteket. 2 tjänster behåller sina kopior.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Kriteriet är borttaget')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'delete_LibraryCriterion')).toEqual([{ containerId: 1, id: 3 }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Samarbete' })).toBeNull());
  });

  it('is a writer’s screen', async () => {
    server([3]);
    const router = renderAdmin('/admin/templates/criteria');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
  });
});
