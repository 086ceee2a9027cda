/**
 * Answers to staff mail, filed where the recruiter works: the inbound receiver's desk (platform/inbound-mail.ts).
 * An answer is known by its reply address (the envelope's, else one its headers name, as after a forwarding
 * rule), then by In-Reply-To / References against the e-mail log. It becomes the applicant's message in the
 * application's conversation, with the quoted history folded apart and each attachment checked as an upload;
 * an automatic answer is kept marked and tells nobody; a bounce marks the e-mail it returns as not delivered.
 */
import { and, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import EmailReplyParser from 'email-reply-parser';
import type { ParsedMail } from 'mailparser';
import { MAIL_REPLY_TEXTS, MESSAGE_MAX_LENGTH } from '@rekry/domain';
import type { Db, Queryable } from '../../db/client.ts';
import {
  conversationMessages,
  conversations,
  emailLog,
  jobApplications,
  replyAddresses,
} from '../../db/schema.ts';
import { logApplication } from '../../platform/application-log.ts';
import { checkApplicationBytes, type CheckedFile } from '../../platform/file-check.ts';
import {
  addressesIn,
  INBOUND_TEXTS,
  MailRefusal,
  readBounce,
  type InboundMail,
  type InboundMailDesk,
} from '../../platform/inbound-mail.ts';
import { aboutApplication, notifyCompany } from '../../platform/notifications.ts';
import { htmlToMailText } from '../../platform/sanitize.ts';
import type { Services } from '../../platform/services.ts';
import {
  conversationApplicationColumns,
  postMessage,
  type ConversationApplication,
} from './conversations.ts';
import { headerSafe, REPLY_LOCAL_PART, tokenOf } from './staff-mail.ts';

/** Attachments one answer may bring; more are named in the thread but not kept. */
export const MAIL_ATTACHMENTS_MAX = 5;
/** Automatic answers kept per application a day: an out-of-office loop stops here. */
export const AUTO_REPLIES_PER_DAY = 3;
const QUOTED_MAX = 20_000;

const refuse = (code: number, status: string, text: string) => new MailRefusal(code, `${status} ${text}`);

type Found = { application: ConversationApplication } | { erased: true } | null;

/** The application a reply token names: found, erased (the token outlived it), or unknown (null). */
async function byToken(db: Queryable, token: string): Promise<Found> {
  const [row] = await db
    .select({ known: replyAddresses.token, application: conversationApplicationColumns })
    .from(replyAddresses)
    .leftJoin(jobApplications, eq(jobApplications.id, replyAddresses.applicationId))
    .where(eq(replyAddresses.token, token));
  if (!row) return null;
  return row.application ? { application: row.application } : { erased: true };
}

/** The application a staff mail with one of these Message-IDs was about. */
async function byMessageIds(db: Queryable, ids: string[]): Promise<Found> {
  if (ids.length === 0) return null;
  const [row] = await db
    .select({ applicationId: emailLog.applicationId, application: conversationApplicationColumns })
    .from(emailLog)
    .leftJoin(jobApplications, eq(jobApplications.id, emailLog.applicationId))
    .where(and(inArray(emailLog.messageId, ids.slice(0, 50)), isNotNull(emailLog.applicationId)))
    .limit(1);
  if (!row) return null;
  return row.application ? { application: row.application } : { erased: true };
}

const messageIdsOf = (parsed: ParsedMail) => {
  const refs = parsed.references === undefined ? [] : [parsed.references].flat();
  return [...new Set([parsed.inReplyTo, ...refs].filter((id): id is string => Boolean(id)))];
};

/** Finds what an answer is about: its envelope's reply address, one its headers name, then its thread. */
async function applicationOf(db: Queryable, domain: string, mail: InboundMail): Promise<Found> {
  const named = [
    ...mail.recipients,
    ...addressesIn(mail.parsed.to),
    ...addressesIn(mail.parsed.cc),
    ...[mail.parsed.headers.get('delivered-to'), mail.parsed.headers.get('x-original-to')]
      .flat()
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.toLowerCase()),
  ];
  const tokens = [...new Set(named.map((a) => tokenOf(a, domain)).filter((t): t is string => t !== null))];
  for (const token of tokens.slice(0, 5)) {
    const found = await byToken(db, token);
    if (found) return found;
  }
  return byMessageIds(db, messageIdsOf(mail.parsed));
}

/** The answer's own words and the history it quotes (Swedish 'Den … skrev:' and '>' lines among others). */
export function splitQuoted(text: string): { body: string; quoted: string } {
  const email = new EmailReplyParser().read(text.replace(/\r\n?/g, '\n'));
  let body = email.getVisibleText().trim();
  const quoted = email.getQuotedText().trim().slice(0, QUOTED_MAX);
  if (body.length > MESSAGE_MAX_LENGTH) {
    const note = `\n${MAIL_REPLY_TEXTS.truncated}`;
    body = body.slice(0, MESSAGE_MAX_LENGTH - note.length).trimEnd() + note;
  }
  return { body, quoted };
}

/** The text of a message: its plain part, else its HTML as text (no markup, no remote images, no scripts). */
const textOf = (parsed: ParsedMail) =>
  parsed.text?.trim()
    ? parsed.text
    : typeof parsed.html === 'string'
      ? htmlToMailText(parsed.html.replace(/<img\b[^>]*>/gi, ''))
      : '';

interface CheckedAttachment {
  filename: string;
  file: CheckedFile;
}

