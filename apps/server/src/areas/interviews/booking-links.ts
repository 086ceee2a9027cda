/**
 * The candidate's booking link, without an account: the link is the proof. It shows the interview and its
 * free times, books one, gives the times a booking may move to, moves the booking or cancels it, and gives
 * the invitation as an .ics file. A time taken meanwhile answers 409 with the booking as it is now (an
 * invitation's free times in it).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  INTERVIEW_TEXTS,
  slotStartSchema,
  stockholmDate,
  type FreeTime,
  type PublicBooking,
} from '@rekry/domain';
import { badRequest, conflict, fromZodError, notFound } from '../../core/errors.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { LINK_TOKEN_PATTERN } from '../../platform/link-tokens.ts';
import type { Services } from '../../platform/services.ts';
import { invitationIcs } from '../../platform/calendar/ics-writer.ts';
import { bookAt, cancelInterview, offeredTimes, SlotUnavailable } from './booking.ts';
import { interviewEvent } from './interview-mails.ts';
import { byToken, interviewersOf, interviewFacts, interviewRecord, type InterviewRecord } from './records.ts';

const bookBody = z.object({ start: slotStartSchema });

/** Why nothing can be chosen any more, or null. */
function closedReason(record: InterviewRecord, now: number): string | null {
  const { interview } = record;
  if (interview.status === 'cancelled') return INTERVIEW_TEXTS.cancelled;
  if (interview.status === 'booked' && interview.startsAt!.getTime() <= now) return INTERVIEW_TEXTS.past;
  if (interview.status === 'invited' && interview.windowTo < stockholmDate(new Date(now))) {
    return INTERVIEW_TEXTS.windowPassed;
  }
  return null;
}

/** The free times the interview offers now, as the page takes them; none when it is closed. */
async function freeTimes(services: Services, record: InterviewRecord, now: number): Promise<FreeTime[]> {
  if (closedReason(record, now)) return [];
  const slots = await offeredTimes(services.database.db, record, { now });
  return slots.map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() }));
}

/**
 * The booking page: an invitation with its free times; a booked interview without them (a booking's
 * answer costs no search of the window, and the times to move to are asked when wanted).
 */
async function publicBooking(services: Services, record: InterviewRecord): Promise<PublicBooking> {
  const now = Date.now();
  return {
    companyName: record.company.name,
    ...interviewFacts(record),
    interviewers: interviewersOf(record).map((p) => p.name),
    slots: record.interview.status === 'invited' ? await freeTimes(services, record, now) : [],
    closed: closedReason(record, now),
    timeZone: 'Europe/Stockholm',
  };
}

export function registerBookingLinkRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  const factor = services.config.rateLimitFactor;

  async function recordOf(token: unknown) {
    const record =
      typeof token === 'string' && LINK_TOKEN_PATTERN.test(token)
        ? await interviewRecord(db, byToken(token))
        : null;
    if (!record) throw notFound(INTERVIEW_TEXTS.linkUnknown);
    return record;
  }

  /**
   * Runs a change on the locked interview and answers the booking as it stands after it. A time taken
   * meanwhile answers 409 with the booking as it is now beside the usual error: an invitation's free times
   * in it, so the page offers them at once (a move asks for its times again).
   */
  async function change(
    token: string,
    reply: FastifyReply,
    work: (tx: typeof db, record: InterviewRecord) => Promise<InterviewRecord>,
  ): Promise<PublicBooking | null> {
    if (!LINK_TOKEN_PATTERN.test(token)) throw notFound(INTERVIEW_TEXTS.linkUnknown);
    let changed: InterviewRecord;
    try {
      changed = await db.transaction(async (tx) => {
        const record = await interviewRecord(tx, byToken(token), { forUpdate: true });
        if (!record) throw notFound(INTERVIEW_TEXTS.linkUnknown);
        const closed = closedReason(record, Date.now());
        if (closed) throw conflict(closed);
        return work(tx, record);
      });
    } catch (error) {
      if (!(error instanceof SlotUnavailable)) throw error;
      const booking = await publicBooking(services, await recordOf(token));
      await reply.code(409).send({ ...conflict(error.message).toBody(), booking });
      return null;
    }
    return publicBooking(services, changed);
  }

  app.get<{ Params: { token: string } }>(
    '/api/public/interviews/:token',
    { config: rateLimit(120, 15 * 60_000, factor) },
    async (request): Promise<PublicBooking> => publicBooking(services, await recordOf(request.params.token)),
  );

  app.get<{ Params: { token: string } }>(
    '/api/public/interviews/:token/times',
    { config: rateLimit(120, 15 * 60_000, factor) },
    async (request): Promise<{ slots: FreeTime[] }> => {
      const record = await recordOf(request.params.token);
      return { slots: await freeTimes(services, record, Date.now()) };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/public/interviews/:token/book',
    { config: rateLimit(30, 15 * 60_000, factor), bodyLimit: 4096 },
    async (request, reply) => {
      const parsed = bookBody.safeParse(request.body ?? {});
      if (!parsed.success) throw fromZodError(parsed.error);
      const start = new Date(parsed.data.start);
      if (Number.isNaN(start.getTime()))
        throw badRequest(INTERVIEW_TEXTS.slotGone, { start: INTERVIEW_TEXTS.slotGone });
      let moved = false;
      const booking = await change(request.params.token, reply, (tx, record) => {
        moved = record.interview.status === 'booked';
        return bookAt(tx, services, record, start, { kind: 'candidate' });
      });
      // The 409 is sent: returning anything but the reply would send once more (Fastify logs a warning).
      if (!booking) return reply;
      return { booking, message: moved ? INTERVIEW_TEXTS.moved : INTERVIEW_TEXTS.booked };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/public/interviews/:token/cancel',
    { config: rateLimit(30, 15 * 60_000, factor), bodyLimit: 1024 },
    async (request, reply) => {
      const booking = await change(request.params.token, reply, (tx, record) =>
        cancelInterview(tx, services, record, { kind: 'candidate' }),
      );
      if (!booking) return reply;
      return { booking, message: INTERVIEW_TEXTS.cancelDone };
    },
  );

  app.get<{ Params: { token: string } }>(
    '/api/public/interviews/:token/intervju.ics',
    { config: rateLimit(60, 15 * 60_000, factor) },
    async (request, reply) => {
      const record = await recordOf(request.params.token);
      if (record.interview.status !== 'booked') throw notFound(INTERVIEW_TEXTS.notBooked);
      const ics = invitationIcs(interviewEvent(services.config, record), 'REQUEST');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8; method=REQUEST')
        .header('content-disposition', 'attachment; filename="intervju.ics"')
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
}
