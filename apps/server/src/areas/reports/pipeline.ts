/**
 * The reports of the status history: the funnel (who reached each stage, where they are now), the time in
 * each stage, and time to hire and to fill. They read what the triggers keep of the history (migration
 * reports_rollup): each application's facts and known stays, and the company's counts of them.
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
import { countedPositions, inPeriod, periodCounts, periodFacts, type ReportScope } from './scope.ts';

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

/**
 * The period's hires on the counted positions (`r`, a level reached: the company's last; none without
 * one), with when they were hired (reached_at, null: unknown).
 */
export const periodHires = (scope: ReportScope, hire: Label | null) =>
  sql`(select * from application_report_reaches r where r.container_id = ${scope.containerId}
    and r.label_id = ${hire?.id ?? 0}::int and r.position_id in (${countedPositions(scope)})
    and ${inPeriod(scope, 'r.created_at')}) r`;

const ratio = (n: number, of: number) => (of ? Math.round((n / of) * 10_000) / 10_000 : null);
const round2 = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100);
const keyOf = (kind: Kind, id: number | null) => `${kind}:${id ?? ''}`;

/** The period's applications by where they are now and all they reached (label ids, 0 for none). */
type Funnel = {
  status: number | null;
  level: number | null;
  statuses: number[];
  levels: number[];
  n: number;
};

async function funnelCounts(db: Queryable, scope: ReportScope): Promise<Funnel[]> {
  return rowsOf<Funnel>(
    await db.execute(
      scope.whole
        ? sql`select status, level, statuses, levels, sum(n)::int as n
            from ${periodCounts(scope, 'report_funnel_counts')} group by 1, 2, 3, 4 having sum(n) <> 0`
        : sql`select status, level, statuses, levels, count(*)::int as n
            from application_report_facts f where ${periodFacts(scope)} group by 1, 2, 3, 4`,
    ),
  );
}

const total = (rows: Funnel[], where: (r: Funnel) => boolean) =>
  rows.reduce((sum, r) => (where(r) ? sum + r.n : sum), 0);
/** How many stand at each label now (the last row of its kind), keyed as keyOf. */
const standing = (rows: Funnel[], kind: Kind, label: Label | null) =>
  total(rows, (r) => (kind === 'status' ? r.status : r.level) === (label?.id ?? 0));

