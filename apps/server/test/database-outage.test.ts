import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { errorMessages } from '@rekry/domain';
import { DEMO_CONTAINERS, DEMO_PASSWORD, DEMO_POSITIONS, DEMO_USERS } from '../src/demo/seed.ts';
import { createProcessDatabase, testDatabaseUrl } from './helpers/app.ts';
import { answersWithCv } from './helpers/factories.ts';
import { listen } from './helpers/hub.ts';
import {
  applyOverHttp,
  sharedInstanceEnv,
  startServerProcess,
  type ServerProcess,
} from './helpers/process.ts';

const demo = DEMO_CONTAINERS.demo.id;

/** The admin's token, and the application the staff action writes its notes on. */
interface Staff {
  token: string;
  noted: number;
}

interface Outcome {
  kind: 'list' | 'action' | 'apply';
  status: number;
  retryAfter: string | null;
  message?: string;
  /** The application's address or the note's text: what a 2xx promised is stored. */
  key: string;
  /** When the request was sent (ms since epoch). */
  sent: number;
}

/**
 * A restart or failover of PostgreSQL ends every connection of the server (pg_terminate_backend does
 * the same to them); a database coming back up refuses new ones for a while. Real server processes on a
 * database of their own, under load, must live through both and answer 2xx or 503, never 500.
 */
