/**
 * The e-mails of a booked, moved or cancelled interview: one to the candidate and one to each taking
 * part interviewer, each with the invitation as iMIP (RFC 6047: a text/calendar part with METHOD REQUEST
 * or CANCEL, one UID for the interview's whole life and its SEQUENCE), so that Outlook, Gmail, Apple and
 * Thunderbird show Accept/Decline and update or remove the event. Queued with the change, sent by the job.
 */
import {
  formatTimeSpan,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_PLACE_LABELS,
  INTERVIEW_TEXTS,
  type InterviewKind,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { invitationIcs, type CalendarEvent } from '../../platform/calendar/ics-writer.ts';
import { addressOf } from '../../platform/mail.ts';
import { queueEmails, type QueuedMail } from '../../platform/mail-queue.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { Services } from '../../platform/services.ts';
import { bookingUrlOf, takingPart, type InterviewRecord } from './records.ts';

export const INTERVIEW_EMAIL_TYPE = 'interview';

/** What the interview mails are made with: the addresses and the box the links are sealed in. */
export interface MailDeps {
  config: Pick<Services['config'], 'appUrl' | 'mailFrom'>;
  secrets: SecretBox;
}

/** The interview's UID: the same in every invitation, update, cancellation, copy and feed. */
export const interviewUid = (appUrl: string, interviewId: number) =>
  `interview-${interviewId}@${new URL(appUrl).hostname}`;

/** The calendar event of a booked (or cancelled) interview, as every calendar gets it. */
export function interviewEvent(
  config: Pick<Services['config'], 'appUrl' | 'mailFrom'>,
  record: InterviewRecord,
): CalendarEvent {
  const { interview, company, position, applicant } = record;
  const interviewers = takingPart(record);
  const kind = interview.kind as InterviewKind;
  return {
    uid: interviewUid(config.appUrl, interview.id),
    sequence: interview.sequence,
    start: interview.startsAt!,
    end: interview.endsAt!,
    summary: `Intervju: ${position.name} (${company.name})`,
    description: [
      `${INTERVIEW_KIND_LABELS[kind]}${interview.place ? `: ${interview.place}` : ''}`,
      `Kandidat: ${applicant.name}`,
      `Intervjuare: ${interviewers.map((p) => p.name).join(', ')}`,
    ].join('\n'),
    location: interview.place || undefined,
    organizer: { name: company.name, email: addressOf(config.mailFrom) },
    attendees: [
      { name: applicant.name, email: applicant.email },
      ...interviewers.map((p) => ({ name: p.name, email: p.email })),
    ],
    status: interview.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** What the mails tell of: a change (with the invitation) or the reminder a day before (without). */
type Change = 'booked' | 'moved' | 'cancelled' | 'reminder';

const SUBJECTS: Record<Change, (position: string) => string> = {
  booked: INTERVIEW_TEXTS.bookedSubject,
  moved: INTERVIEW_TEXTS.movedSubject,
  cancelled: INTERVIEW_TEXTS.cancelledSubject,
  reminder: INTERVIEW_TEXTS.reminderSubject,
};

/** The lines that say what, when and where. */
function facts(record: InterviewRecord): string[] {
  const { interview } = record;
  const kind = interview.kind as InterviewKind;
  return [
    `Tid: ${formatTimeSpan(interview.startsAt!, interview.endsAt!)} (svensk tid)`,
    `Typ: ${INTERVIEW_KIND_LABELS[kind]}`,
    ...(interview.place ? [`${INTERVIEW_PLACE_LABELS[kind]}: ${interview.place}`] : []),
    `Intervjuare: ${takingPart(record)
      .map((p) => p.name)
      .join(', ')}`,
  ];
}

function candidateText(record: InterviewRecord, change: Change, link: string | null): string {
  const { applicant, position, company } = record;
  const lead = {
    booked: `Din intervju om tjänsten ${position.name} hos ${company.name} är bokad.`,
    moved: `Din intervju om tjänsten ${position.name} hos ${company.name} är flyttad.`,
    cancelled: `Din intervju om tjänsten ${position.name} hos ${company.name} är avbokad.`,
    reminder: `En påminnelse: i morgon har du intervju om tjänsten ${position.name} hos ${company.name}.`,
  }[change];
  return [
    `Hej ${applicant.name}!`,
    '',
    lead,
    '',
    ...facts(record),
    '',
    ...(change === 'cancelled'
      ? ['Kalenderhändelsen tas bort med det här meddelandet.']
      : [
          ...(change === 'reminder'
            ? []
            : ['Lägg in tiden i din kalender med inbjudan i det här meddelandet.']),
          ...(link ? ['', `Flytta eller avboka: ${link}`] : []),
        ]),
  ].join('\n');
}

function interviewerText(record: InterviewRecord, change: Change, appUrl: string): string {
  const { applicant, position, interview } = record;
  const lead = {
    booked: `${applicant.name} har bokat en intervju om ${position.name}.`,
    moved: `Intervjun med ${applicant.name} om ${position.name} är flyttad.`,
    cancelled: `Intervjun med ${applicant.name} om ${position.name} är avbokad.`,
    reminder: `En påminnelse: i morgon intervjuar du ${applicant.name} om ${position.name}.`,
  }[change];
  const page = `${appUrl}/admin/positions/${interview.positionId}/applicants/${interview.applicationId}`;
  return [lead, '', ...facts(record), '', `Ansökan: ${page}`].join('\n');
}

/** Queues the change's e-mails (interviewMails). */
export async function queueInterviewMails(
  db: Queryable,
  services: MailDeps,
  record: InterviewRecord,
  change: Change,
  options: { cancelFor: number[] },
): Promise<void> {
  await queueEmails(db, interviewMails(services, record, change, options));
}

/**
 * The change's e-mails: the candidate's and each taking part interviewer's, with the invitation (a
 * cancellation for `cancelFor`: interviewers a move left out).
 */
export function interviewMails(
  services: MailDeps,
  record: InterviewRecord,
  change: Change,
  { cancelFor }: { cancelFor: number[] },
): QueuedMail[] {
  const { interview } = record;
  const { config, secrets } = services;
  const event = interviewEvent(config, record);
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const calendar =
    change === 'reminder' ? undefined : ({ method, content: invitationIcs(event, method) } as const);
  const subject = SUBJECTS[change](record.position.name);
  const base = {
    containerId: interview.containerId,
    applicationId: interview.applicationId,
    positionId: interview.positionId,
    emailType: INTERVIEW_EMAIL_TYPE,
    subject,
  };
  const mails: QueuedMail[] = [
    {
      ...base,
      to: record.applicant.email,
      text: candidateText(record, change, bookingUrlOf(config.appUrl, record, secrets)),
      calendar,
    },
    ...takingPart(record).map((p) => ({
      ...base,
      to: p.email,
      text: interviewerText(record, change, config.appUrl),
      calendar,
    })),
  ];
  for (const p of record.pool.filter((x) => cancelFor.includes(x.id))) {
    // Cancelled for them alone (RFC 5546 §3.2.5: the attendees named are those taken off the event).
    const attendees = [{ name: p.name, email: p.email }];
    const content = invitationIcs({ ...event, attendees, status: 'CANCELLED' }, 'CANCEL');
    mails.push({
      ...base,
      subject: INTERVIEW_TEXTS.cancelledSubject(record.position.name),
      to: p.email,
      text: `Intervjun med ${record.applicant.name} har flyttats till en tid då någon annan intervjuar. Du behöver inte delta.`,
      calendar: { method: 'CANCEL', content },
    });
  }
  return mails;
}
