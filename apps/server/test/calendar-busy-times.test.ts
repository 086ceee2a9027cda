import { expect, it } from 'vitest';
import { busyTimesOf, busyTimesOfAll, CALENDAR_LIMITS } from '../src/platform/calendar/busy-times.ts';
import { CalendarError } from '../src/platform/calendar/calendar-error.ts';
import { describeOnce } from './helpers/app.ts';
import {
  AUTUMN,
  SPRING,
  STOCKHOLM_VTIMEZONE,
  WEEKLY_AUTUMN_BUSY,
  WEEKLY_EVENTS,
  WEEKLY_ICS,
  WEEKLY_SPRING_BUSY,
  WINDOWS_VTIMEZONE,
  icsLines,
  isoIntervals,
} from './helpers/calendar-fixtures.ts';

const STOCKHOLM = { timeZone: 'Europe/Stockholm' };
const calendar = (...body: string[]) => icsLines('BEGIN:VCALENDAR', 'VERSION:2.0', ...body, 'END:VCALENDAR');
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, ...lines, 'END:VEVENT'];

/** A feed as calendar programs export one: the weekly series beside events of every other kind. */
const FEED = calendar(
  ...STOCKHOLM_VTIMEZONE,
  ...WINDOWS_VTIMEZONE,
  ...WEEKLY_EVENTS,
  // All day on the day the clocks go back: 25 hours of Stockholm's.
  ...event('all-day', 'DTSTART;VALUE=DATE:20261025', 'DTEND;VALUE=DATE:20261026'),
  ...event('free', 'DTSTART:20261027T090000Z', 'DTEND:20261027T100000Z', 'TRANSP:TRANSPARENT'),
  ...event('called-off', 'DTSTART:20261027T120000Z', 'DTEND:20261027T130000Z', 'STATUS:CANCELLED'),
  // Outlook's zone name, defined by the file's VTIMEZONE: Fridays 10:00, COUNT far beyond the window.
  ...event(
    'outlook',
    'DTSTART;TZID=W. Europe Standard Time:20261023T100000',
    'DTEND;TZID=W. Europe Standard Time:20261023T103000',
    'RRULE:FREQ=WEEKLY;COUNT=1000000000',
  ),
  // Floating: in the interviewer's zone.
  ...event('floating', 'DTSTART:20261030T140000', 'DURATION:PT45M'),
  // An override of another UID for the weekly series' date: it must not replace the series' 2026-10-19.
  ...event(
    'stranger',
    'RECURRENCE-ID;TZID=Europe/Stockholm:20261019T090000',
    'DTSTART:20261020T100000Z',
    'DTEND:20261020T110000Z',
  ),
  // A zone no VTIMEZONE defines but Intl knows; no DTEND on a date-time: no time taken.
  ...event(
    'helsinki',
    'DTSTART;TZID=Europe/Helsinki:20261104T120000',
    'DTEND;TZID=Europe/Helsinki:20261104T130000',
  ),
  ...event('reminder', 'DTSTART:20261105T120000Z'),
);

