import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ActionInput, ActionName, ActionOutput, Answers } from '@rekry/domain';
import { SERVER_ENTRY, SERVER_NODE_ARGS } from '../../../../scripts/server-command.mjs';
import { repoRoot } from '../../src/config.ts';
import { createProcessDatabase } from './app.ts';
import type { Dispatched } from './dispatch.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (as scripts/server-command.mjs says) and waits until /api/health answers.
 * freePort's port is only free when it is asked: another process on the machine may take it before the
 * server listens, so a start that fails with EADDRINUSE is tried again on a new port.
 */
export async function startServerProcess(
  env: Record<string, string>,
  args: string[] = [],
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, args);
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt === 3) throw err;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(env: Record<string, string>, args: string[]): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(repoRoot, SERVER_ENTRY), ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      if (log.includes('EADDRINUSE')) throw new PortTaken(`port ${port} was taken:\n${log}`);
      throw new Error(`server exited early:\n${log}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not come up:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    child,
    output: () => log,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The process's exit code (null when a signal ended it), once it has exited. */
export function exitCodeOf(server: ServerProcess): Promise<number | null> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * For a describe block that runs the real server as a process (PostgreSQL only): a fresh database and a
 * temporary data folder, made before the block and dropped and removed after it. Read `url` and `dataDir`
 * in the tests, and `start(env)` the server on them; an `afterAll` the block adds itself runs before this
 * one's (vitest runs them as a stack).
 */
export function processSandbox(prefix: string) {
  const sandbox = {
    url: '',
    dataDir: '',
    /** startServerProcess on the sandbox's database and data folder, `env` over that. */
    start: (env: Record<string, string> = {}) =>
      startServerProcess({ DATABASE_URL: sandbox.url, DATA_DIR: sandbox.dataDir, ...env }),
  };
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await createProcessDatabase();
    sandbox.url = fresh.url;
    drop = fresh.drop;
    sandbox.dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  });
  afterAll(async () => {
    // Whatever a test left running in the sandbox (a server, a LibreOffice or Tesseract it started).
    for (const p of processesWith(sandbox.dataDir)) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    await drop();
    rmSync(sandbox.dataDir, { recursive: true, force: true });
  });
  return sandbox;
}

/** Processes whose command line names `marker` (LibreOffice and Tesseract runs are tagged by their folder). */
export function processesWith(marker: string): { pid: number; cmd: string }[] {
  const found: { pid: number; cmd: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmd.includes(marker)) found.push({ pid: Number(entry), cmd });
    } catch {
      /* gone */
    }
  }
  return found;
}

/** Waits until `check` answers something truthy (every 100 ms), and answers it; fails after `timeoutMs`. */
export async function until<T>(what: string, check: () => T | Promise<T>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * An application sent to a running server as the career site's form sends it (create_jobApplication);
 * `headers` adds to the request's (an X-Forwarded-For behind TRUST_PROXY).
 */
export function applyOverHttp(
  port: number,
  positionId: number,
  email: string,
  metadata: Answers,
  headers: Record<string, string> = {},
) {
  return fetch(`http://127.0.0.1:${port}/api/public/positions/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ action: 'create_jobApplication', data: { email, positionId, metadata } }),
  });
}

/**
 * The same call as multipart/form-data, as the career site sends it: `data` first, then each file as a
 * part named by its field key (streamed to the store as it arrives).
 */
export function applyMultipartOverHttp(
  port: number,
  positionId: number,
  email: string,
  metadata: Answers,
  files: Record<string, { filename: string; bytes: Buffer; type?: string }>,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  const announced = Object.fromEntries(
    Object.entries(files).map(([key, f]) => [key, { filename: f.filename, data: '', size: f.bytes.length }]),
  );
  const data = { email, positionId, metadata: { ...metadata, ...announced } };
  form.append('data', JSON.stringify({ action: 'create_jobApplication', data }));
  for (const [key, f] of Object.entries(files)) {
    form.append(key, new Blob([f.bytes], { type: f.type ?? 'application/pdf' }), f.filename);
  }
  return fetch(`http://127.0.0.1:${port}/api/public/positions/apply`, {
    method: 'POST',
    headers,
    body: form,
  });
}

/** One dispatcher action on a running server with a bearer token, its output typed from the catalogue. */
export async function dispatchOverHttp<N extends ActionName>(
  port: number,
  token: string,
  action: N,
  data: ActionInput<N>,
): Promise<Dispatched<N>> {
  const res = await fetch(`http://127.0.0.1:${port}/api/dispatcher`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ action, data }),
  });
  const body = (await res.json()) as { data?: ActionOutput<N>; error?: Dispatched<N>['error'] };
  return { status: res.status, data: body.data as ActionOutput<N>, error: body.error };
}

/** What every instance of a several-instance test shares: one database and signing secret, no demo data. */
export function sharedInstanceEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    TOKEN_SECRET: 'two-instances-secret-0123456789abcdef',
    SEED_DEMO: '0',
    // The instances' requests all come from this test's address.
    RATE_LIMIT_FACTOR: '1000',
  };
}
