/**
 * The applicant hears of a staff message by e-mail: the message itself, from the staff member by name, with
 * a link to read and answer without logging in; answering the e-mail works too (Reply-To, staff-mail.ts),
 * and an answer to an e-mailed reply carries In-Reply-To, so the applicant's mail program keeps one thread.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { CHAT_TEXTS, REPLY_LINK_DAYS } from '@rekry/domain';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { conversationLinks, conversationMessages, users } from '../../db/schema.ts';
import { queueEmails } from '../../platform/mail-queue.ts';
import { personColumns } from '../../platform/person-name.ts';
import { staffMailHeaders, type StaffMailHeaders } from './staff-mail.ts';
import { newLinkToken, tokenHash } from '../../platform/link-tokens.ts';

const DAY_MS = 86_400_000;

export type ApplicantMailConfig = Pick<Config, 'appUrl' | 'inboundMail' | 'mailFrom'>;

/** The newest e-mailed answer's Message-ID in a conversation: what a staff message answers. */
async function lastEmailedAnswer(db: Queryable, conversationId: number): Promise<string | null> {
  const [row] = await db
    .select({ messageId: conversationMessages.emailMessageId })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.fromApplicant, true),
        isNotNull(conversationMessages.emailMessageId),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(1);
  return row?.messageId ?? null;
}

export async function mailApplicant(
  db: Queryable,
  message: {
    application: { id: number; containerId: number; positionId: number };
    author: { kind: 'staff'; userId: number };
    body: string;
    attachment?: { filename: string };
    config: ApplicantMailConfig;
  },
  conversationId: number,
  about: { position: string; company: string; name: string; email: string },
): Promise<void> {
  const { application, config } = message;
  const token = newLinkToken();
  await db.insert(conversationLinks).values({
    containerId: application.containerId,
    conversationId,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + REPLY_LINK_DAYS * DAY_MS),
  });
  const [sender] = await db.select(personColumns).from(users).where(eq(users.id, message.author.userId));
  const headers: Partial<StaffMailHeaders> = sender
    ? (await staffMailHeaders(db, config, application.containerId, sender, [application.id]))(application.id)
    : {};
  const first = about.name.trim().split(/\s+/)[0];
  const text = [
    first ? `Hej ${first}!` : 'Hej!',
    CHAT_TEXTS.emailIntro(about.company, about.position),
    ...(message.body ? [message.body] : []),
    ...(message.attachment ? [CHAT_TEXTS.emailAttachment(message.attachment.filename)] : []),
    `${CHAT_TEXTS.emailReply}\n${config.appUrl}/svar/${token}`,
    config.inboundMail ? CHAT_TEXTS.emailAnswerByMail : CHAT_TEXTS.emailSignIn,
    `Med vänliga hälsningar\n${headers.fromName ?? about.company}`,
  ].join('\n\n');
  await queueEmails(db, [
    {
      ...headers,
      inReplyTo: await lastEmailedAnswer(db, conversationId),
      to: about.email,
      subject: CHAT_TEXTS.emailSubject(about.company),
      text,
      emailType: 'conversation_message',
      containerId: application.containerId,
      applicationId: application.id,
      positionId: application.positionId,
      sentBy: message.author.userId,
    },
  ]);
}
