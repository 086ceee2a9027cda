import ical, { type CalendarResponse, type VEvent } from 'node-ical';
import { expect, it } from 'vitest';
import { busyTimesOf } from '../src/platform/calendar/busy-times.ts';
import { feedIcs, invitationIcs, type CalendarEvent } from '../src/platform/calendar/ics-writer.ts';
import { describeOnce } from './helpers/app.ts';
import { isoIntervals } from './helpers/calendar-fixtures.ts';

const INTERVIEW: CalendarEvent = {
  uid: 'interview-42@rekry.example.se',
  sequence: 0,
  start: new Date('2026-10-26T08:00:00.500Z'),
  end: new Date('2026-10-26T09:00:00Z'),
  summary: 'Intervju: Åsa Öberg, Lagerchef; Göteborg',
  description: 'Välkommen!\nVi ses i receptionen, plan 3.',
  location: 'Storgatan 1, 411 01 Göteborg',
  url: 'https://rekry.example.se/intervju/abc',
  organizer: { name: 'Rekry, Företag AB', email: 'intervjuer@rekry.example.se' },
  attendees: [
    { name: 'Åsa Öberg', email: 'asa@example.se' },
    { name: 'Sven "Svenne" Skribent', email: 'sven@foretag.se' },
  ],
  status: 'CONFIRMED',
};

const STAMP = new Date('2026-10-01T12:00:00Z');

/** The one VEVENT and the VCALENDAR of a text, as node-ical (an independent reader) sees them. */
function read(ics: string): { calendar: CalendarResponse['vcalendar']; events: VEvent[] } {
  const parsed = ical.sync.parseICS(ics);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  return { calendar: parsed.vcalendar, events };
}

/** Every line's length in octets, folded lines counted one by one. */
const lineOctets = (ics: string) => ics.split('\r\n').map((line) => Buffer.byteLength(line));

const attendeesOf = (event: VEvent) => [event.attendee ?? []].flat();

