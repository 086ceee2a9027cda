/**
 * The free times of an interview as it is set up: each interviewer's working hours (or the defaults),
 * the busy times last read from their calendars and the interviews they already hold, worked out by the
 * domain's freeSlots.
 */
import { sql } from 'drizzle-orm';
import {
  addDays,
  blockedRange,
  DEFAULT_TIME_ZONE,
  DEFAULT_WEEKLY_HOURS,
  freeSlots,
  stockholmUnix,
  type FreeSlot,
  type InterviewSetup,
  type SlotInterviewer,
  type SlotQuery,
  type WeeklyHoursInput,
} from '@rekry/domain';
import { intArray } from '../../db/arrays.ts';
import { rowsOf, type Queryable } from '../../db/client.ts';
import { calendarBusy, interviewerAvailability, interviewSlots } from '../../db/schema.ts';

/** What the free times depend on beyond the interviewers: the setup's numbers and the window in days. */
export type SlotSetup = Pick<
  InterviewSetup,
  | 'durationMinutes'
  | 'bufferBeforeMinutes'
  | 'bufferAfterMinutes'
  | 'noticeHours'
  | 'need'
  | 'windowFrom'
  | 'windowTo'
>;

/** The window of days as instants: from the first day's midnight to the end of the last, Swedish time. */
export function windowOf(setup: Pick<SlotSetup, 'windowFrom' | 'windowTo'>) {
  return {
    from: stockholmUnix(setup.windowFrom) * 1000,
    to: stockholmUnix(addDays(setup.windowTo, 1)) * 1000,
  };
}

/**
 * The interviewers as the slot computation takes them, for starts within the query's window: the busy
 * times that what a start there blocks could touch. `exceptInterview`: an interview whose own booking
 * does not count against it (it is being moved).
 */
export async function slotInterviewers(
  db: Queryable,
  userIds: number[],
  query: SlotQuery,
  exceptInterview?: number,
): Promise<SlotInterviewer[]> {
  if (userIds.length === 0) return [];
  const ids = intArray(userIds);
  const reach = blockedRange(query.from, query).start;
  const from = new Date(reach).toISOString();
  const to = new Date(blockedRange(query.to, query).end).toISOString();
  // A day's cap counts the whole day (up to 25 hours on a clock change): two days' margin on each side.
  const bookedFrom = new Date(reach - 2 * DAY).toISOString();
  const bookedTo = new Date(query.to + 2 * DAY).toISOString();
  const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
  // One round trip for the three: inside a booking's transaction every one counts.
  const [row] = rowsOf<{ settings: Settings[]; busy: Range[]; booked: (Range & { i: number })[] }>(
    await db.execute(sql`select
      (select coalesce(json_agg(json_build_object('u', user_id, 'zone', time_zone, 'hours', hours,
          'cap', max_per_day)), '[]') from ${interviewerAvailability} where user_id = any(${ids})) as settings,
      (select coalesce(json_agg(json_build_object('u', user_id, 's', ${ms('starts_at')}, 'e', ${ms('ends_at')})), '[]')
        from ${calendarBusy} where user_id = any(${ids})
          and starts_at < ${to}::timestamptz and ends_at > ${from}::timestamptz) as busy,
      (select coalesce(json_agg(json_build_object('u', user_id, 'i', interview_id, 's', ${ms('starts_at')},
          'e', ${ms('ends_at')})), '[]')
        from ${interviewSlots} where user_id = any(${ids})
          and starts_at < ${bookedTo}::timestamptz and ends_at > ${bookedFrom}::timestamptz) as booked`),
  );
  const { settings, busy, booked } = row!;
  return userIds.map((id) => {
    const own = settings.find((s) => s.u === id);
    return {
      id,
      timeZone: own?.zone ?? DEFAULT_TIME_ZONE,
      hours: own?.hours ?? DEFAULT_WEEKLY_HOURS,
      maxPerDay: own?.cap ?? null,
      busy: busy.filter((b) => b.u === id).map((b) => ({ start: b.s, end: b.e })),
      booked: booked
        .filter((b) => b.u === id && b.i !== exceptInterview)
        .map((b) => ({ start: b.s, end: b.e })),
    };
  });
}

const DAY = 86_400_000;

type Settings = { u: number; zone: string; hours: WeeklyHoursInput | null; cap: number | null };
type Range = { u: number; s: number; e: number };

/** The slot query of a setup at `now`, over its window. */
export function slotQueryOf(setup: SlotSetup, now: number): SlotQuery {
  return {
    ...windowOf(setup),
    durationMinutes: setup.durationMinutes,
    bufferBeforeMinutes: setup.bufferBeforeMinutes,
    bufferAfterMinutes: setup.bufferAfterMinutes,
    noticeMinutes: setup.noticeHours * 60,
    need: setup.need,
    now,
    timeZone: DEFAULT_TIME_ZONE,
  };
}

/**
 * The free times of a setup for these interviewers, now. `at`: only whether that one start is free (the
 * starts lie on the clock's grid, so a window of one millisecond holds it alone): what a booking checks,
 * with the busy times of that start only.
 */
export async function freeTimesOf(
  db: Queryable,
  setup: SlotSetup,
  interviewerIds: number[],
  options: { now?: number; exceptInterview?: number; at?: number } = {},
): Promise<FreeSlot[]> {
  const query = slotQueryOf(setup, options.now ?? Date.now());
  const { at } = options;
  if (at !== undefined) {
    if (at < query.from || at >= query.to) return [];
    Object.assign(query, { from: at, to: at + 1 });
  }
  const interviewers = await slotInterviewers(db, interviewerIds, query, options.exceptInterview);
  return freeSlots(query, interviewers);
}
