/**
 * Conversations between staff and an applicant: the one door that writes a message, with what
 * comes with it — the attachment as one of the application's files, the writer's read mark, the other
 * side told (staff: a `send_MessageCommand` notification; the applicant: an e-mail with a reply link) and
 * the live event (platform/live-events.ts), which PostgreSQL delivers on commit to every instance's hub.
 */
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_TEXTS,
  isConvertibleDocument,
  type ConversationMessage,
  type ConversationPage,
  type ConversationSummary,
  type ConversationThread,
} from '@rekry/domain';
import { rowsOf, type Queryable } from '../../db/client.ts';
import {
  applicationFiles,
  containers,
  conversationLinks,
  conversationReads,
  conversationMessages,
  conversations,
  jobApplications,
  positions,
  users,
} from '../../db/schema.ts';
import { logApplication } from '../../platform/application-log.ts';
import type { CheckedFile } from '../../platform/file-check.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { aboutApplication, notifyCompany } from '../../platform/notifications.ts';
import { FileStorage, type StoredFileRef } from '../../platform/storage.ts';
import { publishConversationChanged } from '../../platform/live-events.ts';
import { mailApplicant, type ApplicantMailConfig } from './applicant-mail.ts';
import { tokenHash } from '../../platform/link-tokens.ts';

/** The newest messages a thread shows. */
const THREAD_LIMIT = 500;

/** Who reads: a staff member (unread = the applicant's messages) or the applicant (unread = staff's). */
export type Reader = { kind: 'staff'; userId: number } | { kind: 'applicant'; userId: number };

/** The application a conversation is about, as the door needs it. */
export interface ConversationApplication {
  id: number;
  containerId: number;
  positionId: number;
  userId: number;
}

/** The columns of a ConversationApplication, to select with job_applications in the query. */
export const conversationApplicationColumns = {
  id: jobApplications.id,
  containerId: jobApplications.containerId,
  positionId: jobApplications.positionId,
  userId: jobApplications.userId,
};

export type Author = { kind: 'staff'; userId: number } | { kind: 'applicant' };

export interface PostMessage {
  application: ConversationApplication;
  author: Author;
  body: string;
  attachment?: { filename: string; file: CheckedFile };
  /** Writes the attachment's bytes so that they become final with the transaction (storage.writePending). */
  writeFile: (ref: StoredFileRef, bytes: Uint8Array) => Promise<unknown>;
  /** The admin host's address (the reply link) and the mail settings of the applicant's e-mail. */
  config: ApplicantMailConfig;
  /** An applicant's answer that came by e-mail: its quoted history, its Message-ID, whether automatic. */
  email?: { quoted: string; messageId: string | null; autoReply: boolean };
  /** Tells nobody (an e-mailed answer's further attachments: its first message told). */
  quiet?: boolean;
}

/** The conversation of an application, made on its first message. */
async function ensureConversation(db: Queryable, application: ConversationApplication): Promise<number> {
  await db
    .insert(conversations)
    .values({ containerId: application.containerId, applicationId: application.id })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.applicationId, application.id));
  return row!.id;
}

export async function conversationIdOf(db: Queryable, applicationId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.applicationId, applicationId));
  return row?.id ?? null;
}