describeOnce('the iCalendar texts Rekry writes, read back by node-ical', () => {
  it('an invitation (REQUEST): method, UID, sequence, UTC times, organizer, attendees, escaped text', () => {
    const ics = invitationIcs(INTERVIEW, 'REQUEST', STAMP);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20261026T080000Z\r\n');
    expect(ics).not.toContain('VTIMEZONE');

    const { calendar, events } = read(ics);
    expect(calendar?.method).toBe('REQUEST');
    expect(events).toHaveLength(1);
    const [event] = events as [VEvent];
    expect(event).toMatchObject({
      uid: 'interview-42@rekry.example.se',
      summary: 'Intervju: Åsa Öberg, Lagerchef; Göteborg',
      description: 'Välkommen!\nVi ses i receptionen, plan 3.',
      location: 'Storgatan 1, 411 01 Göteborg',
      url: 'https://rekry.example.se/intervju/abc',
      status: 'CONFIRMED',
      transparency: 'OPAQUE',
    });
    expect(Number(event.sequence)).toBe(0);
    expect(event.start.toISOString()).toBe('2026-10-26T08:00:00.000Z');
    expect(event.start.tz).toBe('Etc/UTC');
    expect(event.end?.toISOString()).toBe('2026-10-26T09:00:00.000Z');
    expect(event.dtstamp.toISOString()).toBe('2026-10-01T12:00:00.000Z');
    expect(event.organizer).toEqual({
      params: { CN: 'Rekry, Företag AB' },
      val: 'mailto:intervjuer@rekry.example.se',
    });
    expect(attendeesOf(event)).toEqual([
      {
        params: { CN: 'Åsa Öberg', ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'NEEDS-ACTION', RSVP: true },
        val: 'mailto:asa@example.se',
      },
      {
        params: {
          CN: "Sven 'Svenne' Skribent",
          ROLE: 'REQ-PARTICIPANT',
          PARTSTAT: 'NEEDS-ACTION',
          RSVP: true,
        },
        val: 'mailto:sven@foretag.se',
      },
    ]);
    // Escaped as RFC 5545 §3.3.11 says, and the organizer's name quoted for its comma.
    expect(ics).toContain('SUMMARY:Intervju: Åsa Öberg\\, Lagerchef\\; Göteborg');
    expect(ics).toContain('ORGANIZER;CN="Rekry, Företag AB":mailto:intervjuer@rekry.example.se');
  });

  it('a cancellation (CANCEL): the same UID and organizer, a higher sequence, STATUS:CANCELLED', () => {
    const ics = invitationIcs({ ...INTERVIEW, sequence: 1 }, 'CANCEL', STAMP);
    const [event] = read(ics).events as [VEvent];
    expect(read(ics).calendar?.method).toBe('CANCEL');
    expect(event.uid).toBe(INTERVIEW.uid);
    expect(Number(event.sequence)).toBe(1);
    expect(event.status).toBe('CANCELLED');
    expect(event.organizer).toEqual({
      params: { CN: 'Rekry, Företag AB' },
      val: 'mailto:intervjuer@rekry.example.se',
    });
    expect(attendeesOf(event).map((a) => (typeof a === 'string' ? a : a.val))).toEqual([
      'mailto:asa@example.se',
      'mailto:sven@foretag.se',
    ]);
  });

  it('the CalDAV copy: no METHOD, no organizer or attendees for a server to schedule, and busy', () => {
    const ics = invitationIcs(INTERVIEW, null, STAMP);
    expect(ics).not.toMatch(/^METHOD/m);
    expect(ics).not.toMatch(/^(ORGANIZER|ATTENDEE)/m);
    const { calendar, events } = read(ics);
    expect(calendar?.method).toBeUndefined();
    expect(events.map((e) => [e.uid, Number(e.sequence), e.start.toISOString()])).toEqual([
      [INTERVIEW.uid, 0, '2026-10-26T08:00:00.000Z'],
    ]);
    // Rekry's own reader takes it as the busy hour it is.
    const window = { start: new Date('2026-10-26T00:00:00Z'), end: new Date('2026-10-27T00:00:00Z') };
    expect(isoIntervals(busyTimesOf(ics, window, { timeZone: 'Europe/Stockholm' }).busy)).toEqual([
      ['2026-10-26T08:00:00Z', '2026-10-26T09:00:00Z'],
    ]);
  });

  it('the private feed: PUBLISH, its name, a refresh interval, each event with its organizer', () => {
    const cancelled = {
      ...INTERVIEW,
      uid: 'interview-43@rekry.example.se',
      sequence: 2,
      status: 'CANCELLED' as const,
    };
    const ics = feedIcs('Intervjuer – Åsa på Företag AB', [INTERVIEW, cancelled], STAMP);
    const { calendar, events } = read(ics);
    expect(calendar?.method).toBe('PUBLISH');
    expect(calendar?.['WR-CALNAME']).toBe('Intervjuer – Åsa på Företag AB');
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(events.map((e) => [e.uid, Number(e.sequence), e.status, e.start.toISOString()])).toEqual([
      [INTERVIEW.uid, 0, 'CONFIRMED', '2026-10-26T08:00:00.000Z'],
      ['interview-43@rekry.example.se', 2, 'CANCELLED', '2026-10-26T08:00:00.000Z'],
    ]);
    expect(events.every((e) => e.attendee === undefined && e.organizer !== undefined)).toBe(true);
    const empty = read(feedIcs('Tom', [], STAMP));
    expect(empty.events).toEqual([]);
    expect(empty.calendar?.['WR-CALNAME']).toBe('Tom');
  });

  it('keeps every line within 75 octets, folding long Swedish text by octets, not characters', () => {
    const long = {
      ...INTERVIEW,
      summary: 'Intervju för tjänsten som ' + 'lagerföreståndare på Åkeri & Söner, '.repeat(8),
      description: 'Å'.repeat(300),
      attendees: [{ name: 'Ö'.repeat(60), email: 'o@example.se' }],
    };
    for (const ics of [
      invitationIcs(long, 'REQUEST', STAMP),
      invitationIcs(long, null, STAMP),
      feedIcs('Ä'.repeat(100), [long], STAMP),
    ]) {
      expect(Math.max(...lineOctets(ics))).toBeLessThanOrEqual(75);
      expect(ics).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
      const [event] = read(ics).events as [VEvent];
      expect(event.summary).toBe(long.summary);
      expect(event.description).toBe(long.description);
    }
  });

  it('a name with a line break or a quote stays one parameter', () => {
    const ics = invitationIcs(
      {
        ...INTERVIEW,
        attendees: [{ name: 'Eva\r\nATTENDEE:mailto:x@evil.example', email: 'eva@example.se' }],
      },
      'REQUEST',
      STAMP,
    );
    const [event] = read(ics).events as [VEvent];
    expect(attendeesOf(event)).toEqual([
      expect.objectContaining({
        params: expect.objectContaining({ CN: 'Eva ATTENDEE:mailto:x@evil.example' }),
        val: 'mailto:eva@example.se',
      }),
    ]);
  });
});
