import type { ActionName, ActionOutput, ActionParsedInput, Role } from '@rekry/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client.ts';
import type { AuthUser } from '../services/auth.ts';
import type { Services } from '../services/index.ts';

export interface ActionContext {
  /** The transaction for mutations, the database otherwise. */
  db: Queryable;
  user: AuthUser;
  /** The caller's role in the container the action names (or 'signedIn' / 'superuser' without one). */
  role: Role;
  /** For `position`-scope actions: the caller's permission on that position, if any. */
  positionPermissionId?: number;
  services: Services;
  log: FastifyBaseLogger;
  /**
   * Work to do once the mutation's transaction has committed (e.g. removing files of deleted rows); it
   * never runs on rollback. Failures are logged, the answer stands. Outside a mutation it runs at once
   * after the handler.
   */
  afterCommit: (work: () => Promise<void>) => void;
  /** Runs `work` when the action's transaction failed (after the rollback), e.g. to remove a written file. */
  afterRollback: (work: () => Promise<void>) => void;
}

export type Handler<N extends ActionName> = (
  input: ActionParsedInput<N>,
  ctx: ActionContext,
) => Promise<ActionOutput<N>>;
export type HandlerMap = { [N in ActionName]: Handler<N> };
