import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PositionSkill, Skill, SkillCollection } from '@rekry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { filters, page } from '../applicants/fixtures.ts';

const TRUCK: Skill = {
  id: 7,
  name: 'Truckkörning',
  description: 'Motviktstruck',
  icon: 'truck',
  questions: [
    { id: 70, question: 'Vilka truckar?' },
    { id: 71, question: 'Hur länge?' },
  ],
  positionCount: 2,
};
const SWEDISH: Skill = {
  id: 8,
  name: 'Svenska',
  description: '',
  icon: 'languages',
  questions: [],
  positionCount: 0,
};
const STORE: SkillCollection = {
  id: 3,
  name: 'Lager',
  description: '',
  icon: 'warehouse',
  skills: [{ id: 7, name: 'Truckkörning', icon: 'truck' }],
};
const conflict = (message: string) => ({ status: 409, body: { error: { code: 'conflict', message } } });
const broken = () => ({
  status: 500,
  body: { error: { code: 'internal', message: 'Databasen svarar inte' } },
});

function lists(extra: Record<string, (data: unknown) => { status?: number; body: unknown }> = {}) {
  const user = signInAs([2]);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_Skills: () => ({ body: [SWEDISH, TRUCK] }),
    get_SkillCollections: () => ({ body: [STORE] }),
    ...extra,
  });
}

const tables = () => screen.findAllByRole('table');

describe('/admin/templates/skills', () => {
  beforeEach(() => logout());

  it('lists skills with question and position counts, and collections with their skills', async () => {
    lists();
    renderAdmin('/admin/templates/skills');
    const [skills, collections] = await tables();
    expect(within(skills!).getByRole('link', { name: 'Truckkörning' })).toHaveAttribute(
      'href',
      '/admin/templates/skills?kompetens=7',
    );
    expect(within(skills!).getByText('2 frågor')).toBeInTheDocument();
    expect(within(skills!).getByText('2 tjänster')).toBeInTheDocument();
    expect(within(collections!).getByRole('link', { name: 'Lager' })).toBeInTheDocument();
    expect(screen.getByText('2 kompetenser')).toBeInTheDocument();
  });

  it('edits a skill: the questions are sent in order with their ids, a new one without', async () => {
    const fetchMock = lists({ upsert_Skill: (data) => ({ body: { ...TRUCK, ...(data as object) } }) });
    renderAdmin('/admin/templates/skills?kompetens=7');
    const dialog = await screen.findByRole('dialog', { name: 'Redigera kompetens' });
    expect(within(dialog).getByRole('radio', { name: 'Lastbil' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Flytta fråga 2 upp' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till fråga' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Fråga 3' }), 'Truckkort?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort fråga 2' }));
    expect(within(dialog).getByText(/Frågor du tar bort försvinner med sina svar/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Hantverk'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Kompetens sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'upsert_Skill')).toEqual([
      {
        containerId: 1,
        id: 7,
        name: 'Truckkörning',
        description: 'Motviktstruck',
        icon: 'hammer',
        questions: [{ id: 71, question: 'Hur länge?' }, { question: 'Truckkort?' }],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the fields first, shows a taken name under the name and other failures in a toast', async () => {
    let answer = conflict('Det finns redan en kompetens med det namnet');
    const fetchMock = lists({ upsert_Skill: () => answer });
    renderAdmin('/admin/templates/skills?kompetens=ny');
    const dialog = await screen.findByRole('dialog', { name: 'Ny kompetens' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till fråga' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText('Ange kompetensens namn')).toBeInTheDocument();
    expect(within(dialog).getByText('Skriv frågan')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'upsert_Skill')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Namn' }), 'svenska');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort fråga 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(
      await within(dialog).findByText('Det finns redan en kompetens med det namnet'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Namn' })).toHaveAttribute('aria-invalid', 'true');

    answer = broken() as never;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Databasen svarar inte')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ny kompetens' })).toBeInTheDocument();
  });

  it('deletes a skill after a confirmation that counts its positions', async () => {
    const fetchMock = lists({ delete_Skill: () => ({ body: { ok: true } }) });
    renderAdmin('/admin/templates/skills');
    const [skills] = await tables();
    await userEvent.click(within(skills!).getByRole('button', { name: 'Ta bort Truckkörning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort kompetensen?' });
    expect(dialog).toHaveTextContent('används på 2 tjänster');
    expect(callsTo(fetchMock, 'delete_Skill')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Kompetens borttagen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'delete_Skill')).toEqual([{ containerId: 1, id: 7 }]);
  });

  it('saves a collection with the ticked skills in the order ticked', async () => {
    const fetchMock = lists({
      upsert_SkillCollection: (data) => ({ body: { ...STORE, ...(data as object) } }),
    });
    renderAdmin('/admin/templates/skills?samling=3');
    const dialog = await screen.findByRole('dialog', { name: 'Redigera kompetenssamling' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Svenska' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Kompetenssamling sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'upsert_SkillCollection')).toEqual([
      { containerId: 1, id: 3, name: 'Lager', description: '', icon: 'warehouse', skillIds: [7, 8] },
    ]);
  });
});

describe('the Kompetenser section of the position page', () => {
  beforeEach(() => logout());

  const onPosition: PositionSkill[] = [
    {
      positionId: 101,
      skillId: 7,
      name: 'Truckkörning',
      description: '',
      icon: 'truck',
      icons: ['truck'],
      questionCount: 2,
    },
  ];

  it('adds a skill the position lacks and removes one, for a writer with a right on the position', async () => {
    let current = onPosition;
    const fetchMock = lists({
      get_PositionById: () => ({ body: detail() }),
      get_ApplicantFilters: () => ({ body: filters }),
      get_ApplicantsByPosition: () => ({ body: page([]) }),
      get_PositionNotificationPreferences: () => broken(),
      get_PositionSkills: () => ({ body: current }),
      add_PositionSkills: () => {
        current = [...onPosition, { ...onPosition[0]!, skillId: 8, name: 'Svenska', questionCount: 1 }];
        return { body: current };
      },
      remove_PositionSkill: () => ({ body: [] }),
    });
    renderAdmin('/admin/positions/101/skills');
    const list = await screen.findByRole('list', { name: 'Kompetenser' }, { timeout: 15_000 });
    expect(within(list).getByText('Truckkörning')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Lägg till kompetens eller samling' });
    // Truckkörning is on the position already; the collection of only it has nothing to add.
    expect(within(select).queryByRole('option', { name: 'Kompetens: Truckkörning' })).toBeNull();
    expect(within(select).queryByRole('option', { name: 'Samling: Lager' })).toBeNull();
    await userEvent.selectOptions(select, 'Kompetens: Svenska');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(await within(list).findByText('Svenska')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'add_PositionSkills')).toEqual([
      { containerId: 1, positionId: 101, skillId: 8 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Truckkörning från tjänsten' }));
    expect(await screen.findByText('Tjänsten har inga kompetenser.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'remove_PositionSkill')).toEqual([
      { containerId: 1, positionId: 101, skillId: 7 },
    ]);
  });
});
