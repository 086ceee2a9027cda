import type autocannon from 'autocannon';
import { DEMO_CONTAINERS, DEMO_PASSWORD, DEMO_POSITIONS, DEMO_USERS } from '../../apps/server/src/db/seed.ts';
import { applicantScenarios } from './applicant-scenarios.ts';
import { applyBody } from './apply-body.ts';

/** What a scenario gets to build its requests: where things listen, and a way to sign in. */
export interface BenchContext {
  /** The real server, e.g. `http://127.0.0.1:41234` (fresh PGlite database with the demo seed). */
  serverUrl: string;
  /** The raw `node:http` baseline. */
  baselineUrl: string;
  /** Signs a demo user in once (cached) and returns the bearer token. */
  login(email?: string, password?: string): Promise<string>;
  /** The server's PostgreSQL database (BENCH_DATABASE_URL runs); undefined on PGlite. */
  databaseUrl?: string;
  /** How many applicants the applicant scenarios generate on one position (BENCH_APPLICANTS). */
  applicants: number;
  /** A line on stderr. */
  log(message: string): void;
}

/** One load pattern for autocannon. `requests` (a sequence) overrides method/path/body per step. */
export interface LoadSpec {
  /** Absolute URL: origin and path. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  requests?: autocannon.Request[];
}

export interface Scenario {
  /** Stable key in bench/results/latest.json; keep it when the label changes. */
  id: string;
  /** Shown in the table. */
  label: string;
  /** Exactly one scenario is the baseline every ratio is taken against. */
  baseline?: boolean;
  /** Caps BENCH_CONNECTIONS for slow endpoints (argon2), so latency reflects work, not queueing. */
  maxConnections?: number;
  /** Measures at least this long (a request taking seconds needs a longer window than BENCH_DURATION). */
  minDurationSeconds?: number;
  /** Builds the load once, before measuring (sign in, create rows …). */
  prepare(ctx: BenchContext): LoadSpec | Promise<LoadSpec>;
}

const json = { 'content-type': 'application/json' };

/**
 * Every scenario `npm run bench` measures, in table order. A new endpoint adds one object here; data it needs
 * beyond the demo seed is created in its `prepare`.
 */
export const scenarios: Scenario[] = [
  {
    id: 'baseline',
    label: 'node:http static JSON (baseline)',
    baseline: true,
    prepare: (ctx) => ({ url: `${ctx.baselineUrl}/` }),
  },
  {
    id: 'health',
    label: 'GET /api/health',
    prepare: (ctx) => ({ url: `${ctx.serverUrl}/api/health` }),
  },
  {
    id: 'login',
    label: 'POST /api/account/login (argon2id)',
    // argon2 verification is deliberately slow and CPU-bound: a few connections saturate the cores.
    maxConnections: 4,
    prepare: (ctx) => ({
      url: `${ctx.serverUrl}/api/account/login`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: DEMO_USERS.admin, password: DEMO_PASSWORD }),
    }),
  },
  {
    id: 'public-list-company',
    label: 'GET /api/public/positions?containerId (Demo AB)',
    prepare: (ctx) => ({
      url: `${ctx.serverUrl}/api/public/positions?containerId=${DEMO_CONTAINERS.demo.id}`,
    }),
  },
  {
    id: 'public-list-all',
    label: 'GET /api/public/positions (portal-wide)',
    prepare: (ctx) => ({ url: `${ctx.serverUrl}/api/public/positions` }),
  },
  {
    id: 'public-detail',
    label: 'GET /api/public/positions/:id',
    prepare: (ctx) => ({ url: `${ctx.serverUrl}/api/public/positions/${DEMO_POSITIONS.warehouse.id}` }),
  },
  {
    id: 'page-list',
    label: 'GET / rendered on the server (career site, brotli)',
    prepare: (ctx) => ({
      url: `${ctx.serverUrl}/`,
      headers: { host: 'jobb.localhost', 'accept-encoding': 'br' },
    }),
  },
  {
    id: 'page-detail',
    label: 'GET /{id} rendered on the server (a position, brotli)',
    prepare: (ctx) => ({
      url: `${ctx.serverUrl}/${DEMO_POSITIONS.warehouse.id}`,
      headers: { host: 'jobb.localhost', 'accept-encoding': 'br' },
    }),
  },
  {
    id: 'apply-1mb',
    label: 'POST /api/public/positions/apply (1 MB PDF)',
    // Each request parses 1.3 MB of JSON, decodes and checks the file and writes it: CPU-bound.
    maxConnections: 4,
    prepare: (ctx) => {
      let n = 0;
      const request = (email: string): autocannon.Request => ({
        method: 'POST',
        path: '/api/public/positions/apply',
        headers: json,
        body: applyBody(DEMO_POSITIONS.warehouse.id, email),
      });
      return {
        url: ctx.serverUrl,
        // A new applicant per request: the same one twice would only measure job_already_applied.
        requests: [
          { ...request('bench-probe@example.se'), setupRequest: () => request(`bench-${n++}@example.se`) },
        ],
      };
    },
  },
  ...applicantScenarios,
];

export { DEMO_PASSWORD, DEMO_USERS };
