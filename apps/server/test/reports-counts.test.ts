/**
 * The company's counts (whole months and the days around them) answer every report as the applications'
 * facts do, and the time in each stage as percentile_cont over the history itself: four hundred
 * applications over a year and a half, moved at random times (ties, stays under a minute and of months,
 * rows the log could not explain), read for periods of a year, whole months, part of a month and across
 * the change to summer time.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PermissionId, addDays } from '@rekry/domain';
import { seededRandom } from '../src/areas/data-generation/sample-data/cvs.ts';
import { activityReport, equalityReport, npsReport, sourcesReport } from '../src/areas/reports/people.ts';
import {
  companyLabels,
  funnelReport,
  hiringReport,
  stageTimesReport,
} from '../src/areas/reports/pipeline.ts';
import { reportScope, type ReportScope } from '../src/areas/reports/scope.ts';
import { rowsOf } from '../src/db/client.ts';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, buildUser } from './helpers/factories.ts';
import { expectReportsKept } from './helpers/report-rollup.ts';

const t = testAppForFile();
let c = 0;
let admin = { id: 0 };

const HOUR = 3600_000;
const START = Date.parse('2025-01-01T00:00:00Z');

beforeAll(async () => {
  c = (await buildContainer(t.db)).id;
  admin = await buildUser(t.db, { memberOf: [[c, [PermissionId.Administrator]]] });
  const staff = [admin, await buildUser(t.db, { memberOf: [[c, [PermissionId.Write]]] })];
  const positions = [];
  for (let i = 0; i < 4; i++) positions.push((await buildPosition(t.db, c)).id);
  const { statuses, levels } = await companyLabels(t.db, c);
  const rnd = seededRandom(57);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const sources = [{}, { kalla: 'platsbanken' }, { utmSource: 'LinkedIn' }, { referrer: 'www.google.se' }];
  const apps: unknown[][] = [];
  for (let i = 0; i < 400; i++) {
    const person = await buildUser(t.db, { candidate: true });
    // A few at the same instant, so that stays of the same length tie.
    const created = new Date(START + Math.floor(rnd() * 540) * 24 * HOUR + (i % 7 ? rnd() * 24 * HOUR : 0));
    apps.push([
      pick(positions),
      person.id,
      created.toISOString(),
      JSON.stringify(pick(sources)),
      JSON.stringify({ gender: pick(['Kvinna', 'Man', null]), age: rnd() < 0.1 ? null : 18 + (i % 50) }),
      JSON.stringify(rnd() < 0.5 ? { form_referer: pick(['form_referer_1', 'form_referer_3']) } : {}),
    ]);
  }
  const made = rowsOf<{ id: number; position_id: number; created_at: string }>(
    await t.db.execute(sql`
      insert into job_applications (container_id, position_id, user_id, created_at, source, info, metadata)
      select ${c}, (a->>0)::int, (a->>1)::int, (a->>2)::timestamptz, (a->>3)::jsonb, (a->>4)::jsonb, (a->>5)::jsonb
      from jsonb_array_elements(${JSON.stringify(apps)}::jsonb) a
      returning id, position_id, created_at::text`),
  );
  const moves: unknown[][] = [];
  for (const app of made) {
    let at = Date.parse(app.created_at);
    for (const kind of ['status', 'process'] as const) {
      let when = at;
      const steps = Math.floor(rnd() * 4);
      for (let s = 0; s < steps; s++) {
        // Under a minute, hours, or weeks; now and then at the same instant as the step before.
        const gap = pick([0, 20_000, rnd() * 48 * HOUR, rnd() * 30 * 24 * HOUR]);
        when += gap;
        const to = kind === 'status' ? pick([...statuses, null]) : pick([...levels, null]);
        const origin = rnd() < 0.08 ? 'unrecovered' : 'changed';
        moves.push([
          app.id,
          app.position_id,
          kind,
          to?.id ?? null,
          pick(staff).id,
          origin,
          new Date(when).toISOString(),
        ]);
      }
      at += HOUR;
    }
  }
  await t.db.execute(sql`
    insert into application_status_history
      (container_id, position_id, application_id, kind, to_label_id, user_id, origin, created_at)
    select ${c}, (m->>1)::int, (m->>0)::int, m->>2, (m->>3)::int, (m->>4)::int, m->>5, (m->>6)::timestamptz
    from jsonb_array_elements(${JSON.stringify(moves)}::jsonb) m`);
  await t.db.execute(sql`
    insert into candidate_survey_answers (container_id, position_id, stage_label_id, ended_as, score, answered_on)
    select ${c}, a.position_id, a.process_label_id, 'rejected', (a.id * 7) % 11, (a.created_at + interval '9 days')::date
    from job_applications a where a.container_id = ${c} and a.id % 3 = 0`);
});

/** The time in each stage read from the history itself, as the reports did before they kept counts. */
async function stageTimesFromHistory(scope: ReportScope) {
  return rowsOf<{
    kind: string;
    label: number | null;
    completed: number;
    median: number | null;
    p75: number | null;
  }>(
    await t.db.execute(sql`
      with stays as (
        select h.kind, h.to_label_id, h.origin,
          lead(h.created_at) over w as left_at, lead(h.origin) over w as next_origin,
          extract(epoch from lead(h.created_at) over w - h.created_at) / 3600 as hours
        from application_status_history h join job_applications a on a.id = h.application_id
        where a.container_id = ${scope.containerId}
          and a.created_at >= (${scope.from}::date::timestamp at time zone 'Europe/Stockholm')
          and a.created_at < (${scope.until}::date::timestamp at time zone 'Europe/Stockholm')
        window w as (partition by h.application_id, h.kind order by h.created_at, h.id)
      ), timed as (
        select *, (left_at is not null and origin <> 'unrecovered' and next_origin <> 'unrecovered') as known
        from stays
      )
      select kind, to_label_id as label, (count(*) filter (where known))::int as completed,
        percentile_cont(0.5) within group (order by hours) filter (where known) as median,
        percentile_cont(0.75) within group (order by hours) filter (where known) as p75
      from timed group by 1, 2`),
  );
}

