/**
 * Free interview slots: which start times a recruiter may offer, given the interviewers' working hours,
 * their calendars and the interviews already booked. Pure: the server gathers the ranges, this decides.
 *
 * - Times are ms since the epoch; a range is half-open, [start, end), so an interview may end exactly
 *   when a busy range starts.
 * - Starts lie on a grid of the query's zone (every 15 minutes of its clock by default), within
 *   [from, to) and no earlier than now + notice. The window is cut at MAX_SLOT_WINDOW_DAYS after `from`,
 *   which bounds the work whatever the input.
 * - A start s is free for an interviewer when
 *   1. the interview [s, s + duration) lies within one of their working spans of that day, read on
 *      their own clock (spans of a day that touch or overlap count as one);
 *   2. what the booking would block, blockedRange(s) = [s − before, s + duration + after), overlaps
 *      none of their busy or booked ranges;
 *   3. fewer than maxPerDay of their booked ranges start on the day (their zone) on which this booking's
 *      blocked range would start: the day the database will count it on, so the cap holds after booking.
 * - A slot is offered when at least `need` interviewers are free. It names exactly `need` of them: those
 *   with the fewest bookings that day, then the lowest ids, so the same data always gives the same names
 *   (all of them when need is everyone). The ids are listed in ascending order.
 * - Clock changes: a working time the clocks skip (02:30 on a Stockholm spring day) is read as RFC 5545
 *   reads it, an hour later; one they pass twice as its first occurrence (time-zones.ts `instantOf`).
 *   The grid follows the clock, so a skipped hour has no starts and a repeated hour has its starts twice.
 *
 * Each interviewer's ranges are sorted once and swept along the grid, so the cost is a sort of their
 * ranges plus a step per grid point within someone's working hours, not a scan of every range per start.
 */
import { TIME_ZONE } from './format.ts';
import {
  DAY_MS,
  MINUTE_MS,
  dayString,
  instantOf,
  nextOnClock,
  wallOf,
  zoneOffsets,
  type ZoneOffsets,
} from './time-zones.ts';

/** Half-open [start, end), ms since the epoch. */
export interface TimeRange {
  start: number;
  end: number;
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * Working hours per ISO weekday as wall-clock 'HH:MM' in the interviewer's zone ('24:00' ends at
 * midnight); several spans a day allowed; a missing day is not a working day. A span that ends at or
 * before its start, or is not written HH:MM, is no working time.
 */
export type WeeklyHours = Partial<Record<IsoWeekday, readonly { start: string; end: string }[]>>;

export interface SlotInterviewer {
  id: number;
  timeZone: string;
  hours: WeeklyHours;
  /** Most interviews a day (their zone); null for no cap. */
  maxPerDay: number | null;
  /** From their calendars: in any order, may overlap. */
  busy: readonly TimeRange[];
  /** Rekry interviews already booked, as stored: each the blocked range (the interview and its buffers). */
  booked: readonly TimeRange[];
}

export interface SlotQuery {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** The window the recruiter chose: starts within [from, to). */
  from: number;
  to: number;
  /** No slot starts before now + notice. */
  now: number;
  noticeMinutes: number;
  /** How many of the interviewers must be free: all of them, or any N of them. */
  need: number;
  /** The zone of the grid (Europe/Stockholm by default). */
  timeZone?: string;
  /** Starts every this many minutes of the clock, from the hour (15 by default); divides 60. */
  stepMinutes?: number;
  /** Most slots returned, the earliest (500 by default). */
  limit?: number;
}

export interface FreeSlot {
  start: number;
  end: number;
  interviewerIds: number[];
}

export const MAX_SLOT_WINDOW_DAYS = 120;
export const DEFAULT_SLOT_STEP_MINUTES = 15;
export const DEFAULT_SLOT_LIMIT = 500;

/** Whether a grid step is allowed: a whole number of minutes that divides an hour. */
export function isSlotStep(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= 1 && 60 % minutes === 0;
}

/** The range a booking at `start` blocks (interview plus buffers): what the database stores and `booked` holds. */
export function blockedRange(
  start: number,
  query: Pick<SlotQuery, 'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
): TimeRange {
  return {
    start: start - query.bufferBeforeMinutes * MINUTE_MS,
    end: start + (query.durationMinutes + query.bufferAfterMinutes) * MINUTE_MS,
  };
}

/** The query in ms, with the window cut to what can hold a start. */
interface Window {
  from: number;
  to: number;
  duration: number;
  before: number;
  after: number;
}