/** Marks everything up to `messageId` (default: the newest) read by the user. */
export async function markRead(db: Queryable, conversationId: number, userId: number, messageId?: number) {
  const upTo =
    messageId ??
    (
      await db
        .select({ id: sql<number>`coalesce(max(${conversationMessages.id}), 0)::int` })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
    )[0]?.id ??
    0;
  await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadMessageId: upTo })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, ${upTo})`,
        readAt: new Date(),
      },
    });
}

/** Tells every hub (after the commit) that the application's conversation changed. */
const publish = (db: Queryable, application: ConversationApplication) =>
  publishConversationChanged(db, {
    containerId: application.containerId,
    applicationId: application.id,
    userId: application.userId,
  });

/** Writes one message and everything that comes with it; answers it as its writer sees it. */
export async function postMessage(db: Queryable, message: PostMessage): Promise<ConversationMessage> {
  const { application, author } = message;
  const conversationId = await ensureConversation(db, application);
  let fileId: number | null = null;
  if (message.attachment) {
    const { filename, file } = message.attachment;
    const storedName = FileStorage.newStoredName(file.extension);
    await message.writeFile(
      { containerId: application.containerId, applicationId: application.id, storedName },
      file.bytes,
    );
    const [row] = await db
      .insert(applicationFiles)
      .values({
        applicationId: application.id,
        containerId: application.containerId,
        propertyKey: 'conversation',
        filename,
        storedName,
        contentType: file.contentType,
        size: file.bytes.length,
        kind: 'original',
      })
      .returning({ id: applicationFiles.id });
    fileId = row!.id;
    await logApplication(db, {
      containerId: application.containerId,
      applicationId: application.id,
      userId: author.kind === 'staff' ? author.userId : null,
      kind: 'file_added',
      message: CHAT_TEXTS.attachmentAdded(filename),
      data: { fileId },
    });
    if (isConvertibleDocument(filename))
      await enqueueJob(db, 'convert-document', { fileId }, { containerId: application.containerId });
    await enqueueJob(db, 'extract-text', { fileId }, { containerId: application.containerId });
  }
  const [row] = await db
    .insert(conversationMessages)
    .values({
      conversationId,
      containerId: application.containerId,
      authorUserId: author.kind === 'staff' ? author.userId : null,
      fromApplicant: author.kind === 'applicant',
      body: message.body,
      fileId,
      ...(message.email
        ? {
            via: 'email',
            quoted: message.email.quoted,
            emailMessageId: message.email.messageId,
            autoReply: message.email.autoReply,
          }
        : {}),
    })
    .returning({ id: conversationMessages.id });
  const messageId = row!.id;
  await db
    .update(conversations)
    .set({ lastMessageAt: sql`date_trunc('milliseconds', now())` })
    .where(eq(conversations.id, conversationId));
  await markRead(db, conversationId, author.kind === 'staff' ? author.userId : application.userId, messageId);

  if (!message.quiet && !message.email?.autoReply) {
    const [about] = await db
      .select({
        position: positions.name,
        company: containers.name,
        name: sql<string>`coalesce(${jobApplications.info}->>'name', '')`,
        email: users.email,
      })
      .from(jobApplications)
      .innerJoin(positions, eq(positions.id, jobApplications.positionId))
      .innerJoin(containers, eq(containers.id, jobApplications.containerId))
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .where(eq(jobApplications.id, application.id));
    if (author.kind === 'applicant') {
      await notifyCompany(db, {
        containerId: application.containerId,
        type: 'send_MessageCommand',
        title: CHAT_TEXTS.notificationTitle,
        message: CHAT_TEXTS.notificationMessage(about?.name ?? '', about?.position ?? ''),
        ...aboutApplication(application.positionId, application.id),
      });
    } else if (about) {
      await mailApplicant(db, { ...message, author }, conversationId, about);
    }
  }
  await publish(db, application);
  const [written] = await messagesOf(db, conversationId, reader(message), messageId);
  return written!;
}

function reader(message: PostMessage): Reader {
  return message.author.kind === 'staff'
    ? { kind: 'staff', userId: message.author.userId }
    : { kind: 'applicant', userId: message.application.userId };
}

/** The conversation and application a reply link names, when it is known, unused and unexpired. */
export async function replyLinkOf(db: Queryable, token: string, now: Date = new Date()) {
  const [row] = await db
    .select({
      id: conversationLinks.id,
      conversationId: conversationLinks.conversationId,
      application: conversationApplicationColumns,
    })
    .from(conversationLinks)
    .innerJoin(conversations, eq(conversations.id, conversationLinks.conversationId))
    .innerJoin(jobApplications, eq(jobApplications.id, conversations.applicationId))
    .where(
      and(
        eq(conversationLinks.tokenHash, tokenHash(token)),
        isNull(conversationLinks.usedAt),
        gt(conversationLinks.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Uses a link for its one reply: true when it was still good (a second reply finds it used). */
export async function useReplyLink(db: Queryable, id: number): Promise<boolean> {
  const used = await db
    .update(conversationLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(conversationLinks.id, id), isNull(conversationLinks.usedAt)))
    .returning({ id: conversationLinks.id });
  return used.length > 0;
}

// ——— Reading ———

interface SummaryRow extends Record<string, unknown> {
  conversation_id: number | null;
  application_id: number;
  position_id: number;
  position_name: string;
  applicant_name: string;
  company_name: string;
  last_at: string | null;
  last_ms: string | null;
  last_body: string | null;
  last_file: number | null;
  last_from_applicant: boolean | null;
  last_own: boolean | null;
  unread: number;
}

/** Messages the reader did not write and has not read (the other side's, after their read mark). */
const otherSide = (r: Reader) => sql`${r.kind === 'staff'}`;
/** What counts as unread: the other side's messages, not an automatic answer (out of office tells nobody). */
const unreadBy = (r: Reader) => sql`m.from_applicant = ${otherSide(r)} and not m.auto_reply`;

function summarySql(r: Reader, where: SQL, extra: SQL = sql``): SQL {
  return sql`
    select c.id as conversation_id, ja.id as application_id, ja.position_id, p.name as position_name,
      coalesce(ja.info->>'name', '') as applicant_name, ct.name as company_name,
      c.last_message_at as last_at,
      (extract(epoch from c.last_message_at) * 1000)::bigint::text as last_ms,
      lm.body as last_body, lm.file_id as last_file, lm.from_applicant as last_from_applicant,
      ${r.kind === 'staff' ? sql`lm.author_user_id = ${r.userId}` : sql`lm.from_applicant`} as last_own,
      coalesce((select count(*) from ${conversationMessages} m
        where m.conversation_id = c.id and ${unreadBy(r)}
          and m.id > coalesce(rd.last_read_message_id, 0)), 0)::int as unread
    from ${jobApplications} ja
    join ${positions} p on p.id = ja.position_id
    join ${containers} ct on ct.id = ja.container_id
    left join ${conversations} c on c.application_id = ja.id
    left join ${conversationReads} rd on rd.conversation_id = c.id and rd.user_id = ${r.userId}
    left join lateral (select m.body, m.file_id, m.from_applicant, m.author_user_id, m.created_at from ${conversationMessages} m
      where m.conversation_id = c.id order by m.id desc limit 1) lm on true
    where ${where} ${extra}`;
}

function presentSummary(row: SummaryRow): ConversationSummary {
  return {
    applicationId: row.application_id,
    positionId: row.position_id,
    positionName: row.position_name,
    applicantName: row.applicant_name,
    companyName: row.company_name,
    lastMessage:
      row.last_body === null || row.last_at === null
        ? null
        : {
            body: row.last_body.slice(0, 200),
            hasAttachment: row.last_file !== null,
            fromApplicant: Boolean(row.last_from_applicant),
            own: Boolean(row.last_own),
            createdAt: Math.floor(new Date(row.last_at).getTime() / 1000),
          },
    unread: Number(row.unread),
  };
}

/** Whose conversations a list holds: a company's (staff) or a person's own (the applicant). */
const listScope = (r: Reader, containerId?: number): SQL =>
  r.kind === 'staff' ? sql`c.container_id = ${containerId!}` : sql`ja.user_id = ${r.userId}`;

/**
 * One page of conversations, the newest message first, with unread counts (keyset on the last message's
 * time, kept to whole milliseconds, and the id) and the unread total over all of them.
 */
export async function listConversations(
  db: Queryable,
  r: Reader,
  options: { containerId?: number; cursor?: string; take: number },
): Promise<ConversationPage> {
  const scope = sql`c.id is not null and ${listScope(r, options.containerId)}`;
  let after = sql``;
  if (options.cursor) {
    const [ms, id] = options.cursor.split(':').map(Number);
    after = sql`and (c.last_message_at, c.id) < (timestamptz 'epoch' + ${ms} * interval '1 millisecond', ${id})`;
  }
  const rows = rowsOf<SummaryRow>(
    await db.execute(
      summarySql(
        r,
        scope,
        sql`${after} order by c.last_message_at desc, c.id desc limit ${options.take + 1}`,
      ),
    ),
  );
  const page = rows.slice(0, options.take);
  const last = page.at(-1);
  const [total] = rowsOf<{ unread: number }>(
    await db.execute(sql`
      select count(*)::int as unread
      from ${conversationMessages} m
      join ${conversations} c on c.id = m.conversation_id
      join ${jobApplications} ja on ja.id = c.application_id
      left join ${conversationReads} rd on rd.conversation_id = c.id and rd.user_id = ${r.userId}
      where ${listScope(r, options.containerId)} and ${unreadBy(r)}
        and m.id > coalesce(rd.last_read_message_id, 0)`),
  );
  return {
    items: page.map(presentSummary),
    unread: Number(total?.unread ?? 0),
    nextCursor: rows.length > options.take && last ? `${last.last_ms}:${last.conversation_id}` : null,
  };
}

async function messagesOf(
  db: Queryable,
  conversationId: number,
  r: Reader,
  onlyId?: number,
): Promise<ConversationMessage[]> {
  const rows = await db
    .select({
      id: conversationMessages.id,
      authorUserId: conversationMessages.authorUserId,
      fromApplicant: conversationMessages.fromApplicant,
      body: conversationMessages.body,
      via: conversationMessages.via,
      autoReply: conversationMessages.autoReply,
      quoted: conversationMessages.quoted,
      createdAt: conversationMessages.createdAt,
      fileId: applicationFiles.id,
      filename: applicationFiles.filename,
      size: applicationFiles.size,
      staffName: sql<string>`trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, ''))`,
      applicantName: sql<string>`coalesce(${jobApplications.info}->>'name', '')`,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(jobApplications, eq(jobApplications.id, conversations.applicationId))
    .leftJoin(users, eq(users.id, conversationMessages.authorUserId))
    .leftJoin(applicationFiles, eq(applicationFiles.id, conversationMessages.fileId))
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        onlyId === undefined ? undefined : eq(conversationMessages.id, onlyId),
      ),
    )
    .orderBy(sql`${conversationMessages.id} desc`)
    .limit(THREAD_LIMIT);
  return rows.reverse().map((m) => ({
    id: m.id,
    author: m.fromApplicant
      ? { kind: 'applicant' as const, name: m.applicantName }
      : { kind: 'staff' as const, userId: m.authorUserId, name: m.staffName },
    body: m.body,
    attachment:
      m.fileId === null ? null : { fileId: m.fileId, filename: m.filename ?? '', size: m.size ?? 0 },
    via: m.via === 'email' ? ('email' as const) : ('app' as const),
    autoReply: m.autoReply,
    quoted: m.quoted,
    createdAt: Math.floor(m.createdAt.getTime() / 1000),
    own: r.kind === 'applicant' ? m.fromApplicant : !m.fromApplicant && m.authorUserId === r.userId,
  }));
}

/** The thread of an application (empty before the first message), oldest first. */
export async function threadOf(
  db: Queryable,
  applicationId: number,
  r: Reader,
  canWrite: boolean,
): Promise<ConversationThread> {
  const [row] = rowsOf<SummaryRow>(await db.execute(summarySql(r, sql`ja.id = ${applicationId}`)));
  const conversation = presentSummary(row!);
  const messages = row?.conversation_id ? await messagesOf(db, row.conversation_id, r) : [];
  return { conversation, messages, canWrite };
}

/** The file of a message in a conversation, for a download by the applicant (their own only). */
export async function attachmentOf(db: Queryable, applicationId: number, fileId: number) {
  const [row] = await db
    .select({
      containerId: applicationFiles.containerId,
      applicationId: applicationFiles.applicationId,
      storedName: applicationFiles.storedName,
      filename: applicationFiles.filename,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(applicationFiles, eq(applicationFiles.id, conversationMessages.fileId))
    .where(and(eq(conversations.applicationId, applicationId), eq(applicationFiles.id, fileId)));
  return row ?? null;
}
