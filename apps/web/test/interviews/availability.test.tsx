import type { ActionParsedInput, Availability, CalendarSource } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher, type FakeAnswer } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { availability } from './fixtures.ts';

const path = '/admin/availability';
const FEED = `http://localhost:3000/api/calendar/${'F'.repeat(43)}.ics`;

function source(overrides: Partial<CalendarSource> = {}): CalendarSource {
  return {
    id: 1,
    kind: 'ics',
    url: 'https://calendar.example.se/anna.ics',
    username: null,
    state: 'ok',
    failure: null,
    checkedAt: '2026-12-02T09:30:00.000Z',
    busyCount: 12,
    ...overrides,
  };
}

/** A member's availability as the server keeps it, changed by the actions as the server would. */
function server(
  start: Availability,
  {
    save,
  }: {
    save?: (input: ActionParsedInput<'update_MyAvailability'>) => FakeAnswer<'update_MyAvailability'>;
  } = {},
) {
  const user = signInAs([3]);
  let current = start;
  const answer = (next: Availability) => {
    current = next;
    return { body: next };
  };
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    // A calendar being read is done by the time the page asks again.
    get_MyAvailability: () =>
      answer({
        ...current,
        sources: current.sources.map((s) => (s.state === 'pending' ? { ...s, state: 'ok' } : s)),
      }),
    update_MyAvailability: (input) => save?.(input) ?? answer({ ...current, ...input, saved: true }),
    add_MyCalendarSource: (input) =>
      answer({
        ...current,
        sources: [
          ...current.sources,
          source({ id: 9, url: input.url, state: 'pending', checkedAt: null, busyCount: 0 }),
        ],
      }),
    refresh_MyCalendarSource: ({ id }) =>
      answer({
        ...current,
        sources: current.sources.map((s) => (s.id === id ? { ...s, state: 'pending' } : s)),
      }),
    remove_MyCalendarSource: ({ id }) =>
      answer({ ...current, sources: current.sources.filter((s) => s.id !== id) }),
    renew_MyInterviewFeed: () => answer({ ...current, feedUrl: current.feedUrl ? `${FEED}?ny` : FEED }),
  });
}

const day = (name: string) => within(screen.getByRole('group', { name }));

