import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFreshPostgresDatabase } from '../../apps/server/src/db/fresh-database.ts';
import { SERVER_ENTRY, SERVER_NODE_ARGS } from '../../scripts/server-command.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on right now (the OS picks it; we release it for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The fresh PostgreSQL database the server runs on, when started with `postgresUrl`. */
  databaseUrl?: string;
  /** SIGTERM, wait for the exit (SIGKILL after a grace period), remove the data folder. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment for the server (a later scenario may need its own switches). */
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /**
   * A PostgreSQL server (admin URL, e.g. postgres://postgres@127.0.0.1:5432/postgres): the server then runs
   * on a fresh database created there for this run and dropped when it stops, instead of PGlite.
   */
  postgresUrl?: string;
  /** An existing PostgreSQL database to run on (a second instance beside another); never dropped here. */
  databaseUrl?: string;
}

/**
 * Starts the real server exactly as production does (scripts/server-command.mjs) on a fresh
 * embedded PGlite database in a temp folder, with demo data and rate limits out of the way.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rekry-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '1000000',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    ...options.env,
  };
  // The embedded database (or a fresh PostgreSQL one) and no outgoing mail, whatever the shell has set.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const database = options.postgresUrl
    ? await createFreshPostgresDatabase(options.postgresUrl, 'rekry_bench')
    : undefined;
  if (database) env.DATABASE_URL = database.url;
  else if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  // BENCH_SERVER_NODE_ARGS: Node options for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, SERVER_ENTRY], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // The server's own output (warnings and errors at LOG_LEVEL=warn) goes to our stderr, prefixed.
  const relay = (stream: NodeJS.ReadableStream) => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim()) process.stderr.write(`[server] ${line}\n`);
      }
    });
    stream.on('end', () => {
      if (partial.trim()) process.stderr.write(`[server] ${partial}\n`);
    });
  };
  relay(child.stdout!);
  relay(child.stderr!);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await terminate(child, exited);
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    })());

  try {
    await waitForHealth(url, exited, options.startTimeoutMs ?? 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, dataDir, databaseUrl: database?.url ?? options.databaseUrl, stop };
}

async function waitForHealth(url: string, exited: Promise<number | null>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  let last = '';
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The server exited during start (code ${exitCode}).`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s (${last}).`);
}

async function terminate(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const grace = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  if ((await Promise.race([exited, grace])) === 'timeout') {
    process.stderr.write('[bench] the server did not stop within 10 s of SIGTERM; sending SIGKILL\n');
    child.kill('SIGKILL');
    await exited;
  }
}
