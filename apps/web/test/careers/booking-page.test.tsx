import type { PublicBooking } from '@rekry/domain/public';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicBooking, SLOTS } from '../interviews/fixtures.ts';
import { mockPublicApi, type Answer } from './public-api-mock.ts';
import { renderPublic } from './render-public.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const TOKEN = 'k'.repeat(43);
const BASE = `/api/public/interviews/${TOKEN}`;
const TAKEN = 'Tiden hann bokas av någon annan. Välj en av de lediga tiderna nedan.';

/**
 * The booking link's routes: the interview as `start`, the times to move to from `times`, its changes
 * answered by `book` and `cancel`.
 */
function serve(
  start: PublicBooking | null,
  {
    book,
    cancel,
    times = () => ({ body: { slots: [SLOTS[0]!, SLOTS[2]!] } }),
  }: { book?: (start: string) => Answer; cancel?: () => Answer; times?: () => Answer } = {},
) {
  return mockPublicApi((url, init) => {
    if (url.pathname === `${BASE}/times`) return times();
    if (url.pathname === BASE && (!init?.method || init.method === 'GET'))
      return start
        ? { body: start }
        : {
            status: 404,
            body: { error: { code: 'not_found', message: 'Länken är ogiltig eller har gått ut.' } },
          };
    if (url.pathname === `${BASE}/book`)
      return book?.((JSON.parse(String(init?.body)) as { start: string }).start);
    if (url.pathname === `${BASE}/cancel`) return cancel?.();
  });
}

const sent = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://jobb.localhost').pathname === `${BASE}${path}`)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

const booked = (start = SLOTS[1]!) =>
  publicBooking({ status: 'booked', start: start.start, end: start.end, slots: [] });

const asked = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://jobb.localhost').pathname === `${BASE}${path}`,
  ).length;

