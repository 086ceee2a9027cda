import { and, eq } from 'drizzle-orm';
import { EMAIL_TEXTS, type EmailPreview, type EmailStatus, type SentEmail } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { emailLog, users } from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';
import { addressOf } from '../../platform/mail.ts';
import { looksLikeHtml } from '../../platform/sanitize.ts';
import { mergeFor, type MergeContext, type Recipient } from './merge.ts';

/** How many recipients' names a preview lists under a variable that is empty for them. */
const NAMES_SHOWN = 5;

const nameOf = (r: Recipient) =>
  r.info.name || `${r.info.firstname ?? ''} ${r.info.lastname ?? ''}`.trim() || r.info.email || r.userEmail;

/** The e-mail merged for `previewFor`, and each variable that stays empty for some recipients. */
export function emailPreview(
  context: MergeContext,
  recipients: Recipient[],
  previewFor: number,
  subject: string,
  body: string,
): EmailPreview {
  const shown = recipients.find((r) => r.applicationId === previewFor)!;
  const { missing: _shownMissing, ...mail } = mergeFor(context, shown, subject, body);
  const without = new Map<string, string[]>();
  for (const r of recipients) {
    for (const variable of mergeFor(context, r, subject, body).missing) {
      without.set(variable, [...(without.get(variable) ?? []), nameOf(r)]);
    }
  }
  const written = `${subject}\n${body}`;
  const inOrder = [...without].sort(([a], [b]) => written.indexOf(a) - written.indexOf(b));
  return {
    ...mail,
    recipients: recipients.map((r) => ({ id: r.applicationId, name: nameOf(r) })),
    missing: inOrder.map(([variable, names]) => ({
      variable,
      recipients: names.length,
      names: names.slice(0, NAMES_SHOWN),
    })),
  };
}

/** One e-mail of the application's log in full, or 404 when it is not this application's. */
export async function sentEmail(
  db: Queryable,
  at: { containerId: number; applicationId: number; id: number },
  from: string,
): Promise<SentEmail> {
  const [row] = await db
    .select({ mail: emailLog, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(emailLog)
    .leftJoin(users, eq(users.id, emailLog.sentBy))
    .where(
      and(
        eq(emailLog.id, at.id),
        eq(emailLog.applicationId, at.applicationId),
        eq(emailLog.containerId, at.containerId),
      ),
    );
  if (!row) throw notFound(EMAIL_TEXTS.emailNotFound);
  const { mail } = row;
  const sender = `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim() || row.email;
  return {
    id: mail.id,
    applicationId: mail.applicationId,
    positionId: mail.positionId,
    containerId: mail.containerId,
    emailType: mail.emailType,
    emailAddress: mail.emailAddress,
    subject: mail.subject,
    status: mail.status as EmailStatus,
    error: mail.error,
    created: mail.createdAt.toISOString(),
    updated: mail.updatedAt.toISOString(),
    body: mail.body,
    isHtml: looksLikeHtml(mail.body),
    from: mail.fromName ? `${mail.fromName} <${addressOf(from)}>` : from,
    replyTo: mail.replyTo,
    sentBy: sender ?? null,
  };
}
