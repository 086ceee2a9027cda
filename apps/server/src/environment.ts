import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { AUDIT_RETENTION_DEFAULT_DAYS } from '@rekry/domain';
import { z } from 'zod';

/**
 * Every environment variable the server reads, with its type and default: one zod schema. A value that
 * cannot be used stops the start with one line per variable, naming it and what it expects (config.ts
 * turns the parsed values into the Config the app uses; README's Configuration table lists them all).
 */

/** A variable that is unset or blank takes its default; otherwise `parse` must accept it. */
function variable<T>(expects: string, parse: (text: string) => T | undefined, fallback: T) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      const text = raw?.trim();
      if (!text) return fallback;
      const value = parse(text);
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message: `${JSON.stringify(text)} is not ${expects}` });
        return z.NEVER;
      }
      return value;
    });
}

const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (text: string) =>
    /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : undefined;

const positiveNumber = (text: string) =>
  /^\d+(\.\d+)?$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

const SWITCH = new Map([
  ...['1', 'true', 'yes', 'on'].map((on) => [on, true] as const),
  ...['0', 'false', 'no', 'off'].map((off) => [off, false] as const),
]);
const onOff = (text: string) => SWITCH.get(text.toLowerCase());

const oneOf =
  <T extends string>(...values: T[]) =>
  (text: string) =>
    values.find((v) => v === text);

/** A URL whose scheme is one of `schemes` (e.g. 'http:'); the text is kept as given. */
const urlWith =
  (...schemes: string[]) =>
  (text: string) => {
    try {
      return schemes.includes(new URL(text).protocol) ? text : undefined;
    } catch {
      return undefined;
    }
  };

const text = (text: string) => text;

/** A host name of two or more labels, kept in lower case (the domain of the reply addresses). */
const domainName = (text: string) =>
  /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(text)
    ? text.toLowerCase()
    : undefined;

const count = (fallback: number, max?: number) =>
  variable(`a whole number from 1${max ? ` to ${max}` : ' up'}`, wholeNumber(1, max), fallback);

export type TrustProxy = false | number | string[];

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
 * TRUST_PROXY: unset, '', 'false', '0', 'off' or 'no' → false; a whole number of hops (1 … 100); or a comma
 * list of addresses/CIDRs (IPv4 and IPv6; also loopback, linklocal, uniquelocal). Anything else: an error
 * naming TRUST_PROXY.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (['', 'false', '0', 'off', 'no'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 100) return hops;
    throw new Error(`TRUST_PROXY: ${JSON.stringify(text)} is not a hop count between 1 and 100`);
  }
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (!bad.length) return entries;
  throw new Error(
    `TRUST_PROXY: ${bad.map((e) => JSON.stringify(e)).join(', ')} is not an IP address or CIDR ` +
      `(expected off, a hop count such as 1, or a comma list such as 10.0.0.1,192.168.0.0/16,::1)`,
  );
}

const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    try {
      return parseTrustProxy(raw);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message.replace(/^TRUST_PROXY: /, '') });
      return z.NEVER;
    }
  });

/** The ranges CALENDAR_FETCH_ALLOW may name, as ipaddr.js names them: where a calendar server may sit. */
export const CALENDAR_FETCH_RANGES = ['loopback', 'private', 'linkLocal', 'uniqueLocal', 'carrierGradeNat'];

/**
 * CALENDAR_FETCH_ALLOW: a comma list of those range names (any case) and addresses/CIDRs, IPv4 or IPv6,
 * whose calendar servers and feeds may be fetched (over plain http too); the names come back as
 * ipaddr.js spells them. Unset: none, only public addresses over https.
 */
const fetchAllowList = (text: string) => {
  const entries = text.split(',').map((e) => e.trim());
  const named = (entry: string) => CALENDAR_FETCH_RANGES.find((r) => r.toLowerCase() === entry.toLowerCase());
  const valid = entries.every((e) => named(e) || isAddressOrCidr(e));
  return valid ? entries.map((e) => named(e) ?? e) : undefined;
};

/** A host name or a DKIM selector: dot-separated labels of letters, digits and inner hyphens. */
const dnsName = (text: string) =>
  /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*$/.test(text) ? text : undefined;

