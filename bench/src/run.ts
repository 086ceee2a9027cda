/**
 * `npm run bench`: starts the real server on a fresh embedded database, measures every scenario of
 * scenarios.ts with autocannon against a raw node:http baseline from the same run, prints a table and
 * writes bench/results/latest.json.
 *
 * BENCH_DURATION     seconds per scenario (default 10)
 * BENCH_WARMUP       seconds of unmeasured load before each scenario (default 1; 0 turns it off)
 * BENCH_CONNECTIONS  concurrent connections (default 10; a scenario may cap it, see maxConnections)
 * BENCH_ONLY         comma-separated scenario ids (or groups, as reports-1m) to run (the baseline always runs)
 * BENCH_APPLICANTS   applicants generated on one position for the applicant scenarios (default 10000;
 *                    e.g. 100000); on PostgreSQL, a run with applicants-cv-search or global-search-cv
 *                    also gives each a two-page CV text (about 6 minutes at 100,000)
 * BENCH_JOB_WORKER   1 runs the job queue inside the measured server as well. By default it is a web
 *                    instance (JOB_WORKER=0), as docs/deploy.md lays out N instances: an application's
 *                    CV is read by a job worker elsewhere, whose own rate is the extraction line below
 * BENCH_EXTRACTION   0 leaves out the text extraction's measurement (text PDFs a second, OCR of a scan)
 * BENCH_EXPANSION    0 leaves out the calendar expansion's measurement (a year's ICS feed into busy times)
 * BENCH_REDACTION    0 leaves out the redacted renditions' measurement (time per file, the leak corpus's
 *                    figures); BENCH_ONLY=redaction measures only it, without the server
 * BENCH_REALTIME     0 leaves out realtime-fanout (1,000 hub sockets on two instances; needs BENCH_DATABASE_URL)
 * BENCH_SERVER_NODE_ARGS Node options for the server process only (profiling: `--cpu-prof --cpu-prof-dir=DIR`)
 * BENCH_DATABASE_URL run the server on a fresh database on this PostgreSQL server (admin URL, e.g.
 *                    postgres://postgres@127.0.0.1:5432/postgres) instead of PGlite; dropped afterwards
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startBaseline, type BaselineServer } from './baseline.ts';
import { measurePublicFirstLoad } from './bundle-size.ts';
import { measureCalendarExpansion } from './calendar-feeds.ts';
import { measureExtraction } from './extraction.ts';
import { formatRedaction, measureRedaction } from './redaction.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureRealtimeFanout } from './realtime.ts';
import { measure, probe, rawAnswer } from './load.ts';
import { formatTable, machineInfo, type BenchReport, type ScenarioResult } from './report.ts';
import type { LoadSpec } from './scenario.ts';
import { DEMO_PASSWORD, DEMO_USERS, scenarios, type BenchContext } from './scenarios.ts';
import { repoRoot, startServer, type RunningServer } from './server.ts';

function numberFromEnv(name: string, fallback: number, { min, integer }: { min: number; integer?: boolean }) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be ${integer ? 'an integer' : 'a number'} ≥ ${min} (got "${raw}")`);
  }
  return value;
}

/** BENCH_ONLY ids of measurements made without the server. */
const OFFLINE_MEASUREMENTS = ['redaction'];

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

let server: RunningServer | undefined;
let baseline: BaselineServer | undefined;

