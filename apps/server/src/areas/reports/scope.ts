/**
 * What a report may count: the positions the caller may see (an administrator the company's, a writer
 * those they hold Write or Administrator on), narrowed by the filter, and the period as instants. Every
 * report reads its applications through `periodApplications`, so none counts a position outside it.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  PermissionId,
  REPORT_MAX_YEARS,
  REPORT_TEXTS,
  addDays,
  roleAtLeast,
  type ReportFilter,
  type Role,
} from '@rekry/domain';
import { intArray } from '../../db/arrays.ts';
import type { Queryable } from '../../db/client.ts';
import { containerUsers, positionPermissions, positions } from '../../db/schema.ts';
import { badRequest, notFound } from '../../core/errors.ts';

export interface ReportScope {
  containerId: number;
  /** The positions counted: visible to the caller, and within the filter. */
  positionIds: number[];
  /** The period's first day and the day after its last, Swedish days (YYYY-MM-DD). */
  from: string;
  until: string;
  recruiterId: number | undefined;
}

/** The positions of the company the caller may read reports of. */
async function visiblePositions(db: Queryable, containerId: number, caller: { id: number; role: Role }) {
  const all = roleAtLeast(caller.role, 'admin');
  const rows = all
    ? await db.select({ id: positions.id }).from(positions).where(eq(positions.containerId, containerId))
    : await db
        .select({ id: positionPermissions.positionId })
        .from(positionPermissions)
        .where(
          and(
            eq(positionPermissions.containerId, containerId),
            eq(positionPermissions.userId, caller.id),
            inArray(positionPermissions.permissionId, [PermissionId.Administrator, PermissionId.Write]),
          ),
        );
  return new Set(rows.map((r) => r.id));
}

/** The filter checked (period, positions, recruiter) and turned into what the queries read. */
export async function reportScope(
  db: Queryable,
  containerId: number,
  caller: { id: number; role: Role },
  filter: ReportFilter,
): Promise<ReportScope> {
  if (filter.to < filter.from) throw badRequest(REPORT_TEXTS.reversed, { to: REPORT_TEXTS.reversed });
  if (filter.to >= addYears(filter.from, REPORT_MAX_YEARS))
    throw badRequest(REPORT_TEXTS.tooLong, { to: REPORT_TEXTS.tooLong });
  const visible = await visiblePositions(db, containerId, caller);
  let ids = [...visible];
  if (filter.positionIds) {
    // One the caller may not see answers as one that does not exist: nothing about it leaks.
    if (filter.positionIds.some((id) => !visible.has(id))) throw notFound(REPORT_TEXTS.positionNotFound);
    ids = [...new Set(filter.positionIds)];
  }
  if (filter.recruiterId !== undefined) {
    const [member] = await db
      .select({ userId: containerUsers.userId })
      .from(containerUsers)
      .where(and(eq(containerUsers.containerId, containerId), eq(containerUsers.userId, filter.recruiterId)));
    if (!member) throw notFound(REPORT_TEXTS.recruiterNotFound);
  }
  return {
    containerId,
    positionIds: ids.sort((a, b) => a - b),
    from: filter.from,
    until: addDays(filter.to, 1),
    recruiterId: filter.recruiterId,
  };
}

const addYears = (date: string, years: number) =>
  `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;

/** The period's bounds as instants: midnight in Stockholm, whatever the offset that day (summer time). */
export const periodStart = (s: ReportScope) =>
  sql`(${s.from}::date::timestamp at time zone 'Europe/Stockholm')`;
export const periodEnd = (s: ReportScope) =>
  sql`(${s.until}::date::timestamp at time zone 'Europe/Stockholm')`;

/** A time column within the period. */
export const inPeriod = (s: ReportScope, column: SQL | string) => {
  const col = typeof column === 'string' ? sql.raw(column) : column;
  return sql`${col} >= ${periodStart(s)} and ${col} < ${periodEnd(s)}`;
};

/** The positions counted (a recruiter's: those they are responsible for). */
export const countedPositions = (s: ReportScope) =>
  s.recruiterId === undefined
    ? sql`select p.id from positions p where p.container_id = ${s.containerId} and p.id = any(${intArray(s.positionIds)})`
    : sql`select p.id from positions p where p.container_id = ${s.containerId} and p.id = any(${intArray(s.positionIds)})
        and p.responsible_id = ${s.recruiterId}`;

/**
 * The CTE `p`: the applications that came in during the period to the counted positions, with what the
 * reports read of them.
 */
export const periodApplications = (s: ReportScope) => sql`p as (
  select a.id, a.position_id, a.created_at, a.source, a.info, a.metadata
  from job_applications a
  where a.container_id = ${s.containerId} and a.position_id in (${countedPositions(s)})
    and ${inPeriod(s, 'a.created_at')}
)`;
