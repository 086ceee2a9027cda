/** E-mail goes out through the job queue: the caller writes the log row and the job in its transaction. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { emailLog } from '../db/schema.ts';
import { jobsPart, runJobsPart, type MailAttachmentRef, type MailCalendarPart } from './jobs.ts';
import { emailLogRow, type LoggedMail } from './mail.ts';
import type { MailFrame } from './mail-frame.ts';

/** The e-mail type of a notification digest in the e-mail log (its send time starts the next window). */
export const DIGEST_EMAIL_TYPE = 'notification_digest';

/** Attempts of one e-mail: with the back-off (5 s doubling) the last is about five minutes after the first. */
export const EMAIL_MAX_ATTEMPTS = 6;

/**
 * A mail to queue: what the e-mail log keeps, attachments the job fetches as it sends, and an invitation
 * that goes as the mail's calendar part (iMIP).
 */
export type QueuedMail = LoggedMail & {
  attach?: MailAttachmentRef;
  calendar?: MailCalendarPart;
  /** One-click unsubscribe (RFC 8058): the address a POST to which ends the list's mail. */
  unsubscribe?: string;
  /** The mailto: beside it (RFC 2369), where a mail ends the list's mail too. */
  unsubscribeMail?: string;
  /** Where a bounce of it goes (the envelope's sender), when not the operator's address. */
  returnPath?: string;
  /** Its HTML part's frame: whose mail it is and their colours. */
  frame?: MailFrame;
};

/**
 * Queues e-mails: each becomes an e-mail log row 'queued' and a 'send-email' job that delivers it (after
 * the commit, when inside a transaction), retried with back-off. The caller never waits for SMTP.
 * A mail with `attach` gets its files when the job delivers it (see MailAttachmentRef).
 * Answers the log rows' ids, in order.
 */
export async function queueEmails(
  db: Queryable,
  mails: QueuedMail[],
): Promise<{ id: number; applicationId: number | null; subject: string }[]> {
  if (mails.length === 0) return [];
  const logged = await runJobsPart<{ id: number; application_id: number | null; subject: string }>(
    db,
    queuedEmailsPart(db, '', mails),
  );
  return logged.map((l) => ({ id: l.id, applicationId: l.application_id, subject: l.subject }));
}

/** Queued e-mails (queueEmails) as a part of one statement (db/statement.ts), its CTEs named by `prefix`. */
export function queuedEmailsPart(db: Queryable, prefix: string, mails: QueuedMail[]) {
  // Each log row and its job; the nth job's payload takes the nth mail's attachments and invitation.
  const attachments = JSON.stringify(
    mails.map((m) => ({
      ...(m.attach ? { attach: m.attach } : {}),
      ...(m.calendar ? { calendar: m.calendar } : {}),
      ...(m.unsubscribe ? { unsubscribe: m.unsubscribe } : {}),
      ...(m.unsubscribeMail ? { unsubscribeMail: m.unsubscribeMail } : {}),
      ...(m.returnPath ? { returnPath: m.returnPath } : {}),
      ...(m.frame ? { frame: m.frame } : {}),
    })),
  );
  return jobsPart(
    prefix,
    db
      .insert(emailLog)
      .values(mails.map((m) => emailLogRow(m, 'queued')))
      .returning({
        id: emailLog.id,
        applicationId: emailLog.applicationId,
        subject: emailLog.subject,
        containerId: emailLog.containerId,
      }),
    [
      {
        kind: 'send-email',
        payload: sql`jsonb_build_object('emailLogId', row.id) || (${attachments}::jsonb -> (row.n - 1))`,
        maxAttempts: EMAIL_MAX_ATTEMPTS,
      },
    ],
  );
}
