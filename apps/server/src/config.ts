import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_RETENTION_DEFAULT_DAYS } from '@rekry/domain';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const version: string = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;

export interface Config {
  port: number;
  host: string;
  /** Embedded PGlite lives here, and uploaded files later on. */
  dataDir: string;
  /** A real PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Base of links in e-mail (reset links). */
  appUrl: string;
  tokenSecret: string;
  /**
   * Which peers' X-Forwarded-For is believed (Fastify's `trustProxy`): false = none (the socket address
   * is the caller), a hop count, or the proxies' addresses/CIDRs. Every rate limit keys on the result.
   */
  trustProxy: TrustProxy;
  tokenTtlSeconds: number;
  operatorName: string;
  /** Seed demo data: always on a new embedded database; into DATABASE_URL only when asked. */
  seedDemo: boolean;
  /** Multiplies every rate limit; the benchmark raises it to measure throughput, not the limiter. */
  rateLimitFactor: number;
  webDistDir: string;
  /** The career site's server renderer (apps/web's `vite build --ssr`); without it pages are the shell. */
  webSsrEntry: string;
  logLevel: string;
  /** Run the background job worker in this process (JOB_WORKER=0 turns it off). */
  jobWorker: boolean;
  /** How often an idle job worker looks for due jobs, in ms. */
  jobPollMs: number;
  /** Document conversions (LibreOffice) this instance runs at once. */
  convertConcurrency: number;
  /** Limits of one LibreOffice run, enforced by the OS (timeout, prlimit), not by this process. */
  convertLimits: { wallSeconds: number; cpuSeconds: number; memoryMb: number };
  /** On SIGTERM/SIGINT: how long in-flight requests and jobs may take before the process exits anyway. */
  shutdownGraceSeconds: number;
  /** At most one notification e-mail digest per user in this many minutes (NOTIFICATION_DIGEST_MINUTES). */
  notificationDigestMinutes: number;
  /** How often the hub checks that each socket's token and membership still hold (REALTIME_RECHECK_MS). */
  realtimeRecheckMs: number;
  /** How long a new hub socket has to send its first message (REALTIME_HELLO_TIMEOUT_MS). */
  realtimeHelloTimeoutMs: number;
  /** How often the job worker looks for position events to tell: published, closing soon, closed. */
  positionEventsEveryMs: number;
  /** Whether this instance queues the daily retention run (RETENTION_JOB; on unless 0/false/no). */
  retentionJob: boolean;
  /** How many days audit-log entries are kept (AUDIT_RETENTION_DAYS); the daily retention run prunes older. */
  auditRetentionDays: number;
  /** The key that encrypts the companies' channel secrets at rest (INTEGRATION_SECRET_KEY). */
  integrationKey: string;
  /**
   * Where each job board or classifieds site is reached (ARBETSFORMEDLINGEN_URL, CLASSIFIEDS_URL) and how
   * long a request to one may take (JOB_CHANNEL_TIMEOUT_MS). A channel without a URL runs against its local
   * sandbox (the contract's peer, in this process) outside production, and is unavailable in production.
   */
  jobChannels: { urls: Partial<Record<string, string>>; timeoutMs: number; sandbox: boolean };
}

/** A whole number above zero from the environment, else the default. */
function positiveNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
}

export type TrustProxy = false | number | string[];

/** The fewest bytes a TOKEN_SECRET may have (HS256 wants a key at least as long as its 32-byte hash). */
export const MIN_SECRET_BYTES = 32;

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, '', 'false', '0' or 'off' → false; a whole number of hops (1, 2 …); or a comma list
 * of addresses/CIDRs (IPv4 and IPv6; also loopback, linklocal, uniquelocal). Anything else stops the start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (['', 'false', '0', 'off', 'no'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 100) return hops;
  } else {
    const entries = text.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (!bad.length) return entries;
    throw new Error(
      `TRUST_PROXY: ${bad.map((e) => JSON.stringify(e)).join(', ')} is not an IP address or CIDR ` +
        `(expected off, a hop count such as 1, or a comma list such as 10.0.0.1,192.168.0.0/16,::1)`,
    );
  }
  throw new Error(`TRUST_PROXY: ${JSON.stringify(text)} is not a hop count between 1 and 100`);
}

