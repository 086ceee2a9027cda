import { describe, expect, it } from 'vitest';
import {
  blockedRange,
  formatDateTime,
  freeSlots,
  isTimeZone,
  localDay,
  slotsByDay,
  type FreeSlot,
  type SlotInterviewer,
  type SlotQuery,
  type WeeklyHours,
} from '../src/index.ts';
import { referenceSlots, seededInterviewers } from './interview-slots-reference.ts';

const at = (iso: string) => Date.parse(iso);
/** 'YYYY-MM-DD HH:MM' in Stockholm, through format.ts rather than the module under test. */
const stockholm = (ms: number) => formatDateTime(ms / 1000);
const times = (slots: FreeSlot[]) => slots.map((slot) => stockholm(slot.start).slice(11));
const utc = (slots: FreeSlot[]) => slots.map((slot) => new Date(slot.start).toISOString().slice(0, 16));

const weekdays = (start: string, end: string): WeeklyHours => {
  const day = [{ start, end }];
  return { 1: day, 2: day, 3: day, 4: day, 5: day };
};

function person(id: number, overrides: Partial<SlotInterviewer> = {}): SlotInterviewer {
  return {
    id,
    timeZone: 'Europe/Stockholm',
    hours: weekdays('08:00', '12:00'),
    maxPerDay: null,
    busy: [],
    booked: [],
    ...overrides,
  };
}

/** Monday 2 November 2026, Stockholm (winter time, UTC+1), unless the test says otherwise. */
function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    durationMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    from: at('2026-11-01T23:00Z'),
    to: at('2026-11-02T23:00Z'),
    now: at('2026-10-01T00:00Z'),
    noticeMinutes: 0,
    need: 1,
    timeZone: 'Europe/Stockholm',
    ...overrides,
  };
}

describe('freeSlots: the grid and the working hours', () => {
  it('starts every 15 minutes of the clock by default, the interview wholly within the hours', () => {
    const slots = freeSlots(query({ durationMinutes: 45 }), [
      person(1, { hours: weekdays('08:00', '10:00') }),
    ]);
    expect(times(slots)).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00', '09:15']);
    expect(slots[0]).toEqual({
      start: at('2026-11-02T07:00Z'),
      end: at('2026-11-02T07:45Z'),
      interviewerIds: [1],
    });
  });

  it("follows the step, on the clock of the query's zone", () => {
    const hours = weekdays('08:00', '11:00');
    expect(times(freeSlots(query({ stepMinutes: 30 }), [person(1, { hours })]))).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
    ]);
    // Whole hours in Kolkata (UTC+5:30) are half past in Stockholm.
    const kolkata = freeSlots(query({ stepMinutes: 60, timeZone: 'Asia/Kolkata' }), [person(1, { hours })]);
    expect(times(kolkata)).toEqual(['08:30', '09:30']);
  });

  it('refuses a step that does not divide an hour', () => {
    expect(() => freeSlots(query({ stepMinutes: 7 }), [person(1)])).toThrow(RangeError);
    expect(() => freeSlots(query({ stepMinutes: 0 }), [person(1)])).toThrow(RangeError);
  });

  it('offers nothing without working hours, on a day off, or with a span written wrong', () => {
    expect(freeSlots(query(), [person(1, { hours: {} })])).toEqual([]);
    const weekend = query({ from: at('2026-10-30T23:00Z'), to: at('2026-11-01T23:00Z') });
    expect(freeSlots(weekend, [person(1)])).toEqual([]);
    expect(freeSlots(query(), [person(1, { hours: { 1: [{ start: '8:00', end: '25:00' }] } })])).toEqual([]);
  });

  it('joins spans of a day that touch, and keeps a lunch break free', () => {
    const touching = {
      1: [
        { start: '10:00', end: '11:00' },
        { start: '09:00', end: '10:00' },
      ],
    };
    expect(times(freeSlots(query({ stepMinutes: 30 }), [person(1, { hours: touching })]))).toEqual([
      '09:00',
      '09:30',
      '10:00',
    ]);
    const lunch = {
      1: [
        { start: '09:00', end: '10:30' },
        { start: '11:00', end: '12:00' },
      ],
    };
    expect(times(freeSlots(query({ stepMinutes: 30 }), [person(1, { hours: lunch })]))).toEqual([
      '09:00',
      '09:30',
      '11:00',
    ]);
  });

  it('caps the answer at the limit, earliest first', () => {
    expect(times(freeSlots(query({ limit: 3 }), [person(1)]))).toEqual(['08:00', '08:15', '08:30']);
  });

  it('looks no further than 120 days from the start of the window', () => {
    const from = at('2026-11-01T23:00Z');
    const slots = freeSlots(query({ from, to: from + 400 * 86_400_000, stepMinutes: 60, limit: 10_000 }), [
      person(1),
    ]);
    expect(slots.length).toBeGreaterThan(80 * 3);
    expect(slots[slots.length - 1]!.start).toBeLessThan(from + 120 * 86_400_000);
    expect(slots[slots.length - 1]!.start).toBeGreaterThan(from + 115 * 86_400_000);
  });
});