describe('the booking page /boka/:token', () => {
  it('shows the interview and books a time in three clicks: day, time, Boka', async () => {
    const fetchMock = serve(publicBooking(), {
      book: (start) => ({
        body: { booking: booked(SLOTS.find((s) => s.start === start)), message: 'Tack! Intervjun är bokad.' },
      }),
    });
    renderPublic(`/boka/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lagermedarbetare' })).toBeInTheDocument();
    expect(screen.getByText('Demo AB')).toBeInTheDocument();
    expect(screen.getByText('Video')).toBeInTheDocument();
    expect(screen.getByText('45 minuter')).toBeInTheDocument();
    expect(screen.getByText('Anna Andersson')).toBeInTheDocument();
    expect(screen.getByText('https://meet.example.se/abc')).toBeInTheDocument();
    expect(document.title).toContain('Boka intervju – Lagermedarbetare');

    const days = within(screen.getByRole('group', { name: 'Dag' }));
    expect(days.getAllByRole('radio')).toHaveLength(2);
    expect(days.getByRole('radio', { name: /tisdag 8 december/ })).toBeChecked();
    await userEvent.click(days.getByRole('radio', { name: /onsdag 9 december/ }));
    const times = within(screen.getByRole('group', { name: /^Tider / }));
    expect(times.getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(times.getByRole('radio', { name: /^14:00/ }));
    expect(screen.getByText(/^Vald tid: onsdag 9 december kl\. 14:00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Boka tiden' }));

    expect(await screen.findByText('Tack! Intervjun är bokad.')).toBeInTheDocument();
    expect(sent(fetchMock, '/book')).toEqual([{ start: SLOTS[2]!.start }]);
    expect(screen.getByTestId('booked-time')).toHaveTextContent(/^onsdag 9 december 2026 kl\. 14:00–14:45/);
    expect(screen.getByRole('link', { name: 'Lägg till i kalender' })).toHaveAttribute(
      'href',
      `${BASE}/intervju.ics`,
    );
    expect(screen.queryByRole('group', { name: 'Dag' })).toBeNull();
  });

  it('a time taken meanwhile: says so and offers the free times as they are now', async () => {
    const fresh = publicBooking({ slots: [SLOTS[2]!] });
    serve(publicBooking(), {
      book: () => ({ status: 409, body: { error: { code: 'conflict', message: TAKEN }, booking: fresh } }),
    });
    renderPublic(`/boka/${TOKEN}`);
    const times = within(await screen.findByRole('group', { name: /^Tider / }));
    await userEvent.click(times.getByRole('radio', { name: /^10:00/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Boka tiden' }));

    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    const days = within(screen.getByRole('group', { name: 'Dag' }));
    expect(days.getAllByRole('radio')).toHaveLength(1);
    expect(days.getByRole('radio', { name: /onsdag 9 december/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /^10:00/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Boka tiden' })).toBeNull();
  });

  it('a booked time: moved to another after choosing it, then cancelled after saying yes', async () => {
    let current = booked();
    const fetchMock = serve(current, {
      book: (start) => {
        current = booked(SLOTS.find((s) => s.start === start));
        return { body: { booking: current, message: 'Intervjun är flyttad.' } };
      },
      cancel: () => ({
        body: {
          booking: publicBooking({ status: 'cancelled', slots: [], closed: 'Intervjun är avbokad.' }),
          message: 'Intervjun är avbokad.',
        },
      }),
    });
    renderPublic(`/boka/${TOKEN}`);
    expect(await screen.findByTestId('booked-time')).toHaveTextContent(
      /^tisdag 8 december 2026 kl\. 11:00–11:45/,
    );

    expect(asked(fetchMock, '/times')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Flytta' }));
    // The pressed button is gone: the keyboard is at the step that replaced it, which asks for the times.
    expect(screen.getByRole('heading', { name: 'Välj en ny tid' })).toHaveFocus();
    await userEvent.click(await screen.findByRole('radio', { name: /^10:00/ }));
    expect(asked(fetchMock, '/times')).toBe(1);
    expect(screen.getByText(/^Vald tid: tisdag 8 december kl\. 10:00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Flytta hit' }));
    expect(await screen.findByText('Intervjun är flyttad.')).toBeInTheDocument();
    expect(sent(fetchMock, '/book')).toEqual([{ start: SLOTS[0]!.start }]);
    expect(screen.getByTestId('booked-time')).toHaveTextContent(/^tisdag 8 december 2026 kl\. 10:00–10:45/);

    await userEvent.click(screen.getByRole('button', { name: 'Avboka' }));
    expect(screen.getByText(/Vill du avboka intervjun\?/)).toHaveFocus();
    expect(sent(fetchMock, '/cancel')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Ja, avboka' }));
    expect(await screen.findByText('Intervjun är avbokad.')).toBeInTheDocument();
    expect(sent(fetchMock, '/cancel')).toEqual([{}]);
    expect(screen.queryByTestId('booked-time')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Flytta' })).toBeNull();
  });

  it('moving to a time taken meanwhile asks for the times again', async () => {
    let answers = 0;
    const fetchMock = serve(booked(), {
      times: () => ({ body: { slots: answers++ === 0 ? [SLOTS[0]!, SLOTS[2]!] : [SLOTS[2]!] } }),
      book: () => ({ status: 409, body: { error: { code: 'conflict', message: TAKEN }, booking: booked() } }),
    });
    renderPublic(`/boka/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Flytta' }));
    await userEvent.click(await screen.findByRole('radio', { name: /^10:00/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Flytta hit' }));

    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    await vi.waitFor(() => expect(asked(fetchMock, '/times')).toBe(2));
    expect(await screen.findByRole('radio', { name: /onsdag 9 december/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /^10:00/ })).toBeNull();
    expect(screen.getByTestId('booked-time')).toHaveTextContent(/^tisdag 8 december 2026 kl\. 11:00/);
  });

  it('the times to move to: a spinner while asked, a retry when they could not be had', async () => {
    let fail = true;
    serve(booked(), {
      times: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'Något gick fel.' } } }
          : { body: { slots: [SLOTS[2]!] } },
    });
    renderPublic(`/boka/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Flytta' }));
    expect(await screen.findByText('Vi kunde inte hämta de lediga tiderna.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('radio', { name: /^14:00/ })).toBeInTheDocument();
  });

  it('a closed interview says why; an unknown link says it is not valid', async () => {
    serve(publicBooking({ slots: [], closed: 'Tiden för att boka har gått ut.' }));
    const { unmount } = renderPublic(`/boka/${TOKEN}`);
    expect(await screen.findByText('Tiden för att boka har gått ut.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Dag' })).toBeNull();
    unmount();

    serve(null);
    renderPublic(`/boka/${TOKEN}`);
    expect(await screen.findByText('Länken är ogiltig eller har gått ut.')).toBeInTheDocument();
  });
});
