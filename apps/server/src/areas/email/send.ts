/**
 * Sending e-mail to a position's applicants: the one way staff mail is queued, from the e-mail actions
 * and from an interview invitation.
 */
import { APPLICANT_EMAIL_TYPE, BOOKING_LINK_VARIABLE, type EmailTemplateValues } from '@rekry/domain';
import { logApplication } from '../../platform/application-log.ts';
import { queueEmails } from '../../platform/mail-queue.ts';
import { aboutApplication, notifyCompany } from '../../platform/notifications.ts';
import type { ActionContext } from '../../platform/action-context.ts';
import { staffMailHeaders } from '../chat/index.ts';
import { bookingLinksOf } from './booking-links.ts';
import { addressOf, mergeContextOf, mergeFor, type Recipient } from './merge.ts';

/** The recipients with their booking links, when the text asks for them. */
export async function withBookingLinks(
  ctx: Pick<ActionContext, 'db' | 'services'>,
  recipients: Recipient[],
  text: string,
): Promise<Recipient[]> {
  if (!text.includes(BOOKING_LINK_VARIABLE)) return recipients;
  const { secrets, config } = ctx.services;
  const links = await bookingLinksOf(
    ctx.db,
    secrets,
    config.appUrl,
    recipients.map((r) => r.applicationId),
  );
  return recipients.map((r) => ({ ...r, bookingLink: links.get(r.applicationId) }));
}

/**
 * Queues one e-mail per recipient, each with the template's variables filled for that person: an e-mail
 * log row 'queued', a 'send-email' job (delivered after the commit, retried on failure) and a line in the
 * application's log. Nothing is sent on the request's path.
 */
export async function queueApplicantEmails(
  ctx: ActionContext,
  containerId: number,
  positionId: number,
  recipients: Recipient[],
  subject: string,
  body: string,
  /** Values that stand for others (an invitation names the position it invites to, not the pool). */
  values: EmailTemplateValues = {},
): Promise<number> {
  const { db, user } = ctx;
  const merged = await mergeContextOf(db, user, containerId, positionId);
  const context = { ...merged, common: { ...merged.common, ...values } };
  recipients = await withBookingLinks(ctx, recipients, `${subject}\n${body}`);
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
