/**
 * iCalendar fixtures shared by the busy-time tests and the CalDAV tests: a weekly series in Stockholm
 * time across both changes of clock (2026-10-25, 2027-03-28) with a moved, a removed, an added and a
 * cancelled occurrence, and the exact intervals it blocks.
 */

/** Lines joined as RFC 5545 wants them: CRLF, and one after the last. */
export const icsLines = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

export const STOCKHOLM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Stockholm',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** As Outlook writes it: a Windows zone name, rules from 1601. */
export const WINDOWS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:W. Europe Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

const STAMP = 'DTSTAMP:20261001T120000Z';

/**
 * Mondays 09:00–10:00 in Stockholm from 2026-10-12, without end. Removed: 2026-11-02 (EXDATE); moved:
 * 2026-10-12 to Wednesday 2026-10-21 15:00 (from before the window into it) and 2026-11-09 to Tuesday
 * 2026-11-10 13:00; cancelled: 2026-11-16; added: Thursday 2026-10-29 14:00 (RDATE). One UID, so one
 * CalDAV object.
 */
export const WEEKLY_EVENTS = [
  'BEGIN:VEVENT',
  'UID:weekly-standup@example.se',
  STAMP,
  'SUMMARY:Veckomöte',
  'DTSTART;TZID=Europe/Stockholm:20261012T090000',
  'DTEND;TZID=Europe/Stockholm:20261012T100000',
  'RRULE:FREQ=WEEKLY;BYDAY=MO',
  'EXDATE;TZID=Europe/Stockholm:20261102T090000',
  'RDATE;TZID=Europe/Stockholm:20261029T140000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly-standup@example.se',
  STAMP,
  'SUMMARY:Veckomöte (flyttat hit)',
  'RECURRENCE-ID;TZID=Europe/Stockholm:20261012T090000',
  'DTSTART;TZID=Europe/Stockholm:20261021T150000',
  'DTEND;TZID=Europe/Stockholm:20261021T160000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly-standup@example.se',
  STAMP,
  'SUMMARY:Veckomöte (flyttat)',
  'RECURRENCE-ID;TZID=Europe/Stockholm:20261109T090000',
  'DTSTART;TZID=Europe/Stockholm:20261110T130000',
  'DTEND;TZID=Europe/Stockholm:20261110T140000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly-standup@example.se',
  STAMP,
  'SUMMARY:Veckomöte (inställt)',
  'RECURRENCE-ID;TZID=Europe/Stockholm:20261116T090000',
  'DTSTART;TZID=Europe/Stockholm:20261116T090000',
  'DTEND;TZID=Europe/Stockholm:20261116T100000',
  'STATUS:CANCELLED',
  'END:VEVENT',
];

/** The weekly series alone, as one CalDAV object. */
export const WEEKLY_ICS = icsLines(
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Rekry//Test//SV',
  ...STOCKHOLM_VTIMEZONE,
  ...WEEKLY_EVENTS,
  'END:VCALENDAR',
);

/** The first test window: 2026-10-19 to 2026-11-23 (UTC midnights), across the autumn change. */
export const AUTUMN = { start: new Date('2026-10-19T00:00:00Z'), end: new Date('2026-11-23T00:00:00Z') };
/** The second: 2027-03-15 to 2027-04-05, across the spring change. */
export const SPRING = { start: new Date('2027-03-15T00:00:00Z'), end: new Date('2027-04-05T00:00:00Z') };

/** The weekly series' busy intervals in AUTUMN, in UTC: 07:00Z in summer time, 08:00Z after it. */
export const WEEKLY_AUTUMN_BUSY = [
  ['2026-10-19T07:00:00Z', '2026-10-19T08:00:00Z'],
  ['2026-10-21T13:00:00Z', '2026-10-21T14:00:00Z'], // 2026-10-12 moved here
  ['2026-10-26T08:00:00Z', '2026-10-26T09:00:00Z'], // winter time from 2026-10-25
  ['2026-10-29T13:00:00Z', '2026-10-29T14:00:00Z'], // RDATE
  // 2026-11-02: EXDATE
  ['2026-11-10T12:00:00Z', '2026-11-10T13:00:00Z'], // 2026-11-09 moved here
  // 2026-11-16: cancelled
];

/** The weekly series' busy intervals in SPRING: back to 07:00Z from 2027-03-28. */
export const WEEKLY_SPRING_BUSY = [
  ['2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'],
  ['2027-03-22T08:00:00Z', '2027-03-22T09:00:00Z'],
  ['2027-03-29T07:00:00Z', '2027-03-29T08:00:00Z'],
];

/** Busy intervals as ISO strings, to compare with expected lists. */
export const isoIntervals = (busy: { start: Date; end: Date }[]) =>
  busy.map(({ start, end }) => [
    start.toISOString().replace('.000', ''),
    end.toISOString().replace('.000', ''),
  ]);
