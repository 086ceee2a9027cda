import { and, eq } from 'drizzle-orm';
import { CHAT_TEXTS, mayUsePosition } from '@rekry/domain';
import { jobApplications } from '../../db/schema.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import {
  conversationApplicationColumns,
  conversationIdOf,
  listConversations,
  markRead,
  postMessage,
  threadOf,
  type Author,
  type ConversationApplication,
  type Reader,
} from './conversations.ts';
import { checkApplicationFile } from '../../platform/file-check.ts';
import type { Queryable } from '../../db/client.ts';
import { viewerOf } from '../anonymity/index.ts';
import { pageShownTo, threadShownTo } from './anonymous.ts';
import type { ActionContext, Handler } from '../../platform/action-context.ts';

type ChatHandlers = {
  get_MessagingChannels: Handler<'get_MessagingChannels'>;
  get_Conversation: Handler<'get_Conversation'>;
  send_Message: Handler<'send_Message'>;
  update_ConversationRead: Handler<'update_ConversationRead'>;
  get_MyConversations: Handler<'get_MyConversations'>;
  get_MyConversation: Handler<'get_MyConversation'>;
  send_MyMessage: Handler<'send_MyMessage'>;
  update_MyConversationRead: Handler<'update_MyConversationRead'>;
};

/** The caller's own application (the applicant is the caller), else the same 404 as a missing one. */
async function ownApplication(db: Queryable, userId: number, applicationId: number) {
  const [row] = await db
    .select(conversationApplicationColumns)
    .from(jobApplications)
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.userId, userId)));
  if (!row) throw notFound(CHAT_TEXTS.applicationNotFound);
  return row;
}

/** Checks the attachment as an application upload (5 MB, accepted types, matching bytes): 400 on failure. */
async function checkedAttachment(attachment: { filename: string; data: string } | undefined) {
  if (!attachment) return undefined;
  const checked = await checkApplicationFile(attachment);
  if (!checked.ok) throw badRequest(checked.message, { attachment: checked.message });
  return { filename: attachment.filename, file: checked.file };
}

/** Writes one message through the door; the attachment's bytes become final with the transaction. */
async function send(
  ctx: ActionContext,
  application: ConversationApplication,
  author: Author,
  input: { body: string; attachment?: { filename: string; data: string } },
) {
  const attachment = await checkedAttachment(input.attachment);
  return postMessage(ctx.db, {
    application,
    author,
    body: input.body,
    attachment,
    config: ctx.services.config,
    writeFile: async (ref, bytes) => {
      const pending = await ctx.services.storage.writePending(ref, bytes);
      ctx.afterRollback(() => pending.discard());
      ctx.afterCommit(() => pending.finish());
    },
  });
}

async function read(db: Queryable, applicationId: number, reader: Reader) {
  const id = await conversationIdOf(db, applicationId);
  if (id !== null) await markRead(db, id, reader.userId);
  return { unread: 0 };
}

export const chatHandlers: ChatHandlers = {
  async get_MessagingChannels({ containerId, cursor, take }, ctx) {
    const { db, user } = ctx;
    const page = await listConversations(
      db,
      { kind: 'staff', userId: user.id },
      { containerId, cursor, take },
    );
    return pageShownTo(db, viewerOf(ctx), page);
  },

  async get_Conversation(_input, ctx) {
    const { db, user, role, position, application } = ctx;
    const canWrite = mayUsePosition('writer', role, position.permissionId);
    const thread = await threadOf(db, application.id, { kind: 'staff', userId: user.id }, canWrite);
    return threadShownTo(db, viewerOf(ctx), thread);
  },

  async send_Message(input, ctx) {
    return send(ctx, ctx.application, { kind: 'staff', userId: ctx.user.id }, input);
  },

  async update_ConversationRead(_input, { db, user, application }) {
    return read(db, application.id, { kind: 'staff', userId: user.id });
  },

  async get_MyConversations({ cursor, take }, { db, user }) {
    return listConversations(db, { kind: 'applicant', userId: user.id }, { cursor, take });
  },

  async get_MyConversation({ applicationId }, { db, user }) {
    const application = await ownApplication(db, user.id, applicationId);
    return threadOf(db, application.id, { kind: 'applicant', userId: user.id }, true);
  },

  async send_MyMessage(input, ctx) {
    const application = await ownApplication(ctx.db, ctx.user.id, input.applicationId);
    return send(ctx, application, { kind: 'applicant' }, input);
  },

  async update_MyConversationRead({ applicationId }, { db, user }) {
    const application = await ownApplication(db, user.id, applicationId);
    return read(db, application.id, { kind: 'applicant', userId: user.id });
  },
};
