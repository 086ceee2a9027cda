/**
 * The reply link of a staff message: whoever holds the token (the applicant, by e-mail) reads
 * the conversation and answers once without logging in; the next staff message brings a new link.
 */
import { CHAT_TEXTS, FILE_TEXTS, messageSchema, type ReplyLinkInfo } from '@rekry/domain';
import type { FastifyInstance } from 'fastify';
import { attachmentOf, markRead, postMessage, replyLinkOf, threadOf, useReplyLink } from './conversations.ts';
import { checkApplicationFile, type CheckedFile } from '../../platform/file-check.ts';
import type { Services } from '../../platform/services.ts';
import { DISPATCHER_BODY_LIMIT } from '../../http/body-limits.ts';
import { badRequest, fromZodError, notFound } from '../../core/errors.ts';
import { serveStoredFile } from '../../http/stored-file.ts';
import { nulPath, NUL_MESSAGE } from '../../http/nul.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { LINK_TOKEN_PATTERN } from '../../platform/link-tokens.ts';

const ID = /^[1-9][0-9]{0,9}$/;

export function registerConversationLinkRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  const factor = services.config.rateLimitFactor;

  async function linkOf(token: unknown) {
    const link =
      typeof token === 'string' && LINK_TOKEN_PATTERN.test(token) ? await replyLinkOf(db, token) : null;
    if (!link) throw notFound(CHAT_TEXTS.linkUnknown);
    return link;
  }

  app.get<{ Params: { token: string } }>(
    '/api/public/conversations/:token',
    { config: rateLimit(60, 15 * 60_000, factor) },
    async (request): Promise<ReplyLinkInfo> => {
      const link = await linkOf(request.params.token);
      const reader = { kind: 'applicant', userId: link.application.userId } as const;
      await markRead(db, link.conversationId, reader.userId);
      return threadOf(db, link.application.id, reader, true);
    },
  );

  app.get<{ Params: { token: string; fileId: string } }>(
    '/api/public/conversations/:token/files/:fileId',
    { config: rateLimit(60, 15 * 60_000, factor), compress: false },
    async (request, reply) => {
      const link = await linkOf(request.params.token);
      const missing = notFound(FILE_TEXTS.notFound);
      const { fileId } = request.params;
      if (!ID.test(fileId) || Number(fileId) > 2_147_483_647) throw missing;
      const file = await attachmentOf(db, link.application.id, Number(fileId));
      if (!file) throw missing;
      return serveStoredFile(request, reply, services, file, missing);
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/public/conversations/:token',
    { config: rateLimit(10, 15 * 60_000, factor), bodyLimit: DISPATCHER_BODY_LIMIT },
    async (request) => {
      const parsed = messageSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw fromZodError(parsed.error);
      const withNul = nulPath(parsed.data);
      if (withNul !== null) throw badRequest(NUL_MESSAGE, { [withNul]: NUL_MESSAGE });
      const link = await linkOf(request.params.token);
      let attachment: { filename: string; file: CheckedFile } | undefined;
      if (parsed.data.attachment) {
        const checked = await checkApplicationFile(parsed.data.attachment);
        if (!checked.ok) throw badRequest(checked.message, { attachment: checked.message });
        attachment = { filename: parsed.data.attachment.filename, file: checked.file };
      }
      await services.storage.inTransaction(db, async (tx, write) => {
        // Used first: of two replies at once only one gets past this line.
        if (!(await useReplyLink(tx, link.id))) throw notFound(CHAT_TEXTS.linkUnknown);
        await postMessage(tx, {
          application: link.application,
          author: { kind: 'applicant' },
          body: parsed.data.body,
          attachment,
          config: services.config,
          writeFile: write,
        });
      });
      return { message: CHAT_TEXTS.replySent };
    },
  );
}
