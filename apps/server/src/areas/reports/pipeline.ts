/**
 * The reports read from the status history: the funnel (who reached each stage, where they are now), the
 * time in each stage, and time to hire and to fill. The history is read only for the period's
 * applications to the counted positions (scope.ts).
 */
import { asc, eq, sql } from 'drizzle-orm';
import {
  REPORT_TEXTS,
  type FunnelReport,
  type FunnelStage,
  type HiringReport,
  type StageTime,
  type StageTimesReport,
} from '@rekry/domain';
import { rowsOf, type Queryable } from '../../db/client.ts';
import { labels } from '../../db/schema.ts';
import { periodApplications, type ReportScope } from './scope.ts';

type Kind = 'status' | 'process';
type Label = { id: number; name: string };

/** The company's statuses and process levels, each type in its order. */
export async function companyLabels(db: Queryable, containerId: number) {
  const rows = await db
    .select({ id: labels.id, name: labels.name, type: labels.labelType })
    .from(labels)
    .where(eq(labels.containerId, containerId))
    .orderBy(asc(labels.sortOrder), asc(labels.id));
  return {
    statuses: rows.filter((r) => r.type === 'Interest').map(({ id, name }) => ({ id, name })),
    levels: rows.filter((r) => r.type === 'Process').map(({ id, name }) => ({ id, name })),
  };
}

/** The process level that counts as a hire: the company's last. */
export const hireLevelOf = (levels: Label[]) => levels.at(-1) ?? null;

const ratio = (n: number, of: number) => (of ? Math.round((n / of) * 10_000) / 10_000 : null);
const round2 = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100);
const keyOf = (kind: Kind, id: number | null) => `${kind}:${id ?? ''}`;

export async function funnelReport(db: Queryable, scope: ReportScope): Promise<FunnelReport> {
  const { statuses, levels } = await companyLabels(db, scope.containerId);
  // A level counts as reached by whoever got to it or past it: a skipped level is no drop-out.
  const levelOrder = `{${levels.map((l) => l.id).join(',')}}`;
  const rows = rowsOf<{ what: string; kind: Kind; label: number | null; n: number }>(
    await db.execute(sql`
      with ${periodApplications(scope)},
      h as (
        select h.application_id, h.kind, h.to_label_id, h.created_at, h.id
        from application_status_history h join p on p.id = h.application_id
      ),
      last as (
        select distinct on (application_id, kind) application_id, kind, to_label_id
        from h order by application_id, kind, created_at desc, id desc
      )
      select 'all' as what, null as kind, null::int as label, count(*)::int as n from p
      union all
      select 'reached', kind, to_label_id, count(distinct application_id)::int from h group by kind, to_label_id
      union all
      select 'now', kind, to_label_id, count(*)::int from last group by kind, to_label_id
      union all
      select 'furthest', 'process', f.at, count(*)::int from (
        select application_id, max(array_position(${levelOrder}::int[], to_label_id)) as at
        from h where kind = 'process' group by application_id
      ) f where f.at is not null group by f.at`),
  );
  const count = new Map(rows.map((r) => [`${r.what}:${keyOf(r.kind, r.label)}`, r.n]));
  const applications = rows.find((r) => r.what === 'all')?.n ?? 0;
  const furthest = (at: number) =>
    rows.filter((r) => r.what === 'furthest' && Number(r.label) >= at).reduce((sum, r) => sum + r.n, 0);
  const stage = (kind: Kind, label: Label | null, before: number | null): FunnelStage => {
    const at = kind === 'process' && label ? levels.indexOf(label) + 1 : 0;
    const reached = at ? furthest(at) : (count.get(`reached:${keyOf(kind, label?.id ?? null)}`) ?? 0);
    return {
      id: label?.id ?? null,
      name: label?.name ?? (kind === 'process' ? REPORT_TEXTS.noLevel : REPORT_TEXTS.unprocessed),
      reached,
      conversion: before === null ? null : ratio(reached, before),
      now: count.get(`now:${keyOf(kind, label?.id ?? null)}`) ?? 0,
    };
  };
  // Each level's conversion is of the level before it; the first level's of all applications.
  const levelStages: FunnelStage[] = [stage('process', null, null)];
  let before = applications;
  for (const level of levels) {
    const s = stage('process', level, before);
    levelStages.push(s);
    before = s.reached;
  }
  return {
    applications,
    levels: levelStages,
    statuses: [null, ...statuses].map((s) => stage('status', s, s ? applications : null)),
  };
}