async function cleanUp(): Promise<void> {
  await Promise.allSettled([server?.stop(), baseline?.close()]);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the server and removing its data`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

/**
 * The PostgreSQL server's version and whether it vacuums by itself: without autovacuum a scenario that
 * rewrites the same rows (the status change) meets more dead versions the longer it runs.
 */
async function postgresSettings(databaseUrl: string): Promise<BenchReport['settings']['postgres']> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string; autovacuum: string }>(
      "select split_part(current_setting('server_version'), ' ', 1) as version, current_setting('autovacuum') as autovacuum",
    );
    return { version: rows[0]!.version, autovacuum: rows[0]!.autovacuum === 'on' };
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const durationSeconds = numberFromEnv('BENCH_DURATION', 10, { min: 1 });
  const warmupSeconds = numberFromEnv('BENCH_WARMUP', 1, { min: 0 });
  const connections = numberFromEnv('BENCH_CONNECTIONS', 10, { min: 1, integer: true });
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Measurements without the server answer to BENCH_ONLY too; named alone, only they run.
  if (only.length && only.every((id) => OFFLINE_MEASUREMENTS.includes(id))) {
    const redaction = await measureRedaction(log).catch((err: Error) => ({ error: err.message }));
    const file = path.join(repoRoot, 'bench/results/redaction.json');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), redaction }, null, 2)}\n`);
    process.stdout.write(`\n${formatRedaction(redaction)}\n\n`);
    log(`written to ${path.relative(process.cwd(), file) || file}`);
    return 'error' in redaction ? 1 : 0;
  }
  const unknown = only.filter(
    (id) => !scenarios.some((s) => s.id === id || s.group === id) && !OFFLINE_MEASUREMENTS.includes(id),
  );
  if (unknown.length) {
    throw new Error(
      `BENCH_ONLY: unknown scenario ${unknown.join(', ')} (known: ${scenarios.map((s) => s.id)})`,
    );
  }
  // A chosen scenario brings the one it is compared with.
  const named = scenarios.filter((s) => only.includes(s.id) || (s.group && only.includes(s.group)));
  const wanted = new Set(named.flatMap((s) => [s.id, s.comparedWith ?? s.id]));
  const selected = scenarios.filter((s) => s.baseline || !only.length || wanted.has(s.id));
  if (selected.filter((s) => s.baseline).length !== 1)
    throw new Error('scenarios.ts needs exactly one baseline');

  const applicants = numberFromEnv('BENCH_APPLICANTS', 10_000, { min: 1, integer: true });
  const postgresUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
  const machine = machineInfo();
  const raw = (baseline = await startBaseline());
  log(`starting the server on a fresh ${postgresUrl ? 'PostgreSQL' : 'PGlite'} database …`);
  const started = Date.now();
  const jobWorker = ['1', 'true', 'yes'].includes(process.env.BENCH_JOB_WORKER ?? '');
  server = await startServer({ postgresUrl, env: { JOB_WORKER: jobWorker ? '1' : '0' } });
  log(`server healthy at ${server.url} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const postgres = server.databaseUrl ? await postgresSettings(server.databaseUrl) : undefined;

  const tokens = new Map<string, Promise<string>>();
  const serverUrl = server.url;
  const ctx: BenchContext = {
    serverUrl,
    baselineUrl: baseline.url,
    databaseUrl: server.databaseUrl,
    applicants,
    selected: new Set(selected.map((s) => s.id)),
    log,
    login(email = DEMO_USERS.admin, password = DEMO_PASSWORD) {
      let token = tokens.get(email);
      if (!token) {
        token = (async () => {
          const res = await fetch(`${serverUrl}/api/account/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          });
          if (!res.ok) throw new Error(`login as ${email} failed: HTTP ${res.status} ${await res.text()}`);
          return ((await res.json()) as { token: string }).token;
        })();
        tokens.set(email, token);
      }
      return token;
    },
  };

  /**
   * Waits until the disk has taken what was written before (`sync`): the upload baseline writes some 7 GB
   * in its ten seconds, and the kernel's writeback of it went on through the applications measured next
   * (a third of the machine in kernel time and I/O wait). Each scenario pays for its own writes only.
   */
  const settleDisk = () => execFileSync('sync');

  const results: ScenarioResult[] = [];
  for (const scenario of selected) {
    const conns = Math.min(connections, scenario.maxConnections ?? Infinity);
    const base = { id: scenario.id, label: scenario.label, baseline: scenario.baseline === true };
    try {
      const spec = await scenario.prepare(ctx);
      await probe(spec);
      settleDisk();
      const seconds = Math.max(durationSeconds, scenario.minDurationSeconds ?? 0);
      const warmUp = (load: LoadSpec) =>
        warmupSeconds > 0 && !scenario.minDurationSeconds ? measure(load, conns, warmupSeconds) : null;
      let pairedBaselineRequestsPerSecond: number | undefined;
      if (scenario.pairedBaseline) {
        // The same bytes from node:http: the load generator's cost per answer (autocannon decodes every
        // body as UTF-8, which a compressed page makes dear) then weighs on both sides alike.
        await raw.answerLike(await rawAnswer(spec));
        const load = { url: `${raw.url}/same` };
        await warmUp(load);
        pairedBaselineRequestsPerSecond = (await measure(load, conns, seconds)).requestsPerSecond;
        log(`node:http with the same answer just before it: ${pairedBaselineRequestsPerSecond} req/s`);
      }
      await warmUp(spec);
      log(`${scenario.label}: ${seconds} s, ${conns} connections`);
      const measured = await measure(spec, conns, seconds);
      const checked: { notes?: string[]; error?: string } | undefined = await scenario
        .check?.(ctx, measured)
        .then(
          (notes) => ({ notes }),
          (err: Error) => ({ error: `after the measurement: ${err.message}` }),
        );
      if (checked?.error) log(`${scenario.label} failed ${checked.error}`);
      results.push({
        ...base,
        ...measured,
        ratioToBaseline: null,
        pairedBaselineRequestsPerSecond,
        ...checked,
      });
    } catch (err) {
      // fetch says only 'fetch failed'; the reason (a reset, a refused connection) is its cause.
      const cause = (err as Error).cause;
      const message = `${(err as Error).message}${cause instanceof Error ? ` (${cause.message})` : ''}`;
      log(`${scenario.label} failed: ${message}`);
      results.push({ ...base, ratioToBaseline: null, error: message });
    }
  }

  const rounded = (n: number) => Math.round(n * 10_000) / 10_000;
  const reference = results.find((r) => r.baseline)?.requestsPerSecond;
  for (const r of results) {
    const against = r.pairedBaselineRequestsPerSecond ?? reference;
    if (against && r.requestsPerSecond !== undefined)
      r.ratioToBaseline = rounded(r.requestsPerSecond / against);
    const comparedWith = selected.find((s) => s.id === r.id)?.comparedWith;
    const other = comparedWith && results.find((o) => o.id === comparedWith)?.requestsPerSecond;
    if (other && r.requestsPerSecond !== undefined) {
      r.comparedWith = { id: comparedWith, ratio: rounded(r.requestsPerSecond / other) };
    }
  }

  const publicFirstLoad = await measurePublicFirstLoad(serverUrl).catch((err: Error) => ({
    error: err.message,
  }));
  // BENCH_LIGHTHOUSE=0 leaves it out (it takes about a minute).
  const lighthouse = ['0', 'false', 'no'].includes(process.env.BENCH_LIGHTHOUSE ?? '')
    ? undefined
    : await measureLighthouse(serverUrl).catch((err: Error) => ({ error: err.message }));
  // Two instances need one shared PostgreSQL: measured on BENCH_DATABASE_URL runs (BENCH_REALTIME=0: none).
  const realtimeFanout = ['0', 'false', 'no'].includes(process.env.BENCH_REALTIME ?? '')
    ? undefined
    : postgresUrl
      ? await measureRealtimeFanout(postgresUrl, log, { jobWorker }).catch((err: Error) => ({
          error: err.message,
        }))
      : { error: 'needs BENCH_DATABASE_URL (two instances on one PostgreSQL database)' };
  const extraction = ['0', 'false', 'no'].includes(process.env.BENCH_EXTRACTION ?? '')
    ? undefined
    : await measureExtraction(log).catch((err: Error) => ({ error: err.message }));
  const calendarExpansion = ['0', 'false', 'no'].includes(process.env.BENCH_EXPANSION ?? '')
    ? undefined
    : await Promise.resolve()
        .then(() => measureCalendarExpansion(log))
        .catch((err: Error) => ({ error: err.message }));
  const redaction =
    ['0', 'false', 'no'].includes(process.env.BENCH_REDACTION ?? '') ||
    (only.length > 0 && !only.includes('redaction'))
      ? undefined
      : await measureRedaction(log).catch((err: Error) => ({ error: err.message }));
  const report: BenchReport = {
    date: new Date().toISOString(),
    machine,
    settings: {
      durationSeconds,
      warmupSeconds,
      connections,
      database: postgresUrl ? 'postgresql' : 'pglite',
      postgres,
      applicants,
      jobWorker,
    },
    scenarios: results,
    publicFirstLoad,
    lighthouse,
    realtimeFanout,
    extraction,
    calendarExpansion,
    redaction,
  };
  const file = path.join(repoRoot, 'bench/results/latest.json');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);

  process.stdout.write(`\n${formatTable(report)}\n\n`);
  log(`written to ${path.relative(process.cwd(), file) || file}`);
  return results.some((r) => r.error) ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (err) {
  log(`failed: ${(err as Error).message}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
