import ICAL from 'ical.js';
import { formatNumber } from '@rekry/domain';
import { CALENDAR_MESSAGES, CalendarError } from './calendar-error.ts';
import { instantOfWallTime, isTimeZone } from '@rekry/domain';

/**
 * The time an iCalendar source blocks inside a window: its opaque, not cancelled events, recurrences
 * expanded, merged and sorted.
 *
 *   busyTimesOf(ics, window, { timeZone }): BusyTimes
 *   busyTimesOfAll(icsTexts, window, { timeZone }): BusyTimes   (CalDAV objects, one VCALENDAR each)
 *   BusyTimes = { busy: { start: Date; end: Date }[]; skipped: number }
 *
 * `busy` is clipped to the window; touching or overlapping intervals are merged; zero-length events
 * block nothing. `timeZone` (IANA, e.g. Europe/Stockholm: the interviewer's zone) places floating times,
 * all-day dates (midnight to midnight) and TZIDs that neither the file's VTIMEZONE nor Intl knows.
 * `skipped` counts events left out because they could not be read or their recurrence would take more
 * than CALENDAR_LIMITS.maxStepsPerEvent steps to reach the window's end (FREQ=MINUTELY since 1990):
 * the source is then less busy than it says, which a caller may want to tell.
 *
 * Throws CalendarError, message in Swedish for the user, when the input is not iCalendar, over a limit
 * (bytes, events, steps in all), the window is empty or longer than CALENDAR_LIMITS.maxWindowDays, or
 * the zone is unknown. Never runs unbounded: endless rules and COUNT=1000000000 stop at the window's
 * end, and rules that never match stop at their step limit.
 *
 * ical.js pitfalls handled here (docs/research/interviews.md §1): events are grouped by UID before
 * overrides are related (ical.js otherwise relates every RECURRENCE-ID in the file to any master);
 * STATUS:CANCELLED and TRANSP:TRANSPARENT are read on the master and on each override; an override is
 * placed by its own DTSTART, so one moved into the window from outside it counts; floating and DATE
 * times are placed with Intl, not with the process's zone; no DTEND means DURATION, else one day for a
 * date and nothing for a date-time (RFC 5545 §3.6.1).
 */

export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface BusyTimes {
  busy: BusyInterval[];
  skipped: number;
}

export interface BusyWindow {
  start: Date;
  end: Date;
}

export const CALENDAR_LIMITS = {
  /** Bytes of iCalendar text in one call (a feed, or a CalDAV account's objects together). */
  maxBytes: 5 * 1024 * 1024,
  maxEvents: 20_000,
  /**
   * Steps one event's recurrence may take from its DTSTART to the window's end before it is skipped: an
   * occurrence, or a candidate time ical.js examines for a rule (countCandidates).
   */
  maxStepsPerEvent: 50_000,
  /**
   * Steps of all events together. ical.js takes about 10 µs a step: 20 000 events of 50 000 steps each
   * would take hours, these take about 2 s.
   */
  maxSteps: 200_000,
  maxWindowDays: 120,
} as const;

const DAY_MS = 86_400_000;

const MESSAGES = {
  tooLarge: CALENDAR_MESSAGES.tooLarge(CALENDAR_LIMITS.maxBytes),
  notICalendar: CALENDAR_MESSAGES.notICalendar,
  tooManyEvents: `Kalendern har fler än ${formatNumber(CALENDAR_LIMITS.maxEvents)} händelser.`,
  tooManySteps: 'Kalendern har för många återkommande händelser för att kunna läsas.',
  emptyWindow: 'Tidsfönstret slutar innan det börjar.',
  window: `Tidsfönstret får vara högst ${CALENDAR_LIMITS.maxWindowDays} dagar.`,
  badZone: 'Tidszonen är okänd.',
} as const;

export function busyTimesOf(ics: string, window: BusyWindow, options: { timeZone: string }): BusyTimes {
  return busyTimesOfAll([ics], window, options);
}

