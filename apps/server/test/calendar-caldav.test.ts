import { afterAll, expect, it } from 'vitest';
import { busyTimesOfAll } from '../src/platform/calendar/busy-times.ts';
import {
  caldavBusyIcs,
  caldavCalendars,
  caldavDeleteEvent,
  caldavPutEvent,
} from '../src/platform/calendar/caldav.ts';
import { CalendarError } from '../src/platform/calendar/calendar-error.ts';
import { invitationIcs, type CalendarEvent } from '../src/platform/calendar/ics-writer.ts';
import { createSafeFetch, type SafeFetchOptions } from '../src/platform/calendar/safe-fetch.ts';
import { describeOnce } from './helpers/app.ts';
import {
  AUTUMN,
  SPRING,
  WEEKLY_AUTUMN_BUSY,
  WEEKLY_ICS,
  WEEKLY_SPRING_BUSY,
  icsLines,
  isoIntervals,
} from './helpers/calendar-fixtures.ts';
import { silentPeerForFile } from './helpers/local-http.ts';
import { freePort } from './helpers/process.ts';
import { radicaleForFile } from './helpers/radicale.ts';

const radicale = radicaleForFile({ alice: 'hemligt', bob: 'bobs-lösen', carl: 'tomt' });
const hung = silentPeerForFile();

const fetchers: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(fetchers.map((f) => f.close())));
function safeFetch(options: SafeFetchOptions = { allow: ['loopback'] }) {
  const fetcher = createSafeFetch(options);
  fetchers.push(fetcher);
  return fetcher;
}
const open = safeFetch();

async function refusal(work: Promise<unknown>): Promise<string> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CalendarError);
  return (err as Error).message;
}

const STOCKHOLM = { timeZone: 'Europe/Stockholm' };

const INTERVIEW: CalendarEvent = {
  uid: 'interview-7@rekry.example.se',
  sequence: 0,
  start: new Date('2026-10-20T12:00:00Z'),
  end: new Date('2026-10-20T13:00:00Z'),
  summary: 'Intervju: Åsa Öberg',
  organizer: { name: 'Rekry', email: 'intervjuer@rekry.example.se' },
  attendees: [{ name: 'Åsa Öberg', email: 'asa@example.se' }],
  status: 'CONFIRMED',
};

