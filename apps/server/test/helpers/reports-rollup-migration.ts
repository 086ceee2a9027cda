import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../src/db/client.ts';
import { funnelReport, stageTimesReport } from '../../src/areas/reports/pipeline.ts';
import { sourcesReport } from '../../src/areas/reports/people.ts';
import { reportScope } from '../../src/areas/reports/scope.ts';
import { expectReportsKept } from './report-rollup.ts';

/** The company, people and applications that reportRowsBefore0056 writes. */
const COMPANY = 7;
const STAFF = 79;
const POSITION = 700;

const labelsOf = async (db: Queryable) =>
  new Map(
    rowsOf<{ id: number; name: string }>(
      await db.execute(sql`select id, name from labels where container_id = ${COMPANY}`),
    ).map((r) => [r.name, r.id]),
  );

/**
 * Two applications with their history on a database of the schema before migration 0056: the first moved
 * by staff through the levels to Anställd (with an e-mail, a note and a booked interview), the second
 * given a status the log could not date.
 */
export async function reportRowsBefore0056(db: Queryable) {
  await db.execute(sql`insert into containers (id, name) values (${COMPANY}, 'Gammal AB')`);
  await db.execute(sql`insert into users (id, email, firstname, lastname) values (70, 'a@example.se', '', ''),
    (71, 'b@example.se', '', ''), (${STAFF}, 'staff@example.se', 'Sara', 'Stab')`);
  await db.execute(sql`insert into positions (id, container_id, name, published_at)
    values (${POSITION}, ${COMPANY}, 'Lager', '2026-03-01T10:00:00Z')`);
  await db.execute(sql`
    insert into job_applications (id, container_id, position_id, user_id, created_at, source, info, metadata) values
      (1, ${COMPANY}, ${POSITION}, 70, '2026-03-27T10:00:00Z', '{"kalla": "platsbanken"}',
        '{"gender": "Kvinna", "age": 30}', '{"form_referer": "form_referer_1"}'),
      (2, ${COMPANY}, ${POSITION}, 71, '2026-04-01T08:00:00Z', '{"utmSource": "LinkedIn"}', '{"gender": "Man"}', '{}')`);
  const label = await labelsOf(db);
  const moves: [number, string, string, number | null, string, string][] = [
    [1, 'status', 'Intressant', STAFF, 'changed', '2026-03-28T10:00:00Z'],
    [1, 'process', 'Kontaktad', STAFF, 'changed', '2026-03-29T10:00:00Z'],
    [1, 'process', 'Anställd', STAFF, 'changed', '2026-03-31T08:00:00Z'],
    [2, 'status', 'Kanske', null, 'unrecovered', '2026-04-01T08:00:00Z'],
  ];
  for (const [app, kind, name, by, origin, at] of moves)
    await db.execute(sql`
      insert into application_status_history
        (container_id, position_id, application_id, kind, to_label_id, user_id, origin, created_at)
      values (${COMPANY}, ${POSITION}, ${app}, ${kind}, ${label.get(name)!}, ${by}::int, ${origin}, ${at})`);
  await db.execute(sql`
    insert into email_log (container_id, application_id, position_id, email_type, email_address, subject, body,
      status, sent_by, created_at)
    values (${COMPANY}, 1, ${POSITION}, 'applicant', 'a@example.se', 'Hej', 'Hej', 'sent', ${STAFF},
      '2026-03-28T11:00:00Z')`);
  await db.execute(sql`
    insert into interviews (container_id, application_id, position_id, status, kind, duration_minutes, need,
      window_from, window_to, starts_at, ends_at, token_hash, token_sealed, created_by, created_at)
    values (${COMPANY}, 1, ${POSITION}, 'booked', 'onsite', 30, 1, '2026-03-30', '2026-04-03',
      '2026-03-30T08:00:00Z', '2026-03-30T08:30:00Z', 'h7', 'x', ${STAFF}, '2026-03-29T11:00:00Z')`);
}