export function busyTimesOfAll(
  icsTexts: string[],
  window: BusyWindow,
  options: { timeZone: string },
): BusyTimes {
  const span = window.end.getTime() - window.start.getTime();
  if (!(span > 0)) throw new CalendarError(MESSAGES.emptyWindow);
  if (span > CALENDAR_LIMITS.maxWindowDays * DAY_MS) throw new CalendarError(MESSAGES.window);
  if (!isTimeZone(options.timeZone)) throw new CalendarError(MESSAGES.badZone);
  let bytes = 0;
  let events = 0;
  for (const text of icsTexts) {
    bytes += Buffer.byteLength(text, 'utf8');
    if (bytes > CALENDAR_LIMITS.maxBytes) throw new CalendarError(MESSAGES.tooLarge);
    // Counted in the text, before ical.js builds a tree of them.
    events += text.match(/^BEGIN:VEVENT\r?$/gim)?.length ?? 0;
    if (events > CALENDAR_LIMITS.maxEvents) throw new CalendarError(MESSAGES.tooManyEvents);
  }
  const reader = new Reader(window, options.timeZone);
  for (const text of icsTexts) for (const calendar of calendarsIn(text)) reader.read(calendar);
  return { busy: merged(reader.found), skipped: reader.skipped };
}

/** The VCALENDARs of one text (a feed may concatenate several). */
function calendarsIn(text: string): ICAL.Component[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, '')))
    throw new CalendarError(MESSAGES.notICalendar);
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new CalendarError(MESSAGES.notICalendar, { cause: err });
  }
  // One component is ['vcalendar', props, children]; several are an array of those.
  const list = (typeof (parsed as unknown[])[0] === 'string' ? [parsed] : parsed) as unknown[][];
  return list.map((jcal) => {
    if (jcal[0] !== 'vcalendar') throw new CalendarError(MESSAGES.notICalendar);
    return new ICAL.Component(jcal as never);
  });
}

