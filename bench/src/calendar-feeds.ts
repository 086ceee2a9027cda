/**
 * A staff member's calendar as an ICS feed gives it: a year of work in Europe/Stockholm with its
 * VTIMEZONE. A daily stand-up on weekdays, three weekly and two fortnightly meetings (each with EXDATEs,
 * moved occurrences as RECURRENCE-ID overrides and one cancelled), a few hundred single meetings over the
 * year (some transparent or cancelled), training days and a week of holiday as all-day events. The series
 * began a year ago, so an expansion steps through a year of occurrences before the window as a real
 * feed makes it. Seeded: the same seed gives the same feed.
 *
 * measureCalendarExpansion: the per-source cost of a calendar sync, busyTimesOfAll over the sync window
 * (calendar-sync.ts: from a day back to 90 days ahead) of one such feed, outside the server.
 */
import { stockholmDate } from '@rekry/domain';
import { seededRandom } from '../../apps/server/src/areas/data-generation/sample-data/cvs.ts';
import { busyTimesOfAll } from '../../apps/server/src/platform/calendar/busy-times.ts';
import { STOCKHOLM_VTIMEZONE } from '../../apps/server/test/helpers/calendar-fixtures.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** calendar-sync.ts reads a source from a day back to AHEAD_DAYS (90) ahead. */
const SYNC_AHEAD_DAYS = 90;
export const FEED_TIME_ZONE = 'Europe/Stockholm';

/** The window a sync expands a feed over, at `now`. */
export const syncWindow = (now: number) => ({
  start: new Date(now - DAY_MS),
  end: new Date(now + SYNC_AHEAD_DAYS * DAY_MS),
});

/** A wall-clock time (ms of the clock's fields read as UTC) as iCalendar writes it: 20260115T091500. */
const local = (wall: number) => new Date(wall).toISOString().slice(0, 19).replace(/[-:]/g, '');
const date = (wall: number) => local(wall).slice(0, 8);
const at = (name: string, wall: number) => `${name};TZID=${FEED_TIME_ZONE}:${local(wall)}`;
/** ISO weekday of a wall day (1 = Monday). */
const weekday = (wall: number) => ((new Date(wall).getUTCDay() + 6) % 7) + 1;

interface Series {
  summary: string;
  /** ISO weekdays it falls on (one, or Monday–Friday). */
  days: number[];
  /** Weeks between occurrences: 1 weekly (or daily), 2 fortnightly. */
  interval: number;
  minute: number;
  length: number;
  until?: number;
  count?: number;
}

export interface YearFeed {
  ics: string;
  events: number;
}

/**
 * The feed of one staff member (`seed` tells them apart), around `now`: series from a year back, single
 * events from half a year back to half a year ahead.
 */
