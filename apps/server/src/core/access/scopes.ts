import { and, eq } from 'drizzle-orm';
import {
  APPLICANT_TEXTS,
  APPLICATION_INPUT,
  CONVERSATION_INPUT,
  CANDIDATE_TEXTS,
  COMPANY_MESSAGES,
  containerRole,
  mayUsePosition,
  roleAtLeast,
  type Access,
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
  if (scope === 'conversation') return resolveConversation(db, user, access, input, containerId, role);
  const positionId = input.positionId as number;
  const found = await positionAccess(db, containerId, positionId, user.id);
  if (!found) throw notFound('Tjänsten finns inte');
  const position: ScopedPosition = {
    id: positionId,
    containerId,
    permissionId: found.permissionId ?? undefined,
  };
  if (!mayUsePosition(access.role, role, position.permissionId)) throw forbidden();
  if (scope === 'position') return { role, position };
  const [application] = await db
    .select()
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.id, input[APPLICATION_INPUT] as number),
        eq(jobApplications.positionId, positionId),
        eq(jobApplications.containerId, containerId),
      ),
    );
  if (!application) throw notFound(APPLICANT_TEXTS.applicationNotFound);
  return { role, position, application };
}

/**
 * `conversation`: the application by its id alone (the company's, else 404), then its position's right
 * (mayUsePosition, as for `position`). The context gets both, like the `application` scope's.
 */
async function resolveConversation(
  db: Queryable,
  user: AuthUser,
  access: Access,
  input: Record<string, unknown>,
  containerId: number,
  role: Role,
): Promise<ResolvedScope> {
  const [application] = await db
    .select()
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.id, input[CONVERSATION_INPUT] as number),
        eq(jobApplications.containerId, containerId),
      ),
    );
  if (!application) throw notFound(APPLICANT_TEXTS.applicationNotFound);
  const found = await positionAccess(db, containerId, application.positionId, user.id);
  if (!found) throw notFound(APPLICANT_TEXTS.applicationNotFound);
  const position: ScopedPosition = {
    id: application.positionId,
    containerId,
    permissionId: found.permissionId ?? undefined,
  };
  if (!mayUsePosition(access.role, role, position.permissionId)) throw forbidden();
  return { role, position, application };
}
