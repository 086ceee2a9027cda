import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_KINDS,
  EVENTS_LIMITS,
  TIME_ZONE,
  formatDateTime,
  stockholmDate,
  stockholmUnix,
  addDays,
  type AuditEventPage,
  type AuditEventRow,
  type AuditKind,
  type AuditPerson,
  type SignInDay,
  type ExportedFile,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';
import { toCsv } from '../../platform/csv.ts';

/** The filters both the list and the CSV take; `containerId` undefined = every company (superuser). */
export interface EventsFilter {
  containerId?: number | undefined;
  actorId?: number | undefined;
  person?: string | undefined;
  kind?: AuditKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(filter: EventsFilter, before?: number): SQL | undefined {
  const person = filter.person?.trim();
  return and(
    filter.containerId === undefined ? undefined : eq(auditEvents.containerId, filter.containerId),
    filter.actorId === undefined ? undefined : eq(auditEvents.actorId, filter.actorId),
    person
      ? or(
          ilike(auditEvents.actorName, likePattern(person)),
          ilike(auditEvents.actorEmail, likePattern(person)),
        )
      : undefined,
    filter.kind === undefined ? undefined : eq(auditEvents.kind, filter.kind),
    // Stockholm calendar days, inclusive: from 00:00 of `from` up to (not including) 00:00 after `to`.
    filter.from === undefined
      ? undefined
      : sql`${auditEvents.createdAt} >= to_timestamp(${stockholmUnix(filter.from)})`,
    filter.to === undefined
      ? undefined
      : sql`${auditEvents.createdAt} < to_timestamp(${stockholmUnix(addDays(filter.to, 1))})`,
    // Keyset: after the last entry shown, in the list's own order (time, then id).
    before === undefined
      ? undefined
      : sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (select "created_at", "id" from "audit_events" where "id" = ${before})`,
  );
}

function present(row: typeof auditEvents.$inferSelect): AuditEventRow {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    containerId: row.containerId,
    containerName: row.containerName,
    actorId: row.actorId,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    kind: row.kind,
    summary: row.summary,
    data: row.data,
    ip: row.ip,
  };
}

async function eventRows(db: Queryable, filter: EventsFilter, limit: number, before?: number) {
  return db
    .select()
    .from(auditEvents)
    .where(conditions(filter, before))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}

/**
 * Sign-ins and failed sign-ins per Stockholm day over the last EVENTS_LIMITS.chartDays days (today last,
 * days without any as zero), for the filter's company and person; its kind and dates do not narrow it.
 */
export async function signInsPerDay(db: Queryable, filter: EventsFilter): Promise<SignInDay[]> {
  const today = stockholmDate();
  const days = Array.from({ length: EVENTS_LIMITS.chartDays }, (_, i) =>
    addDays(today, i - EVENTS_LIMITS.chartDays + 1),
  );
  const day = sql<string>`to_char(${auditEvents.createdAt} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      ok: sql<number>`count(*) filter (where ${auditEvents.kind} = 'sign-in')::int`,
      failed: sql<number>`count(*) filter (where ${auditEvents.kind} = 'sign-in-failed')::int`,
    })
    .from(auditEvents)
    .where(
      and(
        conditions({
          containerId: filter.containerId,
          actorId: filter.actorId,
          person: filter.person,
          from: days[0],
        }),
        sql`${auditEvents.kind} in ('sign-in', 'sign-in-failed')`,
      ),
    )
    // By position: the day expression's time zone is a parameter, and PostgreSQL compares those by number.
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((d) => ({
    day: d,
    ok: Number(byDay.get(d)?.ok ?? 0),
    failed: Number(byDay.get(d)?.failed ?? 0),
  }));
}

/** One page, newest first; `next` is the marker for 'Visa fler'; the first page carries the chart's days. */
export async function eventsPage(
  db: Queryable,
  filter: EventsFilter,
  before?: number,
): Promise<AuditEventPage> {
  const rows = await eventRows(db, filter, EVENTS_LIMITS.page + 1, before);
  const items = rows.slice(0, EVENTS_LIMITS.page).map(present);
  const next = rows.length > EVENTS_LIMITS.page ? items.at(-1)!.id : null;
  return before === undefined ? { items, next, signIns: await signInsPerDay(db, filter) } : { items, next };
}

/** Who appears as the actor of a company's entries, by name. */
export async function eventPeople(db: Queryable, containerId: number): Promise<AuditPerson[]> {
  const rows = await db
    .selectDistinctOn([auditEvents.actorId], {
      id: auditEvents.actorId,
      name: auditEvents.actorName,
      email: auditEvents.actorEmail,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.containerId, containerId), isNotNull(auditEvents.actorId)))
    .orderBy(auditEvents.actorId, desc(auditEvents.createdAt))
    .limit(EVENTS_LIMITS.people);
  return rows
    .map((r) => ({ id: r.id!, name: r.name, email: r.email }))
    .sort((a, b) => (a.name ?? a.email ?? '').localeCompare(b.name ?? b.email ?? '', 'sv'));
}

const HEADER = ['Tid', 'Företag', 'Person', 'E-post', 'Typ', 'Händelse', 'Adress'];

/** The filtered entries as CSV through the one CSV writer (injection-safe), newest first. */
export async function eventsCsv(db: Queryable, filter: EventsFilter): Promise<ExportedFile> {
  const rows = (await eventRows(db, filter, EVENTS_LIMITS.export)).map((r) => [
    formatDateTime(r.createdAt, { seconds: true }),
    r.containerName ?? '',
    r.actorName ?? '',
    r.actorEmail ?? '',
    AUDIT_KINDS[r.kind] ?? r.kind,
    r.summary,
    r.ip ?? '',
  ]);
  return {
    filename: `handelser-${stockholmDate()}.csv`,
    contentType: 'text/csv; charset=utf-8',
    data: Buffer.from(toCsv([HEADER, ...rows]), 'utf8').toString('base64'),
    rows: rows.length,
  };
}
