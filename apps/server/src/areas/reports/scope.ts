/**
 * What a report may count: the positions the caller may see (an administrator the company's, a writer
 * those they hold Write or Administrator on), narrowed by the filter, and the period as instants. The
 * reports read what the triggers keep (migration reports_rollup): the company's counts per day and month
 * when they count the whole company (`whole`), else each application's facts on the counted positions
 * (`periodFacts`), so none counts a position outside them.
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
  /** The counted positions are all the company's (a recruiter's filter aside). */
  allPositions: boolean;
  /** Every application of the company is counted: the company's counts answer without the facts. */
  whole: boolean;
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
  const all = roleAtLeast(caller.role, 'admin');
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
    allPositions: all && ids.length === visible.size,
    whole: all && ids.length === visible.size && filter.recruiterId === undefined,
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
  sql`select p.id from positions p where p.container_id = ${s.containerId}
    and ${s.allPositions ? sql`true` : sql`p.id = any(${intArray(s.positionIds)})`}
    and ${s.recruiterId === undefined ? sql`true` : sql`p.responsible_id = ${s.recruiterId}`}`;

/** The facts (alias `f`) of the applications that came in during the period to the counted positions. */
export const periodFacts = (s: ReportScope) =>
  sql`f.container_id = ${s.containerId} and f.position_id in (${countedPositions(s)})
    and ${inPeriod(s, 'f.created_at')}`;

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;
const nextMonth = (date: string) => {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return `${String(m === 12 ? y + 1 : y).padStart(4, '0')}-${String((m % 12) + 1).padStart(2, '0')}-01`;
};

/**
 * The rows of a table of counts (report_*_counts, as `t`) that make up the company's period: one per whole
 * month in it, one per day around those (a row per day and one per month hold the same counts). Each
 * span is its own range of the table's key, read from the index alone.
 */
export function periodCounts(s: ReportScope, table: string) {
  const months = { from: s.from.endsWith('-01') ? s.from : nextMonth(s.from), until: firstOfMonth(s.until) };
  const days =
    months.from < months.until
      ? [
          { from: s.from, until: months.from },
          { from: months.until, until: s.until },
        ].filter((d) => d.from < d.until)
      : [{ from: s.from, until: s.until }];
  const spans = [
    ...(months.from < months.until ? [{ span: 'month', ...months }] : []),
    ...days.map((d) => ({ span: 'day', ...d })),
  ];
  return sql`(${sql.join(
    spans.map(
      (p) => sql`select * from ${sql.raw(table)} where container_id = ${s.containerId} and span = ${p.span}
        and start >= ${p.from}::date and start < ${p.until}::date`,
    ),
    sql` union all `,
  )}) t`;
}
