import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client.ts';
import { emailLog } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  emailType: string;
  containerId?: number | null;
  /** What the mail is about, for the e-mail log (SPEC §3 e-mail tracking). */
  applicationId?: number | null;
  positionId?: number | null;
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
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(db: Queryable, mail: OutgoingMail): Promise<'sent' | 'logged' | 'failed'> {
    let status: 'sent' | 'logged' | 'failed' = 'logged';
    let error: string | null = null;
    if (this.transport) {
      try {
        await this.transport.sendMail({
          from: this.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        status = 'sent';
      } catch (err) {
        status = 'failed';
        error = err instanceof Error ? err.message : String(err);
        this.log.error({ err, to: mail.to, emailType: mail.emailType }, 'e-mail send failed');
      }
    }
    await db.insert(emailLog).values({
      containerId: mail.containerId ?? null,
      applicationId: mail.applicationId ?? null,
      positionId: mail.positionId ?? null,
      emailType: mail.emailType,
      emailAddress: mail.to,
      subject: mail.subject,
      body: mail.text,
      status,
      error,
    });
    return status;
  }

  close(): void {
    this.transport?.close();
  }
}