describe('freeSlots: calendars, bookings and buffers', () => {
  it('lets an interview end exactly when a busy range starts, and start when a booking ends', () => {
    const slots = freeSlots(query({ stepMinutes: 30 }), [
      person(1, {
        busy: [{ start: at('2026-11-02T09:00Z'), end: at('2026-11-02T09:30Z') }],
        booked: [{ start: at('2026-11-02T08:00Z'), end: at('2026-11-02T09:00Z') }],
      }),
    ]);
    // 09:00–10:00 is booked, 10:00–10:30 busy: the hour before and the hours after are free.
    expect(times(slots)).toEqual(['08:00', '10:30', '11:00']);
  });

  it('keeps the buffers clear of busy time, and blocks interview and buffers as one range', () => {
    const busy = [{ start: at('2026-11-02T09:00Z'), end: at('2026-11-02T10:00Z') }]; // 10:00–11:00
    const buffered = query({ durationMinutes: 30, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 });
    const slots = freeSlots(buffered, [person(1, { hours: weekdays('08:00', '13:00'), busy })]);
    expect(times(slots)).toEqual([
      ...['08:00', '08:15', '08:30', '08:45', '09:00', '09:15'], // ending by 09:45, 15 minutes to spare
      ...['11:15', '11:30', '11:45', '12:00', '12:15', '12:30'], // from 11:15, 15 minutes after busy
    ]);
    expect(blockedRange(at('2026-11-02T09:00Z'), buffered)).toEqual({
      start: at('2026-11-02T08:45Z'),
      end: at('2026-11-02T09:45Z'),
    });
  });

  it('reads busy ranges in any order, overlapping, and one that crosses midnight', () => {
    const busy = [
      { start: at('2026-11-02T10:00Z'), end: at('2026-11-02T10:30Z') },
      { start: at('2026-11-01T21:00Z'), end: at('2026-11-02T08:00Z') }, // Sunday 22:00 to Monday 09:00
      { start: at('2026-11-02T09:45Z'), end: at('2026-11-02T10:15Z') },
    ];
    const slots = freeSlots(query({ stepMinutes: 30 }), [person(1, { busy })]);
    // Busy until 09:00 and 10:45–11:30: free 09:00–10:45 and 11:30–12:00.
    expect(times(slots)).toEqual(['09:00', '09:30']);
  });

  it('starts no earlier than now plus the notice', () => {
    const slots = freeSlots(query({ now: at('2026-11-02T06:50Z'), noticeMinutes: 120 }), [person(1)]);
    expect(times(slots)[0]).toBe('10:00');
  });

  it('stops offering a day once maxPerDay bookings start on it', () => {
    const twoDays = query({ to: at('2026-11-03T23:00Z'), stepMinutes: 60 });
    const monday = [
      { start: at('2026-11-02T12:00Z'), end: at('2026-11-02T13:00Z') },
      { start: at('2026-11-02T14:00Z'), end: at('2026-11-02T15:00Z') },
    ];
    const days = (interviewer: SlotInterviewer) =>
      slotsByDay(freeSlots(twoDays, [interviewer])).map(({ day, slots }) => `${day}: ${slots.length}`);
    expect(days(person(1, { maxPerDay: 2, booked: monday }))).toEqual(['2026-11-03: 4']);
    expect(days(person(1, { maxPerDay: 3, booked: monday }))).toEqual(['2026-11-02: 4', '2026-11-03: 4']);
    expect(days(person(1, { maxPerDay: null, booked: monday }))).toEqual(['2026-11-02: 4', '2026-11-03: 4']);
  });
  it('counts a booking on the day its blocked range starts, the buffer before included', () => {
    // Monday has a booking; a Tuesday interview at 00:00 with 30 minutes before it would block from
    // Monday 23:30 and be counted on Monday, as the database will count it.
    const slots = freeSlots(
      query({ to: at('2026-11-03T23:00Z'), durationMinutes: 30, bufferBeforeMinutes: 30, stepMinutes: 30 }),
      [
        person(1, {
          hours: { 2: [{ start: '00:00', end: '02:00' }] },
          maxPerDay: 1,
          booked: [{ start: at('2026-11-02T10:00Z'), end: at('2026-11-02T11:00Z') }],
        }),
      ],
    );
    expect(slots.map((slot) => stockholm(slot.start))).toEqual([
      '2026-11-03 00:30',
      '2026-11-03 01:00',
      '2026-11-03 01:30',
    ]);
  });
});

