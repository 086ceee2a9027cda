/**
 * Inviting applicants to an interview (create_Interviews): an interview per application with its own
 * link, the interviewers it may take, and either the invitation e-mail (the company's text, with
 * ##BOOKINGLINK## filled per recipient) or, for one applicant, a time chosen at once and booked.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  BOOKING_LINK_VARIABLE,
  EMAIL_TEXTS,
  INTERVIEW_TEXTS,
  stockholmDate,
  type ActionParsedInput,
  type InterviewView,
} from '@rekry/domain';
import { containerUsers, interviewInterviewers, interviews } from '../../db/schema.ts';
import { badRequest, conflict } from '../../core/errors.ts';
import { logApplication } from '../../platform/application-log.ts';
import { newLinkToken, tokenHash } from '../../platform/link-tokens.ts';
import type { ActionContext } from '../../platform/action-context.ts';
import type { Queryable } from '../../db/client.ts';
import { queueApplicantEmails, recipientsOf } from '../email/index.ts';
import { bookAt, SlotUnavailable } from './booking.ts';
import { interviewRecord, interviewViews } from './records.ts';

type Input = ActionParsedInput<'create_Interviews'>;

/**
 * Every interviewer is a member of the company (a superuser outside it is not): nobody learns another
 * company's staff's busy times through an interview of their own.
 */
export async function checkInterviewers(db: Queryable, containerId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const members = await db
    .selectDistinct({ userId: containerUsers.userId })
    .from(containerUsers)
    .where(and(eq(containerUsers.containerId, containerId), inArray(containerUsers.userId, unique)));
  if (members.length !== unique.length) {
    throw badRequest(INTERVIEW_TEXTS.interviewerNotMember, {
      interviewerIds: INTERVIEW_TEXTS.interviewerNotMember,
    });
  }
  return unique;
}

function checkInvitationText(input: Input): { subject: string; body: string } {
  const needed = 'Skriv ett meddelande';
  if (!input.subject) throw badRequest('Ange ett ämne', { subject: 'Ange ett ämne' });
  if (!input.body) throw badRequest(needed, { body: needed });
  if (!`${input.subject}\n${input.body}`.includes(BOOKING_LINK_VARIABLE)) {
    const message = `Texten behöver ${BOOKING_LINK_VARIABLE}, där länken att boka tid hamnar`;
    throw badRequest(message, { body: message });
  }
  return { subject: input.subject, body: input.body };
}

export async function createInterviews(
  input: Input,
  ctx: ActionContext,
): Promise<{ interviews: InterviewView[]; message: string }> {
  const { db, user, services } = ctx;
  const { containerId, positionId } = input;
  if (input.windowTo < stockholmDate()) {
    throw badRequest(INTERVIEW_TEXTS.windowPast, { windowTo: INTERVIEW_TEXTS.windowPast });
  }
  if (input.start && input.applicantIds.length !== 1) {
    throw badRequest(INTERVIEW_TEXTS.fixedOneApplication, {
      applicantIds: INTERVIEW_TEXTS.fixedOneApplication,
    });
  }
  const text = input.start ? null : checkInvitationText(input);
  const interviewerIds = await checkInterviewers(db, containerId, input.interviewerIds);
  const ids = [...new Set(input.applicantIds)];
  const recipients = await recipientsOf(db, containerId, positionId, ids);
  if (recipients.length !== ids.length) {
    throw badRequest(EMAIL_TEXTS.unknownRecipients, { applicantIds: EMAIL_TEXTS.unknownRecipients });
  }
  const created = await db
    .insert(interviews)
    .values(
      recipients.map((r) => {
        const token = newLinkToken();
        return {
          containerId,
          positionId,
          applicationId: r.applicationId,
          kind: input.kind,
          place: input.place,
          durationMinutes: input.durationMinutes,
          bufferBeforeMinutes: input.bufferBeforeMinutes,
          bufferAfterMinutes: input.bufferAfterMinutes,
          noticeHours: input.noticeHours,
          need: input.need,
          windowFrom: input.windowFrom,
          windowTo: input.windowTo,
          tokenHash: tokenHash(token),
          tokenSealed: services.secrets.seal(token),
          createdBy: user.id,
        };
      }),
    )
    .returning({ id: interviews.id, applicationId: interviews.applicationId });
  await db
    .insert(interviewInterviewers)
    .values(created.flatMap((c) => interviewerIds.map((userId) => ({ interviewId: c.id, userId }))));

  const createdIds = created.map((c) => c.id);
  if (input.start) {
    const record = await interviewRecord(db, eq(interviews.id, createdIds[0]!), { forUpdate: true });
    const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
    try {
      await bookAt(db, services, record!, new Date(input.start), { kind: 'staff', userId: user.id, name });
    } catch (error) {
      if (error instanceof SlotUnavailable) throw conflict(error.message);
      throw error;
    }
  } else {
    await queueApplicantEmails(ctx, containerId, positionId, recipients, text!.subject, text!.body);
    await logApplication(
      db,
      created.map((c) => ({
        containerId,
        applicationId: c.applicationId,
        userId: user.id,
        kind: 'interview',
        message: 'Inbjuden att boka intervjutid',
        data: { interviewId: c.id },
      })),
    );
  }
  const views = await interviewViews(
    db,
    inArray(interviews.id, createdIds),
    services.config.appUrl,
    services.secrets,
  );
  const message = input.start
    ? INTERVIEW_TEXTS.booked
    : views.length === 1
      ? 'Inbjudan skickad'
      : `${views.length} inbjudningar skickade`;
  return { interviews: views, message };
}
