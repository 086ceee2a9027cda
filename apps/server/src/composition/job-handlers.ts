import { and, desc, eq, sql } from 'drizzle-orm';
import { AUDIT_RETENTION_DEFAULT_DAYS, formatNotificationTime } from '@rekry/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client.ts';
import { emailLog, notifications, users } from '../db/schema.ts';
import {
  convertApplicationFile,
  markConversionFailed,
  type DocumentConverter,
} from '../platform/conversion.ts';
import { extractFileText } from '../platform/file-text.ts';
import { markTextUnreadable } from '../platform/file-text-rows.ts';
import { enqueueJob, type JobHandlers, type MailAttachmentRef } from '../platform/jobs.ts';
import { DIGEST_EMAIL_TYPE, queueEmails } from '../platform/mail-queue.ts';
import type { MailAttachment, MailService } from '../platform/mail.ts';
import { notifyCompany, takeDigest } from '../platform/notifications.ts';
import {
  buildPersonExtract,
  extractFileStem,
  extractJson,
  renderExtractPdf,
} from '../areas/gdpr/person-extract.ts';
import { pruneAuditEvents } from '../platform/audit.ts';
import { runRetention } from '../areas/gdpr/retention.ts';
import { jobAdHandler } from '../areas/job-channels/job-ads.ts';
import { dataGenerationJobs } from '../areas/data-generation/runs.ts';
import type { JobChannels } from '../platform/channel-adapters/index.ts';
import type { SecretBox } from '../platform/secret-box.ts';
import { htmlToMailText, looksLikeHtml, sanitizeStoredHtml } from '../platform/sanitize.ts';
import { framedMail } from '../platform/mail-frame.ts';
import { StoreUnavailableError } from '../platform/object-store.ts';
import type { FileStorage } from '../platform/storage.ts';
import { tokenOf } from '../areas/chat/index.ts';
import { interviewJobs } from '../areas/interviews/index.ts';
import {
  JOB_ALERT_EMAIL,
  jobAlertJobs,
  runAlertRetention,
  stopAlertsOfFailedMail,
} from '../areas/job-alerts/index.ts';
import type { SafeFetch } from '../platform/calendar/safe-fetch.ts';

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
  /** Names the operator in a register extract's GDPR text. */
  operatorName?: string;
  /** The job boards and classifieds sites, and the key their secrets are sealed with. */
  channels: JobChannels;
  secrets: SecretBox;
  /** True once the worker is stopping: a long job (Generate data) gives way between its steps. */
  stopping?: () => boolean;
  /** Audit-log entries older than this many days go with the daily retention run (default: the domain's). */
  auditRetentionDays?: number;
  /** The reply addresses' domain, when inbound mail is set up: a bounce of staff mail comes back there. */
  inboundDomain?: string;
  /** What the interview jobs need beyond the above: calendars are fetched through it, invitations from. */
  calendarFetch: SafeFetch;
  mailFrom: string;
  /** Signs the links of the alerts' mails (areas/job-alerts/tokens.ts). */
  tokenSecret: string;
}

/** How long a conversion whose tries the file store's outage used up waits before it starts again. */
export const STORE_OUTAGE_RETRY_MS = 10 * 60_000;

/** The files a queued mail names, made now: a register extract as JSON and PDF (none if nothing is held). */
async function attachmentsOf(
  db: Queryable,
  attach: MailAttachmentRef,
  operatorName: string,
): Promise<MailAttachment[]> {
  const extract = await buildPersonExtract(db, { ...attach.personExtract, operatorName });
  if (!extract) return [];
  const stem = extractFileStem(extract);
  return [
    { filename: `${stem}.json`, contentType: 'application/json', content: extractJson(extract) },
    { filename: `${stem}.pdf`, contentType: 'application/pdf', content: await renderExtractPdf(extract) },
  ];
}