describe('freeSlots: several interviewers', () => {
  // All three work 08:00–11:00. 2 is busy 09:00–10:00; 2 and 3 are busy 10:00–11:00; 1 has an
  // afternoon booking that day.
  const three = [
    person(1, {
      hours: weekdays('08:00', '11:00'),
      booked: [{ start: at('2026-11-02T13:00Z'), end: at('2026-11-02T14:00Z') }],
    }),
    person(2, {
      hours: weekdays('08:00', '11:00'),
      busy: [{ start: at('2026-11-02T08:00Z'), end: at('2026-11-02T10:00Z') }],
    }),
    person(3, {
      hours: weekdays('08:00', '11:00'),
      busy: [{ start: at('2026-11-02T09:00Z'), end: at('2026-11-02T10:00Z') }],
    }),
  ];

  it('any 2 of 3: names two, those with the fewest bookings that day, then the lowest id', () => {
    const slots = freeSlots(query({ need: 2, stepMinutes: 60 }), three);
    expect(slots.map((slot) => [stockholm(slot.start).slice(11), slot.interviewerIds])).toEqual([
      ['08:00', [2, 3]],
      ['09:00', [1, 3]],
    ]);
  });

  it('all of 3: only when everyone is free, naming everyone', () => {
    const slots = freeSlots(query({ need: 3, stepMinutes: 60 }), three);
    expect(slots.map((slot) => [stockholm(slot.start).slice(11), slot.interviewerIds])).toEqual([
      ['08:00', [1, 2, 3]],
    ]);
  });

  it('offers nothing when more are needed than there are', () => {
    expect(freeSlots(query({ need: 4 }), three)).toEqual([]);
    expect(freeSlots(query({ need: 0 }), three)).toEqual([]);
  });
});