describeOnce('busy times of an iCalendar source', () => {
  it('expands the weekly Stockholm series across the autumn change, with its moved, removed and added dates', () => {
    expect(isoIntervals(busyTimesOf(WEEKLY_ICS, AUTUMN, STOCKHOLM).busy)).toEqual(WEEKLY_AUTUMN_BUSY);
    expect(busyTimesOf(WEEKLY_ICS, AUTUMN, STOCKHOLM).skipped).toBe(0);
  });

  it('and across the spring change', () => {
    expect(isoIntervals(busyTimesOf(WEEKLY_ICS, SPRING, STOCKHOLM).busy)).toEqual(WEEKLY_SPRING_BUSY);
  });

  it('reads a whole feed: all-day, transparent, cancelled, Windows zone, floating, foreign overrides', () => {
    const { busy, skipped } = busyTimesOf(FEED, AUTUMN, STOCKHOLM);
    expect(skipped).toBe(0);
    expect(isoIntervals(busy)).toEqual([
      ['2026-10-19T07:00:00Z', '2026-10-19T08:00:00Z'],
      ['2026-10-20T10:00:00Z', '2026-10-20T11:00:00Z'], // stranger, on its own
      ['2026-10-21T13:00:00Z', '2026-10-21T14:00:00Z'],
      ['2026-10-23T08:00:00Z', '2026-10-23T08:30:00Z'], // Outlook, summer time
      ['2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'], // all day, 25 hours
      ['2026-10-26T08:00:00Z', '2026-10-26T09:00:00Z'],
      ['2026-10-29T13:00:00Z', '2026-10-29T14:00:00Z'],
      ['2026-10-30T09:00:00Z', '2026-10-30T09:30:00Z'], // Outlook, winter time
      ['2026-10-30T13:00:00Z', '2026-10-30T13:45:00Z'], // floating 14:00 Stockholm
      ['2026-11-04T10:00:00Z', '2026-11-04T11:00:00Z'], // Helsinki 12:00
      ['2026-11-06T09:00:00Z', '2026-11-06T09:30:00Z'],
      ['2026-11-10T12:00:00Z', '2026-11-10T13:00:00Z'],
      ['2026-11-13T09:00:00Z', '2026-11-13T09:30:00Z'],
      ['2026-11-20T09:00:00Z', '2026-11-20T09:30:00Z'],
    ]);
  });

  it('places all-day and floating times in the zone it is given', () => {
    const ics = calendar(
      ...event('day', 'DTSTART;VALUE=DATE:20261102'),
      ...event('floating', 'DTSTART:20261103T090000', 'DTEND:20261103T100000'),
    );
    expect(isoIntervals(busyTimesOf(ics, AUTUMN, { timeZone: 'America/New_York' }).busy)).toEqual([
      ['2026-11-02T05:00:00Z', '2026-11-03T05:00:00Z'],
      ['2026-11-03T14:00:00Z', '2026-11-03T15:00:00Z'],
    ]);
  });

  it('merges overlapping and touching intervals, clips them to the window, and reads several objects', () => {
    const one = calendar(...event('a', 'DTSTART:20261018T230000Z', 'DTEND:20261019T010000Z'));
    const two = calendar(
      ...event('b', 'DTSTART:20261020T090000Z', 'DTEND:20261020T100000Z'),
      ...event('c', 'DTSTART:20261020T093000Z', 'DTEND:20261020T110000Z'),
      ...event('d', 'DTSTART:20261020T110000Z', 'DTEND:20261020T113000Z'),
    );
    expect(isoIntervals(busyTimesOfAll([one, two, WEEKLY_ICS], AUTUMN, STOCKHOLM).busy)).toEqual([
      ['2026-10-19T00:00:00Z', '2026-10-19T01:00:00Z'],
      ['2026-10-19T07:00:00Z', '2026-10-19T08:00:00Z'],
      ['2026-10-20T09:00:00Z', '2026-10-20T11:30:00Z'],
      ...WEEKLY_AUTUMN_BUSY.slice(1),
    ]);
  });

  it('a cancelled or transparent master takes its overrides with it', () => {
    for (const line of ['STATUS:CANCELLED', 'TRANSP:TRANSPARENT']) {
      const ics = WEEKLY_ICS.replace('RRULE:FREQ=WEEKLY;BYDAY=MO', `RRULE:FREQ=WEEKLY;BYDAY=MO\r\n${line}`);
      expect(busyTimesOf(ics, AUTUMN, STOCKHOLM).busy).toEqual([]);
    }
  });
});

/** Runs `read` and answers its CalendarError's message. */
function refusal(read: () => unknown): { message: string } {
  try {
    read();
  } catch (err) {
    expect(err).toBeInstanceOf(CalendarError);
    return { message: (err as Error).message };
  }
  throw new Error('no CalendarError');
}

