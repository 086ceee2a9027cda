import type { ActionParsedInput, PositionScorecard } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { LEVELS, profile, SUGGESTIONS, TEAMWORK, TRUCK } from './fixtures.ts';

const path = '/admin/positions/101/scorecard';
type Update = ActionParsedInput<'update_PositionScorecard'>;

/** Lagermedarbetare with its profile as `start`; a save answers what was sent, with ids for new criteria. */
function server(
  start: PositionScorecard = profile(),
  { canEdit = true, suggestions = SUGGESTIONS, refuse = null as string | null } = {},
) {
  const user = signInAs([2]);
  let current = start;
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionById: () => ({ body: detail({ canEdit }) }),
    get_Labels: () => ({ body: LEVELS }),
    get_PositionScorecard: () => ({ body: current }),
    get_ScorecardSuggestions: () => ({ body: suggestions }),
    update_PositionScorecard: (input: Update) => {
      if (refuse) return fail(403, refuse);
      current = {
        ...current,
        levelIds: input.levelIds,
        criteria: input.criteria.map((c, i) => ({ ...c, id: c.id ?? 90 + i })),
      };
      return { body: current };
    },
    update_ScorecardVisibility: (input) => {
      current = { ...current, visibility: input.visibility };
      return { body: current };
    },
  });
}

const criteria = () => screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-criterion'));
const titles = () => criteria().map((li) => within(li).getByRole('heading').textContent);

describe('/admin/positions/:id/scorecard', () => {
  beforeEach(() => logout());

  it('starts empty with a way to build the profile from the position’s skills', async () => {
    const untaken = SUGGESTIONS.map((s) => ({ ...s, taken: false }));
    const fetchMock = server(profile({ criteria: [], levelIds: [] }), { suggestions: untaken });
    renderAdmin(path);
    expect(await screen.findByText('Tjänsten har ingen kravprofil ännu')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Bygg av kompetenserna (2)' }));
    expect(titles()).toEqual(['1. Truckkörning', '2. Svenska']);
    expect(screen.getByRole('textbox', { name: 'Fråga 1' })).toHaveValue('Vilka truckar?');
    expect(screen.getAllByRole('textbox', { name: /^Steg 1/ })[0]).toHaveValue('Saknar kompetensen');
    await userEvent.click(screen.getByRole('button', { name: 'Spara kravprofilen' }));
    expect(await screen.findByText('Kravprofilen är sparad')).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, 'update_PositionScorecard') as Update[];
    expect(sent!.criteria.map((c) => [c.name, c.skillId, c.weight, c.questions])).toEqual([
      ['Truckkörning', 7, 1, ['Vilka truckar?']],
      ['Svenska', 8, 1, []],
    ]);
  });

  it('adds from the suggestions, the taken ones disabled, reorders with the keyboard and saves in order', async () => {
    const fetchMock = server();
    renderAdmin(path);
    await waitFor(() => expect(titles()).toEqual(['1. Samarbete', '2. Truckkörning']));
    const suggestions = within(await screen.findByRole('region', { name: 'Biblioteket' }));
    expect(suggestions.getByRole('button', { name: 'Lägg till Samarbete' })).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: 'Kompetenser' })).getByRole('button', {
        name: 'Lägg till Truckkörning',
      }),
    ).toBeDisabled();
    await userEvent.click(suggestions.getByRole('button', { name: 'Lägg till Noggrannhet' }));
    expect(suggestions.getByRole('button', { name: 'Lägg till Noggrannhet' })).toBeDisabled();
    expect(titles()).toEqual(['1. Samarbete', '2. Truckkörning', '3. Noggrannhet']);

    // The move buttons are ordinary buttons: Enter on a focused one moves the criterion.
    screen.getByRole('button', { name: 'Flytta upp Noggrannhet' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(titles()).toEqual(['1. Samarbete', '2. Noggrannhet', '3. Truckkörning']);
    expect(screen.getByRole('button', { name: 'Flytta upp Samarbete' })).toBeDisabled();

    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: /Vikt/ })[1]!, '3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Referenser' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara kravprofilen' }));
    expect(await screen.findByText('Kravprofilen är sparad')).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, 'update_PositionScorecard') as Update[];
    expect(sent!.criteria.map((c) => [c.id, c.name, c.weight, c.libraryId])).toEqual([
      [TEAMWORK.id, 'Samarbete', 2, 3],
      [undefined, 'Noggrannhet', 3, 4],
      [TRUCK.id, 'Truckkörning', 1, null],
    ]);
    expect(sent!.levelIds).toEqual([21, 22]);
  });

  it('asks before removing a criterion that has scores, and removes one without at once', async () => {
    const fetchMock = server(profile({ scoredCriteria: [{ criterionId: TEAMWORK.id, scorecards: 3 }] }));
    renderAdmin(path);
    expect(await screen.findByText('Har betyg från 3 bedömningar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Samarbete' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(
        'Samarbete har betyg från 3 lämnade bedömningar. När du sparar försvinner de betygen.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Behåll' }));
    expect(titles()).toEqual(['1. Samarbete', '2. Truckkörning']);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Samarbete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort kriteriet' }),
    );
    expect(titles()).toEqual(['1. Truckkörning']);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Truckkörning' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Du har ändringar som inte är sparade.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_PositionScorecard')).toEqual([]);
  });

  it('checks a criterion before saving: a name and every step of the scale', async () => {
    const fetchMock = server(profile({ criteria: [] }));
    renderAdmin(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Lägg till kriterium' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /^Steg 3/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara kravprofilen' }));
    expect(await screen.findByRole('textbox', { name: /^Namn/ })).toHaveAccessibleDescription(
      'Ange kriteriets namn',
    );
    expect(screen.getByRole('textbox', { name: /^Steg 3/ })).toHaveAccessibleDescription(
      'Beskriv varje steg på skalan',
    );
    expect(callsTo(fetchMock, 'update_PositionScorecard')).toEqual([]);
  });

  it('lets the position’s admin choose who sees the others’ scores, saved at once', async () => {
    const fetchMock = server(profile({ canChangeVisibility: true }));
    renderAdmin(path);
    const setting = within(await screen.findByRole('group', { name: 'Vem ser andras betyg' }));
    expect(setting.getByRole('radio', { name: 'När man har lämnat sin egen bedömning' })).toBeChecked();
    await userEvent.click(setting.getByRole('radio', { name: 'Alltid' }));
    expect(await screen.findByText('Inställningen är sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_ScorecardVisibility')).toEqual([
      { containerId: 1, positionId: 101, visibility: 'always' },
    ]);
    expect(setting.getByRole('radio', { name: 'Alltid' })).toBeChecked();
  });

  it('shows no visibility setting to a writer who is not the position’s admin', async () => {
    server();
    renderAdmin(path);
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(screen.queryByRole('group', { name: 'Vem ser andras betyg' })).toBeNull();
  });

  it('tells a failed save over the form', async () => {
    server(profile(), { refuse: 'Du har inte behörighet till tjänsten' });
    renderAdmin(path);
    await waitFor(() => expect(titles()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Spara kravprofilen' }));
    expect(await screen.findByText('Du har inte behörighet till tjänsten')).toBeInTheDocument();
  });

  it('is not a tab for a reader', async () => {
    server(profile(), { canEdit: false });
    const router = renderAdmin(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
  });
});
