import { DEFAULT_NOTIFICATION_PREFERENCES, cvPassage } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { filterStorageKey } from '../../src/features/applicants/remembered-filter.ts';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { filters, item, page } from './fixtures.ts';

const error = fail;

function server(permissionIds: number[], options: { canEdit?: boolean; statusFails?: boolean } = {}) {
  const user = signInAs(permissionIds);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionById: () => ({ body: detail({ canEdit: options.canEdit ?? true }) }),
    get_ApplicantFilters: () => ({ body: filters }),
    get_ApplicantsByPosition: () => ({
      body: page([
        item(),
        item({ id: 502, userId: 902, name: 'Bo Ek', email: 'bo@example.se', isUnread: false }),
      ]),
    }),
    get_EmailTemplates: () => ({ body: [] }),
    update_ApplicantStatus: (data) =>
      options.statusFails
        ? error(500, 'Internt fel')
        : {
            body: {
              ok: true,
              updated: (data as { ids: number[] }).ids.length,
              labelEmailTemplate:
                (data as { labelId: number }).labelId === 12
                  ? {
                      id: 1,
                      labelId: 12,
                      positionTypeId: null,
                      name: 'Ej aktuell',
                      subject: 'Besked',
                      content: 'Hej ##FIRSTNAME##!',
                    }
                  : null,
            },
          },
  });
}

const table = () => within(screen.getByRole('table'));
const filterGroup = () => within(screen.getByRole('group', { name: 'Filter' }));

