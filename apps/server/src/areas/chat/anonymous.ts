/**
 * Conversations with an applicant hidden from the caller in an anonymised review: the alias for their
 * name, their messages and the last one shown redacted, attachments by masked names.
 */
import type {
  ConversationMessage,
  ConversationPage,
  ConversationSummary,
  ConversationThread,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { anonymousFileName, redactorsOf, type Redactor, type Viewer } from '../anonymity/index.ts';

function summary(c: ConversationSummary, hidden: Redactor): ConversationSummary {
  return {
    ...c,
    applicantName: hidden.alias,
    lastMessage: c.lastMessage && { ...c.lastMessage, body: hidden.redact(c.lastMessage.body) },
  };
}

function message(m: ConversationMessage, hidden: Redactor, n: number): ConversationMessage {
  return {
    ...m,
    author: m.author.kind === 'applicant' ? { kind: 'applicant', name: hidden.alias } : m.author,
    body: hidden.redact(m.body),
    quoted: hidden.redact(m.quoted),
    attachment: m.attachment && {
      ...m.attachment,
      filename: anonymousFileName(m.attachment.filename, n + 1),
    },
  };
}

/** A page of conversations as the caller may see it. */
export async function pageShownTo(
  db: Queryable,
  viewer: Viewer,
  page: ConversationPage,
): Promise<ConversationPage> {
  const hidden = await redactorsOf(
    db,
    viewer,
    page.items.map((c) => c.applicationId),
  );
  if (!hidden.size) return page;
  return {
    ...page,
    items: page.items.map((c) => {
      const redactor = hidden.get(c.applicationId);
      return redactor ? summary(c, redactor) : c;
    }),
  };
}

/** A conversation as the caller may see it. */
export async function threadShownTo(
  db: Queryable,
  viewer: Viewer,
  thread: ConversationThread,
): Promise<ConversationThread> {
  const id = thread.conversation.applicationId;
  const hidden = (await redactorsOf(db, viewer, [id])).get(id);
  if (!hidden) return thread;
  return {
    ...thread,
    conversation: summary(thread.conversation, hidden),
    messages: thread.messages.map((m, n) => message(m, hidden, n)),
  };
}