describe('freeSlots: clock changes and other zones', () => {
  const sundays = (date: string, hours: { start: string; end: string }) => ({
    from: at(`${date}T00:00Z`) - 2 * 86_400_000,
    to: at(`${date}T00:00Z`) + 86_400_000,
    hours: { 6: [hours], 7: [hours] } as WeeklyHours,
  });

  it('reads 08:00–17:00 in the right offset on the days either side of each change', () => {
    const nine = { durationMinutes: 9 * 60, stepMinutes: 60 };
    const autumn = sundays('2026-10-25', { start: '08:00', end: '17:00' });
    expect(utc(freeSlots(query({ ...autumn, ...nine }), [person(1, { hours: autumn.hours })]))).toEqual([
      '2026-10-24T06:00', // Saturday, summer time
      '2026-10-25T07:00', // Sunday, winter time
    ]);
    const spring = sundays('2027-03-28', { start: '08:00', end: '17:00' });
    expect(utc(freeSlots(query({ ...spring, ...nine }), [person(1, { hours: spring.hours })]))).toEqual([
      '2027-03-27T07:00',
      '2027-03-28T06:00',
    ]);
  });

  it('never starts in the hour the spring clocks skip', () => {
    const night = sundays('2027-03-28', { start: '00:00', end: '06:00' });
    const slots = freeSlots(query({ ...night, durationMinutes: 30, stepMinutes: 30 }), [
      person(1, { hours: { 7: night.hours[7]! } }),
    ]);
    expect(times(slots)).toEqual([
      ...['00:00', '00:30', '01:00', '01:30'],
      ...['03:00', '03:30', '04:00', '04:30', '05:00', '05:30'],
    ]);
    // Hours that begin inside the gap begin where the gap ends, as far after it: 02:30 is 03:30.
    const inGap = freeSlots(query({ ...night, durationMinutes: 30, stepMinutes: 30 }), [
      person(1, { hours: { 7: [{ start: '02:30', end: '04:00' }] } }),
    ]);
    expect(times(inGap)).toEqual(['03:30']);
  });

  it('offers both 02:30s of the autumn night, and ends hours at an ambiguous time at its first', () => {
    const night = sundays('2026-10-25', { start: '00:00', end: '06:00' });
    const slots = freeSlots(query({ ...night, durationMinutes: 30, stepMinutes: 30 }), [
      person(1, { hours: { 7: night.hours[7]! } }),
    ]);
    expect(times(slots)).toEqual([
      ...['00:00', '00:30', '01:00', '01:30', '02:00', '02:30'],
      ...['02:00', '02:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30'],
    ]);
    expect(utc(slots).slice(4, 8)).toEqual([
      '2026-10-25T00:00',
      '2026-10-25T00:30',
      '2026-10-25T01:00',
      '2026-10-25T01:30',
    ]);
    const toAmbiguous = freeSlots(query({ ...night, durationMinutes: 30, stepMinutes: 30 }), [
      person(1, { hours: { 7: [{ start: '01:30', end: '02:30' }] } }),
    ]);
    expect(utc(toAmbiguous)).toEqual(['2026-10-24T23:30', '2026-10-25T00:00']);
  });

  it('reads each interviewer on their own clock: London, and New York between the two spring changes', () => {
    const london = person(1, { timeZone: 'Europe/London', hours: weekdays('09:00', '12:00') });
    expect(times(freeSlots(query({ stepMinutes: 60 }), [london]))).toEqual(['10:00', '11:00', '12:00']);

    // Monday 15 March 2027: New York is on summer time (UTC−4), Stockholm not yet (UTC+1).
    const newYork = person(2, { timeZone: 'America/New_York', hours: weekdays('09:00', '17:00') });
    const home = person(3, { hours: weekdays('08:00', '16:00') });
    const march = query({ from: at('2027-03-14T23:00Z'), to: at('2027-03-15T23:00Z'), need: 2 });
    expect(utc(freeSlots(march, [newYork, home]))).toEqual([
      '2027-03-15T13:00',
      '2027-03-15T13:15',
      '2027-03-15T13:30',
      '2027-03-15T13:45',
      '2027-03-15T14:00',
    ]);
  });

  it("counts maxPerDay on the interviewer's own day", () => {
    // 03:00 UTC on Tuesday is still Monday evening in New York.
    const booked = [{ start: at('2026-11-03T03:00Z'), end: at('2026-11-03T04:00Z') }];
    const newYork = person(1, { timeZone: 'America/New_York', maxPerDay: 1, booked });
    const days = slotsByDay(freeSlots(query({ to: at('2026-11-04T05:00Z') }), [newYork]), 'America/New_York');
    expect(days.map(({ day }) => day)).toEqual(['2026-11-03']);
  });
});

