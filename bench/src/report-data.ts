/**
 * The reports' data at scale, straight into PostgreSQL with generate_series (a few statements per 50,000
 * applications, through every trigger an insert meets): 850,000 applications to Demo AB over three years
 * on 700 positions with 12 recruiters, and 150,000 more in five other companies. Each application gets a
 * history as staff would have made it: about 45 % turned down within days, 20 % kept as Kanske or
 * Intressant (half of them turned down later), 35 % taken on through the process levels, fewer at each
 * (Telefonintervju skipped by some, a few back and forth between it and Intervju), about 1 in 60 hired;
 * what would lie in the future is left out, so recent applications are still under way. Booked interviews
 * for those who reached Intervju, e-mails and notes by the recruiters, and survey answers go with them.
 * The applicants have genders, ages, sources and answers to 'Var hittade du annonsen?'.
 */
import pg from 'pg';

export const REPORT_APPLICATIONS = { demo: 850_000, others: 150_000 };
const CHUNK = 50_000;
const POSITIONS = 700;
const OTHER_COMPANIES = [2, 382, 390, 393, 395];
const OTHER_POSITIONS = 40;
const RECRUITERS = 12;
const PEOPLE = 300_000;

/** Positions, numbered in the order they opened (k), one every 1.6 days from three years and a month ago. */
async function positionsAndStaff(db: pg.Client) {
  await db.query(`
    create temp table bench_recruiters as
    with made as (
      insert into users (email, firstname, lastname)
      select format('bench-rekryterare-%s@demo.rekry.test', g), 'Rekryterare', g::text
      from generate_series(1, ${RECRUITERS}) g returning id
    ), member as (
      insert into container_users (container_id, user_id, permission_id) select 1, id, 2 from made
    )
    select row_number() over (order by id) as n, id from made`);
  await db.query(
    `
    create temp table bench_positions as
    with made as (
      insert into positions (container_id, name, created_at, published_at, start, stop, responsible_id)
      select c.id, format('Rapporttjänst %s-%s', c.id, g), t, t + interval '1 day', t, t + interval '45 days',
        case when c.id = 1 then (select id from bench_recruiters where n = 1 + g % ${RECRUITERS}) end
      from (select 1 as id, ${POSITIONS} as n union all
        select unnest($1::int[]), ${OTHER_POSITIONS}) c,
        generate_series(1, c.n) g,
        lateral (select now() - interval '3 years 30 days' + (g - 1) * (interval '3 years 30 days' / c.n) as t) x
      returning id, container_id, created_at, responsible_id
    )
    select container_id, row_number() over (partition by container_id order by created_at, id) as k, id,
      responsible_id
    from made`,
    [OTHER_COMPANIES],
  );
  await db.query(`create index on bench_positions (container_id, k)`);
  await db.query(`
    create temp table bench_people as
    with made as (
      insert into users (email, firstname, lastname, is_candidate)
      select format('bench-sokande-%s@example.se', g), 'Sökande', g::text, true
      from generate_series(1, ${PEOPLE}) g returning id
    ) select row_number() over (order by id) - 1 as n, id from made`);
  await db.query(`create unique index on bench_people (n)`);
  await db.query(
    `
    create temp table bench_labels as
    select container_id,
      array_agg(id order by sort_order, id) filter (where label_type = 'Interest') as st,
      array_agg(id order by sort_order, id) filter (where label_type = 'Process') as lv
    from labels where container_id = any($1::int[]) group by container_id`,
    [[1, ...OTHER_COMPANIES]],
  );
}

/**
 * Applications numbered from..to (1 … 850,000 Demo AB's, then the others'), in time order over three
 * years: each to a position open then (one of the last 28 opened), a person who has not applied to it.
 */
async function planApplications(db: pg.Client, from: number, to: number) {
  const demo = REPORT_APPLICATIONS.demo;
  const others = REPORT_APPLICATIONS.others;
  await db.query(
    `
    create temp table bench_apps on commit drop as
    select i, pos.container_id, pos.id as position_id, pos.responsible_id as owner, person.id as user_id, x.at,
      random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6
    from generate_series($1::bigint, $2::bigint) i
    cross join lateral (select case when i <= ${demo} then 1 else ($3::int[])[1 + i % 5] end as company,
      case when i <= ${demo} then (i - 0.5) / ${demo} else (i - ${demo} - 0.5) / ${others} end as frac) c
    cross join lateral (select least(now() - interval '1 minute',
      now() - interval '3 years' + c.frac * interval '3 years' + (i * 7919 % 3600) * interval '1 second') as at) x
    join bench_positions pos on pos.container_id = c.company and pos.k = greatest(1,
      case when c.company = 1 then floor(${POSITIONS} * extract(epoch from x.at - (now() - interval '3 years 30 days'))
          / extract(epoch from interval '3 years 30 days'))::int + 1 - (i * 13 % 28)
        else floor(${OTHER_POSITIONS} * extract(epoch from x.at - (now() - interval '3 years 30 days'))
          / extract(epoch from interval '3 years 30 days'))::int + 1 - (i / 5 % 2) end)
    join bench_people person on person.n = i * 7919 % ${PEOPLE}`,
    [from, to, OTHER_COMPANIES],
  );
}