/** The queue's handlers: document conversion and e-mail delivery. */
export function createJobHandlers(deps: JobDeps): JobHandlers {
  const { db } = deps.database;
  const alertLinks = {
    tokenSecret: deps.tokenSecret,
    appUrl: deps.appUrl ?? '',
    inboundDomain: deps.inboundDomain,
  };
  return {
    'convert-document': {
      async run({ fileId }, job) {
        let outcome;
        try {
          outcome = await convertApplicationFile(db, deps.storage, deps.converter, fileId);
        } catch (err) {
          // The file store being down is no fault of the document: its last try hands over to a fresh
          // job later, so an outage never marks a document as one that cannot be converted.
          if (!(err instanceof StoreUnavailableError) || job.attempts < job.maxAttempts) throw err;
          const runAt = new Date(Date.now() + STORE_OUTAGE_RETRY_MS);
          await enqueueJob(db, 'convert-document', { fileId }, { containerId: job.containerId, runAt });
          deps.log.warn({ fileId, runAt }, 'document conversion waits for the file store');
          return;
        }
        if (outcome.status === 'converted') {
          deps.log.info({ fileId, pdfFileId: outcome.fileId, ms: outcome.ms }, 'document converted to PDF');
        } else if (outcome.status === 'waiting') {
          deps.log.warn({ fileId, tool: outcome.tool }, 'document conversion waits for a missing program');
        }
        // The document's text is read from its PDF, which exists now.
        if (outcome.status === 'converted' || outcome.status === 'exists')
          await enqueueJob(db, 'extract-text', { fileId }, { containerId: job.containerId });
      },
      /** Its tries are spent: the preview says it could not be converted and the company is told. */
      async failed({ fileId }, _job, error) {
        deps.log.error({ fileId, error }, 'document conversion gave up');
        await markConversionFailed(db, fileId);
        await markTextUnreadable(db, fileId);
      },
    },
    'extract-text': {
      /** Never logs the text: it is the applicant's personal data. */
      async run({ fileId }, job) {
        let outcome;
        try {
          outcome = await extractFileText(db, deps.storage, deps.converter, fileId);
        } catch (err) {
          if (!(err instanceof StoreUnavailableError) || job.attempts < job.maxAttempts) throw err;
          const runAt = new Date(Date.now() + STORE_OUTAGE_RETRY_MS);
          await enqueueJob(db, 'extract-text', { fileId }, { containerId: job.containerId, runAt });
          return;
        }
        if (outcome.status === 'read')
          deps.log.info({ fileId, chars: outcome.chars, ms: outcome.ms }, 'file text read');
        else if (outcome.status === 'unreadable')
          deps.log.warn({ fileId, reason: outcome.reason }, 'no text could be read from a file');
        else if (outcome.status === 'waiting' && outcome.tool)
          deps.log.warn({ fileId, tool: outcome.tool }, 'reading a file waits for a missing program');
      },
      /** Its tries are spent (a tool crashed twice): the file is marked as one whose text cannot be read. */
      async failed({ fileId }, _job, error) {
        deps.log.error({ fileId, error }, 'reading the text of a file gave up');
        await markTextUnreadable(db, fileId);
      },
    },
    'remove-files': {
      async run({ files }) {
        await Promise.all(files.map((f) => deps.storage.remove(f)));
      },
    },
    'send-email': {
      /**
       * Delivers one logged e-mail that waits as 'queued'. A failure keeps it queued with the error (the
       * job retries); delivered it becomes 'sent' ('logged' without SMTP).
       */
      async run({ emailLogId, attach, calendar, unsubscribe, unsubscribeMail, returnPath, frame }) {
        const [mail] = await db
          .select()
          .from(emailLog)
          .where(and(eq(emailLog.id, emailLogId), eq(emailLog.status, 'queued')));
        if (!mail) return;
        // Cleaned again on the way out: an e-mail client is one more place where the HTML is rendered.
        const clean = looksLikeHtml(mail.body) ? sanitizeStoredHtml(mail.body) : undefined;
        const text = clean ? htmlToMailText(clean) : mail.body;
        const html = clean && frame ? framedMail(clean, frame, mail.subject) : clean;
        const attachments = attach ? await attachmentsOf(db, attach, deps.operatorName ?? '') : [];
        if (attach && attachments.length === 0) {
          // The person was erased meanwhile (their mail goes with them, so this is rare): nothing to send.
          await db
            .update(emailLog)
            .set({ status: 'failed', error: 'Personen finns inte längre', updatedAt: sql`now()` })
            .where(eq(emailLog.id, emailLogId));
          return;
        }
        try {
          const status = await deps.mail.deliver({
            to: mail.emailAddress,
            subject: mail.subject,
            text,
            html,
            attachments,
            calendar,
            unsubscribe,
            unsubscribeMail,
            fromName: mail.fromName,
            replyTo: mail.replyTo,
            messageId: mail.messageId,
            inReplyTo: mail.inReplyTo,
            returnPath:
              returnPath ??
              (deps.inboundDomain && mail.replyTo && tokenOf(mail.replyTo, deps.inboundDomain)
                ? mail.replyTo
                : null),
          });
          await db
            .update(emailLog)
            .set({
              status,
              error: null,
              updatedAt: sql`now()`,
              // A digest names applicants of any company; once delivered its body is kept nowhere, so
              // erasing a person from a company never has to look through other people's mail.
              ...(mail.emailType === DIGEST_EMAIL_TYPE ? { body: '' } : {}),
            })
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
          // An alert's mail that cannot be delivered (a dead address) stops the address's alerts.
          if (mail && (Object.values(JOB_ALERT_EMAIL) as string[]).includes(mail.emailType)) {
            await stopAlertsOfFailedMail(tx, mail.emailAddress);
            return;
          }
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
            ...(mail.applicationId ? { applicationId: mail.applicationId } : {}),
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
    retention: {
      async run() {
        await runRetention({
          database: deps.database,
          storage: deps.storage,
          log: deps.log,
          appUrl: deps.appUrl ?? '',
        });
        const alerts = await runAlertRetention(deps.database.db, alertLinks);
        deps.log.info(alerts, 'job alert retention');
        const days = deps.auditRetentionDays ?? AUDIT_RETENTION_DEFAULT_DAYS;
        const pruned = await pruneAuditEvents(deps.database.db, new Date(Date.now() - days * 86_400_000));
        deps.log.info({ pruned, days }, 'audit log pruned');
      },
    },
    'job-ad': jobAdHandler({
      db,
      channels: deps.channels,
      box: deps.secrets,
      appUrl: deps.appUrl ?? '',
      log: deps.log,
    }),
    ...dataGenerationJobs(deps.database, deps.stopping ?? (() => false)),
    ...jobAlertJobs({ database: deps.database, links: alertLinks, log: deps.log }),
    ...interviewJobs({
      database: deps.database,
      secrets: deps.secrets,
      calendarFetch: deps.calendarFetch,
      config: { appUrl: deps.appUrl ?? '', mailFrom: deps.mailFrom },
      log: deps.log,
    }),
  };
}