/** Each attachment as an application upload would be checked; those refused are named in the thread. */
async function attachmentsOf(parsed: ParsedMail) {
  const kept: CheckedAttachment[] = [];
  const notes: string[] = [];
  // Pictures a signature or a formatted answer shows inline are part of its look, not files sent.
  const sent = parsed.attachments.filter((a) => !(a.related && a.contentDisposition === 'inline'));
  for (const [i, a] of sent.entries()) {
    const filename = headerSafe((a.filename ?? '').replace(/[\\/]/g, '')) || `bilaga-${i + 1}`;
    if (i >= MAIL_ATTACHMENTS_MAX) {
      notes.push(MAIL_REPLY_TEXTS.tooManyAttachments(MAIL_ATTACHMENTS_MAX));
      break;
    }
    const checked = await checkApplicationBytes(filename, a.contentType, a.content);
    if (checked.ok) kept.push({ filename, file: checked.file });
    else notes.push(MAIL_REPLY_TEXTS.attachmentRefused(filename, checked.message));
  }
  return { kept, notes };
}

/** How many automatic answers the application's conversation took in the last day. */
async function autoRepliesToday(db: Queryable, applicationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversations.applicationId, applicationId),
        eq(conversationMessages.autoReply, true),
        gt(conversationMessages.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row?.n ?? 0;
}

/** Marks the staff mail a bounce returns as not delivered, with the remote server's reason. */
async function fileBounce(db: Db, mail: InboundMail): Promise<void> {
  const report = readBounce(mail.parsed);
  const ids = report.messageId ? [report.messageId] : messageIdsOf(mail.parsed);
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    const [bounced] = await tx
      .update(emailLog)
      .set({ status: 'bounced', error: report.reason, updatedAt: sql`now()` })
      .where(inArray(emailLog.messageId, ids.slice(0, 50)))
      .returning({
        subject: emailLog.subject,
        address: emailLog.emailAddress,
        applicationId: emailLog.applicationId,
        positionId: emailLog.positionId,
        containerId: emailLog.containerId,
      });
    if (!bounced?.applicationId || !bounced.containerId || !bounced.positionId) return;
    await logApplication(tx, {
      containerId: bounced.containerId,
      applicationId: bounced.applicationId,
      userId: null,
      kind: 'email_bounced',
      message: MAIL_REPLY_TEXTS.logBounce(bounced.subject, report.reason),
    });
    // The recruiter learns that the applicant never got it (an invitation, say), as of a failed send.
    await notifyCompany(tx, {
      containerId: bounced.containerId,
      type: 'error',
      title: MAIL_REPLY_TEXTS.bounceTitle,
      message: MAIL_REPLY_TEXTS.bounceMessage(bounced.address, bounced.subject, report.reason),
      ...aboutApplication(bounced.positionId, bounced.applicationId),
    });
  });
}

/** The desk the inbound receiver hands its messages to. */
export function mailReplyDesk(services: Services, domain: string): InboundMailDesk {
  const { db } = services.database;
  return {
    async checkRecipient(address) {
      const [local, host] = address.split('@');
      if (host !== domain) throw refuse(550, '5.1.2', MAIL_REPLY_TEXTS.unknownAddress);
      // The bare address takes forwarded mail: its headers say whose it is (checked at the end of DATA).
      if (local === REPLY_LOCAL_PART) return;
      const token = tokenOf(address, domain);
      const found = token ? await byToken(db, token) : null;
      if (!found) throw refuse(550, '5.1.1', MAIL_REPLY_TEXTS.unknownAddress);
      if ('erased' in found) throw refuse(550, '5.1.1', MAIL_REPLY_TEXTS.erased);
    },

    async take(mail) {
      if (mail.kind === 'bounce') return fileBounce(db, mail);
      const found = await applicationOf(db, domain, mail);
      if (!found) throw refuse(550, '5.7.1', MAIL_REPLY_TEXTS.notAnAnswer);
      if ('erased' in found) throw refuse(550, '5.1.1', MAIL_REPLY_TEXTS.erased);
      const { application } = found;
      const autoReply = mail.kind === 'auto-reply';
      // An out-of-office loop is answered 250 and dropped: refusing it would only start a bounce loop.
      if (autoReply && (await autoRepliesToday(db, application.id)) >= AUTO_REPLIES_PER_DAY) return;
      const { body, quoted } = splitQuoted(textOf(mail.parsed));
      const { kept, notes } = await attachmentsOf(mail.parsed);
      // Nothing in it could be read (broken MIME): the sender hears so, rather than the recruiter an empty line.
      if (!body && !quoted && kept.length === 0 && notes.length === 0)
        throw refuse(554, '5.6.0', INBOUND_TEXTS.unreadable);
      const text = [body, ...notes].filter(Boolean).join('\n\n').slice(0, MESSAGE_MAX_LENGTH);
      const subject = mail.parsed.subject?.replace(/\s+/g, ' ').trim().slice(0, 200) ?? '';
      const email = { quoted, messageId: mail.parsed.messageId?.slice(0, 500) ?? null, autoReply };
      await services.storage.inTransaction(db, async (tx, write) => {
        const [first, ...more] = kept;
        const common = {
          application,
          author: { kind: 'applicant' as const },
          config: services.config,
          writeFile: write,
        };
        await postMessage(tx, { ...common, body: text, attachment: first, email });
        for (const attachment of more)
          await postMessage(tx, {
            ...common,
            body: '',
            attachment,
            email: { ...email, quoted: '' },
            quiet: true,
          });
        await logApplication(tx, {
          containerId: application.containerId,
          applicationId: application.id,
          userId: null,
          kind: autoReply ? 'email_auto_reply' : 'email_reply',
          message: (autoReply ? MAIL_REPLY_TEXTS.logAutoReply : MAIL_REPLY_TEXTS.logAnswer)(subject),
        });
      });
    },
  };
}