describe.skipIf(!testDatabaseUrl)('PostgreSQL going away under load (real processes)', () => {
  let fresh: Awaited<ReturnType<typeof createProcessDatabase>>;
  let admin: pg.Client;
  let dbName: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    fresh = await createProcessDatabase();
    dbName = new URL(fresh.url).pathname.slice(1);
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${pg.escapeIdentifier(dbName)} allow_connections true`);
    await Promise.all(servers.map((s) => s.stop()));
    await admin.end();
    await fresh.drop();
  });

  /**
   * Waits for `done` (a real event: a response, a row), polling; fails with `what` after `ms`, and at once
   * with its output when an instance has exited.
   */
  async function until(
    what: string,
    done: () => boolean | Promise<boolean>,
    seen: () => unknown = () => '',
    ms = 15_000,
  ): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await done())) {
      const dead = servers.find((s) => s.child.exitCode !== null);
      if (dead) throw new Error(`an instance exited, waiting for ${what}:\n${dead.output().slice(-3000)}`);
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}; seen: ${JSON.stringify(seen())}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** A query on the test's database, on a connection of its own (the outages end the others). */
  async function onDatabase<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Ends every connection to the database but the test's own: what a restart or failover does. */
  async function terminateAll(): Promise<number> {
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [dbName],
    );
    return rows[0]!.n;
  }

  it(
    'starts two instances together with SEED_DEMO=1: both come up, one creates the demo data',
    { timeout: 120_000 },
    async () => {
      const env = { ...sharedInstanceEnv(fresh.url), SEED_DEMO: '1' };
      const started = await Promise.allSettled([1, 2].map(() => startServerProcess(env)));
      for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
      for (const s of started) if (s.status === 'rejected') throw s.reason;

      const [counts] = await onDatabase<Record<string, number>>(
        `select (select count(*)::int from app_meta where key = 'demo_seeded') as seeded,
              (select count(*)::int from users where email = $1) as admins,
              (select count(*)::int from positions where id = $2) as warehouse,
              (select count(*)::int from containers where id = $3) as companies`,
        [DEMO_USERS.admin, DEMO_POSITIONS.warehouse.id, demo],
      );
      expect(counts).toEqual({ seeded: 1, admins: 1, warehouse: 1, companies: 1 });
    },
  );

  const base = (s: ServerProcess) => `http://127.0.0.1:${s.port}`;

  const apply = (server: ServerProcess, email: string) =>
    applyOverHttp(server.port, DEMO_POSITIONS.warehouse.id, email, answersWithCv(email));

  /**
   * One request of a kind: an application, a staff action (a note and its log line, in one transaction),
   * a search (each its own: the database's answer, not the cache's).
   */
  function send(kind: Outcome['kind'], server: ServerProcess, key: string, staff: Staff) {
    if (kind === 'apply') return apply(server, key);
    if (kind === 'list') return fetch(`${base(server)}/api/public/positions?q=${encodeURIComponent(key)}`);
    return fetch(`${base(server)}/api/dispatcher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
      body: JSON.stringify({
        action: 'create_ApplicantNote',
        data: {
          containerId: demo,
          positionId: DEMO_POSITIONS.warehouse.id,
          applicantId: staff.noted,
          text: key,
        },
      }),
    });
  }

  const kinds = ['list', 'action', 'apply'] as const;

  /** Six clients sending the three kinds in turn to both instances, each as soon as its last was answered. */
  function startLoad(staff: Staff) {
    const outcomes: Outcome[] = [];
    const failures: string[] = [];
    let loading = true;
    const client = async (c: number) => {
      for (let i = 0; loading; i++) {
        const kind = kinds[(c + i) % 3]!;
        const key = kind === 'apply' ? `outage-${c}-${i}@example.se` : `Avbrott ${c}-${i}`;
        const sent = Date.now();
        try {
          const res = await send(kind, servers[(c + i) % 2]!, key, staff);
          const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
          const retryAfter = res.headers.get('retry-after');
          outcomes.push({ kind, status: res.status, retryAfter, message: body.error?.message, key, sent });
        } catch (err) {
          failures.push(`${kind}: ${(err as Error).message}`);
        }
      }
    };
    const clients = Array.from({ length: 6 }, (_, c) => client(c));
    return {
      outcomes,
      failures,
      /** Waits until a request of the kind sent after `since` succeeds. */
      succeeds: (what: string, kind: Outcome['kind'], since: number) =>
        until(
          what,
          () => outcomes.some((o) => o.sent > since && o.kind === kind && o.status < 300),
          () => ({
            answers: outcomes.filter((o) => o.sent > since).map((o) => `${o.kind} ${o.status} ${o.message}`),
            logs: servers.map((s) => s.output().slice(-2000)),
          }),
        ),
      async stop() {
        loading = false;
        await Promise.all(clients);
      },
    };
  }

  it(
    'ends and refuses connections under load: 2xx or 503, the processes live, the hub and jobs resume',
    { timeout: 90_000 },
    async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const login = await fetch(`${base(a)}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USERS.admin, password: DEMO_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };

      // A staff socket on B, joined before anything goes wrong.
      const socket = new WebSocket(`${base(b).replace('http', 'ws')}/notifications`);
      const hub = listen(socket);
      socket.addEventListener('open', () => socket.send(JSON.stringify({ token, containerId: demo })));
      await hub.next('ready');

      const first = await apply(a, 'outage-noted@example.se');
      const noted = ((await first.json()) as { data: { applicationId: number } }).data.applicationId;
      const load = startLoad({ token, noted });
      const { outcomes, succeeds } = load;
      const began = Date.now();
      for (const kind of kinds) await succeeds(`a first ${kind}`, kind, began);

      // Restarts, again and again: each time every connection ends, and the load goes on through it.
      for (let round = 0; round < 4; round++) {
        expect(await terminateAll(), `connections ended in round ${round}`).toBeGreaterThan(0);
        const at = Date.now();
        await succeeds(`an action answered after round ${round}`, 'action', at);
        await succeeds(`an application taken after round ${round}`, 'apply', at);
      }

      // A database that takes no new connections for a while (a restart's start, a failover's switch).
      await admin.query(`alter database ${pg.escapeIdentifier(dbName)} allow_connections false`);
      await terminateAll();
      const refusedAt = Date.now();
      const unavailable = (o: Outcome) => o.sent > refusedAt && o.status === 503;
      await until('503s while connections are refused', () => outcomes.filter(unavailable).length >= 6);
      const health = await fetch(`${base(a)}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('5');
      expect(await health.json()).toMatchObject({ database: { kind: 'postgres', ok: false } });
      // B's listening connection is down now (its retries are refused): what the socket heard so far,
      // the resyncs of the earlier rounds among it, is not what tells that it listens again.
      hub.events.length = 0;
      await admin.query(`alter database ${pg.escapeIdentifier(dbName)} allow_connections true`);
      const reopened = Date.now();
      for (const kind of kinds) await succeeds(`a ${kind} after reopening`, kind, reopened);
      await load.stop();

      for (const server of [a, b]) {
        expect(server.child.exitCode, server.output()).toBeNull();
        expect((await fetch(`${base(server)}/api/health`)).status).toBe(200);
      }
      expect(load.failures).toEqual([]);
      expect(outcomes.filter((o) => ![200, 201, 503].includes(o.status))).toEqual([]);
      const refused = outcomes.filter((o) => o.status === 503);
      // The outages were met by requests in flight, not only by idle connections.
      expect(refused.filter((o) => o.kind !== 'list').length).toBeGreaterThan(0);
      for (const o of refused) {
        expect(o.retryAfter).toBe('5');
        expect(o.message).toBe(errorMessages.unavailable);
      }

      // What was acknowledged is stored; every stored application is whole: its CV and its receipt with it.
      const taken = outcomes.filter((o) => o.kind === 'apply' && o.status === 201).map((o) => o.key);
      const stored = await onDatabase<{ email: string; files: number; receipts: number }>(
        `select a.info->>'email' as email,
         (select count(*)::int from application_files f where f.application_id = a.id) as files,
         (select count(*)::int from email_log m where m.application_id = a.id) as receipts
       from job_applications a where a.info->>'email' like 'outage-%'`,
      );
      expect(stored.map((s) => s.email)).toEqual(expect.arrayContaining(taken));
      expect(stored.filter((s) => s.files !== 1 || s.receipts !== 1)).toEqual([]);
      const written = outcomes.filter((o) => o.kind === 'action' && o.status === 200).map((o) => o.key);
      const notes = await onDatabase<{ text: string }>(
        'select text from application_notes where application_id = $1',
        [noted],
      );
      expect(notes.map((n) => n.text)).toEqual(expect.arrayContaining(written));
      const [logged] = await onDatabase<{ n: number }>(
        `select count(*)::int as n from application_log where application_id = $1 and kind = 'note'`,
        [noted],
      );
      expect(logged!.n).toBe(notes.length);

      // The hub listens again: the socket was told to fetch what it missed, then hears what comes next.
      // B's listener retries at most 5 s apart (db/client.ts), so its resync comes within that of reopening.
      await hub.next('resync', 10_000);
      hub.events.length = 0;
      const after = await apply(a, 'outage-after@example.se');
      expect(after.status).toBe(201);
      const { applicationId } = ((await after.json()) as { data: { applicationId: number } }).data;
      await until('the notification of the application after the outage', () =>
        hub.events.some((e) => e.type === 'notification' && e.notification.data.id === applicationId),
      );
      // The job worker runs again: the receipt queued after the outage is delivered (logged: no SMTP).
      await until('the receipt of the application after the outage', async () => {
        const rows = await onDatabase<{ status: string }>(
          `select status from email_log where application_id = $1`,
          [applicationId],
        );
        return rows[0]?.status === 'logged';
      });
      socket.close();
    },
  );
});
