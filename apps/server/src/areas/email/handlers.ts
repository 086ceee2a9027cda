import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { APPLICANT_EMAIL_TYPE, EMAIL_TEXTS, type EmailStatus, type TrackedEmail } from '@rekry/domain';
import { emailLog } from '../../db/schema.ts';
import { badRequest } from '../../core/errors.ts';
import { logApplication } from '../../platform/application-log.ts';
import { queueEmails } from '../../platform/mail-queue.ts';
import { aboutApplication, notifyCompany } from '../../platform/notifications.ts';
import type { Handler } from '../../platform/action-context.ts';
import { addressOf, mergeContextOf, mergeFor, recipientsOf, type Recipient } from './merge.ts';
import { emailPreview, sentEmail } from './presenters.ts';
import { staffMailHeaders } from '../chat/index.ts';

type EmailHandlers = {
  send_ApplicantEmail: Handler<'send_ApplicantEmail'>;
  send_ApplicantsEmail: Handler<'send_ApplicantsEmail'>;
  preview_ApplicantsEmail: Handler<'preview_ApplicantsEmail'>;
  get_SentEmail: Handler<'get_SentEmail'>;
  get_EmailTracking: Handler<'get_EmailTracking'>;
  get_EmailStatusSummary: Handler<'get_EmailStatusSummary'>;
};

/**
 * Queues one e-mail per recipient, each with the template's variables filled for that person: an e-mail
 * log row 'queued', a 'send-email' job (delivered after the commit, retried on failure) and a line in the
 * application's log. Nothing is sent on the request's path.
 */
async function queueApplicantEmails(
  ctx: Parameters<Handler<'send_ApplicantsEmail'>>[1],
  containerId: number,
  positionId: number,
  recipients: Recipient[],
  subject: string,
  body: string,
): Promise<number> {
  const { db, user } = ctx;
  const context = await mergeContextOf(db, user, containerId, positionId);
  const headersOf = await staffMailHeaders(
    db,
    ctx.services.config,
    containerId,
    user,
    recipients.map((r) => r.applicationId),
  );
  const mails = recipients.map((r) => {
    const mail = mergeFor(context, r, subject, body);
    return {
      ...headersOf(r.applicationId),
      containerId,
      applicationId: r.applicationId,
      positionId,
      emailType: APPLICANT_EMAIL_TYPE,
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
      sentBy: user.id,
    };
  });
  const logged = await queueEmails(db, mails);
  await logApplication(
    db,
    logged.map((l) => ({
      containerId,
      applicationId: l.applicationId!,
      userId: user.id,
      kind: 'email',
      message: `E-post skickad: ${l.subject}`,
      data: { emailLogId: l.id },
    })),
  );
  const sender = `${user.firstname} ${user.lastname}`.trim() || user.email;
  const first = recipients[0]!;
  await notifyCompany(db, {
    containerId,
    type: 'send_MessageCommand',
    title: 'Meddelande skickat',
    message:
      recipients.length === 1
        ? `${sender} skickade ”${mails[0]!.subject}” till ${first.info.name || addressOf(first)} (${context.positionName})`
        : `${sender} skickade ”${subject}” till ${recipients.length} sökande (${context.positionName})`,
    ...(recipients.length === 1
      ? aboutApplication(positionId, first.applicationId)
      : { data: { positionId } }),
    actorId: user.id,
  });
  return logged.length;
}

const trackedColumns = {
  id: emailLog.id,
  applicationId: emailLog.applicationId,
  positionId: emailLog.positionId,
  containerId: emailLog.containerId,
  emailType: emailLog.emailType,
  emailAddress: emailLog.emailAddress,
  subject: emailLog.subject,
  status: emailLog.status,
  error: emailLog.error,
  createdAt: emailLog.createdAt,
};
type TrackedRow = Omit<TrackedEmail, 'created' | 'status'> & { status: string; createdAt: Date };
const toTracked = ({ createdAt, ...r }: TrackedRow): TrackedEmail => ({
  ...r,
  status: r.status as EmailStatus,
  created: createdAt.toISOString(),
});

