import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cvPassage, type SearchResult } from '@rekry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher, screenWidth } from '../helpers.ts';
import { renderAdmin, signInAs } from '../positions/render-admin.tsx';

const ACTION = 'get_applicantPositionBySearchQuery';
const RESULTS: SearchResult[] = [
  {
    identifier: 'positionresponse',
    data: {
      id: 101,
      name: 'Lagerarbetare Östersund',
      start: null,
      stop: null,
      totalApplicants: 3,
      totalUnProcessed: 1,
    },
  },
  {
    identifier: 'applicantpositionresponse',
    data: {
      id: 55,
      positionId: 101,
      user: { email: 'orjan@exempel.se' },
      info: {
        firstname: 'Örjan',
        lastname: 'Östlund',
        ssn: '19850412-****',
        city: 'Östersund',
        zipCode: '831 30',
      },
      avatar: 'ÖÖ',
      position: { name: 'Lagerarbetare Östersund' },
    },
  },
];

/** Every search call: the URL it went to and the body's input. */
function searchCalls(fetchMock: { mock: { calls: unknown[][] } }) {
  return fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String((init as RequestInit).body)) }))
    .filter((call) => call.body.action === ACTION);
}

describe('the header search', () => {
  beforeEach(() => logout());

  function setUp(results: SearchResult[] = RESULTS) {
    const user = signInAs([3]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      [ACTION]: () => ({ body: results }),
    });
    const router = renderAdmin('/admin/profile');
    return { fetchMock, router };
  }

  it('asks nothing under 3 characters, then sends the text as ?filter= and lists both groups, highlighted', async () => {
    const { fetchMock } = setUp();
    const search = await screen.findByRole('combobox', { name: 'Sök sökande och annonser' });
    await userEvent.type(search, 'ös');
    expect(
      await screen.findByText('Skriv minst 3 tecken för att söka', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual([]);

    await userEvent.type(search, 't');
    await screen.findByRole('option', { name: /Örjan Östlund/ });
    const listbox = screen.getByRole('listbox');
    const [call] = searchCalls(fetchMock);
    expect(call!.url).toBe('/api/dispatcher?filter=%C3%B6st');
    expect(call!.body.data).toEqual({ containerId: 1 });
    const positions = within(listbox).getByRole('group', { name: 'Annonser' });
    const applicants = within(listbox).getByRole('group', { name: 'Sökande' });
    expect(within(positions).getByRole('option', { name: /Lagerarbetare Östersund/ })).toHaveAttribute(
      'href',
      '/admin/positions/101',
    );
    const person = within(applicants).getByRole('option', { name: /Örjan Östlund/ });
    expect(person).toHaveAttribute('href', '/admin/positions/101/applicants/55');
    expect(within(person).getByText(/19850412-\*{4}/)).toBeInTheDocument();
    // 'öst' is marked where it occurs: in the last name and the city.
    expect(within(person).getAllByText(/^Öst$/, { selector: 'mark' })).toHaveLength(2);
  });

  it('moves with the arrows, opens the chosen row with Enter, and Esc closes then clears', async () => {
    const { router } = setUp();
    const search = await screen.findByRole('combobox', { name: 'Sök sökande och annonser' });
    await userEvent.type(search, 'öst');
    await screen.findByRole('option', { name: /Örjan Östlund/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const person = screen.getByRole('option', { name: /Örjan Östlund/ });
    expect(person).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', person.id);
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveValue('öst');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions/101/applicants/55'));
    expect(search).toHaveValue('');
    await userEvent.type(search, 'x{Escape}{Escape}');
    expect(search).toHaveValue('');
  });

  it("groups hits in attached files as 'Träffar i CV', each opening the file at its words", async () => {
    const person = (RESULTS[1] as Extract<SearchResult, { identifier: 'applicantpositionresponse' }>).data;
    const { router } = setUp([
      ...RESULTS,
      {
        identifier: 'cvhit',
        data: {
          ...person,
          file: { id: 9, filename: 'CV Örjan.pdf' },
          passage: cvPassage('Har truckkortet A och B sedan 2015. <script>x</script>', ['truckkort']),
        },
      },
      {
        identifier: 'cvhit',
        data: { ...person, id: 56, file: null, passage: cvPassage('Truckkort: ja', ['truckkort']) },
      },
    ]);
    const search = await screen.findByRole('combobox', { name: 'Sök sökande och annonser' });
    await userEvent.type(search, 'truckkort');
    const group = within(await screen.findByRole('group', { name: 'Träffar i CV' }));
    const [inFile, inAnswers] = group.getAllByRole('option');
    expect(inFile).toHaveAttribute('href', '/admin/positions/101/applicants/55?file=9&find=truckkortet');
    expect(inFile).toHaveTextContent('CV Örjan.pdf · Lagerarbetare Östersund');
    expect(inFile).toHaveTextContent('<script>x</script>');
    expect(within(inFile!).getByText('truckkortet', { selector: 'mark' })).toBeInTheDocument();
    expect(inAnswers).toHaveAttribute('href', '/admin/positions/101/applicants/56');
    expect(inAnswers).toHaveTextContent('Svar i formuläret');
    expect(screen.getByText('4 träffar', { selector: '[role=status]' })).toBeInTheDocument();
    // The arrows reach the CV hits last, after the positions and the applicants.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?file=9&find=truckkortet'));
    expect(router.state.location.pathname).toBe('/admin/positions/101/applicants/55');
  });

  it("says 'Inga träffar' when nothing matches, and Ctrl+K focuses the field", async () => {
    setUp([]);
    const search = await screen.findByRole('combobox', { name: 'Sök sökande och annonser' });
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(search).toHaveFocus();
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('Inga träffar', { selector: '[role=status]' })).toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  it("offers 'Menade du …' first when the server forgave a misspelt word; choosing it searches that text", async () => {
    const user = signInAs([3]);
    const person = RESULTS[1]!;
    const filters: string[] = [];
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      [ACTION]: (data) => {
        const { filter } = data as { filter: string };
        filters.push(filter);
        // The server's forgiving search: 'östlnd' finds Örjan Östlund and suggests how his name is written.
        return {
          body:
            filter === 'östlnd'
              ? [person, { identifier: 'suggestion', data: { query: 'Östlund' } }]
              : [person],
        };
      },
    });
    renderAdmin('/admin/profile');
    const search = await screen.findByRole('combobox', { name: 'Sök sökande och annonser' });
    await userEvent.type(search, 'östlnd');
    const suggestion = await screen.findByRole('option', { name: 'Menade du Östlund?' });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toBe(suggestion);
    expect(options[1]).toHaveAccessibleName(/Örjan Östlund/);
    expect(
      await screen.findByText('Menade du Östlund? 1 träff', { selector: '[role=status]' }),
    ).toBeInTheDocument();

    // The arrows reach it first; Enter on it puts the text in the field and searches it.
    await userEvent.keyboard('{ArrowDown}');
    expect(suggestion).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(search).toHaveValue('Östlund');
    expect(search).toHaveFocus();
    await waitFor(() => expect(filters.at(-1)).toBe('Östlund'));
    await screen.findByText('1 träff', { selector: '[role=status]' });
    expect(screen.queryByRole('option', { name: /Menade du/ })).not.toBeInTheDocument();

    // A click on it does the same.
    await userEvent.clear(search);
    await userEvent.type(search, 'östlnd');
    await userEvent.click(await screen.findByRole('option', { name: 'Menade du Östlund?' }));
    expect(search).toHaveValue('Östlund');
  });

  it('opens on a phone as a sheet over the screen, by a tap or Ctrl+K; Esc and Stäng close it', async () => {
    screenWidth(390);
    const { router } = setUp();
    const trigger = await screen.findByRole('button', { name: 'Sök sökande och annonser' });
    expect(screen.queryByRole('combobox')).toBeNull();

    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Sök sökande och annonser' });
    const search = within(sheet).getByRole('combobox', { name: 'Sök sökande och annonser' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'öst');
    // The row's lines wrap at the phone's width rather than end in '…'.
    const person = await within(sheet).findByRole('option', { name: /Örjan Östlund/ });
    const lines = person.querySelectorAll('span.break-words');
    expect(lines.length).toBeGreaterThan(0);
    expect(person.querySelector('.truncate')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Sök sökande och annonser' });
    await userEvent.click(within(again).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();

    // A chosen row opens it and closes the sheet.
    await userEvent.click(trigger);
    const third = await screen.findByRole('dialog', { name: 'Sök sökande och annonser' });
    await userEvent.type(within(third).getByRole('combobox'), 'öst');
    await userEvent.click(await within(third).findByRole('option', { name: /Örjan Östlund/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions/101/applicants/55'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
