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
  STANDARD_KEYS,
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
import { companyLabels, hireLevelOf, hiredApplications } from './pipeline.ts';
import { countedPositions, inPeriod, periodApplications, type ReportScope } from './scope.ts';

/** What a tracked `kalla` is called in the report. */
const CHANNEL_NAMES: Record<string, string> = {
  [CHANNEL_SOURCES.arbetsformedlingen]: 'Platsbanken',
  [CHANNEL_SOURCES.classifieds]: 'Annonssajten',
};

/** An application's source, one key: the tracked link, else utm_source, else the referring site. */
const sourceKey = sql`lower(coalesce(p.source->>'kalla', p.source->>'utmSource', p.source->>'referrer', ''))`;
const sourceName = (key: string, isKalla: boolean) =>
  key === '' ? REPORT_TEXTS.direct : (isKalla && CHANNEL_NAMES[key]) || key;

export async function sourcesReport(db: Queryable, scope: ReportScope): Promise<SourcesReport> {
  const hireLevel = hireLevelOf((await companyLabels(db, scope.containerId)).levels);
  const rows = rowsOf<{
    key: string;
    kalla: boolean;
    applications: number;
    interviews: number;
    hires: number;
  }>(
    await db.execute(sql`
      with ${periodApplications(scope)}, ${hiredApplications(hireLevel?.id ?? null)}
      select ${sourceKey} as key, bool_or(p.source ? 'kalla') as kalla, count(*)::int as applications,
        (count(*) filter (where exists (select 1 from interviews i
          where i.application_id = p.id and i.status = 'booked')))::int as interviews,
        count(hired.application_id)::int as hires
      from p left join hired on hired.application_id = p.id
      group by 1 order by 3 desc, 1`),
  );
  const answers = rowsOf<{ answer: string | null; applications: number }>(
    await db.execute(sql`
      with ${periodApplications(scope)}
      select p.metadata->>${STANDARD_KEYS.referer} as answer, count(*)::int as applications
      from p group by 1 order by 2 desc, 1`),
  );
  const optionName = new Map<string, string>(REFERER_OPTIONS.map((o) => [o.key, o.label]));
  return {
    sources: rows.map((r) => ({
      source: sourceName(r.key, r.kalla),
      applications: r.applications,
      interviews: r.interviews,
      hires: r.hires,
    })),
    answers: answers.map((a) => ({
      answer: a.answer ? (optionName.get(a.answer) ?? a.answer) : REPORT_TEXTS.noAnswer,
      applications: a.applications,
    })),
  };
}

/**
 * What each staff member did during the period on the counted positions (a recruiter filter: only
 * theirs): status changes, e-mails to applicants, notes and interviews they set up that were booked.
 */
export async function activityReport(db: Queryable, scope: ReportScope): Promise<ActivityReport> {
  const positions = intArray(scope.positionIds);
  const who = (column: string) =>
    scope.recruiterId === undefined ? sql`true` : sql`${sql.raw(column)} = ${scope.recruiterId}`;
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
        select h.user_id, 'status' as what from application_status_history h
        where h.container_id = ${scope.containerId} and h.origin = 'changed' and h.user_id is not null
          and h.position_id = any(${positions}) and ${inPeriod(scope, 'h.created_at')} and ${who('h.user_id')}
        union all
        select e.sent_by, 'email' from email_log e
        where e.container_id = ${scope.containerId} and e.sent_by is not null and e.position_id = any(${positions})
          and ${inPeriod(scope, 'e.created_at')} and ${who('e.sent_by')}
        union all
        select n.user_id, 'note' from application_notes n join job_applications a on a.id = n.application_id
        where n.container_id = ${scope.containerId} and n.user_id is not null and a.position_id = any(${positions})
          and ${inPeriod(scope, 'n.created_at')} and ${who('n.user_id')}
        union all
        select i.created_by, 'interview' from interviews i
        where i.container_id = ${scope.containerId} and i.created_by is not null and i.status = 'booked'
          and i.position_id = any(${positions}) and ${inPeriod(scope, 'i.created_at')} and ${who('i.created_by')}
      )
      select w.user_id, u.firstname, u.lastname, u.email,
        (count(*) filter (where w.what = 'status'))::int as status_changes,
        (count(*) filter (where w.what = 'email'))::int as emails,
        (count(*) filter (where w.what = 'note'))::int as notes,
        (count(*) filter (where w.what = 'interview'))::int as interviews
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
  const rows = rowsOf<{
    gender: string | null;
    age: number | null;
    applicants: number;
    moved_on: number;
    hired: number;
  }>(
    await db.execute(sql`
      with ${periodApplications(scope)}, ${hiredApplications(hireLevel?.id ?? null)}
      select p.info->>'gender' as gender, (p.info->>'age')::int as age, count(*)::int as applicants,
        (count(*) filter (where exists (select 1 from application_status_history h
          where h.application_id = p.id and h.kind = 'process' and h.to_label_id is not null)))::int as moved_on,
        count(hired.application_id)::int as hired
      from p left join hired on hired.application_id = p.id
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

/** Net Promoter Score: the share of 9–10 less the share of 0–6, in whole points; null under 5 answers. */
function npsRow(group: string, scores: number[]): NpsRow {
  if (scores.length < REPORT_MIN_GROUP) return { group, answers: scores.length ? null : 0, nps: null };
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter((s) => s <= 6).length;
  return { group, answers: scores.length, nps: Math.round(((promoters - detractors) / scores.length) * 100) };
}

/** The survey's answers during the period (Swedish days), on the counted positions; anonymous groups. */
export async function npsReport(db: Queryable, scope: ReportScope): Promise<NpsReport> {
  const rows = rowsOf<{ score: number; position: string; stage: string | null; month: string }>(
    await db.execute(sql`
      select a.score, p.name as position, l.name as stage, to_char(a.answered_on, 'YYYY-MM') as month
      from candidate_survey_answers a
      join positions p on p.id = a.position_id
      left join labels l on l.id = a.stage_label_id
      where a.container_id = ${scope.containerId} and a.position_id in (${countedPositions(scope)})
        and a.answered_on >= ${scope.from}::date and a.answered_on < ${scope.until}::date`),
  );
  const grouped = (key: (r: (typeof rows)[number]) => string) => {
    const groups = new Map<string, number[]>();
    for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r.score]);
    return [...groups].sort(([a], [b]) => a.localeCompare(b, 'sv')).map(([g, s]) => npsRow(g, s));
  };
  return {
    total: npsRow(
      'Alla',
      rows.map((r) => r.score),
    ),
    byPosition: grouped((r) => r.position),
    byStage: grouped((r) => r.stage ?? REPORT_TEXTS.noLevel),
    byMonth: grouped((r) => r.month),
  };
}