/**
 * Each planned application's steps as the recruiters took them, at their times: the labels it ends at
 * and its 'changed' history rows.
 */
async function planSteps(db: pg.Client) {
  await db.query(`
    create temp table bench_steps on commit drop as
    with s1 as (
      select a.*, at + interval '1 hour' * (1 + 70 * r2 * r2) as decided,
        r1 >= 0.65 and r4 < 0.4 and r6 < 0.05 as back from bench_apps a
    ), s2 as (
      select s1.*, decided + interval '1 hour' * (4 + 72 * r3) as p1 from s1
    ), s3 as (
      select s2.*, p1 + interval '1 hour' * (24 + 120 * (r6 * 7 - floor(r6 * 7))) as p2 from s2
    ), s4 as (
      select s3.*, p2 + interval '1 hour' * (24 + 150 * (r6 * 13 - floor(r6 * 13))) as p3 from s3
    ), s5 as (
      select s4.*, p3 + interval '1 hour' * (case when back then 48 else 0 end
        + 48 + 150 * (r6 * 17 - floor(r6 * 17))) as p4 from s4
    ), s6 as (
      select s5.*, p4 + interval '1 hour' * (24 + 100 * (r6 * 19 - floor(r6 * 19))) as p5 from s5
    ), steps as (
      select s.i, s.container_id, s.position_id, s.owner, v.kind, v.idx, v.at, v.seq
      from s6 s cross join lateral (values
        ('status', 4, decided, 1, r1 < 0.45),
        ('status', case when r3 < 0.5 then 3 else 2 end, decided, 1, r1 >= 0.45 and r1 < 0.65),
        ('status', 4, decided + interval '1 hour' * (24 + 300 * r5), 2, r1 >= 0.45 and r1 < 0.65 and r4 < 0.5),
        ('status', case when r3 < 0.4 then 1 else 2 end, decided, 1, r1 >= 0.65),
        ('process', 1, p1, 2, r1 >= 0.65),
        ('process', 2, p2, 3, r1 >= 0.65 and r4 < 0.6 and r5 >= 0.3),
        ('process', 3, p3, 4, r1 >= 0.65 and r4 < 0.4),
        ('process', 2, p3 + interval '1 day', 5, back),
        ('process', 3, p3 + interval '2 days', 6, back),
        ('process', 4, p4, 7, r1 >= 0.65 and r4 < 0.2),
        ('process', 5, p5, 8, r1 >= 0.65 and r4 < 0.1),
        ('process', 6, p5 + interval '1 hour' * (72 + 200 * (r6 * 23 - floor(r6 * 23))), 9,
          r1 >= 0.65 and r4 < 0.05),
        ('status', 4, case when r4 < 0.1 then p5 when r4 < 0.2 then p4 when r4 < 0.4 then p3
          when r4 < 0.6 then p2 else p1 end + interval '2 days', 10, r1 >= 0.65 and r4 >= 0.05 and r5 > 0.3)
      ) v(kind, idx, at, seq, ok)
      where v.ok and v.at < now()
    )
    select st.i, st.container_id, st.position_id, st.kind, st.at, st.seq,
      case st.kind when 'status' then l.st[st.idx] else l.lv[st.idx] end as to_id,
      case when st.owner is not null and st.i % 5 <> 0 then st.owner
        when st.container_id = 1 then (select r.id from bench_recruiters r where r.n = 1 + st.i % ${RECRUITERS}) end as by
    from steps st join bench_labels l on l.container_id = st.container_id`);
}

/**
 * The planned applications with the labels they end at, and their history: the 'created' rows (no label
 * yet) and the steps. The insert's own history trigger is off for the transaction: it would write the
 * end labels as where they started.
 */
