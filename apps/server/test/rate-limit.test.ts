import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorMessages } from '@rekry/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { rowsOf, type Db, type Queryable } from '../src/db/client.ts';
import type { Config } from '../src/config.ts';
import { callerKey } from '../src/http/rate-limit.ts';
import { databaseRateLimitStore } from '../src/http/rate-limit-store.ts';
import { testAppForFile, type TestApp } from './helpers/app.ts';

/**
 * Who is calling: every limited endpoint keys on the address TRUST_PROXY yields, and with PostgreSQL the
 * counters are shared by every instance (two-instances.test.ts, over two real processes). Requests carry bodies the handler refuses with 400 (the limit
 * counts before the handler), so no argon2 work or e-mail is needed.
 */
const FACTOR = 0.2;
const ENDPOINTS = [
  { url: '/api/account/login', max: 10, body: { email: 'samma@example.se' } },
  { url: '/api/account/register', max: 10, body: {} },
  { url: '/api/account/reset', max: 5, body: { email: 'samma@example.se', extra: 1 } },
  { url: '/api/account/reset/confirm', max: 10, body: {} },
  { url: '/api/public/positions/apply', max: 30, body: {} },
] as const;
const limitOf = (max: number) => Math.max(1, Math.round(max * FACTOR));

let seq = 0;
/** A fresh forwarded address: one of 65k in 100.64.0.0/10 (shared address space), never repeated. */
const freshForwarded = () => {
  seq++;
  return `100.${64 + ((seq >> 16) & 63)}.${(seq >> 8) & 255}.${seq & 255}`;
};

function send(t: TestApp, url: string, body: object, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
}

/** Sends `count` requests; answers the statuses. `forwarded(i)` gives each one's X-Forwarded-For. */
async function statuses(
  t: TestApp,
  url: string,
  body: object,
  count: number,
  remoteAddress: string,
  forwarded: (i: number) => string | undefined,
) {
  const result: number[] = [];
  for (let i = 0; i < count; i++)
    result.push((await send(t, url, body, remoteAddress, forwarded(i))).statusCode);
  return result;
}

function expectLimitedAfter(result: number[], limit: number) {
  expect(result.slice(0, limit).every((s) => s === 400 || s === 404)).toBe(true);
  expect(result.slice(limit)).toEqual(result.slice(limit).map(() => 429));
}

/** The describe block's own app (testAppForFile), its limits scaled by FACTOR. */
const appWith = (overrides: Partial<Config>) => testAppForFile({ rateLimitFactor: FACTOR, ...overrides });

/**
 * Behind `proxy`: callers of addresses of their own each have their own budget, and one caller is limited
 * whatever it writes before the address the proxy appends.
 */
async function expectEachForwardedCallerCounted(t: TestApp, e: (typeof ENDPOINTS)[number], proxy: string) {
  const limit = limitOf(e.max);
  const distinct = await statuses(t, e.url, e.body, limit + 2, proxy, () => freshForwarded());
  expect(distinct).not.toContain(429);
  const caller = freshForwarded();
  // The proxy appends the address it saw; what the caller wrote before it is not believed.
  const spoofing = await statuses(t, e.url, e.body, limit + 2, proxy, () => `${freshForwarded()}, ${caller}`);
  expectLimitedAfter(spoofing, limit);
}

describe('TRUST_PROXY off (the default): the socket address is the caller', () => {
  const t = appWith({});
  beforeAll(() => {
    expect(t.config.trustProxy).toBe(false);
  });

  it.each(ENDPOINTS)('$url: a fresh X-Forwarded-For on every request does not dodge the limit', async (e) => {
    const limit = limitOf(e.max);
    const result = await statuses(t, e.url, e.body, limit + 3, '192.0.2.10', () => freshForwarded());
    expectLimitedAfter(result, limit);
    const limited = await send(t, e.url, e.body, '192.0.2.10', freshForwarded());
    expect(limited.json().error.message).toBe(errorMessages.rateLimited);
    // Another caller still has its own budget.
    expect((await send(t, e.url, e.body, '192.0.2.11')).statusCode).not.toBe(429);
  });

  it('a forged X-Forwarded-Proto/Host from a caller is not believed either', async () => {
    const res = await t.app.inject({
      url: '/robots.txt',
      remoteAddress: '192.0.2.12',
      headers: {
        host: 'jobb.localhost:3000',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'jobb.evil.example',
      },
    });
    expect(res.body).toContain('Sitemap: http://jobb.localhost:3000/sitemap.xml');
  });
});

describe('TRUST_PROXY as a list of proxies (addresses and CIDRs, IPv4 and IPv6)', () => {
  const t = appWith({ trustProxy: ['10.1.1.1', 'fd00::/8'] });

  it.each(ENDPOINTS)(
    '$url: behind a named proxy each forwarded caller has its own budget, and one caller is limited',
    async (e) => {
      for (const proxy of ['10.1.1.1', 'fd00::7']) await expectEachForwardedCallerCounted(t, e, proxy);
    },
  );

  it.each(ENDPOINTS)(
    '$url: a peer that is not a named proxy cannot dodge with X-Forwarded-For',
    async (e) => {
      const limit = limitOf(e.max);
      for (const peer of ['10.1.1.2', '2001:db8::5']) {
        const result = await statuses(t, e.url, e.body, limit + 2, peer, () => freshForwarded());
        expectLimitedAfter(result, limit);
      }
    },
  );
});