/** One interviewer, made ready for a sweep along increasing starts. */
interface Calendar {
  id: number;
  maxPerDay: number | null;
  offsets: ZoneOffsets;
  /** Working spans as instants, in order, not overlapping. */
  spans: TimeRange[];
  /** Busy and booked ranges that matter to the window, merged, in order. */
  blocked: TimeRange[];
  /** Booked ranges by the day number (their zone) on which they start. */
  bookingsByDay: Map<number, number>;
  /** Sweep positions in `spans` and `blocked`. */
  nextSpan: number;
  nextBlocked: number;
}

/** Minutes since midnight of 'HH:MM' (up to '24:00'), or null. */
function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/** A weekday's spans as minute ranges, in order, touching or overlapping ones joined. */
function dayMinutes(spans: readonly { start: string; end: string }[] | undefined): [number, number][] {
  const ranges: [number, number][] = [];
  for (const span of spans ?? []) {
    const start = minutesOf(span.start);
    const end = minutesOf(span.end);
    if (start !== null && end !== null && start < end) ranges.push([start, end]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const range of ranges) {
    const last = joined[joined.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else joined.push(range);
  }
  return joined;
}

/** The working spans, as instants, of every day of the zone that a start in the window can fall on. */
function workingSpans(hours: WeeklyHours, offsets: ZoneOffsets, window: Window): TimeRange[] {
  const byWeekday = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => dayMinutes(hours[weekday]));
  const spans: TimeRange[] = [];
  const lastDay = Math.floor(wallOf(offsets, window.to) / DAY_MS);
  for (let day = Math.floor(wallOf(offsets, window.from) / DAY_MS); day <= lastDay; day++) {
    // Day 0, 1970-01-01, was a Thursday (ISO 4), at index 3.
    for (const [start, end] of byWeekday[(((day + 3) % 7) + 7) % 7]!) {
      const midnight = day * DAY_MS;
      const span = {
        start: instantOf(offsets, midnight + start * MINUTE_MS),
        end: instantOf(offsets, midnight + end * MINUTE_MS),
      };
      // A span that starts in a skipped hour and ends soon after it can come out empty.
      if (span.start < span.end) spans.push(span);
    }
  }
  return spans;
}

/** The ranges that can touch a start in the window, sorted and merged. */
function blockedRanges(ranges: readonly TimeRange[], window: Window): TimeRange[] {
  const relevant: TimeRange[] = [];
  const earliest = window.from - window.before;
  const latest = window.to + window.duration + window.after;
  for (const range of ranges) {
    if (range.end > earliest && range.start < latest && range.start < range.end) relevant.push(range);
  }
  relevant.sort((a, b) => a.start - b.start);
  const merged: TimeRange[] = [];
  for (const range of relevant) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ start: range.start, end: range.end });
  }
  return merged;
}

function calendarOf(interviewer: SlotInterviewer, offsets: ZoneOffsets, window: Window): Calendar {
  const bookingsByDay = new Map<number, number>();
  for (const booking of interviewer.booked) {
    if (booking.start < window.from - window.before - DAY_MS || booking.start > window.to + DAY_MS) continue;
    const day = Math.floor(wallOf(offsets, booking.start) / DAY_MS);
    bookingsByDay.set(day, (bookingsByDay.get(day) ?? 0) + 1);
  }
  return {
    id: interviewer.id,
    maxPerDay: interviewer.maxPerDay,
    offsets,
    spans: workingSpans(interviewer.hours, offsets, window),
    blocked: blockedRanges([...interviewer.busy, ...interviewer.booked], window),
    bookingsByDay,
    nextSpan: 0,
    nextBlocked: 0,
  };
}

/** The first working span that can still hold an interview starting at or after `start`. */
function spanFrom(calendar: Calendar, start: number, window: Window): TimeRange | undefined {
  const { spans } = calendar;
  const end = start + window.duration;
  while (calendar.nextSpan < spans.length && spans[calendar.nextSpan]!.end < end) calendar.nextSpan++;
  return spans[calendar.nextSpan];
}

/**
 * Whether the interviewer is free at `start` (rules 1–3 of the module head): their bookings that day
 * if so, else null. Called with starts that only grow, so each position moves forward only.
 */