/** Receivers disregard DKIM signatures made with shorter RSA keys (RFC 8301). */
export const DKIM_MIN_RSA_BITS = 1024;

/**
 * DKIM_PRIVATE_KEY_FILE: the key in a PEM file, read once at start. RSA only: nodemailer signs rsa-sha256,
 * and with any other key it would send the mail unsigned without a word. Anything else: an error naming
 * the file and what is wrong with it.
 */
export function readDkimKey(file: string): KeyObject {
  let pem: Buffer;
  try {
    pem = readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new Error(`${JSON.stringify(file)} cannot be read (${code})`, { cause: err });
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (err) {
    throw new Error(`${JSON.stringify(file)} does not hold an unencrypted PEM private key`, { cause: err });
  }
  if (key.asymmetricKeyType !== 'rsa')
    throw new Error(
      `${JSON.stringify(file)} holds a key of type ${key.asymmetricKeyType}; mail is signed with RSA only ` +
        `(openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048)`,
    );
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < DKIM_MIN_RSA_BITS)
    throw new Error(
      `${JSON.stringify(file)} holds a ${bits}-bit RSA key; receivers ignore DKIM keys under ` +
        `${DKIM_MIN_RSA_BITS} bits (2048 is usual)`,
    );
  return key;
}

const dkimKey = z
  .string()
  .optional()
  .transform((raw, ctx): KeyObject | undefined => {
    const file = raw?.trim();
    if (!file) return undefined;
    try {
      return readDkimKey(file);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  });

const DKIM_VARIABLES = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY_FILE'] as const;

/** The server's environment. Secrets stay strings here: config.ts applies the production rules to them. */
export const environmentSchema = z.object({
  NODE_ENV: variable(
    'development, test or production',
    oneOf('development', 'test', 'production'),
    'development',
  ),
  PORT: variable('a port number from 0 to 65535', wholeNumber(0, 65535), 3000),
  HOST: variable('an interface to listen on', text, '0.0.0.0'),
  DATA_DIR: variable('a folder', text, undefined),
  DATABASE_URL: variable(
    'a PostgreSQL URL (postgres://user@host:5432/name)',
    urlWith('postgres:', 'postgresql:'),
    undefined,
  ),
  SEED_DEMO: variable('1 or 0', onOff, false),
  SMTP_URL: variable('an SMTP URL (smtp:// or smtps://)', urlWith('smtp:', 'smtps:'), undefined),
  MAIL_FROM: variable('a sender address', text, undefined),
  INBOUND_MAIL_DOMAIN: variable('a domain name (svar.example.se)', domainName, undefined),
  INBOUND_SMTP_PORT: variable('a port number from 1 to 65535', wholeNumber(1, 65535), undefined),
  INBOUND_SMTP_HOST: variable('an interface to listen on', text, '0.0.0.0'),
  APP_URL: variable('an http(s) URL', urlWith('http:', 'https:'), undefined),
  TOKEN_SECRET: z.string().optional(),
  INTEGRATION_SECRET_KEY: z.string().optional(),
  TRUST_PROXY: trustProxy,
  TOKEN_TTL_HOURS: variable('a number of hours above 0', positiveNumber, 12),
  OPERATOR_NAME: variable('a name', text, 'Rekry'),
  DKIM_DOMAIN: variable('a domain name (example.se)', dnsName, undefined),
  DKIM_SELECTOR: variable('a DKIM selector (rekry2025)', dnsName, undefined),
  DKIM_PRIVATE_KEY_FILE: dkimKey,
  RATE_LIMIT_FACTOR: variable('a number above 0', positiveNumber, 1),
  LOG_LEVEL: variable(
    'a log level (fatal, error, warn, info, debug, trace or silent)',
    oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
    'info',
  ),
  JOB_WORKER: variable('1 or 0', onOff, true),
  JOB_POLL_MS: count(1000),
  WEB_DIST_DIR: variable('a folder', text, undefined),
  WEB_SSR_ENTRY: variable('a file', text, undefined),
  SOFFICE_PATH: variable('a LibreOffice program', text, 'soffice'),
  CONVERT_CONCURRENCY: count(1, 64),
  CONVERT_TIMEOUT_SECONDS: count(60),
  CONVERT_CPU_SECONDS: count(60),
  CONVERT_MEMORY_MB: count(1024),
  SHUTDOWN_GRACE_SECONDS: count(20),
  NOTIFICATION_DIGEST_MINUTES: count(15),
  REALTIME_RECHECK_MS: count(30_000),
  REALTIME_HELLO_TIMEOUT_MS: count(5000),
  POSITION_EVENTS_EVERY_MS: count(60_000),
  SURVEYS_EVERY_MS: count(3_600_000),
  RETENTION_JOB: variable('1 or 0', onOff, true),
  AUDIT_RETENTION_DAYS: count(AUDIT_RETENTION_DEFAULT_DAYS),
  ARBETSFORMEDLINGEN_URL: variable('an http(s) URL', urlWith('http:', 'https:'), undefined),
  CLASSIFIEDS_URL: variable('an http(s) URL', urlWith('http:', 'https:'), undefined),
  JOB_CHANNEL_TIMEOUT_MS: count(10_000),
  FILE_STORE: variable('local or s3', oneOf('local', 's3'), 'local'),
  S3_ENDPOINT: variable('an http(s) URL', urlWith('http:', 'https:'), undefined),
  S3_BUCKET: variable('a bucket name', text, undefined),
  S3_REGION: variable('a region', text, 'us-east-1'),
  S3_FORCE_PATH_STYLE: variable('1 or 0', onOff, false),
  S3_TIMEOUT_MS: count(10_000),
  S3_MAX_ATTEMPTS: count(3, 10),
  CALENDAR_FETCH_ALLOW: variable(
    `a comma list of addresses, CIDRs or ranges (${CALENDAR_FETCH_RANGES.join(', ')})`,
    fetchAllowList,
    [] as string[],
  ),
});

/**
 * Signing with part of a key's setting would send mail that fails DKIM: all three, or none. A variable
 * whose own value was refused still counts as set.
 */
function dkimAllOrNone(env: Environment, ctx: z.RefinementCtx) {
  const set = DKIM_VARIABLES.filter((name) => env[name] !== undefined);
  if (!set.length || set.length === DKIM_VARIABLES.length) return;
  for (const name of DKIM_VARIABLES.filter((n) => !set.includes(n)))
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `must be set with ${set.join(' and ')} (DKIM signing takes all three, or none)`,
    });
}

