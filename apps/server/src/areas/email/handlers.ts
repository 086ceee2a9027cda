import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  bookingPagePath,
  careerSiteUrl,
  EMAIL_TEXTS,
  type EmailStatus,
  type TrackedEmail,
} from '@rekry/domain';
import { emailLog } from '../../db/schema.ts';
import { badRequest } from '../../core/errors.ts';
import type { ActionContext, Handler } from '../../platform/action-context.ts';
import { anonymousInfo, redactorsOf, viewerOf, visibilitiesOf, type Redactor } from '../anonymity/index.ts';
import { addressOf, mergeContextOf, recipientsOf, type Recipient } from './merge.ts';
import { emailPreview, sentEmail } from './presenters.ts';
import { queueApplicantEmails, withBookingLinks } from './send.ts';

type EmailHandlers = {
  send_ApplicantEmail: Handler<'send_ApplicantEmail'>;
  send_ApplicantsEmail: Handler<'send_ApplicantsEmail'>;
  preview_ApplicantsEmail: Handler<'preview_ApplicantsEmail'>;
  get_SentEmail: Handler<'get_SentEmail'>;
  get_EmailTracking: Handler<'get_EmailTracking'>;
  get_EmailStatusSummary: Handler<'get_EmailStatusSummary'>;
};

/** What a booking link looks like before it exists (the preview of an invitation). */
const exampleBookingLink = (appUrl: string) => `${careerSiteUrl(appUrl, null)}${bookingPagePath('…')}`;

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
/** A tracked e-mail of an applicant hidden in an anonymised review: no address, the subject redacted. */
const anonymousTracked = <T extends TrackedEmail>(mail: T, hidden: Redactor): T => ({
  ...mail,
  emailAddress: hidden.alias,
  subject: hidden.redact(mail.subject),
});

/** Tracked e-mails as the caller may see them. */
async function shownTo(ctx: ActionContext, mails: TrackedEmail[]): Promise<TrackedEmail[]> {
  const hidden = await redactorsOf(
    ctx.db,
    viewerOf(ctx),
    mails.map((m) => m.applicationId),
  );
  return mails.map((m) => {
    const redactor = m.applicationId === null ? undefined : hidden.get(m.applicationId);
    return redactor ? anonymousTracked(m, redactor) : m;
  });
}

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

  async preview_ApplicantsEmail(
    { containerId, positionId, recipients, previewFor, subject, body, invitation },
    ctx,
  ) {
    const ids = [...new Set(recipients)];
    if (!ids.includes(previewFor)) {
      throw badRequest(EMAIL_TEXTS.previewNotRecipient, { previewFor: EMAIL_TEXTS.previewNotRecipient });
    }
    const found = await recipientsOf(ctx.db, containerId, positionId, ids);
    if (found.length !== ids.length) {
      throw badRequest(EMAIL_TEXTS.unknownRecipients, { recipients: EMAIL_TEXTS.unknownRecipients });
    }
    const context = await mergeContextOf(ctx.db, ctx.user, containerId, positionId);
    const linked = await withBookingLinks(ctx, found, `${subject}\n${body}`);
    // An invitation still to be sent: each recipient gets their link when it goes, an example here.
    const shown = invitation
      ? linked.map((r) => ({
          ...r,
          bookingLink: r.bookingLink ?? exampleBookingLink(ctx.services.config.appUrl),
        }))
      : linked;
    // Sent as merged; shown without the merged person of one hidden from the caller.
    const hidden = await visibilitiesOf(ctx.db, viewerOf(ctx), ids);
    const masked = shown.map((r) => {
      const v = hidden.get(r.applicationId);
      return v ? { ...r, userEmail: '', info: anonymousInfo(v.alias) } : r;
    });
    return emailPreview(context, masked, previewFor, subject, body);
  },

  async get_SentEmail({ containerId, applicantId, id }, ctx) {
    const mail = await sentEmail(
      ctx.db,
      { containerId, applicationId: applicantId, id },
      ctx.services.config.mailFrom,
    );
    const hidden = (await redactorsOf(ctx.db, viewerOf(ctx), [applicantId])).get(applicantId);
    return hidden ? { ...anonymousTracked(mail, hidden), body: hidden.redact(mail.body) } : mail;
  },

  async get_EmailTracking(input, ctx) {
    const { db } = ctx;
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
    return shownTo(ctx, rows.map(toTracked));
  },

  async get_EmailStatusSummary({ containerId, applicationId, includeRecent, limit }, ctx) {
    const { db } = ctx;
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
    const shown = await shownTo(ctx, recent);
    return {
      total: counts.reduce((sum, c) => sum + c.n, 0),
      queued: count('queued'),
      sent: count('sent'),
      logged: count('logged'),
      failed: count('failed'),
      bounced: count('bounced'),
      lastSent,
      recent: shown,
    };
  },
};