export const emailHandlers: EmailHandlers = {
  async send_ApplicantEmail({ containerId, positionId, applicantId, email, subject, body }, ctx) {
    // The dispatcher resolved the application (application scope): this only adds the person's address.
    const [recipient] = (await recipientsOf(ctx.db, containerId, positionId, [applicantId])) as [Recipient];
    if (addressOf(recipient) !== email && recipient.userEmail !== email) {
      throw badRequest(EMAIL_TEXTS.wrongAddress, { email: EMAIL_TEXTS.wrongAddress });
    }
    const queued = await queueApplicantEmails(ctx, containerId, positionId, [recipient], subject, body);
    return { queued, message: EMAIL_TEXTS.sent };
  },

  async send_ApplicantsEmail({ containerId, positionId, recipients, subject, body }, ctx) {
    const ids = [...new Set(recipients)];
    const found = await recipientsOf(ctx.db, containerId, positionId, ids);
    if (found.length !== ids.length) {
      throw badRequest(EMAIL_TEXTS.unknownRecipients, { recipients: EMAIL_TEXTS.unknownRecipients });
    }
    const queued = await queueApplicantEmails(ctx, containerId, positionId, found, subject, body);
    return { queued, message: EMAIL_TEXTS.sent };
  },

  async preview_ApplicantsEmail({ containerId, positionId, recipients, previewFor, subject, body }, ctx) {
    const ids = [...new Set(recipients)];
    if (!ids.includes(previewFor)) {
      throw badRequest(EMAIL_TEXTS.previewNotRecipient, { previewFor: EMAIL_TEXTS.previewNotRecipient });
    }
    const found = await recipientsOf(ctx.db, containerId, positionId, ids);
    if (found.length !== ids.length) {
      throw badRequest(EMAIL_TEXTS.unknownRecipients, { recipients: EMAIL_TEXTS.unknownRecipients });
    }
    const context = await mergeContextOf(ctx.db, ctx.user, containerId, positionId);
    return emailPreview(context, found, previewFor, subject, body);
  },

  async get_SentEmail({ containerId, applicantId, id }, { db, services }) {
    return sentEmail(db, { containerId, applicationId: applicantId, id }, services.config.mailFrom);
  },

  async get_EmailTracking(input, { db }) {
    const where: SQL[] = [eq(emailLog.containerId, input.containerId)];
    if (input.applicationId) where.push(eq(emailLog.applicationId, input.applicationId));
    if (input.positionId) where.push(eq(emailLog.positionId, input.positionId));
    if (input.emailType) where.push(eq(emailLog.emailType, input.emailType));
    if (input.emailAddress) where.push(eq(emailLog.emailAddress, input.emailAddress));
    const rows = await db
      .select(trackedColumns)
      .from(emailLog)
      .where(and(...where))
      .orderBy(desc(emailLog.createdAt), desc(emailLog.id))
      .limit(input.limit);
    return rows.map(toTracked);
  },

  async get_EmailStatusSummary({ containerId, applicationId, includeRecent, limit }, { db }) {
    const scope = and(eq(emailLog.containerId, containerId), eq(emailLog.applicationId, applicationId));
    const counts = await db
      .select({
        status: emailLog.status,
        n: sql<number>`count(*)::int`,
        last: sql<Date | null>`max(${emailLog.createdAt})`.mapWith(emailLog.createdAt),
      })
      .from(emailLog)
      .where(scope)
      .groupBy(emailLog.status);
    const count = (s: EmailStatus) => counts.find((c) => c.status === s)?.n ?? 0;
    const delivered = counts
      .filter((c) => (c.status === 'sent' || c.status === 'logged') && c.last)
      .map((c) => c.last!.getTime());
    const lastSent = delivered.length ? new Date(Math.max(...delivered)).toISOString() : null;
    const recent = includeRecent
      ? (
          await db
            .select(trackedColumns)
            .from(emailLog)
            .where(scope)
            .orderBy(desc(emailLog.createdAt), desc(emailLog.id))
            .limit(limit)
        ).map(toTracked)
      : [];
    return {
      total: counts.reduce((sum, c) => sum + c.n, 0),
      queued: count('queued'),
      sent: count('sent'),
      logged: count('logged'),
      failed: count('failed'),
      bounced: count('bounced'),
      lastSent,
      recent,
    };
  },
};