/**
 * The secret that signs session tokens. Production: TOKEN_SECRET, at least 32 bytes, or no start.
 * Elsewhere without TOKEN_SECRET: 32 random bytes kept in DATA_DIR/token-secret (mode 0600), made once
 * and reused on every restart; instances starting together on one folder agree (link-if-absent).
 */
export function tokenSecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  return secretFrom(env, dataDir, 'TOKEN_SECRET', 'token-secret');
}

/**
 * A secret from the environment variable `name`; in production it must be set (at least 32 bytes), else
 * 32 random bytes kept in DATA_DIR/`file` (see tokenSecretFrom).
 */
function secretFrom(env: NodeJS.ProcessEnv, dataDir: string, name: string, file: string): string {
  const given = env[name];
  if (env.NODE_ENV === 'production') {
    if (!given || Buffer.byteLength(given, 'utf8') < MIN_SECRET_BYTES)
      throw new Error(
        `${name} must be set to at least ${MIN_SECRET_BYTES} bytes when NODE_ENV=production ` +
          `(e.g. the output of: openssl rand -hex 32)`,
      );
    return given;
  }
  if (given) return given;
  return devSecretIn(dataDir, file);
}

function devSecretIn(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  const read = () => {
    const secret = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES)
      throw new Error(`${file} holds fewer than ${MIN_SECRET_BYTES} bytes: delete it to make a new one`);
    return secret;
  };
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    // link() never replaces: the first instance's file wins, every other one reads it back.
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temp);
  }
  return read();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  const operatorName = env.OPERATOR_NAME ?? 'Rekry';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const tokenSecret = tokenSecretFrom(env, dataDir);
  const seedFlag =
    argv.includes('--demo') || ['1', 'true', 'yes'].includes((env.SEED_DEMO ?? '').toLowerCase());
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `"${operatorName}" <no-reply@rekry.local>`,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    tokenSecret,
    trustProxy,
    tokenTtlSeconds: Number(env.TOKEN_TTL_HOURS ?? 12) * 3600,
    operatorName,
    seedDemo: databaseUrl ? seedFlag : true,
    rateLimitFactor: Number(env.RATE_LIMIT_FACTOR ?? 1),
    // Another build can be served (e.g. a second checkout's or a preview build) without touching apps/web/dist.
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    webSsrEntry: path.resolve(env.WEB_SSR_ENTRY ?? path.join(repoRoot, 'apps/web/dist-ssr/entry-server.js')),
    logLevel: env.LOG_LEVEL ?? 'info',
    jobWorker: !['0', 'false', 'no'].includes((env.JOB_WORKER ?? '').toLowerCase()),
    jobPollMs: Number(env.JOB_POLL_MS ?? 1000),
    convertConcurrency: positiveNumber(env.CONVERT_CONCURRENCY, 1),
    convertLimits: {
      wallSeconds: positiveNumber(env.CONVERT_TIMEOUT_SECONDS, 60),
      cpuSeconds: positiveNumber(env.CONVERT_CPU_SECONDS, 60),
      memoryMb: positiveNumber(env.CONVERT_MEMORY_MB, 1024),
    },
    shutdownGraceSeconds: positiveNumber(env.SHUTDOWN_GRACE_SECONDS, 20),
    notificationDigestMinutes: positiveNumber(env.NOTIFICATION_DIGEST_MINUTES, 15),
    realtimeRecheckMs: positiveNumber(env.REALTIME_RECHECK_MS, 30_000),
    realtimeHelloTimeoutMs: positiveNumber(env.REALTIME_HELLO_TIMEOUT_MS, 5000),
    positionEventsEveryMs: positiveNumber(env.POSITION_EVENTS_EVERY_MS, 60_000),
    retentionJob: !['0', 'false', 'no'].includes((env.RETENTION_JOB ?? '').toLowerCase()),
    auditRetentionDays: positiveNumber(env.AUDIT_RETENTION_DAYS, AUDIT_RETENTION_DEFAULT_DAYS),
    integrationKey: secretFrom(env, dataDir, 'INTEGRATION_SECRET_KEY', 'integration-key'),
    jobChannels: {
      urls: {
        arbetsformedlingen: env.ARBETSFORMEDLINGEN_URL || undefined,
        classifieds: env.CLASSIFIEDS_URL || undefined,
      },
      timeoutMs: positiveNumber(env.JOB_CHANNEL_TIMEOUT_MS, 10_000),
      sandbox: env.NODE_ENV !== 'production',
    },
  };
}
