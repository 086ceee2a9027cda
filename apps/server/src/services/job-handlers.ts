import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import type { Database } from '../db/client.ts';
import type { Queryable } from '../db/client.ts';
import { emailLog, jobs } from '../db/schema.ts';
import { convertApplicationFile, type DocumentConverter } from './conversion.ts';
import { JOBS_CHANNEL, type JobHandlers } from './jobs.ts';
import type { MailService, OutgoingMail } from './mail.ts';
import type { FileStorage } from './storage.ts';

export interface JobDeps {
  database: Database;
  storage: FileStorage;
  converter: DocumentConverter;
  mail: MailService;
  log: FastifyBaseLogger;
}

/** A body written in the rich-text editor holds tags; a textarea's does not. */
export const looksLikeHtml = (text: string) =>
  /<(p|br|div|strong|em|b|i|u|ul|ol|li|h[1-6]|a)\b[^>]*>/i.test(text);

/** Plain text of an HTML e-mail: blocks and line breaks become new lines, links keep their address. */
export function htmlToMailText(html: string): string {
  const text = sanitizeHtml(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|li|blockquote)>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '• ')
      .replace(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) =>
        label.trim() && label.trim() !== href ? `${label} (${href})` : href,
      ),
    { allowedTags: [], allowedAttributes: {} },
  );
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[e]!,
    )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Attempts of one e-mail: with the back-off (5 s doubling) the last is about five minutes after the first. */
export const EMAIL_MAX_ATTEMPTS = 6;

/**
 * Queues e-mails: each becomes an e-mail log row 'queued' and a 'send-email' job that delivers it (after
 * the commit, when inside a transaction), retried with back-off. The caller never waits for SMTP.
 * Answers the log rows' ids, in order.
 */
export async function queueEmails(
  db: Queryable,
  mails: (Omit<OutgoingMail, 'html'> & { sentBy?: number | null })[],
): Promise<{ id: number; applicationId: number | null; subject: string }[]> {
  if (mails.length === 0) return [];
  const logged = await db
    .insert(emailLog)
    .values(
      mails.map((m) => ({
        containerId: m.containerId ?? null,
        applicationId: m.applicationId ?? null,
        positionId: m.positionId ?? null,
        emailType: m.emailType,
        emailAddress: m.to,
        subject: m.subject,
        body: m.text,
        status: 'queued',
        sentBy: m.sentBy ?? null,
      })),
    )
    .returning({ id: emailLog.id, applicationId: emailLog.applicationId, subject: emailLog.subject });
  await db.insert(jobs).values(
    logged.map((l, i) => ({
      kind: 'send-email',
      payload: { emailLogId: l.id },
      containerId: mails[i]!.containerId ?? null,
      maxAttempts: EMAIL_MAX_ATTEMPTS,
    })),
  );
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, 'send-email')`);
  return logged;
}

/** The queue's handlers: document conversion and e-mail delivery. */
export function createJobHandlers(deps: JobDeps): JobHandlers {
  const { db } = deps.database;
  return {
    'convert-document': {
      async run({ fileId }) {
        const outcome = await convertApplicationFile(db, deps.storage, deps.converter, fileId);
        if (outcome.status === 'converted') {
          deps.log.info({ fileId, pdfFileId: outcome.fileId, ms: outcome.ms }, 'document converted to PDF');
        }
      },
    },
    'send-email': {
      /**
       * Delivers one logged e-mail that waits as 'queued'. A failure keeps it queued with the error (the
       * job retries); delivered it becomes 'sent' ('logged' without SMTP).
       */
      async run({ emailLogId }) {
        const [mail] = await db
          .select()
          .from(emailLog)
          .where(and(eq(emailLog.id, emailLogId), eq(emailLog.status, 'queued')));
        if (!mail) return;
        const html = looksLikeHtml(mail.body) ? mail.body : undefined;
        const text = html ? htmlToMailText(html) : mail.body;
        try {
          const status = await deps.mail.deliver({
            to: mail.emailAddress,
            subject: mail.subject,
            text,
            html,
          });
          await db
            .update(emailLog)
            .set({ status, error: null, updatedAt: sql`now()` })
            .where(eq(emailLog.id, emailLogId));
        } catch (err) {
          const error = err instanceof Error ? err.message : String(err);
          await db
            .update(emailLog)
            .set({ error, updatedAt: sql`now()` })
            .where(eq(emailLog.id, emailLogId));
          throw err;
        }
      },
      async failed({ emailLogId }, _job, error) {
        deps.log.error({ emailLogId, error }, 'e-mail send failed for good');
        await db
          .update(emailLog)
          .set({ status: 'failed', error, updatedAt: sql`now()` })
          .where(and(eq(emailLog.id, emailLogId), eq(emailLog.status, 'queued')));
      },
    },
  };
}