describe('IPv6 callers are counted by their /64', () => {
  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    // ipaddr.js reads the deprecated IPv4-compatible form as the IPv4 address it carries.
    ['::192.0.2.1', '192.0.2.1'],
    ['192.0.2.1', '192.0.2.1'],
  ])('%s → %s', (ip, key) => {
    expect(callerKey(ip)).toBe(key);
  });

  const t = appWith({ trustProxy: ['10.3.3.3'] });

  it.each(ENDPOINTS)('$url: fresh addresses inside one /64 share one budget', async (e) => {
    const limit = limitOf(e.max);
    const net = (++seq).toString(16);
    const direct: number[] = [];
    for (let i = 0; i < limit + 2; i++)
      direct.push((await send(t, e.url, e.body, `2001:db8:aa:${net}:${i + 1}::${i + 7}`)).statusCode);
    expectLimitedAfter(direct, limit);
    const forwarded = await statuses(
      t,
      e.url,
      e.body,
      limit + 2,
      '10.3.3.3',
      (i) => `2001:db8:cc:${net}:${i + 1}:2:3:4`,
    );
    expectLimitedAfter(forwarded, limit);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  const t = appWith({ trustProxy: 1 });

  it.each(ENDPOINTS)('$url: only the address the nearest proxy saw counts', async (e) => {
    await expectEachForwardedCallerCounted(t, e, '10.2.2.2');
  });
});

describe('the database counter store (rate_limit_hits)', () => {
  const t = appWith({});
  const silent = { warn() {}, debug() {} } as never;

  type Hit = { current: number; ttl: number };
  type Store = { incr(key: string, cb: (err: Error | null, res?: Hit) => void, windowMs?: number): void };
  function hit(store: Store, key: string, windowMs: number) {
    return new Promise<Hit>((resolve, reject) =>
      store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), windowMs),
    );
  }

  it('counts per route and key in one window, then starts again; expired rows are swept', async () => {
    const Store = databaseRateLimitStore(t.db, silent);
    const login = new Store().child({ routeInfo: { method: 'POST', url: '/api/account/login' } });
    const reset = new Store().child({ routeInfo: { method: 'POST', url: '/api/account/reset' } });
    await t.db.execute(sql`insert into rate_limit_hits values ('gammal', 3, now() - interval '1 hour')`);
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await hit(login, '198.51.100.1', 60_000)).current);
    expect(counts).toEqual([1, 2, 3]);
    expect((await hit(reset, '198.51.100.1', 60_000)).current).toBe(1);
    expect((await hit(login, '198.51.100.2', 60_000)).current).toBe(1);
    const { ttl } = await hit(login, '198.51.100.1', 60_000);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);

    // A short window runs out: the next hit starts at 1 again (poll; no fixed sleep).
    const deadline = Date.now() + 30_000;
    expect((await hit(login, 'kort', 300)).current).toBe(1);
    let counted = [(await hit(login, 'kort', 300)).current];
    while (counted.at(-1) !== 1) {
      if (Date.now() > deadline) throw new Error('the window never ran out');
      await new Promise((r) => setTimeout(r, 50));
      counted = [...counted, (await hit(login, 'kort', 300)).current];
    }
    // It counted up while the window lasted, then started over.
    expect(counted.length).toBeGreaterThan(1);
    expect(counted.slice(0, -1)).toEqual(counted.slice(0, -1).map((_, i) => i + 2));
    for (;;) {
      const rows = await t.db.execute(
        sql`select count(*)::int as n from rate_limit_hits where key = 'gammal'`,
      );
      if ((rows as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) break;
      if (Date.now() > deadline) throw new Error('the expired row was never swept');
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('counts without its commit waiting for the disk', async () => {
    const setting = async (db: Queryable) =>
      rowsOf<{ value: string }>(
        await db.execute(sql`select current_setting('synchronous_commit') as value`),
      )[0]!.value;
    await t.db.transaction(async (tx) => {
      // The tests' databases commit without waiting anyway: this transaction waits, until the hit.
      await tx.execute(sql`set local synchronous_commit = on`);
      const Store = databaseRateLimitStore(tx as unknown as Db, silent);
      expect((await hit(new Store(), 'utan-flush', 60_000)).current).toBe(1);
      expect(await setting(tx)).toBe('off');
    });
  });

  it('lets the request through (and logs) when the database fails, instead of a 500', async () => {
    // A pool whose server refuses every connection: each query fails as with a database that is down.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', max: 1 });
    const broken = { db: drizzle({ client: pool }) as unknown as Db };
    const warnings: unknown[] = [];
    const Store = databaseRateLimitStore(broken.db, {
      warn: (o: unknown) => warnings.push(o),
      debug() {},
    } as never);
    const store = new Store().child({ routeInfo: { method: 'POST', url: '/x' } });
    expect(await hit(store, 'k', 1000)).toEqual({ current: 0, ttl: 1000 });
    expect(await hit(store, 'k', 1000)).toEqual({ current: 0, ttl: 1000 });
    // One line per 10 s, however many requests fail.
    expect(warnings.length).toBe(1);
    await pool.end();
  });
});
