import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { conflict } from '../core/errors.ts';
import { DatabaseOutage, markConnectFailure } from './outage.ts';
import { SerialClient } from './serial-client.ts';
/**
 * The one database type handlers see, whichever driver is behind it. Without the schema: queries name
 * their tables, and drizzle's relational layer (db.query.*), unused here, cost a fifth of the type check.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Handlers take either the database or a transaction. */
export type Queryable = Db | Tx;

/**
 * The rows of a raw `db.execute(sql…)` result, typed by the caller. node-postgres and PGlite both answer
 * an object with `rows`; drizzle types it as the driver's, so this is the one place that says so.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/** The driver's error for `code` (of `constraint` when named), also when drizzle wraps it (as its `cause`). */
function violates(error: unknown, code: string, constraint?: string): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code: got, constraint: violated } = e as { code?: unknown; constraint?: unknown };
    if (got === code) return constraint === undefined || violated === constraint;
  }
  return false;
}

/** PostgreSQL's unique_violation (of `constraint` when named). */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  violates(error, '23505', constraint);

/**
 * A write's `.catch` for a name the company already has: its unique index (`constraint` when named)
 * answers 409 with `message`; any other error goes on.
 */
export const conflictOnUnique =
  (message: string, constraint?: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error, constraint)) throw conflict(message);
    throw error;
  };

/** PostgreSQL's exclusion_violation: two rows an EXCLUDE constraint keeps apart (an interviewer's bookings). */
export const isExclusionViolation = (error: unknown, constraint?: string) =>
  violates(error, '23P01', constraint);

const dialect = new PgDialect();

/**
 * `db.execute` as a named prepared statement: PostgreSQL parses and analyses it once per connection and,
 * after a few runs, plans it once too. For a large statement that runs again and again with the same text
 * (a new application's), that work cost more than executing it. The name is the text's hash, so one text
 * is one statement on every connection; use it only for statements of a few shapes (each shape stays
 * prepared on each connection for the connection's life).
 */
export async function executePrepared(db: Queryable, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  const name = `s_${createHash('sha1').update(built.sql).digest('base64url')}`;
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}

/**
 * A raw statement's rows as arrays, in its select list's order: the driver builds no object per row. For
 * statements that read many rows (a 100,000-row export), where those objects and their keys were a large
 * part of the time and of the garbage.
 */
async function executeArrays<Row extends unknown[]>(db: Queryable, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const rows = (all: unknown[]) => all;
  return (await db._.session.prepareQuery(built, undefined, undefined, true, rows).execute()) as Row[];
}

/**
 * Runs a raw statement and hands each row to `onRow` as the driver reads it (an array in its select
 * list's order), keeping none. A large read's rows then die young: read whole, a 5,000-row batch outlived
 * V8's young generation, so every row of an export was copied into the old one and collected there.
 * PGlite answers a statement whole, so there its rows are handed on from that answer.
 */
export async function eachRow(db: Queryable, query: SQL, onRow: (row: unknown[]) => void): Promise<void> {
  // The driver's client behind drizzle's session: a pool, or a transaction's own connection. Asked of
  // the client, not narrowed from drizzle's session type, whose deep generics cost a second of type check.
  const client = (db._.session as unknown as { client: unknown }).client;
  if (!(client instanceof pg.Pool || client instanceof pg.Client)) {
    for (const row of await executeArrays(db, query)) onRow(row);
    return;
  }
  const built = dialect.sqlToQuery(query);
  const run = (client: pg.ClientBase) =>
    new Promise<void>((resolve, reject) => {
      let failed: { error: unknown } | undefined;
      const config: pg.QueryArrayConfig = { text: built.sql, values: built.params, rowMode: 'array' };
      const reading = new pg.Query(config as pg.QueryConfig);
      // A row listener makes pg keep no rows of its own. A throwing onRow must not throw inside pg's parser.
      reading.on('row', (row: unknown[]) => {
        if (failed) return;
        try {
          onRow(row);
        } catch (error) {
          failed = { error };
        }
      });
      reading.on('error', reject);
      reading.on('end', () => (failed ? reject(failed.error) : resolve()));
      void client.query(reading);
    });
  if (!(client instanceof pg.Pool)) return run(client);
  const own = await client.connect();
  try {
    await run(own);
    own.release();
  } catch (err) {
    // As pool.query does: a connection that failed a statement is not given back for another.
    own.release(err instanceof Error ? err : true);
    throw err;
  }
}

/** How many rows a raw statement changed (node-postgres says rowCount, PGlite affectedRows). */
export function changedCount(result: unknown): number | undefined {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows;
}

/** Called with each NOTIFY payload; with '' after a lost listening connection came back (missed ones). */
export type NotifyHandler = (payload: string) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTENs on a channel (pg_notify from any instance reaches every listener); resolves to unlisten. */
  listen(channel: string, handler: NotifyHandler): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other instance on the database runs its own (PostgreSQL: a session advisory
   * lock; PGlite is one process). Instances starting together take turns at migrating and seeding.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Lost and regained connections, told once per outage (PGlite has none to lose). */
  outage: DatabaseOutage;
  /** PGlite only: the whole data folder as a tarball, loadable by `openPglite` (the tests' template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Key of the advisory lock that serializes start-up work (migrations, demo data) across instances. */
const STARTUP_LOCK_KEY = 7_351_002;
/**
 * How long a request waits for a connection (a free one in the pool, or a new one being opened) before it
 * answers 503: a database that takes no new connections must not hold requests until the client gives up.
 */
