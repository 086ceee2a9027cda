import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  tokenTtlSeconds: number;
  operatorName: string;
  /** Seed demo data: always on a new embedded database; into DATABASE_URL only when asked. */
  seedDemo: boolean;
  /** Multiplies every rate limit; the benchmark raises it to measure throughput, not the limiter. */
  rateLimitFactor: number;
  webDistDir: string;
  logLevel: string;
  /** Run the background job worker in this process (JOB_WORKER=0 turns it off). */
  jobWorker: boolean;
  /** How often an idle job worker looks for due jobs, in ms. */
  jobPollMs: number;
}

const DEV_SECRET = 'rekry-development-secret-change-me-in-production';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  const operatorName = env.OPERATOR_NAME ?? 'Rekry';
  if (!databaseUrl && env.NODE_ENV === 'production' && !env.TOKEN_SECRET) {
    throw new Error('TOKEN_SECRET must be set in production');
  }
  const seedFlag =
    argv.includes('--demo') || ['1', 'true', 'yes'].includes((env.SEED_DEMO ?? '').toLowerCase());
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `"${operatorName}" <no-reply@rekry.local>`,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    tokenSecret: env.TOKEN_SECRET ?? DEV_SECRET,
    tokenTtlSeconds: Number(env.TOKEN_TTL_HOURS ?? 12) * 3600,
    operatorName,
    seedDemo: databaseUrl ? seedFlag : true,
    rateLimitFactor: Number(env.RATE_LIMIT_FACTOR ?? 1),
    // Another build can be served (e.g. a second checkout's or a preview build) without touching apps/web/dist.
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    jobWorker: !['0', 'false', 'no'].includes((env.JOB_WORKER ?? '').toLowerCase()),
    jobPollMs: Number(env.JOB_POLL_MS ?? 1000),
  };
}
