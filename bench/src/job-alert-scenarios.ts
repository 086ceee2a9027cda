/**
 * Bevaka sökningen at scale (BENCH_ONLY=job-alerts, on BENCH_DATABASE_URL with BENCH_JOB_WORKER=1): the
 * p95 of publish_Position without alerts and with 100,000 confirmed alerts, then with those alerts the
 * time from publishing a matching ad to all its "direkt" mails queued (goal ≤ 60 s) and the daily digest
 * built for every one of them (goal ≤ 5 minutes). The ads published under load match no alert (their
 * matching still reads all 100,000); the timed ones match many.
 */
import type autocannon from 'autocannon';
import pg from 'pg';
import { dispatchRequest } from './applicant-scenarios.ts';
import type { BenchContext, Scenario } from './scenario.ts';

const ALERTS = 100_000;
const DRAFTS = 3_000;
const WAREHOUSE = 101;

/** The saved searches, as the server compiles them (allWordsQuery: every word a prefix). */
const SEARCHES: { q: string; query: string }[] = [
  { q: 'lager', query: 'lager:*' },
  { q: 'lagret', query: 'lagret:*' },
  { q: 'lagerarbetare', query: 'lagerarbetare:*' },
  { q: 'lager västerås', query: 'lager:* & vasteras:*' },
  { q: 'truckförare', query: 'truckforare:*' },
  { q: 'kock', query: 'kock:*' },
  { q: 'sjuksköterska', query: 'sjukskoterska:*' },
  { q: 'ekonom', query: 'ekonom:*' },
  { q: 'säljare', query: 'saljare:*' },
  { q: 'kundtjänst', query: 'kundtjanst:*' },
];