export const CONNECT_TIMEOUT_MS = 5000;
/** pg-pool's words when every client stayed busy for CONNECT_TIMEOUT_MS. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';
/** The listening connection's reconnect attempts: 200 ms, doubling, at most 5 s apart. */
const RECONNECT_FIRST_MS = 200;
const RECONNECT_MAX_MS = 5000;

/** PGlite in a folder (persistent) or in memory (dataDir undefined). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the applicant search index (migration 0004), unaccent the career site's search (0029),
  // btree_gist the interviewers' no-overlap constraint (0047); PostgreSQL ships all three among its contrib
  // extensions.
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent, btree_gist } });
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, handler) {
      const unlisten = await client.listen(channel, handler);
      return () => unlisten();
    },
    exclusively: (work) => work(),
    outage: new DatabaseOutage(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const outage = new DatabaseOutage();
  const pool = new ResilientPool(outage, {
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A peer that vanished without closing (a failover's old primary) is noticed by the socket.
    keepAlive: true,
    // A transaction's queries started together go one at a time on its connection.
    Client: SerialClient,
  });
  const db = drizzlePg({ client: pool }) as unknown as Db;
  await db.execute(sql`select 1`);
  const listener = new PgListener(url, outage);
  return {
    db,
    kind: 'postgres',
    listen: (channel, handler) => listener.listen(channel, handler),
    exclusively: (work) => withAdvisoryLock(url, STARTUP_LOCK_KEY, work),
    outage,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * The pool, made to outlive its connections. The server ends them at a restart or failover (57P01), and
 * pg emits that as an 'error' event on the client: on an idle one the pool's own listener takes it, but a
 * checked-out client has none, and an unheard 'error' ends the process. So every client gets a listener
 * for its whole life, and a failure to connect is marked as such (isDatabaseUnavailable: a 503).
 *
 * drizzle's transaction checks a client out and releases it only once `begin` worked: a connection lost
 * during `begin` would keep its slot for good, and enough of them leave the pool empty. A checked-out
 * client that loses its connection is therefore released (with the error, so the pool drops it) at once;
 * the holder's own release afterwards does nothing.
 */
class ResilientPool extends pg.Pool {
  constructor(
    private readonly outage: DatabaseOutage,
    config: pg.PoolConfig,
  ) {
    super(config);
    this.on('connect', (client) => {
      outage.reached('pool');
      client.on('error', (err) => outage.lost(err, 'pool'));
    });
    // An idle client's end: the pool has already dropped it; the next query opens a new one.
    this.on('error', (err) => outage.lost(err, 'pool'));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // pool.query's own use (the callback): it releases the client on a lost connection itself.
    if (callback)
      return super.connect((err, client, done) => callback(err && this.refused(err), client, done));
    return super.connect().then(
      (client) => releasedWhenLost(client),
      (err: Error) => Promise.reject(this.refused(err)),
    );
  }

  private refused(err: Error): Error {
    // Waiting too long for a busy pool is load, not an outage: a 503 all the same, but not logged as one.
    if (!err.message.includes(POOL_WAIT_TIMEOUT)) this.outage.lost(err, 'pool');
    return markConnectFailure(err);
  }
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const lost = (err: Error) => client.release(err);
  client.on('error', lost);
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', lost);
    release(err);
  };
  return client;
}

/** A connection of its own, holding a session advisory lock while `work` runs. */
async function withAdvisoryLock<T>(
  url: string,
  key: number,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new SerialClient({ connectionString: url });
  // A connection lost meanwhile fails the work's next statement; unheard, its 'error' would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/**
 * LISTEN needs a session of its own: one dedicated connection per process, opened on the first listen.
 * A dropped connection is reopened with back-off (until the database takes it again), LISTENs on every
 * channel again, and every handler hears '' (it may have missed some).
 */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<NotifyHandler>>();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly outage: DatabaseOutage,
  ) {}

  async listen(channel: string, handler: NotifyHandler): Promise<() => Promise<void>> {
    const client = await this.connect();
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      await this.client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new SerialClient({
        connectionString: this.url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      });
      client.on('notification', (msg) => {
        for (const handler of this.handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      client.on('error', (err) => this.lost(client, err));
      client.on('end', () => this.lost(client));
      try {
        await client.connect();
        for (const channel of this.handlers.keys()) {
          await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        }
      } catch (err) {
        await client.end().catch(() => undefined);
        throw err;
      } finally {
        this.connecting = null;
      }
      this.client = client;
      this.outage.reached('listener');
      return client;
    })();
    return this.connecting;
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.outage.lost(err ?? new Error('listening connection ended'), 'listener');
    let delay = RECONNECT_FIRST_MS;
    const retry = () => {
      if (this.closed) return;
      this.connect().then(
        () => this.handlers.forEach((set) => set.forEach((handler) => handler(''))),
        (failure: unknown) => {
          this.outage.lost(failure, 'listener');
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          setTimeout(retry, delay).unref();
        },
      );
    };
    setTimeout(retry, delay).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/**
 * Applies the committed migrations. On PostgreSQL they run on one connection holding a session advisory
 * lock, so several instances starting together take turns and each finds the schema current.
 */
export async function migrate(database: Database, url?: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await withAdvisoryLock(url!, STARTUP_LOCK_KEY, (client) =>
    migratePg(drizzlePg({ client }), { migrationsFolder }),
  );
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(path.join(opts.dataDir!, 'pglite'));
  await migrate(database, opts.databaseUrl);
  // PGlite has no autovacuum: without statistics the planner would scan a big applicant list instead of
  // reading its index. Refresh them at every start (sampled, so quick even on a large database).
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
  return database;
}
