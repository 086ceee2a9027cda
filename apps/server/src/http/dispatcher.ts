import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  actions,
  catalogueAsJson,
  containerRole,
  errorMessages,
  mayUsePosition,
  isActionName,
  roleAtLeast,
  type Role,
} from '@rekry/domain';
import { handlers } from '../actions/index.ts';
import type { ActionContext } from '../actions/types.ts';
import { containers } from '../db/schema.ts';
import { permissionIdsIn } from '../actions/containers/queries.ts';
import { positionAccess } from '../actions/positions/queries.ts';
import { authenticate } from '../services/auth.ts';
import type { Services } from '../services/index.ts';
import { badRequest, forbidden, fromZodError, notFound, unauthorized } from './errors.ts';
import { NUL_MESSAGE, nulPath } from './nul.ts';

const envelope = z.object({ action: z.unknown(), data: z.unknown().optional() });

/** Room for one staff upload of MAX_FILE_BYTES as a base64 data URL (upload_ApplicantFile), and a little. */
export const DISPATCHER_BODY_LIMIT = 7_000_000;

/**
 * POST /api/dispatcher {action, data}: the one door for staff actions (DESIGN.md §3).
 * Order: known action (400) → signed in (401) → input (400 per field; also NUL characters, which
 * PostgreSQL cannot store) → role and tenancy from the catalogue's declaration (403; a superuser naming a
 * missing company gets 404; for the `position` scope a member naming a position outside the company gets
 * 404, then the position right decides 403) → the handler, inside a transaction for mutations.
 */
export function registerDispatcher(app: FastifyInstance, services: Services): void {
  const { db } = services.database;

  app.get('/api/dispatcher/actions', async () => ({ actions: catalogueAsJson() }));

  app.post('/api/dispatcher', { bodyLimit: DISPATCHER_BODY_LIMIT }, async (request) => {
    const body = envelope.safeParse(request.body ?? {});
    const name = body.success ? body.data.action : undefined;
    if (!isActionName(name))
      throw badRequest(errorMessages.unknownAction, { action: errorMessages.unknownAction });
    const definition = actions[name];

    const user = await authenticate(db, services.tokens, request);
    if (!user) throw unauthorized();

    const parsed = definition.input.safeParse(body.data?.data ?? {});
    if (!parsed.success) throw fromZodError(parsed.error);
    const input = parsed.data as Record<string, unknown>;
    const withNul = nulPath(input);
    if (withNul !== null) throw badRequest(NUL_MESSAGE, { [withNul]: NUL_MESSAGE });

    const { scope } = definition.access;
    let role: Role = user.isSuperuser ? 'superuser' : 'signedIn';
    let positionPermissionId: number | undefined;
    if (scope === 'container' || scope === 'position') {
      const containerId = input.containerId as number;
      if (user.isSuperuser) {
        const [exists] = await db
          .select({ id: containers.id })
          .from(containers)
          .where(eq(containers.id, containerId));
        if (!exists) throw notFound('Företaget finns inte');
      } else {
        role = containerRole(await permissionIdsIn(db, containerId, user.id));
      }
    }
    if (scope === 'position') {
      // Company first (a non-member learns nothing about its positions), then the position's own right.
      if (!roleAtLeast(role, 'reader')) throw forbidden();
      const position = await positionAccess(
        db,
        input.containerId as number,
        input.positionId as number,
        user.id,
      );
      if (!position) throw notFound('Tjänsten finns inte');
      positionPermissionId = position.permissionId ?? undefined;
      if (!mayUsePosition(definition.access.role, role, positionPermissionId)) throw forbidden();
    } else if (!roleAtLeast(role, definition.access.role)) throw forbidden();

    const handler = handlers[name] as (input: unknown, ctx: ActionContext) => Promise<unknown>;
    const committed: (() => Promise<void>)[] = [];
    const rolledBack: (() => Promise<void>)[] = [];
    const context: ActionContext = {
      db,
      user,
      role,
      positionPermissionId,
      services,
      log: request.log,
      afterCommit: (work) => void committed.push(work),
      afterRollback: (work) => void rolledBack.push(work),
    };
    let data: unknown;
    try {
      data = definition.mutation
        ? await db.transaction((tx) => handler(input, { ...context, db: tx }))
        : await handler(input, context);
    } catch (err) {
      for (const work of rolledBack)
        await work().catch((e: unknown) =>
          request.log.error({ err: e, action: name }, 'after-rollback work failed'),
        );
      throw err;
    }
    for (const work of committed)
      await work().catch((err: unknown) =>
        request.log.error({ err, action: name }, 'after-commit work failed'),
      );
    return { data };
  });
}
