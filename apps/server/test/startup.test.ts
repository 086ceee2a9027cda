import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import pg from 'pg';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/demo/seed.ts';
import { createFreshPostgresDatabase, describeOnce } from './helpers/app.ts';
import { startServerProcess, type ServerProcess } from './helpers/process.ts';

/**
 * The real process, as `npm start` runs it. PostgreSQL: the machine's server (TEST_DATABASE_URL, or the
 * local default), since concurrency and advisory locks only mean something there.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** A data folder of its own (stored files), removed after the run. */
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rekry-start-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function login(port: number, email: string) {
  return fetch(`http://127.0.0.1:${port}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
}

describeOnce('starting on PostgreSQL (DATABASE_URL)', () => {
  it('two instances started together both come up, migrating under the advisory lock, without demo data', async () => {
    const fresh = await createFreshPostgresDatabase(adminUrl);
    cleanups.push(fresh.drop);
    const started = await Promise.allSettled([
      startServerProcess({ DATABASE_URL: fresh.url, DATA_DIR: tempDataDir() }),
      startServerProcess({ DATABASE_URL: fresh.url, DATA_DIR: tempDataDir() }),
    ]);
    // One that came up is stopped after the test even when the other did not: no server outlives the suite.
    for (const s of started) if (s.status === 'fulfilled') cleanups.push(s.value.stop);
    const [a, b] = started.map((s) => {
      if (s.status === 'rejected') throw s.reason;
      return s.value;
    }) as [ServerProcess, ServerProcess];
    for (const s of [a, b]) {
      const health = (await (await fetch(`http://127.0.0.1:${s.port}/api/health`)).json()) as {
        database: unknown;
      };
      expect(health.database).toEqual({ kind: 'postgres', ok: true });
    }
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    const migrations = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const userCount = await client.query('select count(*)::int as n from users');
    await client.end();
    expect(migrations.rows[0].n).toBeGreaterThan(0);
    expect(userCount.rows[0].n).toBe(0);
    expect((await login(a.port, DEMO_USERS.admin)).status).toBe(401);
    await a.stop();
    await b.stop();
  });

  it('seeds demo data into a DATABASE_URL database only when asked with --demo', async () => {
    const fresh = await createFreshPostgresDatabase(adminUrl);
    cleanups.push(fresh.drop);
    const server = await startServerProcess({ DATABASE_URL: fresh.url, DATA_DIR: tempDataDir() }, ['--demo']);
    cleanups.push(server.stop);
    expect((await login(server.port, DEMO_USERS.odin)).status).toBe(200);
    await server.stop();
  });
});

describeOnce('starting on the embedded database', () => {
  it('creates demo data once, and restarts on the existing data folder with it intact and its sessions valid', async () => {
    const dataDir = tempDataDir();
    // No TOKEN_SECRET outside production: the secret is made once in DATA_DIR and read again after a restart.
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'info', TOKEN_SECRET: '', NODE_ENV: 'development' };
    const first = await startServerProcess(env);
    cleanups.push(first.stop);
    // Staff, the superuser and the demo candidate (its own pages) sign in.
    let token = '';
    for (const email of Object.values(DEMO_USERS)) {
      const res = await login(first.port, email);
      expect(res.status, email).toBe(200);
      if (email === DEMO_USERS.admin) ({ token } = (await res.json()) as { token: string });
    }
    expect(first.output()).toContain('demo data created');
    await first.stop();
    expect(statSync(path.join(dataDir, 'token-secret')).mode & 0o777).toBe(0o600);

    const second = await startServerProcess(env);
    cleanups.push(second.stop);
    expect((await login(second.port, DEMO_USERS.multi)).status).toBe(200);
    expect(second.output()).not.toContain('demo data created');
    const me = await fetch(`http://127.0.0.1:${second.port}/api/dispatcher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ action: 'get_CurrentUser', data: {} }),
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(DEMO_USERS.admin);
    await second.stop();
    // Two starts, the demo seed, six logins and the demo letter's conversion: a slow test's budget.
  }, 90_000);
});
