import type { ActionName, ActionOutput, ActionParsedInput, Role, actions } from '@rekry/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client.ts';
import type { AuditEntry } from './audit.ts';
import type { AuthUser } from '../core/access/auth.ts';
import type { Services } from '../platform/services.ts';
import type { ScopedApplication, ScopedPosition } from '../core/access/scopes.ts';

export type { ScopedApplication, ScopedPosition };

export interface ActionContext {
  /** The transaction for mutations, the database otherwise. */
  db: Queryable;
  user: AuthUser;
  /** The caller's role in the container the action names (or 'signedIn' / 'superuser' without one). */
  role: Role;
  /** For `position`/`application`-scope actions: the caller's permission on that position, if any. */
  positionPermissionId?: number;
  /** Resolved by the dispatcher for `position` and `application` scopes (see ScopeContext). */
  position?: ScopedPosition;
  /** Resolved by the dispatcher for the `application` scope. */
  application?: ScopedApplication;
  services: Services;
  log: FastifyBaseLogger;
  /** The caller's address (request.ip, which TRUST_PROXY decides), for the audit log. */
  ip: string;
  /**
   * Records an audit-log entry (platform/audit.ts) as the caller, in the action's transaction: it is
   * kept exactly when the change is.
   */
  audit: (entry: AuditEntry) => Promise<void>;
  /**
   * Work to do once the mutation's transaction has committed (e.g. removing files of deleted rows); it
   * never runs on rollback. Failures are logged, the answer stands. Outside a mutation it runs at once
   * after the handler.
   */
  afterCommit: (work: () => Promise<void>) => void;
  /** Runs `work` when the action's transaction failed (after the rollback), e.g. to remove a written file. */
  afterRollback: (work: () => Promise<void>) => void;
}

/**
 * What the dispatcher puts in a handler's context for its declared scope, so no handler looks up the
 * position or application it acts on. The next ownership scope (`person`) adds a branch here.
 */
export type ScopeContext<S> = S extends 'application' | 'conversation'
  ? { position: ScopedPosition; application: ScopedApplication }
  : S extends 'position'
    ? { position: ScopedPosition }
    : unknown;
type ScopeOf<N extends ActionName> = (typeof actions)[N]['access']['scope'];

export type Handler<N extends ActionName> = (
  input: ActionParsedInput<N>,
  ctx: ActionContext & ScopeContext<ScopeOf<N>>,
) => Promise<ActionOutput<N>>;
export type HandlerMap = { [N in ActionName]: Handler<N> };

/** An action's input without the company it names: what a command takes beside the containerId. */
export type CompanyInput<N extends ActionName> = Omit<ActionParsedInput<N>, 'containerId'>;
