import { randomBytes, type KeyObject } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnvironment, type Environment, type TrustProxy } from './environment.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const version: string = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;

/** An S3-compatible bucket for the files (FILE_STORE=s3). */
export interface S3StoreOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, a cloud's endpoint); unset: AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** How long one request may wait for its connection, and then at most between two bytes. */
  timeoutMs: number;
  /** Tries of one request (the SDK backs off between them). */
  maxAttempts: number;
  /** Unset in production: the SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a role …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A DKIM signing key as nodemailer takes it: d= is the domain, s= the selector. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: KeyObject;
}

export interface Config {
  port: number;
  host: string;
  /** Embedded PGlite lives here, and uploaded files later on. */
  dataDir: string;
  /** A real PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Answers to staff mail: the SMTP receiver's interface and port, and the domain of the reply addresses
   * (svar+<token>@domain). Absent: a staff member's mail carries their own address as Reply-To.
   */
  inboundMail?: { host: string; port: number; domain: string };
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
  /** Sign every outgoing mail with this key (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE). */
  dkim?: DkimKey;
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
  /** The LibreOffice program that converts documents to PDF. */
  sofficePath: string;
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
  /** How often the job worker sends the candidate surveys a company's delay has made due (SURVEYS_EVERY_MS). */
  surveysEveryMs: number;
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
  /**
   * Where application files live (FILE_STORE): this machine's DATA_DIR/files (local, the default), or an
   * S3-compatible bucket every instance shares (s3, with S3_BUCKET, S3_ENDPOINT, S3_REGION,
   * S3_FORCE_PATH_STYLE, S3_TIMEOUT_MS, S3_MAX_ATTEMPTS; credentials from the SDK's standard chain).
   */
  fileStore: { kind: 'local' } | ({ kind: 's3' } & S3StoreOptions);
  /**
   * What the calendar fetch may reach besides public addresses over https (CALENDAR_FETCH_ALLOW):
   * ipaddr.js range names ('loopback', 'private' …), addresses and CIDRs, for createSafeFetch's `allow`.
   * Empty by default: a feed or CalDAV address a user gives never reaches the operator's own network.
   */
  calendarFetchAllow: string[];
}

/** The fewest bytes a TOKEN_SECRET may have (HS256 wants a key at least as long as its 32-byte hash). */
export const MIN_SECRET_BYTES = 32;

/**
 * A secret from the environment variable `name` (TOKEN_SECRET signs session tokens, INTEGRATION_SECRET_KEY
 * seals the channel secrets). Production: set, at least 32 bytes, or no start. Elsewhere when unset: 32
 * random bytes kept in DATA_DIR/`file` (mode 0600), made once and reused on every restart; instances
 * starting together on one folder agree (link-if-absent).
 */
function secretFrom(
  given: string | undefined,
  production: boolean,
  dataDir: string,
  name: string,
  file: string,
): string {
  if (production) {
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

const dataDirOf = (vars: Environment) => path.resolve(vars.DATA_DIR ?? path.join(repoRoot, 'data'));

function fileStoreOf(vars: Environment): Config['fileStore'] {
  if (vars.FILE_STORE !== 's3') return { kind: 'local' };
  return {
    kind: 's3',
    bucket: vars.S3_BUCKET!,
    endpoint: vars.S3_ENDPOINT,
    region: vars.S3_REGION,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    timeoutMs: vars.S3_TIMEOUT_MS,
    maxAttempts: vars.S3_MAX_ATTEMPTS,
  };
}

function dkimOf(vars: Environment): DkimKey | undefined {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector, DKIM_PRIVATE_KEY_FILE: privateKey } = vars;
  // readEnvironment has refused a partial set.
  return domainName && keySelector && privateKey ? { domainName, keySelector, privateKey } : undefined;
}

/** Where the files are (DATA_DIR, FILE_STORE …) without the rest, which a file tool does not need. */
export function loadStorageConfig(
  env: NodeJS.ProcessEnv = process.env,
): Pick<Config, 'dataDir' | 'fileStore'> {
  const vars = readEnvironment(env);
  return { dataDir: dataDirOf(vars), fileStore: fileStoreOf(vars) };
}

/**
 * The server's settings from the environment (environment.ts: one schema, every variable). A bad value
 * throws an EnvironmentError naming each bad variable; a missing production secret throws too.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const vars = readEnvironment(env);
  const dataDir = dataDirOf(vars);
  const production = vars.NODE_ENV === 'production';
  const secret = (name: 'TOKEN_SECRET' | 'INTEGRATION_SECRET_KEY', file: string) =>
    secretFrom(vars[name], production, dataDir, name, file);
  const seedFlag = argv.includes('--demo') || vars.SEED_DEMO;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? `"${vars.OPERATOR_NAME}" <no-reply@rekry.local>`,
    inboundMail:
      vars.INBOUND_MAIL_DOMAIN && vars.INBOUND_SMTP_PORT !== undefined
        ? { host: vars.INBOUND_SMTP_HOST, port: vars.INBOUND_SMTP_PORT, domain: vars.INBOUND_MAIL_DOMAIN }
        : undefined,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    tokenSecret: secret('TOKEN_SECRET', 'token-secret'),
    trustProxy: vars.TRUST_PROXY,
    tokenTtlSeconds: vars.TOKEN_TTL_HOURS * 3600,
    operatorName: vars.OPERATOR_NAME,
    dkim: dkimOf(vars),
    seedDemo: vars.DATABASE_URL ? seedFlag : true,
    rateLimitFactor: vars.RATE_LIMIT_FACTOR,
    // Another build can be served (e.g. a second checkout's or a preview build) without touching apps/web/dist.
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    webSsrEntry: path.resolve(vars.WEB_SSR_ENTRY ?? path.join(repoRoot, 'apps/web/dist-ssr/entry-server.js')),
    logLevel: vars.LOG_LEVEL,
    jobWorker: vars.JOB_WORKER,
    jobPollMs: vars.JOB_POLL_MS,
    sofficePath: vars.SOFFICE_PATH,
    convertConcurrency: vars.CONVERT_CONCURRENCY,
    convertLimits: {
      wallSeconds: vars.CONVERT_TIMEOUT_SECONDS,
      cpuSeconds: vars.CONVERT_CPU_SECONDS,
      memoryMb: vars.CONVERT_MEMORY_MB,
    },
    shutdownGraceSeconds: vars.SHUTDOWN_GRACE_SECONDS,
    notificationDigestMinutes: vars.NOTIFICATION_DIGEST_MINUTES,
    realtimeRecheckMs: vars.REALTIME_RECHECK_MS,
    realtimeHelloTimeoutMs: vars.REALTIME_HELLO_TIMEOUT_MS,
    positionEventsEveryMs: vars.POSITION_EVENTS_EVERY_MS,
    surveysEveryMs: vars.SURVEYS_EVERY_MS,
    retentionJob: vars.RETENTION_JOB,
    auditRetentionDays: vars.AUDIT_RETENTION_DAYS,
    integrationKey: secret('INTEGRATION_SECRET_KEY', 'integration-key'),
    jobChannels: {
      urls: { arbetsformedlingen: vars.ARBETSFORMEDLINGEN_URL, classifieds: vars.CLASSIFIEDS_URL },
      timeoutMs: vars.JOB_CHANNEL_TIMEOUT_MS,
      sandbox: !production,
    },
    fileStore: fileStoreOf(vars),
    calendarFetchAllow: vars.CALENDAR_FETCH_ALLOW,
  };
}
