/**
 * Booking, moving and cancelling an interview: the same steps whether the candidate does it from their
 * link or a recruiter does it. The interview's row is locked; the chosen time must be among the free ones
 * worked out inside the same transaction; each taking part interviewer gets a row in interview_slots,
 * whose exclusion constraint refuses an overlap that a booking at the same moment made. Then, in the same
 * transaction: the invitations (iMIP) to the candidate and the interviewers, the calendar copies and the
 * reminder as jobs, a line in the application's log and a notification.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { blockedRange, formatTimeSpan, INTERVIEW_TEXTS, type FreeSlot } from '@rekry/domain';
import { isExclusionViolation, type Queryable } from '../../db/client.ts';
import { interviewerAvailability, interviews, interviewSlots } from '../../db/schema.ts';
import { conflict } from '../../core/errors.ts';
import { runParts, type StatementPart } from '../../db/statement.ts';
import { logLinePart } from '../../platform/application-log.ts';
import { queuedJobsPart } from '../../platform/jobs.ts';
import { queuedEmailsPart } from '../../platform/mail-queue.ts';
import { aboutApplication, notificationPart } from '../../platform/notifications.ts';
import type { Services } from '../../platform/services.ts';
import { freeTimesOf } from './free-times.ts';
import { interviewMails } from './interview-mails.ts';
import type { InterviewRecord, InterviewRow } from './records.ts';

/** Who acts: the candidate through their link, or a staff member. */
export type Actor = { kind: 'candidate' } | { kind: 'staff'; userId: number; name: string };

/** The interview's setup as the free times take it. */
export const setupOf = (i: InterviewRecord['interview']) => ({
  durationMinutes: i.durationMinutes,
  bufferBeforeMinutes: i.bufferBeforeMinutes,
  bufferAfterMinutes: i.bufferAfterMinutes,
  noticeHours: i.noticeHours,
  need: i.need,
  windowFrom: i.windowFrom,
  windowTo: i.windowTo,
});

/**
 * The free times an interview offers now (a booked one: where it may move); `at`: only that start, if it
 * is one of them.
 */
export function offeredTimes(
  db: Queryable,
  record: InterviewRecord,
  options: { now?: number; at?: number } = {},
): Promise<FreeSlot[]> {
  const { interview } = record;
  return freeTimesOf(
    db,
    setupOf(interview),
    record.pool.map((p) => p.id),
    { ...options, exceptInterview: interview.id },
  );
}

/** Thrown when the time asked for is not free (taken meanwhile, or never offered). */
export class SlotUnavailable extends Error {
  constructor(readonly taken: boolean) {
    super(taken ? INTERVIEW_TEXTS.slotTaken : INTERVIEW_TEXTS.slotGone);
  }
}

/**
 * Books (or moves) the interview to `start` in the caller's transaction; `record` was read with a lock.
 * Throws SlotUnavailable when the time is not free, also when another booking took it a moment ago.
 */
export async function bookAt(
  tx: Queryable,
  services: Services,
  record: InterviewRecord,
  start: Date,
  actor: Actor,
): Promise<InterviewRecord> {
  const { interview } = record;
  if (interview.status === 'cancelled') throw conflict(INTERVIEW_TEXTS.cancelled);
  // The constraint keeps times apart, not a day's count: bookings of an interviewer with a daily cap take
  // turns (their rows locked in id order), so each counts the day after the one before it committed.
  await tx
    .select({ userId: interviewerAvailability.userId })
    .from(interviewerAvailability)
    .where(
      and(
        inArray(
          interviewerAvailability.userId,
          record.pool.map((p) => p.id),
        ),
        isNotNull(interviewerAvailability.maxPerDay),
      ),
    )
    .orderBy(interviewerAvailability.userId)
    .for('update');
  const [slot] = await offeredTimes(tx, record, { at: start.getTime() });
  if (!slot) throw new SlotUnavailable(false);
  const moving = interview.status === 'booked';
  const before = moving ? record.taking : [];
  const range = blockedRange(slot.start, interview);
  let updated: InterviewRow | undefined;
  try {
    if (moving) await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, interview.id));
    // The time held and the interview booked in one statement, refused whole by the constraint.
    const held = tx.$with('held').as(
      tx
        .insert(interviewSlots)
        .values(
          slot.interviewerIds.map((userId) => ({
            interviewId: interview.id,
            userId,
            startsAt: new Date(range.start),
            endsAt: new Date(range.end),
          })),
        )
        .returning({ userId: interviewSlots.userId }),
    );
    [updated] = await tx
      .with(held)
      .update(interviews)
      .set({
        status: 'booked',
        startsAt: new Date(slot.start),
        endsAt: new Date(slot.end),
        // A move is a new version of the same event: calendars replace the older one by UID and SEQUENCE.
        sequence: moving ? interview.sequence + 1 : interview.sequence,
        updatedAt: new Date(),
      })
      .where(eq(interviews.id, interview.id))
      .returning();
  } catch (error) {
    if (isExclusionViolation(error, 'interview_slots_no_overlap')) throw new SlotUnavailable(true);
    throw error;
  }
  const booked: InterviewRecord = { ...record, interview: updated!, taking: slot.interviewerIds };
  const dropped = before.filter((id) => !slot.interviewerIds.includes(id));
  await afterChange(tx, services, booked, actor, moving ? 'moved' : 'booked', dropped);
  return booked;
}

