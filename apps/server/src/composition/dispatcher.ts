import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { catalogueAsJson, definitionOf, errorMessages, isActionName, type FileDownload } from '@rekry/domain';
import { handlers } from './action-handlers.ts';
import type { ActionContext } from '../platform/action-context.ts';
import type { Queryable } from '../db/client.ts';
import { actorOf, recordAudit, type AuditEntry } from '../platform/audit.ts';
import { authenticate } from '../core/access/auth.ts';
import { notifyPublicChanged } from '../platform/public-cache.ts';
import type { Services } from '../platform/services.ts';
import { badRequest, fromZodError, unauthorized } from '../core/errors.ts';
import { sendDownload } from '../http/download.ts';
import { NUL_MESSAGE, nulPath } from '../http/nul.ts';
import { resolveScope } from '../core/access/scopes.ts';
import { DISPATCHER_BODY_LIMIT } from '../http/body-limits.ts';

const envelope = z.object({ action: z.unknown(), data: z.unknown().optional() });

/**
 * The input with the URL query parameters the catalogue names for the action (`urlParams`) put in; a field
 * the body already carries keeps the body's value. Other query parameters are ignored.
 */
export function withUrlParams(data: unknown, names: readonly string[] | undefined, query: unknown): unknown {
  const input = data ?? {};
  // Not an object: left for the schema to refuse.
  if (!names?.length || typeof input !== 'object' || Array.isArray(input)) return input;
  const params = (query ?? {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...input };
  for (const name of names)
    if (merged[name] === undefined && typeof params[name] === 'string') merged[name] = params[name];
  return merged;
}

/**
 * POST /api/dispatcher {action, data}: the one door for staff actions (DESIGN.md §3).
 * Order: known action (400) → signed in (401) → input (400 per field; also NUL characters, which
 * PostgreSQL cannot store) → role, tenancy and ownership from the catalogue's declaration, resolved once
 * into the handler's context (scopes.ts) → the handler, inside a transaction for mutations. A `download`
 * action answers its file itself, streamed (download.ts), instead of {data}.
 */
export function registerDispatcher(app: FastifyInstance, services: Services): void {
  const { db } = services.database;

  app.get('/api/dispatcher/actions', async () => ({ actions: catalogueAsJson() }));

  app.post('/api/dispatcher', { bodyLimit: DISPATCHER_BODY_LIMIT }, async (request, reply) => {
    // A staff answer is the signed-in person's own (a draft's preview among them): no cache keeps it.
    reply.header('cache-control', 'private, no-store');
    const body = envelope.safeParse(request.body ?? {});
    const name = body.success ? body.data.action : undefined;
    if (!isActionName(name))
      throw badRequest(errorMessages.unknownAction, { action: errorMessages.unknownAction });
    const definition = definitionOf(name);

    const user = await authenticate(db, services.tokens, request);
    if (!user) throw unauthorized();

    const parsed = definition.input.safeParse(
      withUrlParams(body.data?.data, definition.urlParams, request.query),
    );
    if (!parsed.success) throw fromZodError(parsed.error);
    const input = parsed.data as Record<string, unknown>;
    const withNul = nulPath(input);
    if (withNul !== null) throw badRequest(NUL_MESSAGE, { [withNul]: NUL_MESSAGE });

    const { role, position, application } = await resolveScope(db, user, definition.access, input);

    const handler = handlers[name] as (input: unknown, ctx: ActionContext) => Promise<unknown>;
    const committed: (() => Promise<void>)[] = [];
    const rolledBack: (() => Promise<void>)[] = [];
    const actor = actorOf(user, request.ip);
    const auditInto = (q: Queryable) => (entry: AuditEntry) => recordAudit(q, actor, entry);
    const context: ActionContext = {
      db,
      user,
      role,
      positionPermissionId: position?.permissionId,
      position,
      application,
      services,
      log: request.log,
      ip: request.ip,
      audit: auditInto(db),
      afterCommit: (work) => void committed.push(work),
      afterRollback: (work) => void rolledBack.push(work),
    };
    let data: unknown;
    try {
      data = definition.mutation
        ? await db.transaction(async (tx) => {
            // Who acts, for what the triggers write (the status history): local to this transaction.
            await tx.execute(sql`select set_config('rekry.user_id', ${String(user.id)}, true)`);
            const result = await handler(input, { ...context, db: tx, audit: auditInto(tx) });
            // Declared on the entry (invalidates: 'public'): the notice rides the transaction, so every
            // instance's public cache clears when it commits and never on a rollback.
            if (definition.invalidates === 'public') await notifyPublicChanged(tx, name);
            return result;
          })
        : await handler(input, context);
    } catch (err) {
      for (const work of rolledBack)
        await work().catch((e: unknown) =>
          request.log.error({ err: e, action: name }, 'after-rollback work failed'),
        );
      throw err;
    }
    // This instance forgets at once, so whoever saved reads their own change on their next request; the
    // others clear when the notice reaches them, a moment later.
    if (definition.mutation && definition.invalidates === 'public') services.publicCache.clear();
    for (const work of committed)
      await work().catch((err: unknown) =>
        request.log.error({ err, action: name }, 'after-commit work failed'),
      );
    if (definition.download) return sendDownload(reply, data as FileDownload);
    return { data };
  });
}