/** Whether a VEVENT (a master or an override) takes time: not cancelled, not transparent. */
function blocks(event: ICAL.Component): boolean {
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

/** The start of a step, and the UTC form ical.js also keys overrides by. */
const keysOf = (time: ICAL.Time) => [
  time.toString(),
  time.convertToZone(ICAL.Timezone.utcTimezone).toString(),
];

/** One event's recurrence took more than CALENDAR_LIMITS.maxStepsPerEvent steps. */
class TooManySteps extends Error {}

/**
 * Counts every candidate time ical.js examines for a rule as a step. Its search for the next match runs
 * until one is found, so a rule that never matches (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) or rarely does
 * (FREQ=SECONDLY;BYMONTH=12) would never return from one next(): `step` throws instead. The rule
 * iterators are ical.js's own (a private field, pinned version); without them the event is not read.
 */
function countCandidates(expansion: ICAL.RecurExpansion, step: () => void): void {
  const iterators = (expansion as unknown as { ruleIterators?: ICAL.RecurIterator[] }).ruleIterators;
  if (!Array.isArray(iterators)) throw new Error('ical.js RecurExpansion has no ruleIterators to bound');
  for (const iterator of iterators) {
    const check = iterator.check_contracting_rules.bind(iterator);
    iterator.check_contracting_rules = () => {
      step();
      return check();
    };
  }
}

class Reader {
  readonly found: [number, number][] = [];
  skipped = 0;
  private steps = 0;
  private readonly from: number;
  private readonly to: number;

  constructor(
    window: BusyWindow,
    private readonly timeZone: string,
  ) {
    this.from = window.start.getTime();
    this.to = window.end.getTime();
  }

  read(calendar: ICAL.Component): void {
    const byUid = new Map<string, { masters: ICAL.Component[]; overrides: ICAL.Component[] }>();
    let anonymous = 0;
    for (const event of calendar.getAllSubcomponents('vevent')) {
      const uid = String(event.getFirstPropertyValue('uid') ?? '') || `\u0000${anonymous++}`;
      let group = byUid.get(uid);
      if (!group) byUid.set(uid, (group = { masters: [], overrides: [] }));
      (event.hasProperty('recurrence-id') ? group.overrides : group.masters).push(event);
    }
    for (const { masters, overrides } of byUid.values()) {
      // A cancelled or transparent master takes its whole series with it, overrides included.
      if (masters.length && !masters.some(blocks)) continue;
      for (const master of masters) this.guarded(() => this.readMaster(master, overrides));
      for (const override of overrides.filter(blocks)) this.guarded(() => this.readSingle(override));
    }
  }

  /** Reads one event; one that cannot be read is skipped and counted, the calendar's limits still throw. */
  private guarded(read: () => void): void {
    try {
      read();
    } catch (err) {
      // An event that cannot be read, or would take too long (TooManySteps), is left out.
      if (err instanceof CalendarError) throw err;
      this.skipped++;
    }
  }

  private readSingle(component: ICAL.Component): void {
    const event = new ICAL.Event(component);
    this.add(this.instant(event.startDate, component, 'dtstart'), this.endOf(event, component));
  }

  private readMaster(master: ICAL.Component, overrides: ICAL.Component[]): void {
    if (!blocks(master)) return;
    const event = new ICAL.Event(master, { exceptions: overrides, strictExceptions: true });
    if (!event.isRecurring()) return this.readSingle(master);
    this.endRulesAt(master, this.to + 2 * DAY_MS);
    const expansion = event.iterator();
    let steps = 0;
    const step = () => {
      if (++steps > CALENDAR_LIMITS.maxStepsPerEvent) throw new TooManySteps();
      if (++this.steps > CALENDAR_LIMITS.maxSteps) throw new CalendarError(MESSAGES.tooManySteps);
    };
    countCandidates(expansion, step);
    // Overrides are read on their own (readSingle), by their own start and end.
    const overridden = event.exceptions as unknown as Record<string, ICAL.Event>;
    const reach = Math.max(event.duration.toSeconds() * 1000, 0) + DAY_MS;
    for (let next = expansion.next(); next; next = expansion.next()) {
      step();
      const start = this.instant(next, master, 'dtstart');
      if (start >= this.to) break;
      // Far before the window an occurrence cannot reach into it (unless a range override moves it).
      if (!event.rangeExceptions.length && start + reach < this.from) continue;
      if (keysOf(next).some((key) => key in overridden)) continue;
      const details = event.getOccurrenceDetails(next);
      // A RANGE=THISANDFUTURE override moves this occurrence and says whether it blocks.
      const item = details.item ?? event;
      if (item !== event && !blocks(item.component)) continue;
      // The end is the start plus the duration in clock time, in the start's zone.
      const at = (time: ICAL.Time) => this.instant(time, item.component, 'dtstart');
      this.add(at(details.startDate), at(details.endDate));
    }
  }

  /**
   * Gives every rule an UNTIL just after the window: nothing later matters, and ical.js looks for the
   * first year of a yearly rule that never matches up to its UNTIL or the year 20000.
   */
  private endRulesAt(master: ICAL.Component, end: number): void {
    const until = ICAL.Time.fromJSDate(new Date(end), true);
    for (const property of master.getAllProperties('rrule')) {
      const rule = property.getFirstValue() as ICAL.Recur;
      if (!rule.until || rule.until.compare(until) > 0) rule.until = until;
    }
  }

  /** The end of a single event: DTEND, else DTSTART + DURATION, else a day for a date (ical.js). */
  private endOf(event: ICAL.Event, component: ICAL.Component): number {
    return component.hasProperty('dtend')
      ? this.instant(event.endDate, component, 'dtend')
      : this.instant(event.endDate, component, 'dtstart');
  }

  /**
   * The instant of a time: as ical.js has it for UTC and for a zone the file defines (VTIMEZONE); from the
   * clock fields for a date, a floating time or a TZID without a VTIMEZONE (in that zone if Intl knows it,
   * otherwise in the interviewer's).
   */
  private instant(time: ICAL.Time, component: ICAL.Component, property: 'dtstart' | 'dtend'): number {
    const zone = time.zone;
    const floating = !zone || zone === ICAL.Timezone.localTimezone || zone.tzid === 'floating';
    if (!time.isDate && !floating) return time.toUnixTime() * 1000;
    const tzid = component.getFirstProperty(property)?.getParameter('tzid');
    const named = typeof tzid === 'string' && isTimeZone(tzid) ? tzid : this.timeZone;
    const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
    return instantOfWallTime(time.isDate ? Date.UTC(time.year, time.month - 1, time.day) : wall, named);
  }

  private add(start: number, end: number): void {
    if (!(end > start) || end <= this.from || start >= this.to) return;
    this.found.push([Math.max(start, this.from), Math.min(end, this.to)]);
  }
}

function merged(intervals: [number, number][]): BusyInterval[] {
  intervals.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: [number, number][] = [];
  for (const [start, end] of intervals) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
}