export function yearFeed(seed: number, now = Date.now()): YearFeed {
  const rnd = seededRandom(seed * 2654435761 + 17);
  const int = (n: number) => Math.floor(rnd() * n);
  const today = Date.parse(stockholmDate(new Date(now)));
  const stamp = `${local(now)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rekry bench//Kalender//SV',
    'CALSCALE:GREGORIAN',
    `X-WR-TIMEZONE:${FEED_TIME_ZONE}`,
    ...STOCKHOLM_VTIMEZONE,
  ];
  let events = 0;
  const event = (uid: string, body: string[]) => {
    lines.push('BEGIN:VEVENT', `UID:${uid}`, `DTSTAMP:${stamp}`, ...body, 'END:VEVENT');
    events++;
  };
  // The Monday a year back: every series starts on its first day after it.
  const yearAgo = today - 364 * DAY_MS - (weekday(today) - 1) * DAY_MS;
  const series: Series[] = [
    {
      summary: 'Stand-up',
      days: [1, 2, 3, 4, 5],
      interval: 1,
      minute: 8 * 60 + 45 + 15 * int(4),
      length: 15,
    },
    { summary: 'Veckomöte', days: [1], interval: 1, minute: 10 * 60 + 30 * int(2), length: 60 },
    { summary: 'Rekryteringsmöte', days: [3], interval: 1, minute: 14 * 60, length: 60 },
    {
      summary: 'Avstämning med chefen',
      days: [4],
      interval: 1,
      minute: 13 * 60 + 30,
      length: 30,
      until: today + (120 + int(60)) * DAY_MS,
    },
    { summary: 'Ledningsgrupp', days: [2], interval: 2, minute: 13 * 60, length: 90 },
    { summary: 'Sprintdemo', days: [5], interval: 2, minute: 15 * 60, length: 60, count: 40 },
  ];
  series.forEach((s, n) => {
    const first = yearAgo + (s.days[0]! - 1) * DAY_MS + s.minute * MINUTE_MS;
    const rule = [
      s.days.length > 1 ? 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR' : `FREQ=WEEKLY`,
      ...(s.interval > 1 ? [`INTERVAL=${s.interval}`] : []),
      ...(s.until ? [`UNTIL=${date(s.until)}T230000Z`] : []),
      ...(s.count ? [`COUNT=${s.count}`] : []),
    ].join(';');
    // Occurrences from the first to half a year ahead: some taken out (EXDATE), some moved or cancelled.
    const step = (s.days.length > 1 ? 1 : 7 * s.interval) * DAY_MS;
    const occurrence = () => {
      for (;;) {
        const start = first + int(Math.round((545 * DAY_MS) / step)) * step;
        if (s.days.includes(weekday(start))) return start;
      }
    };
    const excluded = Array.from({ length: s.days.length > 1 ? 10 : 4 }, occurrence);
    const overridden = [...new Set(Array.from({ length: 4 }, occurrence))].filter(
      (o) => !excluded.includes(o),
    );
    const uid = `serie-${seed}-${n}@bench.rekry.test`;
    event(uid, [
      `SUMMARY:${s.summary}`,
      at('DTSTART', first),
      at('DTEND', first + s.length * MINUTE_MS),
      `RRULE:${rule}`,
      ...excluded.map((x) => at('EXDATE', x)),
    ]);
    overridden.forEach((original, i) => {
      const moved = original + (i % 2 ? 60 : -30) * MINUTE_MS + (i === 2 ? DAY_MS : 0);
      event(uid, [
        at('RECURRENCE-ID', original),
        `SUMMARY:${s.summary} (flyttat)`,
        at('DTSTART', moved),
        at('DTEND', moved + s.length * MINUTE_MS),
        ...(i === 3 ? ['STATUS:CANCELLED'] : []),
      ]);
    });
  });

  const titles = ['Intervju', 'Kundmöte', 'Lunch med kandidat', 'Planering', 'Utbildning', 'Referenssamtal'];
  for (let i = 0; i < 300; i++) {
    let day: number;
    do day = today + (int(365) - 182) * DAY_MS;
    while (weekday(day) > 5);
    const start = day + (8 * 60 + 15 * int(35)) * MINUTE_MS;
    const length = [30, 45, 60, 60, 90, 120][int(6)]!;
    const kind = int(100);
    event(`enstaka-${seed}-${i}@bench.rekry.test`, [
      `SUMMARY:${titles[i % titles.length]}`,
      at('DTSTART', start),
      at('DTEND', start + length * MINUTE_MS),
      ...(kind < 5 ? ['TRANSP:TRANSPARENT'] : kind < 8 ? ['STATUS:CANCELLED'] : []),
    ]);
  }
  const allDay = (uid: string, summary: string, first: number, days: number) =>
    event(uid, [
      `SUMMARY:${summary}`,
      `DTSTART;VALUE=DATE:${date(first)}`,
      `DTEND;VALUE=DATE:${date(first + days * DAY_MS)}`,
    ]);
  for (let i = 0; i < 8; i++) {
    let day: number;
    do day = today + (int(365) - 182) * DAY_MS;
    while (weekday(day) > 5);
    allDay(`heldag-${seed}-${i}@bench.rekry.test`, 'Utbildningsdag', day, 1);
  }
  const holiday = today + (int(52) - 26) * 7 * DAY_MS;
  allDay(`semester-${seed}@bench.rekry.test`, 'Semester', holiday - (weekday(holiday) - 1) * DAY_MS, 7);
  lines.push('END:VCALENDAR', '');
  return { ics: lines.join('\r\n'), events };
}

export interface CalendarExpansion {
  events: number;
  busyIntervals: number;
  /** Milliseconds of each run (the median is the number to read). */
  runsMs: number[];
}

const RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** busyTimesOfAll over the sync window of one year's feed, a few times. */
export function measureCalendarExpansion(log: (message: string) => void): CalendarExpansion {
  const now = Date.now();
  const feed = yearFeed(1, now);
  const runsMs: number[] = [];
  let busyIntervals = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const { busy, skipped } = busyTimesOfAll([feed.ics], syncWindow(now), { timeZone: FEED_TIME_ZONE });
    runsMs.push(Math.round((performance.now() - started) * 10) / 10);
    if (skipped) throw new Error(`${skipped} events of the feed were skipped`);
    busyIntervals = busy.length;
  }
  log(`calendar expansion: ${median(runsMs)} ms for a year's feed of ${feed.events} events`);
  return { events: feed.events, busyIntervals, runsMs };
}

export function formatCalendarExpansion(result: CalendarExpansion | { error: string }): string {
  if ('error' in result) return `Calendar expansion: not measured — ${result.error}`;
  return (
    `Calendar expansion (busyTimesOfAll, a sync's per-source work without the fetch and the writes): ` +
    `a year's ICS feed of ${result.events} events over the ${SYNC_AHEAD_DAYS + 1}-day sync window, ` +
    `${result.busyIntervals} busy intervals: ${median(result.runsMs)} ms (median of ${result.runsMs.length}: ` +
    `${result.runsMs.join(', ')})`
  );
}