/** The schema, with the rules between variables. */
const checkedEnvironment = environmentSchema
  .superRefine((env, ctx) => {
    if (env.FILE_STORE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'must be set when FILE_STORE=s3' });
    }
    // Reply addresses name the domain, the receiver listens on the port: one without the other is half a setup.
    if (env.INBOUND_SMTP_PORT !== undefined && !env.INBOUND_MAIL_DOMAIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['INBOUND_MAIL_DOMAIN'],
        message: 'must be set with INBOUND_SMTP_PORT',
      });
    }
    if (env.INBOUND_MAIL_DOMAIN && env.INBOUND_SMTP_PORT === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['INBOUND_SMTP_PORT'],
        message: 'must be set with INBOUND_MAIL_DOMAIN',
      });
    }
  })
  // Also beside other variables' errors, so that one start names them all.
  .superRefine(dkimAllOrNone, { when: () => true });

export type Environment = z.infer<typeof environmentSchema>;

/** The environment could not be used: one line per bad variable, each starting with its name. */
export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'EnvironmentError';
  }
}

/** The environment parsed, or an EnvironmentError listing every bad variable. */
export function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const result = checkedEnvironment.safeParse(env);
  if (result.success) return result.data;
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]);
    if (!problems.has(name)) problems.set(name, `${name}: ${issue.message}`);
  }
  throw new EnvironmentError([...problems.values()]);
}

/** Says why the server cannot start, one line per problem on stderr, and exits with 1. */
export function refuseToStart(err: unknown): never {
  const lines = err instanceof Error ? err.message.split('\n') : [String(err)];
  for (const line of lines) process.stderr.write(`Rekry cannot start: ${line}\n`);
  process.exit(1);
}