describe('the applicant list on /admin/positions/:id', () => {
  beforeEach(() => logout());

  it('shows rows with status, answers and the unread marker, and the filter groups starting with Alla', async () => {
    server([2]);
    renderAdmin('/admin/positions/101');
    expect(await screen.findAllByRole('link', { name: /Anna Berg/ }, { timeout: 15_000 })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Visa filter' }));
    expect(table().getAllByText('Ej behandlad').length).toBe(2);
    expect(table().getByText('Oläst')).toBeInTheDocument();
    expect(table().getAllByText('Manuell').length).toBeGreaterThan(0);
    for (const name of ['Status', 'Processnivå', 'Tjänster', 'Har körkort och egen bil']) {
      const select = filterGroup().getByLabelText(name, { selector: 'select' });
      expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Alla');
    }
  });

  it('remembers the filter and sort per position, and Återställ filter goes back to the default', async () => {
    const fetchMock = server([2]);
    renderAdmin('/admin/positions/101');
    await screen.findAllByRole('link', { name: 'Anna Berg' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Visa filter' }));
    await userEvent.selectOptions(
      filterGroup().getByLabelText('Status', { selector: 'select' }),
      'Intressant',
    );
    await userEvent.selectOptions(filterGroup().getByLabelText('Har körkort och egen bil'), 'Egen bil');
    await userEvent.selectOptions(filterGroup().getByLabelText('Tjänster'), 'Truckförare');
    await userEvent.selectOptions(screen.getByLabelText('Sortering'), 'nameAsc');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'get_ApplicantsByPosition').at(-1)).toMatchObject({
        labelId: 11,
        otherPositionId: 102,
        processLabelId: -1,
        answers: [{ key: 'driverlicenseform_2', value: true }],
        sort: 'nameAsc',
      }),
    );
    expect(JSON.parse(localStorage.getItem(filterStorageKey(1, 101))!)).toMatchObject({
      labelId: 11,
      sort: 'nameAsc',
      answers: { 'Har körkort och egen bil:driverlicenseform': 'Egen bil' },
    });
    // Another position of the company has its own (default) filter.
    expect(localStorage.getItem(filterStorageKey(1, 102))).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Återställ filter' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'get_ApplicantsByPosition').at(-1)).toMatchObject({
        labelId: -1,
        answers: [],
        sort: 'newest',
      }),
    );
    expect(localStorage.getItem(filterStorageKey(1, 101))).toBeNull();
    expect(filterGroup().getByLabelText('Status', { selector: 'select' })).toHaveValue('-1');
  });

  it('says when the filter leaves nobody, and its Återställ filter brings the applicants back', async () => {
    const user = signInAs([2]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PositionById: () => ({ body: detail() }),
      get_ApplicantFilters: () => ({ body: filters }),
      get_ApplicantsByPosition: (data) => ({
        body: page((data as { labelId: number }).labelId === 12 ? [] : [item()]),
      }),
    });
    renderAdmin('/admin/positions/101');
    await screen.findAllByRole('link', { name: 'Anna Berg' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Visa filter' }));
    await userEvent.selectOptions(
      filterGroup().getByLabelText('Status', { selector: 'select' }),
      'Ej aktuell',
    );
    const region = within(screen.getByRole('region', { name: 'Sökande' }));
    const noMatch = await region.findByRole('heading', { name: 'Ingen sökande matchar filtret' });
    expect(region.getByText('Pröva ett annat filter eller återställ det.')).toBeInTheDocument();
    expect(region.queryByText('Inga sökande ännu')).toBeNull();
    expect(region.queryByRole('link', { name: 'Anna Berg' })).toBeNull();

    // The empty state's own button (the filter panel has one too).
    await userEvent.click(within(noMatch.parentElement!).getByRole('button', { name: 'Återställ filter' }));
    expect(await region.findAllByRole('link', { name: 'Anna Berg' })).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'get_ApplicantsByPosition').at(-1)).toMatchObject({ labelId: -1 });
    expect(filterGroup().getByLabelText('Status', { selector: 'select' })).toHaveValue('-1');
    expect(localStorage.getItem(filterStorageKey(1, 101))).toBeNull();
  });

  it('says there are no applicants yet, with nothing to clear, when the default filter finds none', async () => {
    const user = signInAs([2]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PositionById: () => ({ body: detail() }),
      get_ApplicantFilters: () => ({ body: filters }),
      get_ApplicantsByPosition: () => ({ body: page([]) }),
    });
    renderAdmin('/admin/positions/101');
    const region = within(await screen.findByRole('region', { name: 'Sökande' }, { timeout: 15_000 }));
    const empty = await region.findByRole('heading', { name: 'Inga sökande ännu' });
    expect(region.getByText('När någon söker tjänsten syns ansökan här.')).toBeInTheDocument();
    expect(within(empty.parentElement!).queryByRole('button')).toBeNull();
    expect(region.queryByText('Ingen sökande matchar filtret')).toBeNull();
  });

  it('starts from the remembered filter after a reload', async () => {
    localStorage.setItem(
      filterStorageKey(1, 101),
      JSON.stringify({ labelId: 0, processLabelId: 21, answers: {}, query: 'berg', sort: 'oldest' }),
    );
    const fetchMock = server([2]);
    renderAdmin('/admin/positions/101');
    await screen.findAllByRole('link', { name: 'Anna Berg' }, { timeout: 15_000 });
    expect(callsTo(fetchMock, 'get_ApplicantsByPosition')[0]).toMatchObject({
      labelId: 0,
      processLabelId: 21,
      query: 'berg',
      sort: 'oldest',
    });
    expect(screen.getByRole('searchbox', { name: 'Sök sökande' })).toHaveValue('berg');
  });

  it('searches in CV and answers: the hits with their marked passages, each file opening at its words', async () => {
    const user = signInAs([2]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PositionById: () => ({ body: detail() }),
      get_ApplicantFilters: () => ({ body: filters }),
      get_ApplicantsByPosition: (data) =>
        (data as unknown as { textQuery: string }).textQuery
          ? {
              body: page([
                item({
                  textHits: [
                    {
                      file: { id: 77, filename: 'cv anna.pdf' },
                      passage: cvPassage('Har truckkortet och <b>B-körkort</b> sedan 2015.', ['truckkort']),
                    },
                    { file: null, passage: cvPassage('Truckkort A och B', ['truckkort']) },
                  ],
                }),
              ]),
            }
          : { body: page([item(), item({ id: 502, userId: 902, name: 'Bo Ek', email: 'bo@example.se' })]) },
    });
    renderAdmin('/admin/positions/101');
    await screen.findAllByRole('link', { name: 'Bo Ek' }, { timeout: 15_000 });
    const field = screen.getByRole('searchbox', { name: 'Sök i CV och svar' });

    // A query the search cannot run is told under the field and not sent.
    await userEvent.type(field, '"truckkort');
    expect(await screen.findByText('Ett citattecken saknar sin avslutning')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      callsTo(fetchMock, 'get_ApplicantsByPosition').every((c) => !(c as { textQuery: string }).textQuery),
    ).toBe(true);

    await userEvent.clear(field);
    await userEvent.type(field, 'truckkort');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'get_ApplicantsByPosition').at(-1)).toMatchObject({ textQuery: 'truckkort' }),
    );
    await waitFor(() => expect(screen.queryAllByRole('link', { name: 'Bo Ek' })).toEqual([]));
    const hits = table().getByRole('list', { name: 'Träffar i CV och svar' });
    // The passage is the applicant's text: its markup stays text, the words found are marked.
    expect(hits).toHaveTextContent('Har truckkortet och <b>B-körkort</b> sedan 2015.');
    expect([...hits.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'truckkortet',
      'Truckkort',
    ]);
    expect(within(hits).getByText('Svar i formuläret')).toBeInTheDocument();
    expect(within(hits).getByRole('link', { name: 'cv anna.pdf, öppna vid träffen' })).toHaveAttribute(
      'href',
      '/admin/positions/101/applicants/501?file=77&find=truckkortet',
    );
    // The row itself opens at the first file hit too, and the search is remembered with the filter.
    expect(table().getByRole('link', { name: 'Anna Berg' })).toHaveAttribute(
      'href',
      '/admin/positions/101/applicants/501?file=77&find=truckkortet',
    );
    expect(JSON.parse(localStorage.getItem(filterStorageKey(1, 101))!)).toMatchObject({
      textQuery: 'truckkort',
    });
  });

  it('changes the status of the selected applicants and offers the label e-mail', async () => {
    const fetchMock = server([2]);
    renderAdmin('/admin/positions/101');
    await screen.findAllByRole('link', { name: 'Anna Berg' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Markera alla som visas' }));
    expect(screen.getByText('2 markerade')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ändra status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra status' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Ny status'), 'Ej aktuell');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ändra status' }));
    expect(await screen.findByText('Status ändrad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_ApplicantStatus')).toEqual([
      { containerId: 1, positionId: 101, labelId: 12, ids: [501, 502] },
    ]);
    const offer = await screen.findByRole('dialog', { name: 'Skicka e-post om statusen?' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Granska och skicka' }));
    const compose = await screen.findByRole('dialog', { name: 'Skicka e-post' });
    expect(within(compose).getByLabelText('Ämne')).toHaveValue('Besked');
    expect(within(compose).getByText('##FIRSTNAME##')).toBeInTheDocument();
  });

  it('selects one applicant and says Något gick fel, vänligen försök igen when the change fails', async () => {
    const fetchMock = server([2], { statusFails: true });
    renderAdmin('/admin/positions/101');
    await screen.findAllByRole('link', { name: 'Anna Berg' }, { timeout: 15_000 });
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Markera Bo Ek' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Ändra status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra status' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Ny status'), 'Intressant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ändra status' }));
    expect(await screen.findByText('Något gick fel, vänligen försök igen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_ApplicantStatus')).toEqual([
      { containerId: 1, positionId: 101, labelId: 11, ids: [502] },
    ]);
    expect(screen.getByRole('dialog', { name: 'Ändra status' })).toBeInTheDocument();
  });

  it('selects every applicant that matches the filter beyond the loaded page and sends the filter', async () => {
    const user = signInAs([2]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PositionById: () => ({ body: detail() }),
      get_ApplicantFilters: () => ({ body: filters }),
      get_ApplicantsByPosition: () => ({
        body: { ...page([item()], 'next'), total: 45 },
      }),
      update_ApplicantStatus: () => ({ body: { ok: true, updated: 45, labelEmailTemplate: null } }),
    });
    renderAdmin('/admin/positions/101');
    await screen.findAllByRole('link', { name: 'Anna Berg' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Visa fler' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Markera alla som visas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Markera alla 45 som matchar filtret' }));
    expect(screen.getByText('Alla 45 som matchar filtret är markerade')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ändra status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra status' });
    expect(dialog).toHaveTextContent('Välj ny status för 45 markerade sökande.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Ny status'), 'Intressant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ändra status' }));
    expect((await screen.findAllByText('Status ändrad')).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'update_ApplicantStatus')).toEqual([
      {
        containerId: 1,
        positionId: 101,
        labelId: 11,
        // The list's default filter: every status, newest first, no search.
        filter: {
          labelId: -1,
          processLabelId: -1,
          otherPositionId: -1,
          tagId: -1,
          answers: [],
          query: '',
          textQuery: '',
          sort: 'newest',
          minScore: null,
        },
      },
    ]);
  });

  it('lets a reader see and export but not select, change status or add', async () => {
    server([3], { canEdit: false });
    renderAdmin('/admin/positions/101');
    await screen.findAllByRole('link', { name: 'Anna Berg' }, { timeout: 15_000 });
    expect(screen.getByText(/Du har läsbehörighet: du kan se och exportera/)).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Ändra status' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Lägg till sökande' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportera CSV' })).toBeEnabled();
  });

  it('shows an error with Försök igen when the list cannot be loaded', async () => {
    const user = signInAs([2]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PositionById: () => ({ body: detail() }),
      get_ApplicantFilters: () => ({ body: filters }),
      get_ApplicantsByPosition: () => error(500, 'Något gick fel'),
      get_PositionSkills: () => ({ body: [] }),
      get_Skills: () => ({ body: [] }),
      get_SkillCollections: () => ({ body: [] }),
      get_PositionNotificationPreferences: () => ({
        body: { ...DEFAULT_NOTIFICATION_PREFERENCES, isOwn: false },
      }),
    });
    renderAdmin('/admin/positions/101');
    expect(
      await screen.findByText('Vi kunde inte hämta de sökande.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });
});
