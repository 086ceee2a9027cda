import type autocannon from 'autocannon';
import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/server/src/db/seed.ts';

/** What a scenario gets to build its requests: where things listen, and a way to sign in. */
export interface BenchContext {
  /** The real server, e.g. `http://127.0.0.1:41234` (fresh PGlite database with the demo seed). */
  serverUrl: string;
  /** The raw `node:http` baseline. */
  baselineUrl: string;
  /** Signs a demo user in once (cached) and returns the bearer token. */
  login(email?: string, password?: string): Promise<string>;
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
];

export { DEMO_PASSWORD, DEMO_USERS };
