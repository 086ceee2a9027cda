/**
 * Who sees whom in an anonymised first review. A position with a position_anonymity row shows its
 * applicants by an alias to everyone but its admins (the company's admins, a superuser, and those holding
 * the Administrator permission on the position) until the applicant is revealed (application_reveals: on
 * reaching the level, or early by an admin); then each reviewer first answers on conflict of interest.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  anonymousName,
  PermissionId,
  roleAtLeast,
  type ApplicantVisibility,
  type HiddenVisibility,
  type Role,
} from '@rekry/domain';
import { intArray } from '../../db/arrays.ts';
import { rowsOf, type Queryable } from '../../db/client.ts';
import {
  applicationReveals,
  jobApplications,
  positionAnonymity,
  positionPermissions,
  revealConfirmations,
} from '../../db/schema.ts';
import type { ActionContext } from '../../platform/action-context.ts';

/** The caller as the review sees them: their id and their role in the company. */
export interface Viewer {
  userId: number;
  companyRole: Role;
}

export const viewerOf = (ctx: Pick<ActionContext, 'user' | 'role'>): Viewer => ({
  userId: ctx.user.id,
  companyRole: ctx.role,
});

/** How each application is shown to a viewer: those absent are shown by name. */
export type Visibilities = ReadonlyMap<number, HiddenVisibility>;

const NONE: Visibilities = new Map();

/**
 * The applications among `ids` the viewer does not see by name, and how each is shown: one query, whatever
 * their positions; nothing at all for the company's admins.
 */
export async function visibilitiesOf(
  db: Queryable,
  viewer: Viewer,
  ids: readonly number[],
): Promise<Visibilities> {
  if (!ids.length || roleAtLeast(viewer.companyRole, 'admin')) return NONE;
  const a = jobApplications;
  const rows = rowsOf<{ id: number; revealed: boolean; conflict: boolean | null }>(
    await db.execute(sql`
      select ${a.id} as id, ${applicationReveals.applicationId} is not null as revealed,
        ${revealConfirmations.conflict} as conflict
      from ${a}
      join ${positionAnonymity} on ${positionAnonymity.positionId} = ${a.positionId}
      left join ${applicationReveals} on ${applicationReveals.applicationId} = ${a.id}
      left join ${revealConfirmations} on ${revealConfirmations.applicationId} = ${a.id}
        and ${revealConfirmations.userId} = ${viewer.userId}
      where ${a.id} = any(${intArray(ids)})
        and not exists (select 1 from ${positionPermissions} p where p.position_id = ${a.positionId}
          and p.user_id = ${viewer.userId} and p.permission_id = ${PermissionId.Administrator})`),
  );
  const shown = new Map<number, HiddenVisibility>();
  for (const row of rows) {
    const alias = anonymousName(row.id);
    if (!row.revealed) shown.set(row.id, { state: 'anonymous', alias });
    else if (row.conflict === null) shown.set(row.id, { state: 'confirm', alias });
    else if (row.conflict) shown.set(row.id, { state: 'conflict', alias });
  }
  return shown;
}

/** How one application is shown to the viewer. */
export async function visibilityOf(
  db: Queryable,
  viewer: Viewer,
  applicationId: number,
): Promise<ApplicantVisibility> {
  return (await visibilitiesOf(db, viewer, [applicationId])).get(applicationId) ?? { state: 'named' };
}

/**
 * SQL: the application (`id`, of the position `positionId`) is one the viewer sees by name: its position is
 * not reviewed anonymously, the viewer is its admin, or the person was revealed and the viewer answered
 * with no conflict of interest. For a viewer who is not the company's admin.
 */
export function namedToSql(userId: number, id: AnyPgColumn, positionId: AnyPgColumn): SQL {
  return sql`(not exists (select 1 from ${positionAnonymity} pa where pa.position_id = ${positionId})
    or exists (select 1 from ${positionPermissions} p where p.position_id = ${positionId}
      and p.user_id = ${userId} and p.permission_id = ${PermissionId.Administrator})
    or exists (select 1 from ${revealConfirmations} c where c.application_id = ${id}
      and c.user_id = ${userId} and not c.conflict))`;
}

/** Whether the application's position is reviewed anonymously, and if so whether it was revealed. */
export async function reviewStateOf(
  db: Queryable,
  applicationId: number,
): Promise<'anonymous' | 'revealed' | undefined> {
  const [row] = rowsOf<{ revealed: boolean }>(
    await db.execute(sql`
      select ${applicationReveals.applicationId} is not null as revealed
      from ${jobApplications} a
      join ${positionAnonymity} on ${positionAnonymity.positionId} = a.position_id
      left join ${applicationReveals} on ${applicationReveals.applicationId} = a.id
      where a.id = ${applicationId}`),
  );
  return row ? (row.revealed ? 'revealed' : 'anonymous') : undefined;
}

/**
 * The applications of a position the viewer does not see by name, with their aliases (an export reads a
 * whole position); none for its admins.
 */
export async function hiddenOfPosition(
  db: Queryable,
  viewer: { userId: number; isAdmin: boolean },
  positionId: number,
): Promise<ReadonlyMap<number, string>> {
  if (viewer.isAdmin) return new Map();
  const a = jobApplications;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select ${a.id} as id from ${a}
      where ${a.positionId} = ${positionId} and not ${namedToSql(viewer.userId, a.id, a.positionId)}`),
  );
  return new Map(rows.map((r) => [Number(r.id), anonymousName(Number(r.id))]));
}