describeOnce('busy times of bad or hostile input', () => {
  it('refuses a 10 MB feed before parsing it', () => {
    const big = calendar(...event('big', 'DTSTART:20261020T090000Z', `DESCRIPTION:${'x'.repeat(10 << 20)}`));
    const { message } = refusal(() => busyTimesOf(big, AUTUMN, STOCKHOLM));
    expect(message).toBe('Kalendern är större än 5 MB.');
  });

  it('refuses 100 000 events', () => {
    const many = `BEGIN:VCALENDAR\n${'BEGIN:VEVENT\nEND:VEVENT\n'.repeat(100_000)}END:VCALENDAR\n`;
    expect(Buffer.byteLength(many)).toBeLessThan(CALENDAR_LIMITS.maxBytes);
    expect(refusal(() => busyTimesOf(many, AUTUMN, STOCKHOLM)).message).toBe(
      'Kalendern har fler än 20\u00a0000 händelser.',
    );
  });

  it('stops endless rules and COUNT=1000000000 at the window end', () => {
    for (const rule of ['RRULE:FREQ=DAILY', 'RRULE:FREQ=HOURLY;COUNT=1000000000']) {
      const ics = calendar(...event('x', 'DTSTART:20261001T000000Z', 'DTEND:20261001T000100Z', rule));
      const { busy, skipped } = busyTimesOf(ics, AUTUMN, STOCKHOLM);
      expect(skipped).toBe(0);
      expect(busy.at(-1)?.start.getTime()).toBeLessThan(AUTUMN.end.getTime());
      expect(busy.length).toBe(rule.includes('DAILY') ? 35 : 35 * 24);
    }
  });

  it('skips and counts a FREQ=MINUTELY rule from 1990 (its steps counted, not timed) and keeps the rest', () => {
    const ics = calendar(
      ...event('minutely', 'DTSTART:19900101T000000Z', 'DTEND:19900101T000030Z', 'RRULE:FREQ=MINUTELY'),
      ...event('kept', 'DTSTART:20261020T090000Z', 'DTEND:20261020T100000Z'),
    );
    const { busy, skipped } = busyTimesOf(ics, AUTUMN, STOCKHOLM);
    expect(skipped).toBe(1);
    expect(isoIntervals(busy)).toEqual([['2026-10-20T09:00:00Z', '2026-10-20T10:00:00Z']]);
  });

  it('skips rules that never or rarely match, each within its step budget', () => {
    const rules = [
      'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
      'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30',
      'RRULE:FREQ=SECONDLY;BYMONTH=12',
      // ical.js looks for a year with a match up to the rule's UNTIL, else up to the year 20000.
      'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1MO;BYMONTHDAY=15,16,17,18,19,20,21',
    ];
    const ics = calendar(
      ...rules.flatMap((rule, i) =>
        event(`r${i}`, 'DTSTART:20260101T090000Z', 'DTEND:20260101T100000Z', rule),
      ),
      ...event('kept', 'DTSTART:20261020T090000Z', 'DTEND:20261020T100000Z'),
    );
    const { busy, skipped } = busyTimesOf(ics, AUTUMN, STOCKHOLM);
    expect(skipped).toBe(3);
    expect(isoIntervals(busy)).toEqual([['2026-10-20T09:00:00Z', '2026-10-20T10:00:00Z']]);
    // The yearly one is not skipped: it just has no date before the window's end.
    const yearly = calendar(...event('y', 'DTSTART:20260101T090000Z', 'DTEND:20260101T100000Z', rules[3]!));
    const many = yearly.replace(/BEGIN:VEVENT[^]*END:VEVENT\r\n/, (one) => one.repeat(2000));
    expect(busyTimesOf(many, AUTUMN, STOCKHOLM)).toEqual({ busy: [], skipped: 0 });
  });

  it('refuses a calendar whose rules together take too many steps', () => {
    // About 47 000 steps each from January to the window's end: under the limit of one event, not of all.
    const rules = Array.from({ length: 5 }, (_, i) =>
      event(`m${i}`, 'DTSTART:20260101T000000Z', 'DTEND:20260101T000030Z', 'RRULE:FREQ=MINUTELY;INTERVAL=10'),
    );
    const { message } = refusal(() => busyTimesOf(calendar(...rules.flat()), AUTUMN, STOCKHOLM));
    expect(message).toBe('Kalendern har för många återkommande händelser för att kunna läsas.');
  });

  it.each([
    ['text', 'Det här är ingen kalender'],
    ['HTML', '<!doctype html><title>Logga in</title>'],
    ['an unfinished VCALENDAR', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261020T090000Z\r\n'],
    ['a vCard', 'BEGIN:VCARD\r\nFN:Åsa\r\nEND:VCARD\r\n'],
    ['an empty text', ''],
  ])('refuses %s as not iCalendar', (_, text) => {
    expect(refusal(() => busyTimesOf(text, AUTUMN, STOCKHOLM)).message).toBe(
      'Kalendern kunde inte läsas: den är inte i iCalendar-format.',
    );
  });

  it('skips and counts an event whose times cannot be read, and reads the rest', () => {
    const ics = calendar(
      ...event('broken', 'DTSTART:garbage', 'DTEND:20261020T100000Z'),
      ...event('kept', 'DTSTART:20261021T090000Z', 'DTEND:20261021T100000Z'),
    );
    const { busy, skipped } = busyTimesOf(ics, AUTUMN, STOCKHOLM);
    expect(skipped).toBe(1);
    expect(isoIntervals(busy)).toEqual([['2026-10-21T09:00:00Z', '2026-10-21T10:00:00Z']]);
  });

  it('refuses a window longer than 120 days, an empty one and an unknown zone', () => {
    const long = { start: AUTUMN.start, end: new Date(AUTUMN.start.getTime() + 121 * 86_400_000) };
    expect(refusal(() => busyTimesOf(WEEKLY_ICS, long, STOCKHOLM)).message).toBe(
      'Tidsfönstret får vara högst 120 dagar.',
    );
    const empty = { start: AUTUMN.end, end: AUTUMN.start };
    expect(refusal(() => busyTimesOf(WEEKLY_ICS, empty, STOCKHOLM)).message).toBe(
      'Tidsfönstret slutar innan det börjar.',
    );
    expect(refusal(() => busyTimesOf(WEEKLY_ICS, AUTUMN, { timeZone: 'Mars/Olympus' })).message).toBe(
      'Tidszonen är okänd.',
    );
  });
});