export async function stageTimesReport(db: Queryable, scope: ReportScope): Promise<StageTimesReport> {
  const { statuses, levels } = await companyLabels(db, scope.containerId);
  // A stay runs from a row to the application's next row of the same kind; one that starts or ends at
  // an 'unrecovered' row has no known length and is left out of the times.
  const rows = rowsOf<{
    kind: Kind;
    label: number | null;
    completed: number;
    ongoing: number;
    median: number | null;
    p75: number | null;
  }>(
    await db.execute(sql`
      with ${periodApplications(scope)},
      stays as (
        select h.kind, h.to_label_id, h.origin,
          lead(h.created_at) over w as left_at, lead(h.origin) over w as next_origin,
          extract(epoch from lead(h.created_at) over w - h.created_at) / 3600 as hours
        from application_status_history h join p on p.id = h.application_id
        window w as (partition by h.application_id, h.kind order by h.created_at, h.id)
      ),
      timed as (
        select *, (left_at is not null and origin <> 'unrecovered' and next_origin <> 'unrecovered') as known
        from stays
      )
      select kind, to_label_id as label,
        (count(*) filter (where known))::int as completed,
        (count(*) filter (where left_at is null))::int as ongoing,
        percentile_cont(0.5) within group (order by hours) filter (where known) as median,
        percentile_cont(0.75) within group (order by hours) filter (where known) as p75
      from timed group by kind, to_label_id`),
  );
  const byKey = new Map(rows.map((r) => [keyOf(r.kind, r.label), r]));
  const time = (kind: Kind, label: Label | null): StageTime => {
    const r = byKey.get(keyOf(kind, label?.id ?? null));
    return {
      id: label?.id ?? null,
      name: label?.name ?? (kind === 'process' ? REPORT_TEXTS.noLevel : REPORT_TEXTS.unprocessed),
      completed: r?.completed ?? 0,
      ongoing: r?.ongoing ?? 0,
      medianHours: round2(r?.median),
      p75Hours: round2(r?.p75),
    };
  };
  return {
    levels: [null, ...levels].map((l) => time('process', l)),
    statuses: [null, ...statuses].map((s) => time('status', s)),
  };
}

/** The CTE `hired`: the period's applications that reached the hire level, with when (if known). */
export const hiredApplications = (hireLevelId: number | null) => sql`hired as (
  select h.application_id,
    min(h.created_at) filter (where h.origin <> 'unrecovered') as hired_at
  from application_status_history h join p on p.id = h.application_id
  where h.kind = 'process' and h.to_label_id = ${hireLevelId ?? 0}::int
  group by h.application_id
)`;

export async function hiringReport(db: Queryable, scope: ReportScope): Promise<HiringReport> {
  const { levels } = await companyLabels(db, scope.containerId);
  const hireLevel = hireLevelOf(levels);
  const rows = rowsOf<{
    id: number;
    name: string;
    applications: number;
    hires: number;
    median: number | null;
    fill: number | null;
  }>(
    await db.execute(sql`
      with ${periodApplications(scope)}, ${hiredApplications(hireLevel?.id ?? null)}
      select pos.id, pos.name, count(p.id)::int as applications, count(hired.application_id)::int as hires,
        percentile_cont(0.5) within group (order by extract(epoch from hired.hired_at - p.created_at) / 86400)
          filter (where hired.hired_at is not null) as median,
        extract(epoch from min(hired.hired_at) - coalesce(pos.published_at, pos.start, pos.created_at)) / 86400
          as fill
      from p join positions pos on pos.id = p.position_id
      left join hired on hired.application_id = p.id
      group by pos.id, pos.name
      order by pos.name, pos.id`),
  );
  return {
    hireLevel,
    positions: rows.map((r) => ({
      positionId: r.id,
      name: r.name,
      applications: r.applications,
      hires: r.hires,
      medianDaysToHire: round2(r.median),
      daysToFill: round2(r.fill),
    })),
  };
}
