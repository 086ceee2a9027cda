/**
 * The free times of an interview as it is set up: each interviewer's working hours (or the defaults),
 * the busy times last read from their calendars and the interviews they already hold, worked out by the
 * domain's freeSlots.
 */
import { and, gt, inArray, lt } from 'drizzle-orm';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  DEFAULT_WEEKLY_HOURS,
  freeSlots,
  stockholmUnix,
  type FreeSlot,
  type InterviewSetup,
  type SlotInterviewer,
  type SlotQuery,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
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
 * The interviewers as the slot computation takes them, over `range`. `exceptInterview`: an interview
 * whose own booking does not count against it (it is being moved).
 */
export async function slotInterviewers(
  db: Queryable,
  userIds: number[],
  range: { from: number; to: number },
  exceptInterview?: number,
): Promise<SlotInterviewer[]> {
  if (userIds.length === 0) return [];
  const from = new Date(range.from);
  const to = new Date(range.to);
  // One after another: inside a booking's transaction they share one connection.
  const settings = await db
    .select()
    .from(interviewerAvailability)
    .where(inArray(interviewerAvailability.userId, userIds));
  const busy = await db
    .select({ userId: calendarBusy.userId, start: calendarBusy.startsAt, end: calendarBusy.endsAt })
    .from(calendarBusy)
    .where(
      and(
        inArray(calendarBusy.userId, userIds),
        lt(calendarBusy.startsAt, to),
        gt(calendarBusy.endsAt, from),
      ),
    );
  const booked = await db
    .select({
      userId: interviewSlots.userId,
      interviewId: interviewSlots.interviewId,
      start: interviewSlots.startsAt,
      end: interviewSlots.endsAt,
    })
    .from(interviewSlots)
    .where(
      and(
        inArray(interviewSlots.userId, userIds),
        // A day's cap counts the whole day: a day's margin on each side.
        lt(interviewSlots.startsAt, new Date(range.to + 86_400_000)),
        gt(interviewSlots.endsAt, new Date(range.from - 86_400_000)),
      ),
    );
  return userIds.map((id) => {
    const own = settings.find((s) => s.userId === id);
    return {
      id,
      timeZone: own?.timeZone ?? DEFAULT_TIME_ZONE,
      hours: own?.hours ?? DEFAULT_WEEKLY_HOURS,
      maxPerDay: own?.maxPerDay ?? null,
      busy: busy.filter((b) => b.userId === id).map((b) => ({ start: +b.start, end: +b.end })),
      booked: booked
        .filter((b) => b.userId === id && b.interviewId !== exceptInterview)
        .map((b) => ({ start: +b.start, end: +b.end })),
    };
  });
}

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

/** The free times of a setup for these interviewers, now. */
export async function freeTimesOf(
  db: Queryable,
  setup: SlotSetup,
  interviewerIds: number[],
  options: { now?: number; exceptInterview?: number } = {},
): Promise<FreeSlot[]> {
  const query = slotQueryOf(setup, options.now ?? Date.now());
  const interviewers = await slotInterviewers(db, interviewerIds, query, options.exceptInterview);
  return freeSlots(query, interviewers);
}
