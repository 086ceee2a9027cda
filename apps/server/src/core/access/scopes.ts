import { and, eq } from 'drizzle-orm';
import {
  APPLICANT_TEXTS,
  APPLICATION_INPUT,
  CONVERSATION_INPUT,
  CANDIDATE_TEXTS,
  COMPANY_MESSAGES,
  containerRole,
  mayUsePosition,
  PermissionId,
  roleAtLeast,
  type Access,
  type PositionKind,
  type Role,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { containers, jobApplications } from '../../db/schema.ts';
import { isStaffUser, isSuspendedMember, permissionIdsIn, positionAccess } from './membership.ts';
import type { AuthUser } from './auth.ts';
import { forbidden, notFound } from '../errors.ts';

/** The position an action names, already checked against the company and the caller's right. */
export interface ScopedPosition {
  id: number;
  containerId: number;
  /** The caller's own permission on the position, if any. */
  permissionId: number | undefined;
  /** An ad, or the company's talent pool. */
  kind: PositionKind;
}
/** The application an action names, already checked to belong to the scoped position. */
export type ScopedApplication = typeof jobApplications.$inferSelect;

export interface ResolvedScope {
  role: Role;
  position?: ScopedPosition;
  application?: ScopedApplication;
}

/**
 * Who the caller is for this action and the things it acts on, resolved once (catalogue scopes,
 * packages/domain/src/actions/define.ts): the company role (403; a superuser naming a missing company
 * gets 404), then for `position` and `application` the position (404 outside the company, then its right
 * decides 403), then for `application` the application of that position (404 'Ansökan finns inte').
 */
export async function resolveScope(
  db: Queryable,
  user: AuthUser,
  access: Access,
  input: Record<string, unknown>,
): Promise<ResolvedScope> {
  const { scope } = access;
  let role: Role = user.isSuperuser ? 'superuser' : 'signedIn';
  if (scope === 'self' || scope === 'platform') {
    if (!roleAtLeast(role, access.role)) throw forbidden();
    if (access.shell === 'candidate' && (await isStaffUser(db, user)))
      throw forbidden(CANDIDATE_TEXTS.staffAccount);
    if (access.shell === 'staff' && !(await isStaffUser(db, user))) throw forbidden();
    return { role };
  }
  const containerId = input.containerId as number;
  if (user.isSuperuser) {
    const [exists] = await db
      .select({ id: containers.id })
      .from(containers)
      .where(eq(containers.id, containerId));
    if (!exists) throw notFound('Företaget finns inte');
  } else {
    role = containerRole(await permissionIdsIn(db, containerId, user.id));
    if (role === 'signedIn' && (await isSuspendedMember(db, containerId, user.id)))
      throw forbidden(COMPANY_MESSAGES.suspended);
  }
  if (scope === 'container') {
    if (!roleAtLeast(role, access.role)) throw forbidden();
    return { role };
  }
  // Company first (a non-member learns nothing about its positions), then the position's own right.
  if (!roleAtLeast(role, 'reader')) throw forbidden();
  const caller = { userId: user.id, role, need: access.role };
  if (scope === 'conversation') {
    // The application by its id alone, then its position's right; the context gets both.
    const application = await applicationOf(db, containerId, input[CONVERSATION_INPUT] as number);
    const position = await positionFor(db, caller, containerId, application.positionId);
    if (!position) throw notFound(APPLICANT_TEXTS.applicationNotFound);
    return { role, position, application };
  }
  const position = await positionFor(db, caller, containerId, input.positionId as number);
  if (!position) throw notFound('Tjänsten finns inte');
  if (scope === 'position') return { role, position };
  const application = await applicationOf(db, containerId, input[APPLICATION_INPUT] as number, position.id);
  return { role, position, application };
}

/**
 * The position of the company with the caller's own permission on it; undefined when they cannot see it
 * (the caller's 404 names what they asked for), 403 when their right there is not enough.
 */
async function positionFor(
  db: Queryable,
  caller: { userId: number; role: Role; need: Access['role'] },
  containerId: number,
  positionId: number,
): Promise<ScopedPosition | undefined> {
  const found = await positionAccess(db, containerId, positionId, caller.userId);
  if (!found) return undefined;
  // The talent pool is the whole company's: every writer works it as on a position of their own.
  const permissionId =
    found.permissionId ??
    (found.kind === 'pool' && roleAtLeast(caller.role, 'writer') ? PermissionId.Write : undefined);
  if (!mayUsePosition(caller.need, caller.role, permissionId)) throw forbidden();
  return { id: positionId, containerId, permissionId, kind: found.kind };
}

/** The company's application with this id (and of this position, when named), else 404 'Ansökan finns inte'. */
async function applicationOf(
  db: Queryable,
  containerId: number,
  id: number,
  positionId?: number,
): Promise<ScopedApplication> {
  const [application] = await db
    .select()
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.id, id),
        positionId === undefined ? undefined : eq(jobApplications.positionId, positionId),
        eq(jobApplications.containerId, containerId),
      ),
    );
  if (!application) throw notFound(APPLICANT_TEXTS.applicationNotFound);
  return application;
}
