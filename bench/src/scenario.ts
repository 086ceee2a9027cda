import type autocannon from 'autocannon';
import type { PageLoad } from './page-load.ts';
import type { Measurement } from './samples.ts';
import type { StampedBody } from './stamped-load.ts';

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
  /** The ids of the scenarios this run measures (BENCH_ONLY): what only some of them need is made for them. */
  selected: ReadonlySet<string>;
  /** A line on stderr. */
  log(message: string): void;
}

/** One load pattern for autocannon. `requests` (a sequence) overrides method/path/body per step. */
export interface LoadSpec {
  /** Absolute URL: origin and path. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Buffer;
  requests?: autocannon.Request[];
  /** A large body POSTed again and again, a counter stamped into it per request (stamped-load.ts). */
  stamped?: StampedBody;
  /** `url` is a staff page, loaded in a browser again and again until it shows what it is for (page-load.ts). */
  page?: PageLoad;
}

export interface Scenario {
  /** Stable key in bench/results/latest.json; keep it when the label changes. */
  id: string;
  /** Shown in the table. */
  label: string;
  /** A name BENCH_ONLY may give to run every scenario of the group (each report of reports-1m). */
  group?: string;
  /** Exactly one scenario is the baseline every ratio is taken against. */
  baseline?: boolean;
  /** Caps BENCH_CONNECTIONS for slow endpoints (argon2), so latency reflects work, not queueing. */
  maxConnections?: number;
  /** Measures at least this long (a request taking seconds needs a longer window than BENCH_DURATION). */
  minDurationSeconds?: number;
  /**
   * Its ratio is taken against a baseline measured just before it, not the run's first. The raw server is
   * light enough that the load generator bounds it, and on a shared two-core machine its rate drifted from
   * 19,000 to 51,000 req/s between runs while the server's stayed near 20,000: the public goals are
   * ratios, so each gets a baseline from the same minute. That baseline gives the scenario's own answer
   * (status, headers and bytes, see BaselineServer.answerLike), so what the generator pays per answer
   * counts on both sides: autocannon decodes every body as text, and one compressed page cost it
   * twice another of about the same size.
   */
  pairedBaseline?: boolean;
  /** Another scenario's id this one is also compared with (its req/s ratio to that one), e.g. a raw upload. */
  comparedWith?: string;
  /** Builds the load once, before measuring (sign in, create rows …). */
  prepare(ctx: BenchContext): LoadSpec | Promise<LoadSpec>;
  /**
   * Looks at what the load left behind, after the measurement: lines for the report under the table, or
   * an error (the scenario then fails, its numbers kept), e.g. two bookings of one interviewer at once.
   */
  check?(ctx: BenchContext, measured: Measurement): Promise<string[]>;
}