async function applications(db: pg.Client) {
  await db.query('alter table job_applications disable trigger job_applications_status_history_insert');
  await db.query(`
    create temp table bench_ids on commit drop as
    with ends as (
      select i,
        (array_agg(to_id order by at desc, seq desc) filter (where kind = 'status'))[1] as status,
        (array_agg(to_id order by at desc, seq desc) filter (where kind = 'process'))[1] as level
      from bench_steps group by i
    ), made as (
      insert into job_applications (container_id, position_id, user_id, created_at, viewed_at, label_id,
        process_label_id, source, info, metadata)
      select a.container_id, a.position_id, a.user_id, a.at, a.at + interval '1 hour', e.status, e.level,
        case when i * 11 % 100 < 40 then '{}'
          when i * 11 % 100 < 65 then '{"kalla": "platsbanken"}'
          when i * 11 % 100 < 75 then '{"kalla": "annonssajt"}'
          when i * 11 % 100 < 85 then '{"utmSource": "LinkedIn", "utmMedium": "social"}'
          when i * 11 % 100 < 90 then '{"utmSource": "facebook"}'
          else '{"referrer": "www.google.se"}' end::jsonb,
        jsonb_build_object('name', 'Sökande ' || i,
          'gender', case when i * 17 % 100 < 48 then 'Kvinna' when i * 17 % 100 < 96 then 'Man' end,
          'age', case when i * 29 % 100 >= 5 then 18 + (i * 7 + i / 13) % 48 end),
        case when i * 13 % 10 < 4 then jsonb_build_object('form_referer', 'form_referer_' || (1 + i % 5))
          else '{}' end
      from bench_apps a left join ends e using (i)
      order by i
      returning id, position_id, user_id
    )
    select a.i, m.id from made m join bench_apps a using (position_id, user_id)`);
  await db.query('alter table job_applications enable trigger job_applications_status_history_insert');
  await db.query(`
    insert into application_status_history
      (container_id, position_id, application_id, kind, from_label_id, to_label_id, user_id, origin, created_at)
    select container_id, position_id, id, kind, from_id, to_id, by, origin, at from (
      select a.container_id, a.position_id, m.id, k.kind, null::int as from_id, null::int as to_id,
        null::int as by, 'created' as origin, a.at, 0 as seq
      from bench_apps a join bench_ids m using (i) cross join (values ('status'), ('process')) k(kind)
      union all
      select s.container_id, s.position_id, m.id, s.kind, lag(s.to_id) over (partition by s.i, s.kind order by s.at, s.seq),
        s.to_id, s.by, 'changed', s.at, s.seq
      from bench_steps s join bench_ids m using (i)
    ) h order by at, id, seq, kind desc`);
}

/** Booked interviews for those who reached Intervju, e-mails (a third of the first decisions), notes, survey answers. */
async function around(db: pg.Client) {
  await db.query(`
    insert into interviews (container_id, application_id, position_id, status, kind, duration_minutes, need,
      window_from, window_to, starts_at, ends_at, token_hash, token_sealed, created_by, created_at)
    select distinct on (m.id) s.container_id, m.id, s.position_id, 'booked', 'onsite', 45, 1,
      (s.at - interval '5 days')::date, (s.at - interval '1 day')::date, s.at - interval '2 days',
      s.at - interval '2 days' + interval '45 minutes', 'bench-report-' || m.id, 'x', s.by, s.at - interval '6 days'
    from bench_steps s join bench_ids m using (i) where s.kind = 'process' and s.seq = 4 order by m.id, s.at`);
  await db.query(`
    insert into email_log (container_id, application_id, position_id, email_type, email_address, subject, body,
      status, sent_by, created_at)
    select s.container_id, m.id, s.position_id, 'applicant', 'sokande@example.se', 'Tack för din ansökan', 'Hej',
      'sent', s.by, s.at + interval '5 minutes'
    from bench_steps s join bench_ids m using (i) where s.seq = 1 and s.i % 3 = 0`);
  await db.query(`
    insert into application_notes (container_id, application_id, user_id, text, created_at)
    select s.container_id, m.id, s.by, 'Ringde', s.at + interval '1 hour'
    from bench_steps s join bench_ids m using (i) where s.seq = 2 and s.i % 4 = 0`);
  // Answers to the survey a week after some endings (a turn-down or a hire).
  await db.query(`
    insert into candidate_survey_answers (container_id, position_id, stage_label_id, ended_as, score, answered_on)
    select s.container_id, s.position_id, case when s.kind = 'process' then s.to_id end,
      case when s.kind = 'process' then 'hired' else 'rejected' end, (s.i * 7) % 11, (s.at + interval '8 days')::date
    from bench_steps s join bench_labels l using (container_id)
    where s.i % 10 = 0 and ((s.kind = 'status' and s.seq in (1, 2, 10) and s.to_id = l.st[4]) or s.seq = 9)
      and s.at + interval '8 days' < now()`);
}

/** Everything above, on the bench's PostgreSQL database; answers the seconds it took. */
export async function generateReportData(databaseUrl: string, log: (message: string) => void) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = Date.now();
  try {
    // The plans here are cheap; compiling them (JIT) cost more than running them.
    await db.query('set jit = off; select setseed(0.57)');
    await positionsAndStaff(db);
    const total = REPORT_APPLICATIONS.demo + REPORT_APPLICATIONS.others;
    for (let from = 1; from <= total; from += CHUNK) {
      const to = Math.min(total, from + CHUNK - 1);
      await db.query('begin');
      await planApplications(db, from, to);
      await planSteps(db);
      await applications(db);
      await around(db);
      await db.query('commit');
      log(
        `reports: ${to} of ${total} applications with their histories, ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    await db.query('vacuum analyze');
  } finally {
    await db.end();
  }
  return (Date.now() - started) / 1000;
}
