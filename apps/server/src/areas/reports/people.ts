/**
 * The reports about where people came from, what the recruiters did and equal treatment. Counts of
 * applicants by gender and age follow the rule for small groups: fewer than 5 is never shown as a number.
 */
import { sql } from 'drizzle-orm';
import {
  AGE_BANDS,
  CHANNEL_SOURCES,
  REFERER_OPTIONS,
  REPORT_MIN_GROUP,
  REPORT_TEXTS,
  type ActivityReport,
  type EqualityReport,
  type EqualityRow,
  type GroupCount,
  type NpsReport,
  type NpsRow,
  type SourcesReport,
} from '@rekry/domain';
import { intArray } from '../../db/arrays.ts';
import { rowsOf, type Queryable } from '../../db/client.ts';
import { personName } from '../../platform/person-name.ts';
import { companyLabels, hireLevelOf, periodHires } from './pipeline.ts';
import { countedPositions, inPeriod, periodCounts, periodFacts, type ReportScope } from './scope.ts';

/** What a tracked `kalla` is called in the report. */
const CHANNEL_NAMES: Record<string, string> = {
  [CHANNEL_SOURCES.arbetsformedlingen]: 'Platsbanken',
  [CHANNEL_SOURCES.classifieds]: 'Annonssajten',
};

/**
 * An application's source is one key (the facts' `source`): the tracked link, else utm_source, else the
 * referring site, lower-cased; '' for direct.
 */
const sourceName = (key: string, isKalla: boolean) =>
  key === '' ? REPORT_TEXTS.direct : (isKalla && CHANNEL_NAMES[key]) || key;

/**
 * The CTE `c`: the period's applications by source, the form's answer and a booked interview; the
 * company's counts, or the counted positions' facts.
 */
const sourceCounts = (scope: ReportScope) =>
  scope.whole
    ? sql`c as (select source, tracked, referer, booked, sum(n)::int as n
        from ${periodCounts(scope, 'report_source_counts')} group by 1, 2, 3, 4 having sum(n) <> 0)`
    : sql`c as (select source, tracked, referer, booked, count(*)::int as n
        from application_report_facts f where ${periodFacts(scope)} group by 1, 2, 3, 4)`;

export async function sourcesReport(db: Queryable, scope: ReportScope): Promise<SourcesReport> {
  const hireLevel = hireLevelOf((await companyLabels(db, scope.containerId)).levels);
  // Both lists in their order (most applications first, then by key as the database sorts text).
  const rows = rowsOf<{
    what: 'source' | 'answer';
    key: string | null;
    kalla: boolean;
    applications: number;
    interviews: number;
    hires: number;
  }>(
    await db.execute(sql`
      with ${sourceCounts(scope)}, h as (
        select f.source, count(*)::int as n from ${periodHires(scope, hireLevel)}
          join application_report_facts f on f.application_id = r.application_id
        group by 1
      ), sources as (
        select c.source as key, bool_or(c.tracked) as kalla, sum(c.n)::int as applications,
          coalesce(sum(c.n) filter (where c.booked), 0)::int as interviews, coalesce(max(h.n), 0)::int as hires
        from c left join h on h.source = c.source group by c.source
      ), answers as (
        select referer as key, sum(n)::int as applications from c group by 1
      )
      select * from (
        select 'source' as what, key, kalla, applications, interviews, hires,
          row_number() over (order by applications desc, key) as ord
        from sources
        union all
        select 'answer', key, false, applications, 0, 0, row_number() over (order by applications desc, key)
        from answers
      ) r order by what desc, ord`),
  );
  const optionName = new Map<string, string>(REFERER_OPTIONS.map((o) => [o.key, o.label]));
  return {
    sources: rows
      .filter((r) => r.what === 'source')
      .map((r) => ({
        source: sourceName(r.key ?? '', r.kalla),
        applications: r.applications,
        interviews: r.interviews,
        hires: r.hires,
      })),
    answers: rows
      .filter((r) => r.what === 'answer')
      .map((a) => ({
        answer: a.key ? (optionName.get(a.key) ?? a.key) : REPORT_TEXTS.noAnswer,
        applications: a.applications,
      })),
  };
}

/**
 * What each staff member did during the period on the counted positions (a recruiter filter: only
 * theirs): status changes, e-mails to applicants and interviews they set up that were booked, from the
 * company's counts of them; and notes, from the notes themselves (a note's position is its application's).
 */
