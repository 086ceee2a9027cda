/**
 * Rapporter against a small company whose every figure is computed by hand (in the comments): known
 * dates around the change to summer time (2026-03-29 02:00 → 03:00 in Stockholm), an applicant moved back
 * and forth, sources, a hidden position, and the period's Swedish-day bounds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FEWER_THAN_MIN, PermissionId, REPORT_TEXTS, type ActionInput } from '@rekry/domain';
import { suppressed } from '../src/areas/reports/people.ts';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, buildUser, grantPositionRight } from './helpers/factories.ts';

const t = testAppForFile();
type User = Awaited<ReturnType<typeof buildUser>>;
let admin: User, writer: User, outsider: User;
let c = 0;
const label: Record<string, number> = {};
const app: Record<string, number> = {};
const pos: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
const period = { from: '2026-03-20', to: '2026-04-05' };

beforeAll(async () => {
  c = (await buildContainer(t.db)).id;
  admin = await buildUser(t.db, {
    firstname: 'Anna',
    lastname: 'Admin',
    memberOf: [[c, [PermissionId.Administrator]]],
  });
  writer = await buildUser(t.db, {
    firstname: 'Sven',
    lastname: 'Skrivare',
    memberOf: [[c, [PermissionId.Write]]],
  });
  outsider = await buildUser(t.db, { memberOf: [[(await buildContainer(t.db)).id, [PermissionId.Write]]] });
  const A = await buildPosition(t.db, c, {
    name: 'Lager',
    publishedAt: new Date('2026-03-01T10:00:00Z'),
    responsibleId: writer.id,
  });
  const B = await buildPosition(t.db, c, { name: 'Kontor' });
  const C = await buildPosition(t.db, c, { name: 'Hemlig' });
  Object.assign(pos, { A: A.id, B: B.id, C: C.id });
  // The writer reports on A only: Read on B is not enough, C is not theirs.
  await grantPositionRight(t.db, A, writer, PermissionId.Write);
  await grantPositionRight(t.db, B, writer, PermissionId.Read);
  const labels = (await t.db.execute(
    sql`select id, name from labels where container_id = ${c}`,
  )) as unknown as {
    rows: { id: number; name: string }[];
  };
  for (const l of labels.rows) label[l.name] = l.id;

  // name: position, created, source, gender, age, 'Var hittade du annonsen?'
  const apps: [string, number, string, object, string | null, number | null, string | null][] = [
    ['a1', A.id, '2026-03-27T10:00:00Z', { kalla: 'platsbanken' }, 'Kvinna', 30, 'form_referer_1'],
    ['a2', A.id, '2026-03-28T12:00:00Z', { utmSource: 'LinkedIn', utmMedium: 'social' }, 'Man', 40, null],
    ['a3', B.id, '2026-03-21T08:00:00Z', { referrer: 'www.google.se' }, 'Kvinna', 22, null],
    // 23:30 on 5 April in summer time: the period's last day.
    ['a5', A.id, '2026-04-05T21:30:00Z', {}, null, null, null],
    // 00:30 on 6 April in summer time: after the period (though 5 April in UTC).
    ['a6', A.id, '2026-04-05T22:30:00Z', {}, 'Man', 33, null],
    ['a7', C.id, '2026-03-25T10:00:00Z', { kalla: 'annonssajt' }, 'Kvinna', 50, null],
    [
      'a8',
      A.id,
      '2026-04-01T10:00:00Z',
      { kalla: 'platsbanken', referrer: 'arbetsformedlingen.se' },
      'Man',
      24,
      'form_referer_3',
    ],
    ...[9, 10, 11, 12, 13, 14].map(
      (i) =>
        [`a${i}`, B.id, `2026-03-22T${String(i).padStart(2, '0')}:00:00Z`, {}, 'Kvinna', 30, null] as [
          string,
          number,
          string,
          object,
          string | null,
          number | null,
          string | null,
        ],
    ),
  ];
  for (const [name, positionId, created, source, gender, age, referer] of apps) {
    const person = await buildUser(t.db, { candidate: true });
    const rows = (await t.db.execute(sql`
      insert into job_applications (container_id, position_id, user_id, created_at, source, info, metadata)
      values (${c}, ${positionId}, ${person.id}, ${created}, ${JSON.stringify(source)}::jsonb,
        ${JSON.stringify({ name, gender, age })}::jsonb,
        ${JSON.stringify(referer ? { form_referer: referer } : {})}::jsonb)
      returning id`)) as unknown as { rows: { id: number }[] };
    app[name] = rows.rows[0]!.id;
  }
  // The history as the triggers would have written it, at known times (the 'created' rows are theirs).
  const moves: [string, 'status' | 'process', string | null, string | null, User | null, string, string][] = [
    ['a1', 'process', null, 'Kontaktad', writer, '2026-03-28T10:00:00Z', 'changed'],
    ['a1', 'status', null, 'Mycket intressant', writer, '2026-03-28T10:00:00Z', 'changed'],
    // 11:00 winter time to 11:00 summer time: 47 hours, not 48.
    ['a1', 'process', 'Kontaktad', 'Intervju', writer, '2026-03-30T09:00:00Z', 'changed'],
    ['a1', 'process', 'Intervju', 'Kontaktad', writer, '2026-03-31T09:00:00Z', 'changed'],
    ['a1', 'process', 'Kontaktad', 'Intervju', writer, '2026-04-01T09:00:00Z', 'changed'],
    ['a1', 'process', 'Intervju', 'Erbjudande', writer, '2026-04-02T09:00:00Z', 'changed'],
    ['a1', 'process', 'Erbjudande', 'Anställd', writer, '2026-04-03T09:00:00Z', 'changed'],
    // 13:00 winter time to 14:00 summer time: 24 hours.
    ['a2', 'process', null, 'Kontaktad', admin, '2026-03-29T12:00:00Z', 'changed'],
    ['a2', 'status', null, 'Kanske', admin, '2026-03-29T12:00:00Z', 'changed'],
    ['a2', 'status', 'Kanske', 'Ej aktuell', admin, '2026-03-30T12:00:00Z', 'changed'],
    // The migration could not say when a5 got its level.
    ['a5', 'process', null, 'Kontaktad', null, '2026-04-05T21:30:00Z', 'unrecovered'],
  ];
  for (const [name, kind, from, to, by, at, origin] of moves) {
    const positionId = name === 'a2' || name === 'a1' || name === 'a5' ? A.id : B.id;
    await t.db.execute(sql`
      insert into application_status_history
        (container_id, position_id, application_id, kind, from_label_id, to_label_id, user_id, origin, created_at)
      values (${c}, ${positionId}, ${app[name]!}, ${kind}, ${from ? label[from]! : null}::int,
        ${to ? label[to]! : null}::int, ${by?.id ?? null}::int, ${origin}, ${at})`);
  }
  await t.db.execute(sql`
    insert into interviews (container_id, application_id, position_id, status, kind, duration_minutes, need,
      window_from, window_to, starts_at, ends_at, token_hash, token_sealed, created_by, created_at)
    values (${c}, ${app.a1!}, ${A.id}, 'booked', 'onsite', 30, 1, '2026-03-30', '2026-04-03',
      '2026-03-31T08:00:00Z', '2026-03-31T08:30:00Z', ${`h${c}`}, 'x', ${writer.id}, '2026-03-29T08:00:00Z')`);
  // E-mail: 00:30 on 29 March (winter time) and 00:30 on 30 March (summer time) bound the change's day.
  for (const [by, positionId, at] of [
    [writer, A.id, '2026-03-30T10:00:00Z'],
    [writer, A.id, '2026-03-28T23:30:00Z'],
    [writer, A.id, '2026-03-29T22:30:00Z'],
    [writer, A.id, '2026-04-06T10:00:00Z'],
    [admin, C.id, '2026-03-31T10:00:00Z'],
  ] as const)
    await t.db.execute(sql`
      insert into email_log (container_id, application_id, position_id, email_type, email_address, subject, body,
        status, sent_by, created_at)
      values (${c}, ${positionId === A.id ? app.a1! : app.a7!}, ${positionId}, 'applicant', 'x@example.se', 'Hej',
        'Hej', 'sent', ${by.id}, ${at})`);
  await t.db.execute(sql`
    insert into application_notes (container_id, application_id, user_id, text, created_at)
    values (${c}, ${app.a2!}, ${admin.id}, 'Ringde', '2026-03-30T11:00:00Z')`);
});

const report = async <N extends Parameters<ReturnType<typeof t.as>['dispatch']>[0]>(
  who: User,
  name: N,
  input: Omit<ActionInput<N>, 'containerId'>,
) => {
  const res = await t.as(who).dispatch(name, { containerId: c, ...input } as ActionInput<N>);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data;
};
const stage = (name: string | null, reached: number, conversion: number | null, now: number) => ({
  id: name ? label[name]! : null,
  name: name ?? '',
  reached,
  conversion,
  now,
});
const named = <T extends { id: number | null; name: string }>(rows: T[]) =>
  rows.map((r) => ({ ...r, name: r.id === null ? '' : r.name }));

describe('the funnel', () => {
  it("counts who reached each level and status and where they are, the administrator's whole company", async () => {
    const f = await report(admin, 'get_ReportFunnel', period);
    // a1 a2 a3 a5 a7 a8 a9–a14; a6 came after the period.
    expect(f.applications).toBe(12);
    expect(f.levels[0]!.name).toBe(REPORT_TEXTS.noLevel);
    expect(named(f.levels)).toEqual([
      stage(null, 12, null, 9),
      stage('Kontaktad', 3, 0.25, 2), // a1 a2 a5 of 12; a2 and a5 there now
      // a1 went on past the levels it skipped: a level is reached by whoever got to it or beyond.
      stage('Telefonintervju', 1, 0.3333, 0),
      stage('Intervju', 1, 1, 0),
      stage('Referenstagning', 1, 1, 0),
      stage('Erbjudande', 1, 1, 0),
      stage('Anställd', 1, 1, 1),
    ]);
    expect(f.statuses[0]!.name).toBe(REPORT_TEXTS.unprocessed);
    expect(named(f.statuses)).toEqual([
      stage(null, 12, null, 10),
      stage('Mycket intressant', 1, 0.0833, 1),
      stage('Intressant', 0, 0, 0),
      stage('Kanske', 1, 0.0833, 0),
      stage('Ej aktuell', 1, 0.0833, 1),
    ]);
  });

  it("counts for a writer only the positions they hold a right on, and a recruiter's positions", async () => {
    const f = await report(writer, 'get_ReportFunnel', period);
    expect(f.applications).toBe(4); // a1 a2 a5 a8 on A
    expect(named(f.levels).map((s) => [s.reached, s.conversion, s.now])).toEqual([
      [4, null, 1],
      [3, 0.75, 2],
      [1, 0.3333, 0],
      [1, 1, 0],
      [1, 1, 0],
      [1, 1, 0],
      [1, 1, 1],
    ]);
    expect(named(f.statuses).map((s) => [s.reached, s.conversion, s.now])).toEqual([
      [4, null, 2],
      [1, 0.25, 1],
      [0, 0, 0],
      [1, 0.25, 0],
      [1, 0.25, 1],
    ]);
    // The writer is responsible for A: the administrator filtering on them sees A's.
    expect(
      (await report(admin, 'get_ReportFunnel', { ...period, recruiterId: writer.id })).applications,
    ).toBe(4);
    expect(
      (await report(admin, 'get_ReportFunnel', { ...period, positionIds: [pos.B, pos.C] })).applications,
    ).toBe(8);
    // Several positions: each counted once, however often named; the writer's own list of one is theirs.
    expect(
      (await report(admin, 'get_ReportFunnel', { ...period, positionIds: [pos.A, pos.B, pos.A] }))
        .applications,
    ).toBe(11);
    expect((await report(writer, 'get_ReportFunnel', { ...period, positionIds: [pos.A] })).applications).toBe(
      4,
    );
    const csv = await t.as(admin).dispatch('export_Report', {
      containerId: c,
      ...period,
      positionIds: [pos.A, pos.C],
      report: 'funnel',
    });
    expect(csv.raw.body.split('\r\n')[1]).toBe('Alla;Ansökningar;5;;');
  });
});

describe('time in each stage', () => {
  it('measures real hours across the change to summer time, back and forth, leaving out unknown times', async () => {
    const s = await report(admin, 'get_ReportStageTimes', period);
    const row = (
      completed: number,
      ongoing: number,
      medianHours: number | null,
      p75Hours: number | null,
    ) => ({
      completed,
      ongoing,
      medianHours,
      p75Hours,
    });
    expect(
      s.levels.map(({ completed, ongoing, medianHours, p75Hours }) =>
        row(completed, ongoing, medianHours, p75Hours),
      ),
    ).toEqual([
      row(2, 9, 24, 24), // a1 24 h, a2 24 h (13:00 winter → 14:00 summer); a5's is unknown
      row(2, 2, 35.5, 41.25), // a1 47 h then 24 h: median 35.5, p75 24 + 0.75 × 23
      row(0, 0, null, null),
      row(2, 0, 24, 24), // a1 twice
      row(0, 0, null, null),
      row(1, 0, 24, 24),
      row(0, 1, null, null),
    ]);
    expect(
      s.statuses.map(({ completed, ongoing, medianHours, p75Hours }) =>
        row(completed, ongoing, medianHours, p75Hours),
      ),
    ).toEqual([
      row(2, 10, 24, 24),
      row(0, 1, null, null),
      row(0, 0, null, null),
      row(1, 0, 24, 24),
      row(0, 1, null, null),
    ]);
  });
});

describe('time to hire and to fill', () => {
  it('counts a hire at the last process level, per position', async () => {
    const h = await report(admin, 'get_ReportHiring', period);
    expect(h.hireLevel).toEqual({ id: label['Anställd'], name: 'Anställd' });
    expect(h.positions).toEqual([
      {
        positionId: pos.C,
        name: 'Hemlig',
        applications: 1,
        hires: 0,
        medianDaysToHire: null,
        daysToFill: null,
      },
      {
        positionId: pos.B,
        name: 'Kontor',
        applications: 7,
        hires: 0,
        medianDaysToHire: null,
        daysToFill: null,
      },
      // a1: 27 March 10:00 → 3 April 09:00 UTC = 167 h; published 1 March 10:00 → 791 h.
      {
        positionId: pos.A,
        name: 'Lager',
        applications: 4,
        hires: 1,
        medianDaysToHire: 6.96,
        daysToFill: 32.96,
      },
    ]);
  });
});

describe('sources', () => {
  it('counts applications, booked interviews and hires per source, and the form answer beside them', async () => {
    const s = await report(admin, 'get_ReportSources', period);
    expect(s.sources).toEqual([
      { source: 'Direkt', applications: 7, interviews: 0, hires: 0 },
      { source: 'Platsbanken', applications: 2, interviews: 1, hires: 1 },
      { source: 'Annonssajten', applications: 1, interviews: 0, hires: 0 },
      { source: 'linkedin', applications: 1, interviews: 0, hires: 0 },
      { source: 'www.google.se', applications: 1, interviews: 0, hires: 0 },
    ]);
    expect(s.answers).toEqual([
      { answer: 'Inget svar', applications: 10 },
      { answer: 'Arbetsförmedlingens platsbank', applications: 1 },
      { answer: 'Sociala medier', applications: 1 },
    ]);
    const w = await report(writer, 'get_ReportSources', period);
    expect(w.sources.map((r) => [r.source, r.applications])).toEqual([
      ['Platsbanken', 2],
      ['Direkt', 1],
      ['linkedin', 1],
    ]);
  });
});

describe('activity per recruiter', () => {
  it('counts status changes, e-mails, notes and booked interviews in the period, on the positions seen', async () => {
    const a = await report(admin, 'get_ReportActivity', period);
    expect(a.recruiters).toEqual([
      { userId: admin.id, name: 'Anna Admin', statusChanges: 3, emails: 1, notes: 1, interviewsBooked: 0 },
      {
        userId: writer.id,
        name: 'Sven Skrivare',
        statusChanges: 7,
        emails: 3,
        notes: 0,
        interviewsBooked: 1,
      },
    ]);
    // The writer does not see the administrator's e-mail about C.
    expect((await report(writer, 'get_ReportActivity', period)).recruiters.map((r) => r.emails)).toEqual([
      0, 3,
    ]);
    expect(
      (await report(admin, 'get_ReportActivity', { ...period, recruiterId: writer.id })).recruiters.map(
        (r) => r.userId,
      ),
    ).toEqual([writer.id]);
    // The day of the change: 00:00 winter time to 00:00 summer time, 23 hours.
    const day = await report(admin, 'get_ReportActivity', { from: '2026-03-29', to: '2026-03-29' });
    expect(day.recruiters).toEqual([
      { userId: admin.id, name: 'Anna Admin', statusChanges: 2, emails: 0, notes: 0, interviewsBooked: 0 },
      {
        userId: writer.id,
        name: 'Sven Skrivare',
        statusChanges: 0,
        emails: 1,
        notes: 0,
        interviewsBooked: 1,
      },
    ]);
  });
});

describe('equal treatment', () => {
  it('shows groups of fewer than 5 as such, in the report and in its CSV', async () => {
    const e = await report(admin, 'get_ReportEqualTreatment', period);
    const hidden = (group: string) => ({ group, applicants: null, movedOn: null, hired: null });
    expect(e.byGender).toEqual([
      { group: 'Kvinna', applicants: 9, movedOn: null, hired: null }, // a1 moved on and was hired: 1 each
      hidden('Man'), // a2 a8
      hidden('Okänt'), // a5
    ]);
    expect(e.byAge).toEqual([
      hidden('–24'), // a3 22, a8 24
      { group: '25–34', applicants: 7, movedOn: null, hired: null },
      hidden('35–44'),
      hidden('45–54'),
      hidden('Okänd ålder'),
    ]);
    const csv = await t
      .as(admin)
      .dispatch('export_Report', { containerId: c, ...period, report: 'equality' });
    expect(csv.status).toBe(200);
    expect(csv.raw.headers['content-disposition']).toContain(
      'rapport-likabehandling-2026-03-20--2026-04-06.csv',
    );
    expect(csv.raw.body.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Indelning;Grupp;Sökande;Gick vidare;Anställda',
      `Kön;Kvinna;9;${FEWER_THAN_MIN};${FEWER_THAN_MIN}`,
      `Kön;Man;${FEWER_THAN_MIN};${FEWER_THAN_MIN};${FEWER_THAN_MIN}`,
      `Kön;Okänt;${FEWER_THAN_MIN};${FEWER_THAN_MIN};${FEWER_THAN_MIN}`,
      `Ålder;–24;${FEWER_THAN_MIN};${FEWER_THAN_MIN};${FEWER_THAN_MIN}`,
      `Ålder;25–34;7;${FEWER_THAN_MIN};${FEWER_THAN_MIN}`,
      `Ålder;35–44;${FEWER_THAN_MIN};${FEWER_THAN_MIN};${FEWER_THAN_MIN}`,
      `Ålder;45–54;${FEWER_THAN_MIN};${FEWER_THAN_MIN};${FEWER_THAN_MIN}`,
      `Ålder;Okänd ålder;${FEWER_THAN_MIN};${FEWER_THAN_MIN};${FEWER_THAN_MIN}`,
      '',
    ]);
  });

  it('hides a second cell where a column would hide only one', () => {
    const g = (group: string, applicants: number, movedOn: number, hired: number) => ({
      group,
      counts: { applicants, movedOn, hired },
    });
    expect(suppressed([g('Kvinna', 20, 3, 0), g('Man', 12, 8, 6), g('Okänt', 6, 0, 0)])).toEqual([
      { group: 'Kvinna', applicants: 20, movedOn: null, hired: 0 },
      { group: 'Man', applicants: 12, movedOn: 'hidden', hired: 6 }, // else 'all moved on' − 8 gives Kvinna's 3
      { group: 'Okänt', applicants: 6, movedOn: 0, hired: 0 },
    ]);
  });
});

describe('CSV of each report', () => {
  it('writes the figures the report answers', async () => {
    const funnel = await t
      .as(writer)
      .dispatch('export_Report', { containerId: c, ...period, report: 'funnel' });
    expect(funnel.raw.body.split('\r\n').slice(0, 4)).toEqual([
      '\uFEFFTyp;Steg;Nådde;Konvertering (%);Står här nu',
      'Alla;Ansökningar;4;;',
      `Processnivå;${REPORT_TEXTS.noLevel};4;;1`,
      'Processnivå;Kontaktad;3;75;2',
    ]);
    const times = await t
      .as(admin)
      .dispatch('export_Report', { containerId: c, ...period, report: 'stageTimes' });
    expect(times.raw.body.split('\r\n')[2]).toBe('Processnivå;Kontaktad;2;2;35,5;41,25');
  });
});

describe('bad input and access', () => {
  it('refuses a reversed or 50-year period, a position not seen and an unknown recruiter', async () => {
    const as = t.as(writer);
    const reversed = await as.dispatch('get_ReportFunnel', {
      containerId: c,
      from: '2026-04-05',
      to: '2026-03-20',
    });
    expect([reversed.status, reversed.error?.fields]).toEqual([400, { to: REPORT_TEXTS.reversed }]);
    const long = await as.dispatch('get_ReportSources', {
      containerId: c,
      from: '1976-01-01',
      to: '2026-01-01',
    });
    expect([long.status, long.error?.message]).toEqual([400, REPORT_TEXTS.tooLong]);
    const bad = await as.dispatch('get_ReportHiring', {
      containerId: c,
      from: '2026-02-30',
      to: '2026-03-01',
    });
    expect([bad.status, bad.error?.fields]).toEqual([400, { from: REPORT_TEXTS.date }]);
    // A list naming one position the writer may not see (none, or Read only) counts nothing of the others.
    for (const positionIds of [[pos.C], [pos.B], [pos.A, 999_999], [pos.A, pos.C], [pos.B, pos.A]]) {
      const hidden = await as.dispatch('get_ReportFunnel', { containerId: c, ...period, positionIds });
      expect([hidden.status, hidden.error?.message]).toEqual([404, REPORT_TEXTS.positionNotFound]);
      const nps = await as.dispatch('get_ReportNps', { containerId: c, ...period, positionIds });
      expect([nps.status, nps.error?.message]).toEqual([404, REPORT_TEXTS.positionNotFound]);
      const file = await as.dispatch('export_Report', {
        containerId: c,
        ...period,
        positionIds,
        report: 'funnel',
      });
      expect(file.status).toBe(404);
    }
    const stranger = await t
      .as(admin)
      .dispatch('get_ReportActivity', { containerId: c, ...period, recruiterId: outsider.id });
    expect([stranger.status, stranger.error?.message]).toEqual([404, REPORT_TEXTS.recruiterNotFound]);
    const unknown = await t
      .as(admin)
      .dispatchUnchecked('export_Report', { containerId: c, ...period, report: 'lönelista' });
    expect([unknown.status, unknown.error?.message]).toEqual([400, REPORT_TEXTS.unknownReport]);
    // 49 years and 364 days is allowed.
    expect(
      (await as.dispatch('get_ReportFunnel', { containerId: c, from: '1976-01-02', to: '2026-01-01' }))
        .status,
    ).toBe(200);
  });
});