/** Cancels the interview in the caller's transaction; `record` was read with a lock. */
export async function cancelInterview(
  tx: Queryable,
  services: Services,
  record: InterviewRecord,
  actor: Actor,
): Promise<InterviewRecord> {
  const { interview } = record;
  if (interview.status === 'cancelled') throw conflict(INTERVIEW_TEXTS.cancelled);
  const wasBooked = interview.status === 'booked';
  const [updated] = await tx
    .update(interviews)
    .set({ status: 'cancelled', sequence: interview.sequence + 1, updatedAt: new Date() })
    .where(eq(interviews.id, interview.id))
    .returning();
  // The time is free again at once; the calendar copies go with their job.
  await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, interview.id));
  const cancelled: InterviewRecord = { ...record, interview: updated! };
  await afterChange(tx, services, cancelled, actor, wasBooked ? 'cancelled' : 'withdrawn', []);
  return cancelled;
}

const LOG_LINES = {
  booked: (when: string) => `Intervju bokad: ${when}`,
  moved: (when: string) => `Intervju flyttad till ${when}`,
  cancelled: (when: string) => (when ? `Intervju avbokad (${when})` : 'Intervjuinbjudan återkallad'),
} as const;

/**
 * The mails, the calendar copies, the reminder, the log line and the notification of a change, written as
 * one statement: a booking's side effects cost one round trip.
 */
async function afterChange(
  tx: Queryable,
  services: Services,
  record: InterviewRecord,
  actor: Actor,
  change: 'booked' | 'moved' | 'cancelled' | 'withdrawn',
  cancelFor: number[],
): Promise<void> {
  const { interview } = record;
  const about = { containerId: interview.containerId };
  const parts: StatementPart[] = [
    queuedJobsPart('copies', 'interview-calendar', [{ payload: { interviewId: interview.id }, ...about }]),
  ];
  // An invitation never booked is withdrawn without mails: nobody holds a calendar event of it.
  if (change !== 'withdrawn')
    parts.push(queuedEmailsPart(tx, 'mails', interviewMails(services, record, change, { cancelFor })));
  const remindAt = interview.startsAt ? interview.startsAt.getTime() - 24 * 3_600_000 : 0;
  if ((change === 'booked' || change === 'moved') && remindAt > Date.now()) {
    const payload = { interviewId: interview.id, sequence: interview.sequence };
    parts.push(
      queuedJobsPart('reminder', 'interview-reminder', [{ payload, ...about, runAt: new Date(remindAt) }]),
    );
  }
  const when =
    interview.startsAt && interview.endsAt ? formatTimeSpan(interview.startsAt, interview.endsAt) : '';
  const line = change === 'withdrawn' ? LOG_LINES.cancelled('') : LOG_LINES[change](when);
  const by = actor.kind === 'candidate' ? 'Kandidaten' : actor.name;
  const userId = actor.kind === 'staff' ? actor.userId : null;
  parts.push(
    logLinePart('log', {
      ...about,
      applicationId: interview.applicationId,
      userId,
      kind: 'interview',
      message: `${line} (${by})`,
      data: { interviewId: interview.id },
    }),
    notificationPart('told', {
      ...about,
      type: 'interview',
      title: TITLES[change],
      message: `${record.applicant.name}: ${line}`,
      ...aboutApplication(interview.positionId, interview.applicationId),
      ...(userId ? { actorId: userId } : {}),
    }),
  );
  await runParts(tx, parts);
}

const TITLES = {
  booked: 'Intervju bokad',
  moved: 'Intervju flyttad',
  cancelled: 'Intervju avbokad',
  withdrawn: 'Intervju avbokad',
};