describeOnce('CalDAV against Radicale', () => {
  it('finds the calendars that take events, through discovery from the server address alone', async () => {
    await radicale.makeCalendar('alice', 'arbete', 'Arbete');
    await radicale.makeCalendar('alice', 'privat', 'Privat');
    await radicale.makeCalendar('alice', 'uppgifter', 'Uppgifter', ['VTODO']);
    const calendars = await caldavCalendars(radicale.account('alice'), open);
    expect(calendars.map((c) => c.displayName).sort()).toEqual(['Arbete', 'Privat']);
    expect(calendars.find((c) => c.displayName === 'Arbete')?.url).toBe(`${radicale.url}alice/arbete/`);
  });

  it('answers the weekly series with its moved and removed dates, and a private event, as busy times', async () => {
    await radicale.putEvent('alice', 'arbete', 'weekly.ics', WEEKLY_ICS);
    const dentist = icsLines(
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//SV',
      'BEGIN:VEVENT',
      'UID:tandlakare@example.se',
      'DTSTAMP:20261001T120000Z',
      'DTSTART:20261103T150000Z',
      'DTEND:20261103T160000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    );
    // A name without .ics, which tsdav's default filter would drop.
    await radicale.putEvent('alice', 'privat', 'tandläkare', dentist);
    const texts = await caldavBusyIcs(radicale.account('alice'), open, AUTUMN);
    expect(texts).toHaveLength(2);
    expect(isoIntervals(busyTimesOfAll(texts, AUTUMN, STOCKHOLM).busy)).toEqual(
      [...WEEKLY_AUTUMN_BUSY, ['2026-11-03T15:00:00Z', '2026-11-03T16:00:00Z']].sort((a, b) =>
        a[0]!.localeCompare(b[0]!),
      ),
    );
    const spring = await caldavBusyIcs(radicale.account('alice'), open, SPRING);
    expect(spring).toHaveLength(1);
    expect(isoIntervals(busyTimesOfAll(spring, SPRING, STOCKHOLM).busy)).toEqual(WEEKLY_SPRING_BUSY);
    // The time-range leaves out what lies elsewhere.
    const before = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-02-01T00:00:00Z') };
    expect(await caldavBusyIcs(radicale.account('alice'), open, before)).toEqual([]);
  });

  it('puts an interview, updates it with its ETag, and deletes it', async () => {
    const account = radicale.account('alice');
    const calendarUrl = `${radicale.url}alice/arbete/`;
    const window = { start: new Date('2026-10-20T00:00:00Z'), end: new Date('2026-10-21T00:00:00Z') };
    const busyThatDay = async () =>
      isoIntervals(busyTimesOfAll(await caldavBusyIcs(account, open, window), window, STOCKHOLM).busy);

    const first = await caldavPutEvent(account, open, {
      uid: INTERVIEW.uid,
      ics: invitationIcs(INTERVIEW, null),
      calendarUrl,
    });
    expect(first.url).toBe(`${calendarUrl}interview-7%40rekry.example.se.ics`);
    expect(first.etag).toMatch(/^"/);
    const stored = await (await radicale.request('alice', new URL(first.url).pathname)).text();
    expect(stored).toContain('UID:interview-7@rekry.example.se');
    expect(stored).not.toMatch(/^(METHOD|ORGANIZER|ATTENDEE)/m);
    expect(await busyThatDay()).toEqual([['2026-10-20T12:00:00Z', '2026-10-20T13:00:00Z']]);

    const moved = {
      ...INTERVIEW,
      sequence: 1,
      start: new Date('2026-10-20T14:00:00Z'),
      end: new Date('2026-10-20T15:00:00Z'),
    };
    const second = await caldavPutEvent(account, open, {
      uid: INTERVIEW.uid,
      ics: invitationIcs(moved, null),
      previous: first,
    });
    expect(second.url).toBe(first.url);
    expect(second.etag).not.toBe(first.etag);
    expect(await busyThatDay()).toEqual([['2026-10-20T14:00:00Z', '2026-10-20T15:00:00Z']]);

    // The interviewer's calendar program changed it meanwhile: Rekry's copy still wins.
    const edited = await radicale.request('alice', new URL(first.url).pathname, {
      method: 'PUT',
      headers: { 'content-type': 'text/calendar; charset=utf-8' },
      body: invitationIcs({ ...moved, summary: 'Ändrad i kalendern' }, null),
    });
    expect(edited.ok).toBe(true);
    const third = await caldavPutEvent(account, open, {
      uid: INTERVIEW.uid,
      ics: invitationIcs({ ...moved, sequence: 2 }, null),
      previous: second,
    });
    const text = await (await radicale.request('alice', new URL(first.url).pathname)).text();
    expect(text).toContain('SEQUENCE:2');
    expect(text).not.toContain('Ändrad i kalendern');

    // A PUT whose answer was lost: the name is taken, and taken over.
    const again = await caldavPutEvent(account, open, {
      uid: INTERVIEW.uid,
      ics: invitationIcs({ ...moved, sequence: 3 }, null),
      calendarUrl,
    });
    expect(again.url).toBe(first.url);

    // A stale ETag does not stop the delete either, and a second delete finds nothing to do.
    await caldavDeleteEvent(account, open, third);
    expect((await radicale.request('alice', new URL(first.url).pathname)).status).toBe(404);
    await caldavDeleteEvent(account, open, again);
    expect(await busyThatDay()).toEqual([]);
  });

  it('puts into the first calendar that takes events when none is named', async () => {
    const account = radicale.account('alice');
    const object = await caldavPutEvent(account, open, {
      uid: 'interview-8@rekry.example.se',
      ics: invitationIcs({ ...INTERVIEW, uid: 'interview-8@rekry.example.se' }, null),
    });
    const calendars = await caldavCalendars(account, open);
    expect(object.url.startsWith(calendars[0]!.url)).toBe(true);
    await caldavDeleteEvent(account, open, object);
  });
});

describeOnce('CalDAV failures, told in Swedish', () => {
  it('a wrong password', async () => {
    const account = { ...radicale.account('alice'), password: 'fel' };
    expect(await refusal(caldavCalendars(account, open))).toBe(
      'Kalenderservern godtog inte användarnamnet eller lösenordet.',
    );
    expect(await refusal(caldavBusyIcs(account, open, AUTUMN))).toBe(
      'Kalenderservern godtog inte användarnamnet eller lösenordet.',
    );
  });

  it('an account without calendars for events', async () => {
    await radicale.makeCalendar('carl', 'uppgifter', 'Uppgifter', ['VTODO']);
    expect(await refusal(caldavCalendars(radicale.account('carl'), open))).toBe(
      'Kalenderservern har ingen kalender för händelser.',
    );
    expect(await refusal(caldavCalendars(radicale.account('bob'), open))).toBe(
      'Kalenderservern har ingen kalender för händelser.',
    );
  });

  it('a port where nothing listens', async () => {
    const account = { ...radicale.account('alice'), serverUrl: `http://127.0.0.1:${await freePort()}/` };
    expect(await refusal(caldavCalendars(account, open))).toBe('Kalenderservern kunde inte nås.');
  });

  it('a server that never answers: one timeout, not one per discovery step', async () => {
    const quick = safeFetch({ allow: ['loopback'], timeoutMs: 500 });
    const account = { ...radicale.account('alice'), serverUrl: `http://127.0.0.1:${hung.port}/` };
    const asked = hung.firstBytes.length;
    expect(await refusal(caldavBusyIcs(account, quick, AUTUMN))).toBe(
      'Kalenderservern svarade inte inom 0,5 sekunder.',
    );
    // The first step's request waited out the timeout; no later step was sent to wait again.
    expect(hung.firstBytes.length - asked).toBe(1);
  });

  it('a server on a private address, unless CALENDAR_FETCH_ALLOW opens it', async () => {
    expect(await refusal(caldavCalendars(radicale.account('alice'), safeFetch({})))).toBe(
      'Adressen pekar på ett privat nät och kan inte hämtas.',
    );
  });
});