export async function funnelReport(db: Queryable, scope: ReportScope): Promise<FunnelReport> {
  const { statuses, levels } = await companyLabels(db, scope.containerId);
  const rows = await funnelCounts(db, scope);
  const applications = total(rows, () => true);
  // A level counts as reached by whoever got to it or past it: a skipped level is no drop-out.
  const rank = new Map(levels.map((l, i) => [l.id, i + 1]));
  const furthest = (r: Funnel) => Math.max(0, ...r.levels.map((id) => rank.get(id) ?? 0));
  const stage = (kind: Kind, label: Label | null, before: number | null): FunnelStage => {
    const at = kind === 'process' && label ? levels.indexOf(label) + 1 : 0;
    const reached = at
      ? total(rows, (r) => furthest(r) >= at)
      : total(rows, (r) => (kind === 'status' ? r.statuses : r.levels).includes(label?.id ?? 0));
    return {
      id: label?.id ?? null,
      name: label?.name ?? (kind === 'process' ? REPORT_TEXTS.noLevel : REPORT_TEXTS.unprocessed),
      reached,
      conversion: before === null ? null : ratio(reached, before),
      now: standing(rows, kind, label),
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

type StayRow = { kind: Kind; label: number; completed: number; median: number | null; p75: number | null };

/**
 * The known stays of the period per stage: how many, and the median and 75th percentile of their hours.
 * Of the whole company, percentile_cont's own arithmetic over the rows it would read (the floor and
 * ceiling of p × (n − 1)), found through the counts per histogram step and ranked within their step.
 */
async function stayTimes(db: Queryable, scope: ReportScope): Promise<StayRow[]> {
  if (!scope.whole) {
    return rowsOf<StayRow>(
      await db.execute(sql`
        select s.kind, s.label_id as label, count(*)::int as completed,
          percentile_cont(0.5) within group (order by s.hours) as median,
          percentile_cont(0.75) within group (order by s.hours) as p75
        from application_report_stays s
        where s.container_id = ${scope.containerId} and s.position_id in (${countedPositions(scope)})
          and ${inPeriod(scope, 's.created_at')}
        group by 1, 2`),
    );
  }
  const rows = rowsOf<{ kind: Kind; label: number; completed: number; p: number; value: number }>(
    await db.execute(sql`
      with steps as (
        select kind, label_id, bucket, sum(n)::bigint as n
        from ${periodCounts(scope, 'report_stay_counts')} group by 1, 2, 3 having sum(n) <> 0
      ), placed as (
        select steps.*, (sum(n) over (partition by kind, label_id order by bucket) - n)::bigint as before,
          (sum(n) over (partition by kind, label_id))::bigint as total
        from steps
      ), ranks as (
        select distinct kind, label_id, total, q.p,
          floor(q.p * (total - 1))::bigint as lo, ceil(q.p * (total - 1))::bigint as hi
        from placed cross join (values (0.5::float8), (0.75::float8)) q(p)
      ), needed as (
        select kind, label_id, lo as rank from ranks union select kind, label_id, hi from ranks
      ), wanted as (
        -- The steps holding a wanted row, and its place within the step (1-based).
        select s.kind, s.label_id, s.bucket, s.before, array_agg(d.rank - s.before + 1) as places,
          max(d.rank - s.before + 1) as last
        from placed s join needed d on d.kind = s.kind and d.label_id = s.label_id
          and d.rank between s.before and s.before + s.n - 1
        group by 1, 2, 3, 4
      ), picked as (
        select w.kind, w.label_id, w.before + v.k - 1 as rank, v.hours
        from wanted w cross join lateral (
          select x.hours, x.k from (
            select st.hours, row_number() over (order by st.hours) as k
            from (
              select st.hours from application_report_stays st
              where st.container_id = ${scope.containerId} and st.kind = w.kind and st.label_id = w.label_id
                and st.bucket = w.bucket and ${inPeriod(scope, 'st.created_at')}
              order by st.hours limit w.last
            ) st
          ) x where x.k = any(w.places)
        ) v
      )
      select r.kind, r.label_id as label, r.total::int as completed, r.p,
        lo.hours + (r.p * (r.total - 1) - r.lo) * (hi.hours - lo.hours) as value
      from ranks r
      join picked lo on lo.kind = r.kind and lo.label_id = r.label_id and lo.rank = r.lo
      join picked hi on hi.kind = r.kind and hi.label_id = r.label_id and hi.rank = r.hi`),
  );
  const byKey = new Map<string, StayRow>();
  for (const r of rows) {
    const row = byKey.get(keyOf(r.kind, r.label)) ?? {
      kind: r.kind,
      label: r.label,
      completed: r.completed,
      median: null,
      p75: null,
    };
    if (r.p === 0.5) row.median = r.value;
    else row.p75 = r.value;
    byKey.set(keyOf(r.kind, r.label), row);
  }
  return [...byKey.values()];
}

export async function stageTimesReport(db: Queryable, scope: ReportScope): Promise<StageTimesReport> {
  const { statuses, levels } = await companyLabels(db, scope.containerId);
  // A stay runs from a row to the application's next row of the same kind; one that starts or ends at
  // an 'unrecovered' row has no known length and is left out of the times. The ongoing ones are where
  // the applications stand now.
  const [stays, standings] = await Promise.all([stayTimes(db, scope), funnelCounts(db, scope)]);
  const byKey = new Map(stays.map((r) => [keyOf(r.kind, r.label || null), r]));
  const time = (kind: Kind, label: Label | null): StageTime => {
    const r = byKey.get(keyOf(kind, label?.id ?? null));
    return {
      id: label?.id ?? null,
      name: label?.name ?? (kind === 'process' ? REPORT_TEXTS.noLevel : REPORT_TEXTS.unprocessed),
      completed: r?.completed ?? 0,
      ongoing: standing(standings, kind, label),
      medianHours: round2(r?.median),
      p75Hours: round2(r?.p75),
    };
  };
  return {
    levels: [null, ...levels].map((l) => time('process', l)),
    statuses: [null, ...statuses].map((s) => time('status', s)),
  };
}

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
      with counted as (
        select t.position_id, sum(t.n)::int as applications
        from ${periodCounts(scope, 'report_position_counts')}
        where t.position_id in (${countedPositions(scope)})
        group by 1 having sum(t.n) <> 0
      ), hired as (
        select r.position_id, count(*)::int as hires,
          percentile_cont(0.5) within group (order by extract(epoch from r.reached_at - r.created_at) / 86400)
            filter (where r.reached_at is not null) as median,
          min(r.reached_at) as first
        from ${periodHires(scope, hireLevel)} group by 1
      )
      select pos.id, pos.name, c.applications, coalesce(h.hires, 0)::int as hires, h.median,
        extract(epoch from h.first - coalesce(pos.published_at, pos.start, pos.created_at)) / 86400 as fill
      from counted c join positions pos on pos.id = c.position_id
      left join hired h on h.position_id = c.position_id
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
