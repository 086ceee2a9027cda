/**
 * For the comparison test of interview-slots.ts: a naive reading of its rules (every minute of the window,
 * every range of every interviewer, Intl asked for each local time) and seeded random data. Slow on
 * purpose and short enough to check by eye. It reads working hours on the wall clock, so it holds for
 * hours within the day time (06:00–20:00), which no clock change touches.
 */
import type { FreeSlot, SlotInterviewer, SlotQuery, TimeRange, WeeklyHours } from '../src/index.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Local {
  date: string;
  /** Minutes since local midnight, seconds as a fraction. */
  minutes: number;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const locals = new Map<string, Local>();

function local(ms: number, timeZone: string): Local {
  const key = `${timeZone} ${ms}`;
  const known = locals.get(key);
  if (known) return known;
  let format = formats.get(timeZone);
  if (!format) {
    const numeric = 'numeric' as const;
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      ...{ year: numeric, month: numeric, day: numeric, hour: numeric, minute: numeric, second: numeric },
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(ms);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  const result = {
    date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    minutes: part('hour') * 60 + part('minute') + part('second') / 60,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7,
  };
  locals.set(key, result);
  return result;
}

const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** Whether every minute of [from, to) lies in some span of the weekday. */
function covered(hours: WeeklyHours, weekday: number, from: number, to: number): boolean {
  const spans = hours[weekday as keyof WeeklyHours] ?? [];
  for (let minute = from; minute < to; minute++) {
    if (!spans.some((span) => clockMinutes(span.start) <= minute && minute < clockMinutes(span.end))) {
      return false;
    }
  }
  return true;
}

const overlaps = (range: TimeRange, start: number, end: number) => range.start < end && start < range.end;

export function referenceSlots(query: SlotQuery, interviewers: SlotInterviewer[]): FreeSlot[] {
  const step = query.stepMinutes ?? 15;
  const zone = query.timeZone ?? 'Europe/Stockholm';
  const duration = query.durationMinutes * MINUTE;
  const before = query.bufferBeforeMinutes * MINUTE;
  const after = query.bufferAfterMinutes * MINUTE;
  const bookedDays = interviewers.map((person) =>
    person.booked.map((b) => local(b.start, person.timeZone).date),
  );
  const earliest = Math.max(query.from, query.now + query.noticeMinutes * MINUTE);
  const slots: FreeSlot[] = [];
  for (let start = Math.ceil(earliest / MINUTE) * MINUTE; start < query.to; start += MINUTE) {
    if (local(start, zone).minutes % step !== 0) continue;
    const free: { id: number; bookings: number }[] = [];
    interviewers.forEach((person, index) => {
      const begins = local(start, person.timeZone);
      const ends = local(start + duration, person.timeZone);
      if (ends.date !== begins.date || !covered(person.hours, begins.weekday, begins.minutes, ends.minutes)) {
        return;
      }
      const blockStart = start - before;
      const blockEnd = start + duration + after;
      if (person.busy.some((range) => overlaps(range, blockStart, blockEnd))) return;
      if (person.booked.some((range) => overlaps(range, blockStart, blockEnd))) return;
      const day = local(blockStart, person.timeZone).date;
      const bookings = bookedDays[index]!.filter((booked) => booked === day).length;
      if (person.maxPerDay === null || bookings < person.maxPerDay) free.push({ id: person.id, bookings });
    });
    if (free.length < query.need) continue;
    const chosen = free.sort((a, b) => a.bookings - b.bookings || a.id - b.id).slice(0, query.need);
    slots.push({
      start,
      end: start + duration,
      interviewerIds: chosen.map((p) => p.id).sort((a, b) => a - b),
    });
  }
  return slots;
}

/** mulberry32: a small seeded generator, so the data set is the same on every run. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Five interviewers in Stockholm, London and New York: random day-time hours (some spans overlapping or
 * touching), a year of busy time around the window (weekly series, a daily meeting, single events of any
 * minute and length, a few over several days) shuffled, and bookings within the window.
 */
export function seededInterviewers(seed: number, from: number, to: number): SlotInterviewer[] {
  const random = randomFrom(seed);
  const whole = (n: number) => Math.floor(random() * n);
  const zones = [
    'Europe/Stockholm',
    'Europe/London',
    'America/New_York',
    'Europe/Stockholm',
    'Europe/Stockholm',
  ];
  const caps = [2, null, 3, null, 1];
  return zones.map((timeZone, index) => {
    const hours: WeeklyHours = {};
    for (const weekday of [1, 2, 3, 4, 5, 6, 7] as const) {
      if (random() < (weekday >= 6 ? 0.8 : 0.1)) continue;
      const spans: { start: string; end: string }[] = [];
      for (let n = 1 + whole(3); n > 0; n--) {
        const start = spans.length && random() < 0.3 ? clockMinutes(spans[0]!.end) : 6 * 60 + whole(40) * 15;
        spans.push({ start: clock(start), end: clock(Math.min(start + (2 + whole(16)) * 15, 20 * 60)) });
      }
      hours[weekday] = spans;
    }

    const busy: TimeRange[] = [];
    const yearStart = from - 180 * DAY;
    const add = (start: number, minutes: number) => busy.push({ start, end: start + minutes * MINUTE });
    for (let series = 0; series < 12; series++) {
      const first = yearStart + whole(7 * 96) * 15 * MINUTE;
      const minutes = (1 + whole(6)) * 15;
      for (let week = 0; week < 52; week++) if (random() > 0.1) add(first + week * 7 * DAY, minutes);
    }
    const daily = yearStart + whole(96) * 15 * MINUTE;
    for (let day = 0; day < 365; day++) if (random() > 0.4) add(daily + day * DAY, 15);
    while (busy.length < 2_000) {
      const start = yearStart + whole(365 * 1440) * MINUTE;
      add(start, random() < 0.01 ? (1 + whole(3)) * 1440 : 5 + whole(240));
    }
    for (let i = busy.length - 1; i > 0; i--) {
      const j = whole(i + 1);
      [busy[i], busy[j]] = [busy[j]!, busy[i]!];
    }

    const booked: TimeRange[] = [];
    for (let n = 15 + whole(10); n > 0; n--) {
      const start = from + whole((to - from) / (15 * MINUTE)) * 15 * MINUTE;
      booked.push({
        start: start - whole(3) * 5 * MINUTE,
        end: start + (30 + whole(4) * 15 + whole(3) * 5) * MINUTE,
      });
    }
    return { id: index + 1, timeZone, hours, maxPerDay: caps[index]!, busy, booked };
  });
}