describe('Min tillgänglighet', () => {
  beforeEach(() => logout());

  it('shows the suggested hours until saved, and saves the hours, the zone and the daily cap', async () => {
    const fetchMock = server(availability());
    renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Min tillgänglighet' })).toBeInTheDocument();
    expect(await screen.findByText(/Du har inte sparat några arbetstider än/)).toBeInTheDocument();
    const monday = day('Måndag');
    expect(monday.getAllByLabelText(/^Från/).map((i) => (i as HTMLInputElement).value)).toEqual([
      '09:00',
      '13:00',
    ]);
    expect(monday.getAllByLabelText(/^Till/).map((i) => (i as HTMLInputElement).value)).toEqual([
      '12:00',
      '16:00',
    ]);
    expect(day('Lördag').getByText('Ledig')).toBeInTheDocument();
    expect(screen.getByLabelText('Tidszon')).toHaveValue('Europe/Stockholm');

    // Friday ends at noon; Saturday gets a morning; at most three interviews a day.
    await userEvent.click(day('Fredag').getByRole('button', { name: 'Ta bort tid 2, fredag' }));
    await userEvent.click(day('Lördag').getByRole('button', { name: 'Lägg till tid lördag' }));
    await userEvent.type(screen.getByLabelText('Flest intervjuer per dag'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('Tillgängligheten är sparad')).toBeInTheDocument();
    const [saved] = callsTo(
      fetchMock,
      'update_MyAvailability',
    ) as ActionParsedInput<'update_MyAvailability'>[];
    expect(saved!.timeZone).toBe('Europe/Stockholm');
    expect(saved!.maxPerDay).toBe(3);
    expect(saved!.hours[5]).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(saved!.hours[6]).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(saved!.hours[7]).toEqual([]);
    await waitFor(() => expect(screen.queryByText(/Du har inte sparat några arbetstider än/)).toBeNull());
  });

  it("puts the server's messages on the spans and days they are about", async () => {
    server(availability({ saved: true }), {
      save: () =>
        fail(400, 'Felaktiga uppgifter', {
          'hours.2.1.end': 'Sluttiden måste vara efter starttiden',
          'hours.3': 'Tiderna överlappar varandra',
        }),
    });
    renderAdmin(path);
    await screen.findByRole('group', { name: 'Tisdag' });
    expect(screen.queryByText(/Du har inte sparat/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));

    const end = day('Tisdag').getAllByLabelText(/^Till/)[1]!;
    await waitFor(() => expect(end).toHaveAccessibleDescription('Sluttiden måste vara efter starttiden'));
    expect(end).toHaveFocus();
    expect(day('Onsdag').getByText('Tiderna överlappar varandra')).toBeInTheDocument();
    expect(day('Tisdag').getAllByLabelText(/^Till/)[0]).not.toHaveAttribute('aria-invalid');
  });

  it('checks a span before sending: an end before its start is said under it', async () => {
    const fetchMock = server(availability());
    renderAdmin(path);
    const start = (await screen.findAllByLabelText('Från, Måndag, tid 1'))[0]!;
    await userEvent.clear(start);
    await userEvent.type(start, '13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await day('Måndag').findByText('Sluttiden måste vara efter starttiden')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_MyAvailability')).toHaveLength(0);
  });

  it('lists the calendars with their state, reads one again until it settles, adds and removes one', async () => {
    const fetchMock = server(
      availability({
        saved: true,
        sources: [
          source(),
          source({
            id: 2,
            url: 'https://dav.example.se/',
            kind: 'caldav',
            username: 'anna',
            state: 'failing',
            failure: 'Fel lösenord eller användarnamn',
            busyCount: 0,
          }),
        ],
      }),
    );
    renderAdmin(path);
    const list = within(await screen.findByTestId('calendar-sources'));
    const table = within(await list.findByRole('table', { name: 'Kalendrar' }));
    expect(table.getByText('OK')).toBeInTheDocument();
    expect(table.getByText('Fel')).toBeInTheDocument();
    expect(table.getByText('Fel lösenord eller användarnamn')).toBeInTheDocument();
    expect(table.getByText('CalDAV · Användare anna')).toBeInTheDocument();
    expect(table.getByText('12')).toBeInTheDocument();

    await userEvent.click(
      table.getByRole('button', { name: 'Läs igen https://calendar.example.se/anna.ics' }),
    );
    expect(await table.findByText('Hämtas…')).toBeInTheDocument();
    // Asked again while it is read, until the server says it is done.
    expect(await table.findByText('OK', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'refresh_MyCalendarSource')).toEqual([{ id: 1 }]);

    await userEvent.click(list.getByRole('button', { name: 'Lägg till kalender' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lägg till kalender' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till' }));
    expect(await dialog.findByText('Ange kalenderns adress (https://…)')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Adress/), 'webcal://calendar.example.se/jobb.ics');
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByText('Kalendern är tillagd. Upptagna tider hämtas nu.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'add_MyCalendarSource')).toEqual([
      { kind: 'ics', url: 'https://calendar.example.se/jobb.ics' },
    ]);

    await userEvent.click(table.getByRole('button', { name: 'Ta bort https://dav.example.se/' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Ta bort kalendern?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Kalendern är borttagen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'remove_MyCalendarSource')).toEqual([{ id: 2 }]);
    expect(table.queryByText('https://dav.example.se/')).toBeNull();
  });

  it('makes the private feed address, copies it, and makes a new one only after saying the old stops working', async () => {
    const user = userEvent.setup();
    const fetchMock = server(availability({ saved: true }));
    renderAdmin(path);
    const feed = within(await screen.findByTestId('interview-feed'));
    await user.click(feed.getByRole('button', { name: 'Skapa adress' }));
    expect(await feed.findByText(FEED)).toBeInTheDocument();
    await user.click(feed.getByRole('button', { name: 'Kopiera' }));
    expect(await navigator.clipboard.readText()).toBe(FEED);

    await user.click(feed.getByRole('button', { name: 'Skapa ny adress' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Skapa en ny adress?' }));
    expect(ask.getByText(/Den gamla adressen slutar fungera direkt/)).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Skapa ny adress' }));
    expect(await feed.findByText(`${FEED}?ny`)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'renew_MyInterviewFeed')).toHaveLength(2);
  });
});