describe('localDay, slotsByDay and isTimeZone', () => {
  it("names an instant's day in a zone", () => {
    const instant = at('2026-10-24T22:30Z');
    expect(localDay(instant, 'Europe/Stockholm')).toBe('2026-10-25');
    expect(localDay(instant, 'America/New_York')).toBe('2026-10-24');
    expect(localDay(at('2027-03-28T00:59:59.999Z'), 'Europe/London')).toBe('2027-03-28');
  });

  it('groups slots by the day of the zone asked for, in order', () => {
    const slot = (iso: string): FreeSlot => ({
      start: at(iso),
      end: at(iso) + 3_600_000,
      interviewerIds: [1],
    });
    const slots = [slot('2026-11-02T21:00Z'), slot('2026-11-02T23:30Z'), slot('2026-11-03T08:00Z')];
    const group = (zone: string) => slotsByDay(slots, zone).map(({ day, slots }) => [day, slots.length]);
    expect(group('Europe/Stockholm')).toEqual([
      ['2026-11-02', 1],
      ['2026-11-03', 2],
    ]);
    expect(group('America/New_York')).toEqual([
      ['2026-11-02', 2],
      ['2026-11-03', 1],
    ]);
    expect(slotsByDay([])).toEqual([]);
  });

  it('knows the zones Intl knows', () => {
    expect(isTimeZone('Europe/Stockholm')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Gothenburg')).toBe(false);
  });
});

describe('freeSlots against a naive reference', () => {
  // Four weeks across both spring changes (New York 14 March, Europe 28 March 2027), five interviewers
  // in three zones, each with a year of about 2 000 busy ranges in random order.
  const from = at('2027-03-07T23:00Z');
  const to = from + 28 * 86_400_000;
  const interviewers = seededInterviewers(20_260_504, from, to);
  const base = { from, to, now: from - 86_400_000, noticeMinutes: 60, limit: 100_000 };

  const all = [1, 2, 3, 4, 5];
  it.each<[string, Partial<SlotQuery>, number[]]>([
    ['all of three in two zones, an hour', { need: 3, durationMinutes: 60 }, [1, 2, 4]],
    [
      'any 2 of 5, with buffers',
      { need: 2, durationMinutes: 45, bufferBeforeMinutes: 10, bufferAfterMinutes: 15 },
      all,
    ],
    [
      'any 1 of 5, on the New York grid',
      { need: 1, durationMinutes: 30, stepMinutes: 30, timeZone: 'America/New_York' },
      all,
    ],
    [
      'any 3 of 5, every 5 minutes',
      { need: 3, durationMinutes: 50, bufferAfterMinutes: 5, stepMinutes: 5 },
      all,
    ],
  ])('%s', (_name, overrides, ids) => {
    const people = interviewers.filter((interviewer) => ids.includes(interviewer.id));
    const q = query({ ...base, ...overrides });
    const expected = referenceSlots(q, people);
    expect(expected.length).toBeGreaterThan(10);
    expect(freeSlots(q, people)).toEqual(expected);
  });

  it('has data the reference finds busy: every interviewer with ~2 000 ranges, bookings and a cap', () => {
    for (const interviewer of interviewers) expect(interviewer.busy.length).toBeGreaterThan(1_800);
    expect(interviewers.some((interviewer) => interviewer.maxPerDay !== null)).toBe(true);
    expect(interviewers.every((interviewer) => interviewer.booked.length > 10)).toBe(true);
  });
});