const round2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

describe("the company's counts", () => {
  it('are what the triggers would rebuild', async () => {
    await expectReportsKept(t.db);
  });

  for (const [from, to] of [
    ['2025-03-15', '2026-03-14'],
    ['2025-01-01', '2025-12-31'],
    ['2025-10-05', '2025-10-28'],
    ['2025-03-20', '2025-04-05'],
    ['2025-06-01', '2025-06-30'],
  ] as const) {
    it(`answer every report as the facts do, ${from} – ${to}`, async () => {
      const whole = await reportScope(t.db, c, { id: admin.id, role: 'admin' }, { from, to });
      expect(whole.whole).toBe(true);
      const facts = { ...whole, whole: false };
      for (const report of [
        funnelReport,
        stageTimesReport,
        hiringReport,
        sourcesReport,
        activityReport,
        equalityReport,
        npsReport,
      ] as ((db: typeof t.db, scope: ReportScope) => Promise<unknown>)[]) {
        expect(await report(t.db, whole), report.name).toEqual(await report(t.db, facts));
      }
      // And the percentiles as percentile_cont gives them over the history.
      const times = await stageTimesReport(t.db, whole);
      const history = await stageTimesFromHistory(whole);
      const expected = [
        ...times.levels.map((s) => ['process', s] as const),
        ...times.statuses.map((s) => ['status', s] as const),
      ].map(([kind, s]) => {
        const r = history.find((h) => h.kind === kind && h.label === s.id);
        return {
          completed: r?.completed ?? 0,
          medianHours: round2(r?.median ?? null),
          p75Hours: round2(r?.p75 ?? null),
        };
      });
      expect(
        [...times.levels, ...times.statuses].map(({ completed, medianHours, p75Hours }) => ({
          completed,
          medianHours,
          p75Hours,
        })),
      ).toEqual(expected);
      expect(expected.filter((e) => e.medianHours !== null).length).toBeGreaterThan(5);
      expect(addDays(to, 1)).toBe(whole.until);
    });
  }
});
