import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, SERVER_NODE_ARGS } from '../../scripts/server-command.mjs';
import { adminStatement, databaseUrlFor, E2E_ADMIN_DATABASE_URL } from './db.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { state } from './e2e-state.ts';
import { signInDemoUsers } from './sessions.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function waitForHealth(url: string, server: ChildProcess, logFile: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = await readFile(logFile, 'utf8').catch(() => '');
  throw new Error(
    `Servern svarade inte på ${url}/api/health (exit ${server.exitCode ?? 'körs'}).\n--- serverlogg ---\n${log.slice(-4000)}`,
  );
}

/**
 * Starts a real SMTP server that collects mail, then the real Rekry server on a fresh PostgreSQL database
 * (so journeys can check stored rows through e2e/support/db.ts) with demo data and a temp DATA_DIR for
 * files, sending its mail to that SMTP server. The web app must already be built (npm run test:e2e does
 * it). The embedded PGlite default is covered by the server's integration tests and `npm start`.
 */
/** The reply addresses' domain in the journeys (svar+<token>@…). */
export const INBOUND_DOMAIN = 'svar.rekry.e2e.test';

export default async function globalSetup() {
  const port = process.env.REKRY_E2E_PORT;
  if (!port) throw new Error('REKRY_E2E_PORT saknas');
  const tempDir = await mkdtemp(path.join(tmpdir(), 'rekry-e2e-'));
  const database = `rekry_e2e_${Date.now().toString(36)}_${process.pid}`;
  await adminStatement(`create database ${database}`);
  // The run's database outlives no run: commits need not wait for the disk (as the server tests' own).
  await adminStatement(`alter database ${database} set synchronous_commit = off`);
  const databaseUrl = databaseUrlFor(E2E_ADMIN_DATABASE_URL, database);
  process.env.REKRY_E2E_DATABASE_URL = databaseUrl;
  const mail = await startMailCatcher();
  process.env.REKRY_E2E_MAIL_API = mail.apiUrl;

  const appUrl = `http://localhost:${port}`;
  const logFile = path.join(tempDir, 'server.log');
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: port,
      HOST: '0.0.0.0',
      DATA_DIR: path.join(tempDir, 'data'),
      SEED_DEMO: '1',
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      INBOUND_SMTP_PORT: process.env.REKRY_E2E_INBOUND_PORT,
      INBOUND_SMTP_HOST: '127.0.0.1',
      INBOUND_MAIL_DOMAIN: INBOUND_DOMAIN,
      // As under npm start: the demo interviewer's busy times come from the calendar this server serves.
      CALENDAR_FETCH_ALLOW: 'loopback',
      APP_URL: appUrl,
      TOKEN_SECRET: `e2e-${Date.now()}-${Math.random()}`,
      OPERATOR_NAME: 'Rekry E2E',
      // Journeys log in as the same demo users many times a minute from one address; the limits
      // themselves are tested by the server's integration tests.
      RATE_LIMIT_FACTOR: '20',
      // The survey run's hour made short, so the reports journey gets its survey by mail as a candidate
      // would (a company's delay of 0 days); the run is one small query while no company has it due.
      SURVEYS_EVERY_MS: '2000',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: process.env.REKRY_E2E_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  state.__rekryE2e = { server, closeMail: mail.close, tempDir, database };

  try {
    await waitForHealth(appUrl, server, logFile);
    process.env.REKRY_E2E_SESSIONS = path.join(tempDir, 'sessions.json');
    await signInDemoUsers(appUrl, process.env.REKRY_E2E_SESSIONS);
  } catch (error) {
    const { default: globalTeardown } = await import('./global-teardown.ts');
    await globalTeardown();
    throw error;
  }
}