export async function activityReport(db: Queryable, scope: ReportScope): Promise<ActivityReport> {
  // Every position of the company, or those the caller may see (a recruiter's filter is on the person).
  const positions = scope.allPositions
    ? sql`select p.id from positions p where p.container_id = ${scope.containerId}`
    : sql`select unnest(${intArray(scope.positionIds)})`;
  const who = (column: string) =>
    scope.recruiterId === undefined ? sql`true` : sql`${sql.raw(column)} = ${scope.recruiterId}`;
  const notes = scope.allPositions
    ? sql`select n.user_id, 'note' as what, count(*)::int as n from application_notes n`
    : sql`select n.user_id, 'note' as what, count(*)::int as n from application_notes n
        join job_applications a on a.id = n.application_id and a.position_id in (${positions})`;
  const rows = rowsOf<{
    user_id: number;
    firstname: string | null;
    lastname: string | null;
    email: string | null;
    status_changes: number;
    emails: number;
    notes: number;
    interviews: number;
  }>(
    await db.execute(sql`
      with work as (
        select t.user_id, t.what, sum(t.n)::int as n from ${periodCounts(scope, 'report_activity_counts')}
        where t.position_id in (${positions}) and ${who('t.user_id')}
        group by 1, 2 having sum(t.n) <> 0
        union all
        ${notes}
        where n.container_id = ${scope.containerId} and n.user_id is not null
          and ${inPeriod(scope, 'n.created_at')} and ${who('n.user_id')}
        group by 1
      )
      select w.user_id, u.firstname, u.lastname, u.email,
        coalesce(sum(w.n) filter (where w.what = 'status'), 0)::int as status_changes,
        coalesce(sum(w.n) filter (where w.what = 'email'), 0)::int as emails,
        coalesce(sum(w.n) filter (where w.what = 'note'), 0)::int as notes,
        coalesce(sum(w.n) filter (where w.what = 'interview'), 0)::int as interviews
      from work w join users u on u.id = w.user_id
      group by w.user_id, u.firstname, u.lastname, u.email`),
  );
  return {
    recruiters: rows
      .map((r) => ({
        userId: r.user_id,
        name: personName(r),
        statusChanges: r.status_changes,
        emails: r.emails,
        notes: r.notes,
        interviewsBooked: r.interviews,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.userId - b.userId),
  };
}

type Counts = { applicants: number; movedOn: number; hired: number };
const COLUMNS = ['applicants', 'movedOn', 'hired'] as const;
const small = (n: number) => n > 0 && n < REPORT_MIN_GROUP;

/**
 * Counts too small to show become null: a group of fewer than 5 applicants entirely, and any count from
 * 1 to 4. Where a column would then hide just one cell, the smallest other non-zero cell is hidden too
 * ('hidden', written 'dold': it is not under 5), so that the column's known total does not give the
 * hidden one back.
 */
export function suppressed(groups: { group: string; counts: Counts }[]): EqualityRow[] {
  const rows = groups.map(({ group, counts }) => {
    const hideAll = small(counts.applicants);
    const cell = (n: number): GroupCount => (hideAll || small(n) ? null : n);
    return {
      group,
      applicants: cell(counts.applicants),
      movedOn: cell(counts.movedOn),
      hired: cell(counts.hired),
    };
  });
  for (const column of COLUMNS) {
    const hidden = rows.filter((r, i) => r[column] === null && groups[i]!.counts[column] > 0);
    if (hidden.length !== 1) continue;
    const next = rows
      .map((r, i) => ({ r, n: groups[i]!.counts[column] }))
      .filter(({ r, n }) => r[column] !== null && n > 0)
      .sort((a, b) => a.n - b.n)[0];
    if (next) next.r[column] = 'hidden';
  }
  return rows;
}

const GENDERS = ['Kvinna', 'Man'] as const;

export async function equalityReport(db: Queryable, scope: ReportScope): Promise<EqualityReport> {
  const hireLevel = hireLevelOf((await companyLabels(db, scope.containerId)).levels);
  // Moved on: reached a process level (the facts' levels ascend, so the last is one unless none is).
  const applicants = scope.whole
    ? sql`select gender, age, moved_on, sum(n)::int as n from ${periodCounts(scope, 'report_people_counts')}
        group by 1, 2, 3 having sum(n) <> 0`
    : sql`select gender, age, coalesce(levels[cardinality(levels)] > 0, false) as moved_on, count(*)::int as n
        from application_report_facts f where ${periodFacts(scope)} group by 1, 2, 3`;
  const rows = rowsOf<{
    gender: string | null;
    age: number | null;
    applicants: number;
    moved_on: number;
    hired: number;
  }>(
    await db.execute(sql`
      with c as (${applicants}), h as (
        select f.gender, f.age, count(*)::int as n from ${periodHires(scope, hireLevel)}
          join application_report_facts f on f.application_id = r.application_id
        group by 1, 2
      )
      select c.gender, c.age, sum(c.n)::int as applicants,
        coalesce(sum(c.n) filter (where c.moved_on), 0)::int as moved_on, coalesce(max(h.n), 0)::int as hired
      from c left join h on h.gender is not distinct from c.gender and h.age is not distinct from c.age
      group by 1, 2`),
  );
  const add = (into: Map<string, Counts>, key: string, r: (typeof rows)[number]) => {
    const c = into.get(key) ?? { applicants: 0, movedOn: 0, hired: 0 };
    c.applicants += r.applicants;
    c.movedOn += r.moved_on;
    c.hired += r.hired;
    into.set(key, c);
  };
  const gender = new Map<string, Counts>();
  const age = new Map<string, Counts>();
  for (const r of rows) {
    add(gender, GENDERS.find((g) => g === r.gender) ?? REPORT_TEXTS.unknownGender, r);
    const band = r.age === null ? undefined : AGE_BANDS.find((b) => r.age! <= b.max);
    add(age, band?.name ?? REPORT_TEXTS.unknownAge, r);
  }
  const ordered = (map: Map<string, Counts>, order: readonly string[]) =>
    order.filter((g) => map.has(g)).map((g) => ({ group: g, counts: map.get(g)! }));
  return {
    byGender: suppressed(ordered(gender, [...GENDERS, REPORT_TEXTS.unknownGender])),
    byAge: suppressed(ordered(age, [...AGE_BANDS.map((b) => b.name), REPORT_TEXTS.unknownAge])),
  };
}

type Answers = { answers: number; promoters: number; detractors: number };

/** Net Promoter Score: the share of 9–10 less the share of 0–6, in whole points; null under 5 answers. */
function npsRow(group: string, { answers, promoters, detractors }: Answers): NpsRow {
  if (answers < REPORT_MIN_GROUP) return { group, answers: answers ? null : 0, nps: null };
  return { group, answers, nps: Math.round(((promoters - detractors) / answers) * 100) };
}

/** The survey's answers during the period (Swedish days), on the counted positions; anonymous groups. */
export async function npsReport(db: Queryable, scope: ReportScope): Promise<NpsReport> {
  // One count per position (by name), reached level, month, and of all: grouping() tells which.
  const rows = rowsOf<Answers & { g: number; position: string; stage: string | null; month: string }>(
    await db.execute(sql`
      select grouping(p.name, l.name, to_char(a.answered_on, 'YYYY-MM')) as g, p.name as position,
        l.name as stage, to_char(a.answered_on, 'YYYY-MM') as month, count(*)::int as answers,
        (count(*) filter (where a.score >= 9))::int as promoters,
        (count(*) filter (where a.score <= 6))::int as detractors
      from candidate_survey_answers a
      join positions p on p.id = a.position_id
      left join labels l on l.id = a.stage_label_id
      where a.container_id = ${scope.containerId} and a.position_id in (${countedPositions(scope)})
        and a.answered_on >= ${scope.from}::date and a.answered_on < ${scope.until}::date
      group by grouping sets ((p.name), (l.name), (to_char(a.answered_on, 'YYYY-MM')), ())`),
  );
  const grouped = (g: number, key: (r: (typeof rows)[number]) => string) =>
    rows
      .filter((r) => r.g === g)
      .map((r) => ({ group: key(r), r }))
      .sort((a, b) => a.group.localeCompare(b.group, 'sv'))
      .map(({ group, r }) => npsRow(group, r));
  const none = { answers: 0, promoters: 0, detractors: 0 };
  return {
    total: npsRow('Alla', rows.find((r) => r.g === 0b111) ?? none),
    byPosition: grouped(0b011, (r) => r.position),
    byStage: grouped(0b101, (r) => r.stage ?? REPORT_TEXTS.noLevel),
    byMonth: grouped(0b110, (r) => r.month),
  };
}