function bookingsIfFree(calendar: Calendar, start: number, window: Window): number | null {
  const span = spanFrom(calendar, start, window);
  if (!span || span.start > start) return null;

  const { blocked } = calendar;
  const end = start + window.duration;
  const blockStart = start - window.before;
  while (calendar.nextBlocked < blocked.length && blocked[calendar.nextBlocked]!.end <= blockStart) {
    calendar.nextBlocked++;
  }
  const busy = blocked[calendar.nextBlocked];
  if (busy && busy.start < end + window.after) return null;

  const day = Math.floor(wallOf(calendar.offsets, blockStart) / DAY_MS);
  const bookings = calendar.bookingsByDay.get(day) ?? 0;
  return calendar.maxPerDay === null || bookings < calendar.maxPerDay ? bookings : null;
}

/**
 * The slots to offer, earliest first (see the module head). Throws a RangeError for a step that does
 * not divide 60 or a zone Intl does not know; the schemas that take a query keep both out (isSlotStep,
 * isTimeZone).
 */
export function freeSlots(query: SlotQuery, interviewers: readonly SlotInterviewer[]): FreeSlot[] {
  const step = query.stepMinutes ?? DEFAULT_SLOT_STEP_MINUTES;
  if (!isSlotStep(step)) throw new RangeError(`stepMinutes must divide 60, not ${step}`);
  const limit = query.limit ?? DEFAULT_SLOT_LIMIT;
  const need = query.need;
  const window: Window = {
    from: Math.max(query.from, query.now + query.noticeMinutes * MINUTE_MS),
    to: Math.min(query.to, query.from + MAX_SLOT_WINDOW_DAYS * DAY_MS),
    duration: query.durationMinutes * MINUTE_MS,
    before: Math.max(0, query.bufferBeforeMinutes) * MINUTE_MS,
    after: Math.max(0, query.bufferAfterMinutes) * MINUTE_MS,
  };
  if (!(window.from < window.to && window.duration > 0 && need >= 1 && need <= interviewers.length))
    return [];

  // Offsets a day either side of the window cover every day a start, a span or a booking is read on.
  const offsetsByZone = new Map<string, ZoneOffsets>();
  const offsetsOf = (timeZone: string) => {
    let offsets = offsetsByZone.get(timeZone);
    if (!offsets) {
      offsets = zoneOffsets(timeZone, window.from - 2 * DAY_MS, window.to + 2 * DAY_MS);
      offsetsByZone.set(timeZone, offsets);
    }
    return offsets;
  };
  const calendars = interviewers.map((interviewer) =>
    calendarOf(interviewer, offsetsOf(interviewer.timeZone), window),
  );

  const slots: FreeSlot[] = [];
  const clock = offsetsOf(query.timeZone ?? TIME_ZONE);
  const stepMs = step * MINUTE_MS;
  for (let start = nextOnClock(clock, window.from, stepMs); start < window.to && slots.length < limit;) {
    const free: { id: number; bookings: number }[] = [];
    for (let i = 0; i < calendars.length && free.length + calendars.length - i >= need; i++) {
      const calendar = calendars[i]!;
      const bookings = bookingsIfFree(calendar, start, window);
      if (bookings !== null) free.push({ id: calendar.id, bookings });
    }
    if (free.length >= need) {
      free.sort((a, b) => a.bookings - b.bookings || a.id - b.id);
      const interviewerIds = free
        .slice(0, need)
        .map((interviewer) => interviewer.id)
        .sort((a, b) => a - b);
      slots.push({ start, end: start + window.duration, interviewerIds });
    }
    // Nights and days off are passed in one step: nobody can start before their next working span.
    let soonest = Infinity;
    for (const calendar of calendars) {
      soonest = Math.min(soonest, spanFrom(calendar, start + 1, window)?.start ?? Infinity);
    }
    start = nextOnClock(clock, Math.max(start + 1, soonest), stepMs);
  }
  return slots;
}

/** Slots grouped by their day in a zone ('YYYY-MM-DD'), for a page that lists them day by day. */
export function slotsByDay<T extends { start: number }>(
  slots: readonly T[],
  timeZone: string = TIME_ZONE,
): { day: string; slots: T[] }[] {
  if (slots.length === 0) return [];
  let first = Infinity;
  let last = -Infinity;
  for (const slot of slots) {
    first = Math.min(first, slot.start);
    last = Math.max(last, slot.start);
  }
  const offsets = zoneOffsets(timeZone, first - DAY_MS, last + DAY_MS);
  const days = new Map<string, T[]>();
  for (const slot of slots) {
    const day = dayString(Math.floor(wallOf(offsets, slot.start) / DAY_MS));
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}
