import { and, desc, eq, sql } from 'drizzle-orm';
import { formatNotificationTime } from '@rekry/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Queryable } from '../db/client.ts';
import { emailLog, jobs, notifications, users } from '../db/schema.ts';
import { convertApplicationFile, markConversionFailed, type DocumentConverter } from './conversion.ts';
import { enqueueJob, JOBS_CHANNEL, type JobHandlers } from './jobs.ts';
import { emailLogRow, type LoggedMail, type MailService } from './mail.ts';
import { notifyCompany, takeDigest } from './notifications.ts';
import { htmlToMailText, sanitizeStoredHtml } from './sanitize.ts';
import type { FileStorage } from './storage.ts';

export interface JobDeps {
  database: Database;
  storage: FileStorage;
  converter: DocumentConverter;
  mail: MailService;
  log: FastifyBaseLogger;
  /** At most one notification digest per user in this many minutes. */
  digestMinutes?: number;
  /** Base of the link in a digest. */
  appUrl?: string;
}

/** The e-mail type of a notification digest in the e-mail log (its send time starts the next window). */
export const DIGEST_EMAIL_TYPE = 'notification_digest';

/** A body written in the rich-text editor holds tags; a textarea's does not. */
export const looksLikeHtml = (text: string) =>
  /<(p|br|div|strong|em|b|i|u|ul|ol|li|h[1-6]|a)\b[^>]*>/i.test(text);

/** Attempts of one e-mail: with the back-off (5 s doubling) the last is about five minutes after the first. */
export const EMAIL_MAX_ATTEMPTS = 6;

/**
 * Queues e-mails: each becomes an e-mail log row 'queued' and a 'send-email' job that delivers it (after
 * the commit, when inside a transaction), retried with back-off. The caller never waits for SMTP.
 * Answers the log rows' ids, in order.
 */
export async function queueEmails(
  db: Queryable,
  mails: LoggedMail[],
): Promise<{ id: number; applicationId: number | null; subject: string }[]> {
  if (mails.length === 0) return [];
  const logged = await db
    .insert(emailLog)
    .values(mails.map((m) => emailLogRow(m, 'queued')))
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
      /** Its tries are spent: the preview says it could not be converted and the company is told. */
      async failed({ fileId }, _job, error) {
        deps.log.error({ fileId, error }, 'document conversion gave up');
        await markConversionFailed(db, fileId);
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
        // Cleaned again on the way out: an e-mail client is one more place where the HTML is rendered.
        const html = looksLikeHtml(mail.body) ? sanitizeStoredHtml(mail.body) : undefined;
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
      /** Its tries are spent: logged as failed, and the company is told (not of its own digests). */
      async failed({ emailLogId }, _job, error) {
        deps.log.error({ emailLogId, error }, 'e-mail send failed for good');
        await db.transaction(async (tx) => {
          const [mail] = await tx
            .update(emailLog)
            .set({ status: 'failed', error, updatedAt: sql`now()` })
            .where(and(eq(emailLog.id, emailLogId), eq(emailLog.status, 'queued')))
            .returning();
          if (!mail?.containerId || mail.emailType === DIGEST_EMAIL_TYPE) return;
          await notifyCompany(tx, {
            containerId: mail.containerId,
            type: 'error',
            title: 'E-post kunde inte skickas',
            message: `E-post till ${mail.emailAddress} (${mail.subject}) kunde inte skickas`,
            data: {
              ...(mail.positionId ? { positionId: mail.positionId } : {}),
              ...(mail.applicationId ? { id: mail.applicationId } : {}),
            },
          });
        });
      },
    },
    'notification-digest': {
      /**
       * Everything waiting for a user's e-mail, in one mail through the queue; or, when their last digest
       * is younger than the window, the job moves to the window's end.
       */
      async run({ userId }) {
        const [user] = await db
          .select({ email: users.email, disabled: users.disabled })
          .from(users)
          .where(eq(users.id, userId));
        const [waiting] = await db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.emailPending, true)))
          .limit(1);
        if (!user || !waiting) return;
        const [last] = await db
          .select({ at: emailLog.createdAt })
          .from(emailLog)
          .where(and(eq(emailLog.emailType, DIGEST_EMAIL_TYPE), eq(emailLog.emailAddress, user.email)))
          .orderBy(desc(emailLog.createdAt))
          .limit(1);
        const windowEnd = last ? last.at.getTime() + (deps.digestMinutes ?? 15) * 60_000 : 0;
        if (windowEnd > Date.now()) {
          await enqueueJob(db, 'notification-digest', { userId }, { runAt: new Date(windowEnd) });
          return;
        }
        await db.transaction(async (tx) => {
          const items = await takeDigest(tx, userId);
          if (!items.length || user.disabled) return;
          items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
          const lines = items.map(
            (n) =>
              `${formatNotificationTime(Math.floor(n.createdAt.getTime() / 1000))}  ${n.title}: ${n.message}`,
          );
          await queueEmails(tx, [
            {
              to: user.email,
              subject:
                items.length === 1
                  ? `Rekry: ${items[0]!.title}`
                  : `Rekry: ${items.length} nya notifikationer`,
              text: `${lines.join('\n')}\n\nSe alla i Rekry: ${deps.appUrl ?? ''}/admin\n`,
              emailType: DIGEST_EMAIL_TYPE,
            },
          ]);
        });
      },
    },
  };
}
