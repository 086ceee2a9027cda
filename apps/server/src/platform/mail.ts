import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailStatus } from '@rekry/domain';
import type { DkimKey } from '../config.ts';
import type { Queryable } from '../db/client.ts';
import { emailLog } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An HTML version besides the text, when the message was written as HTML. */
  html?: string;
  emailType: string;
  containerId?: number | null;
  /** What the mail is about, for the e-mail log (SPEC §3 e-mail tracking). */
  applicationId?: number | null;
  positionId?: number | null;
}

/**
 * The SMTP URL with connection pooling on (unless it says otherwise): the job queue sends many mails in a
 * row, and one connection per mail would cost a handshake each.
 */
export function pooled(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    return url.toString();
  } catch {
    return smtpUrl;
  }
}

/** A file carried by a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A staff member's mail: who it is from, where answers go, its id and what it answers (staff-mail.ts). */
export interface PersonalHeaders {
  fromName?: string | null;
  replyTo?: string | null;
  messageId?: string | null;
  inReplyTo?: string | null;
}

/** An interview's invitation or cancellation carried by a mail (platform/calendar/ics-writer.ts). */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/**
 * nodemailer's icalEvent puts the ICS into the mail as a text/calendar alternative with method=… (what
 * Outlook, Gmail and Apple Mail show Accept/Decline for) and as an invite.ics attachment; Content-Class
 * makes older Exchange take it as a meeting request.
 */
const calendarParts = ({ method, content }: MailCalendar) => ({
  icalEvent: { method, content },
  headers: { 'Content-Class': 'urn:content-classes:calendarmessage' },
});

/** Who sent a mail by hand (an applicant e-mail), besides what the mail itself says. */
export type LoggedMail = Omit<OutgoingMail, 'html'> & { sentBy?: number | null } & PersonalHeaders;

/** The e-mail log row of a mail (SPEC §3 e-mail tracking): the one place that fills its columns. */
export function emailLogRow(mail: LoggedMail, status: EmailStatus, error: string | null = null) {
  return {
    containerId: mail.containerId ?? null,
    applicationId: mail.applicationId ?? null,
    positionId: mail.positionId ?? null,
    emailType: mail.emailType,
    emailAddress: mail.to,
    subject: mail.subject,
    body: mail.text,
    status,
    error,
    sentBy: mail.sentBy ?? null,
    fromName: mail.fromName ?? null,
    replyTo: mail.replyTo ?? null,
    messageId: mail.messageId ?? null,
    inReplyTo: mail.inReplyTo ?? null,
  };
}

/** The address part of MAIL_FROM ('"Rekry" <no-reply@rekry.local>' → no-reply@rekry.local). */
export function addressOf(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  return first?.address || from;
}

/**
 * Sends mail over SMTP when SMTP_URL is set; every message is recorded in the e-mail log either way, so
 * the embedded default loses nothing. Send failures are logged, never shown to the user (SPEC §8).
 */
export class MailService {
  private readonly transport: Transporter | null;
  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    dkim?: DkimKey,
  ) {
    // A transport-wide key signs every mail, whichever method sends it.
    this.transport = smtpUrl
      ? nodemailer.createTransport({ url: pooled(smtpUrl), ...(dkim ? { dkim } : {}) })
      : null;
  }

  /**
   * Hands one message to SMTP ('sent'), or answers 'logged' when no SMTP is configured; throws when SMTP
   * refuses or cannot be reached. Records nothing: the job queue's e-mails are logged before they go.
   */
  async deliver(
    mail: Pick<OutgoingMail, 'to' | 'subject' | 'text' | 'html'> & {
      attachments?: MailAttachment[];
      /** A bounce of this mail goes here (the envelope's sender): the application's reply address. */
      returnPath?: string | null;
      /** An invitation (iMIP, RFC 6047): its ICS, whose METHOD line says the same as `method`. */
      calendar?: MailCalendar;
      /** A list's mail: List-Unsubscribe with this address, which takes a one-click POST (RFC 8058). */
      unsubscribe?: string;
      /** Beside it, an address a mail to which unsubscribes (RFC 2369's mailto:, for mail programs without one-click). */
      unsubscribeMail?: string;
    } & PersonalHeaders,
  ): Promise<'sent' | 'logged'> {
    if (!this.transport) return 'logged';
    await this.transport.sendMail({
      // A person's name on the operator's address: nodemailer quotes and encodes it, so it stays one header.
      from: mail.fromName ? { name: mail.fromName, address: addressOf(this.from) } : this.from,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
      ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: mail.inReplyTo } : {}),
      ...(mail.returnPath ? { envelope: { from: mail.returnPath, to: mail.to } } : {}),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      ...(mail.calendar ? calendarParts(mail.calendar) : {}),
      ...(mail.unsubscribe
        ? {
            // One header, the https address first: List-Unsubscribe: <https://…>, <mailto:…>.
            list: {
              unsubscribe: [[mail.unsubscribe, ...(mail.unsubscribeMail ? [mail.unsubscribeMail] : [])]],
            },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
    });
    return 'sent';
  }

  async send(db: Queryable, mail: OutgoingMail): Promise<'sent' | 'logged' | 'failed'> {
    let status: 'sent' | 'logged' | 'failed' = 'logged';
    let error: string | null = null;
    if (this.transport) {
      try {
        status = await this.deliver(mail);
      } catch (err) {
        status = 'failed';
        error = err instanceof Error ? err.message : String(err);
        this.log.error({ err, to: mail.to, emailType: mail.emailType }, 'e-mail send failed');
      }
    }
    await db.insert(emailLog).values(emailLogRow(mail, status, error));
    return status;
  }

  close(): void {
    this.transport?.close();
  }
}
