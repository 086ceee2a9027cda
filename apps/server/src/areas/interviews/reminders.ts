/**
 * The reminder a day before (the 'interview-reminder' job, due 24 hours before the start): to the
 * candidate and the interviewers, if the interview is still booked at the version the job was queued
 * for. A move queues a new reminder with the new SEQUENCE, so the old one passes without a word.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { interviews } from '../../db/schema.ts';
import { queueInterviewMails, type MailDeps } from './interview-mails.ts';
import { interviewRecord } from './records.ts';

export async function remindOfInterview(
  db: Queryable,
  services: MailDeps,
  { interviewId, sequence }: { interviewId: number; sequence: number },
): Promise<void> {
  const record = await interviewRecord(db, eq(interviews.id, interviewId));
  if (!record || record.interview.status !== 'booked' || record.interview.sequence !== sequence) return;
  if (record.interview.startsAt!.getTime() <= Date.now()) return;
  await queueInterviewMails(db, services, record, 'reminder', { cancelFor: [] });
}