async function withDb<T>(ctx: BenchContext, work: (db: pg.Client) => Promise<T>): Promise<T> {
  if (!ctx.databaseUrl) throw new Error('needs BENCH_DATABASE_URL (100,000 alerts on PostgreSQL)');
  const db = new pg.Client({ connectionString: ctx.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Drafts of Demo AB ready to publish (the warehouse ad's form and texts), named so no alert matches them. */
async function drafts(ctx: BenchContext, label: string): Promise<number[]> {
  return withDb(ctx, async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into positions (container_id, name, text, description, location, position_type_id, start, stop, form, metadata)
       select container_id, 'Fönsterputsare ' || $2 || ' ' || g, '', '<p>Vi söker en noggrann person.</p>', 'Gävle', position_type_id,
         now() - interval '1 day', now() + interval '30 days', form, metadata
       from positions, generate_series(1, $3) g where id = $1
       returning id`,
      [WAREHOUSE, label, DRAFTS],
    );
    return rows.map((r) => Number(r.id));
  });
}

/** publish_Position of the next draft per request, by the demo admin. */
async function publishLoad(ctx: BenchContext, label: string) {
  const token = await ctx.login();
  const ids = await drafts(ctx, label);
  let next = 0;
  const request = (): autocannon.Request =>
    dispatchRequest(token, 'publish_Position', {
      containerId: 1,
      positionId: ids[next++ % ids.length],
      at: null,
    });
  return { url: ctx.serverUrl, requests: [{ ...request(), setupRequest: () => request() }] };
}

/** 100,000 confirmed alerts: half "direkt", 40 % daily, 10 % weekly, over ten searches. */
async function seedAlerts(ctx: BenchContext) {
  await withDb(ctx, async (db) => {
    const started = Date.now();
    await db.query(
      `insert into job_alert_addresses (email, last_opened_at)
       select 'bench-' || g || '@bevakning.test', now() from generate_series(1, $1) g`,
      [ALERTS],
    );
    await db.query(
      `insert into job_alerts (address_id, q, query, frequency, confirmed_at)
       select ad.id, ($1::text[])[1 + ad.id % 10], rekry_swedish_query(($2::text[])[1 + ad.id % 10]),
         case when ad.id % 10 < 5 then 'direct' when ad.id % 10 < 9 then 'daily' else 'weekly' end, now()
       from job_alert_addresses ad where ad.email like 'bench-%@bevakning.test'`,
      [SEARCHES.map((s) => s.q), SEARCHES.map((s) => s.query)],
    );
    await db.query('analyze job_alerts, job_alert_addresses, job_alert_hits');
    ctx.log(`job alerts: ${ALERTS} confirmed alerts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no alert job is pending or running (the load's matching done). */
async function queueDrained(db: pg.Client, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind like 'job-alert-%' and status in ('pending', 'running')`,
    );
    if (rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]!.n} alert jobs still waiting`);
    await sleep(250);
  }
}

/** Polls until `expected` job-alert mails are logged since `since`; answers the seconds it took. */
async function secondsUntilMailed(db: pg.Client, expected: number, since: number, timeoutMs: number) {
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from email_log where email_type = 'job_alert' and created_at >= to_timestamp($1 / 1000.0)`,
      [since],
    );
    if (rows[0]!.n >= expected) return (Date.now() - since) / 1000;
    if (Date.now() - since > timeoutMs)
      throw new Error(`only ${rows[0]!.n} of ${expected} after ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** Publishing one ad that many alerts match, then the daily digest for all 100,000. */
async function timeMatching(ctx: BenchContext): Promise<string[]> {
  const token = await ctx.login();
  return withDb(ctx, async (db) => {
    await queueDrained(db, 15 * 60_000);
    const { rows: made } = await db.query<{ id: number }>(
      `insert into positions (container_id, name, text, description, location, position_type_id, start, stop, form, metadata)
       select container_id, 'Lagerarbetare till nytt lager', text, description, 'Västerås', position_type_id,
         now() - interval '1 day', now() + interval '30 days', form, metadata from positions where id = $1 returning id`,
      [WAREHOUSE],
    );
    const positionId = Number(made[0]!.id);
    const { rows: expected } = await db.query<{ n: number }>(
      `select count(*)::int as n from job_alerts a join position_search ps on ps.position_id = $1
       where a.frequency = 'direct' and ps.document @@ a.query`,
      [positionId],
    );
    const direct = expected[0]!.n;
    const before = Date.now();
    const res = await fetch(`${ctx.serverUrl}/api/dispatcher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ action: 'publish_Position', data: { containerId: 1, positionId, at: null } }),
    });
    if (!res.ok) throw new Error(`publish_Position: HTTP ${res.status} ${await res.text()}`);
    const publishMs = Date.now() - before;
    const directSeconds = await secondsUntilMailed(db, direct, before, 10 * 60_000);

    // The daily digest for every alert: each has this ad and one more waiting.
    const { rows: second } = await db.query<{ id: number }>(
      `insert into positions (container_id, name, text, description, location, position_type_id, start, stop, form, metadata, published_at)
       select container_id, 'Lagerchef', text, description, 'Västerås', position_type_id,
         now() - interval '1 day', now() + interval '30 days', form, metadata, now() from positions where id = $1 returning id`,
      [WAREHOUSE],
    );
    await db.query(`update job_alerts set frequency = 'daily' where address_id in
      (select id from job_alert_addresses where email like 'bench-%@bevakning.test')`);
    await db.query(`delete from job_alert_hits`);
    await db.query(
      `insert into job_alert_hits (alert_id, position_id) select a.id, p.id from job_alerts a, unnest($1::int[]) p(id)`,
      [[positionId, Number(second[0]!.id)]],
    );
    const digestStart = Date.now();
    await db.query(
      `insert into jobs (kind, payload, max_attempts) values ('job-alert-send', '{"frequency":"daily","period":"bench"}', 5)`,
    );
    await db.query(`select pg_notify('rekry_jobs', 'job-alert-send')`);
    const digestSeconds = await secondsUntilMailed(db, ALERTS, digestStart, 15 * 60_000);
    return [
      `job alerts: publishing an ad ${direct} "direkt" alerts match answered in ${publishMs} ms; all their mails queued after ${directSeconds.toFixed(1)} s (goal ≤ 60 s)`,
      `job alerts: the daily digest for ${ALERTS} alerts (two new ads each) queued in ${digestSeconds.toFixed(1)} s (goal ≤ 300 s)`,
    ];
  });
}

export const jobAlertScenarios: Scenario[] = [
  {
    id: 'job-alerts-publish-none',
    label: 'publish_Position, no saved searches',
    maxConnections: 2,
    prepare: (ctx) => publishLoad(ctx, 'a'),
  },
  {
    id: 'job-alerts',
    label: 'publish_Position, 100,000 saved searches',
    maxConnections: 2,
    comparedWith: 'job-alerts-publish-none',
    prepare: async (ctx) => {
      await seedAlerts(ctx);
      return publishLoad(ctx, 'b');
    },
    check: (ctx) => timeMatching(ctx),
  },
];