/** After migration 0056: the facts, stays, levels reached and counts of those rows, and kept from then on. */
export async function expectReportRollupAfter0056(db: Queryable) {
  const label = await labelsOf(db);
  const [contacted, hired, yes, maybe] = ['Kontaktad', 'Anställd', 'Intressant', 'Kanske'].map((n) =>
    label.get(n)!,
  ) as [number, number, number, number];
  expect(
    rowsOf(
      await db.execute(sql`select application_id, day::text, source, tracked, referer, gender, age, status, level,
        statuses, levels, booked from application_report_facts order by 1`),
    ),
  ).toEqual([
    {
      application_id: 1,
      day: '2026-03-27',
      source: 'platsbanken',
      tracked: true,
      referer: 'form_referer_1',
      gender: 'Kvinna',
      age: 30,
      status: yes,
      level: hired,
      statuses: [0, yes],
      levels: [0, contacted, hired].sort((a, b) => a - b),
      booked: true,
    },
    {
      application_id: 2,
      day: '2026-04-01',
      source: 'linkedin',
      tracked: false,
      referer: null,
      gender: 'Man',
      age: null,
      status: maybe,
      level: 0,
      statuses: [0, maybe].sort((a, b) => a - b),
      levels: [0],
      booked: false,
    },
  ]);
  // Known stays: none of the second's (its status came at a time the log could not say).
  expect(
    rowsOf(
      await db.execute(sql`select application_id, kind, label_id, hours from application_report_stays
        order by 1, kind desc, hours`),
    ),
  ).toEqual([
    { application_id: 1, kind: 'status', label_id: 0, hours: 24 },
    { application_id: 1, kind: 'process', label_id: contacted, hours: 46 },
    { application_id: 1, kind: 'process', label_id: 0, hours: 48 },
  ]);
  expect(
    rowsOf<{ reached_at: string }>(
      await db.execute(sql`select application_id, label_id, reached_at from application_report_reaches
        order by 1, reached_at`),
    ).map((r) => ({ ...r, reached_at: new Date(r.reached_at).toISOString() })),
  ).toEqual([
    { application_id: 1, label_id: contacted, reached_at: '2026-03-29T10:00:00.000Z' },
    { application_id: 1, label_id: hired, reached_at: '2026-03-31T08:00:00.000Z' },
  ]);
  expect(
    rowsOf(
      await db.execute(sql`select span, start::text, what, n from report_activity_counts order by 1, 2, 3`),
    ),
  ).toEqual([
    { span: 'day', start: '2026-03-28', what: 'email', n: 1 },
    { span: 'day', start: '2026-03-28', what: 'status', n: 1 },
    { span: 'day', start: '2026-03-29', what: 'interview', n: 1 },
    { span: 'day', start: '2026-03-29', what: 'status', n: 1 },
    { span: 'day', start: '2026-03-31', what: 'status', n: 1 },
    { span: 'month', start: '2026-03-01', what: 'email', n: 1 },
    { span: 'month', start: '2026-03-01', what: 'interview', n: 1 },
    { span: 'month', start: '2026-03-01', what: 'status', n: 3 },
  ]);
  // The reports read them: a period of two whole months, and one of days within them.
  for (const [from, to] of [
    ['2026-03-01', '2026-04-30'],
    ['2026-03-20', '2026-04-05'],
  ]) {
    const scope = await reportScope(db, COMPANY, { id: STAFF, role: 'admin' }, { from: from!, to: to! });
    expect(scope.whole).toBe(true);
    const funnel = await funnelReport(db, scope);
    expect(funnel.applications).toBe(2);
    expect(funnel.levels.at(-1)).toMatchObject({ id: hired, reached: 1, now: 1 });
    const times = await stageTimesReport(db, scope);
    expect(times.levels[1]).toMatchObject({ id: contacted, completed: 1, ongoing: 0, medianHours: 46 });
    expect((await sourcesReport(db, scope)).sources).toEqual([
      { source: 'linkedin', applications: 1, interviews: 0, hires: 0 },
      { source: 'Platsbanken', applications: 1, interviews: 1, hires: 1 },
    ]);
  }
  await expectReportsKept(db);
  // From now on the triggers keep them.
  await db.execute(sql`update job_applications set label_id = ${yes} where id = 2`);
  await db.execute(sql`delete from interviews where application_id = 1`);
  await expectReportsKept(db);
}
