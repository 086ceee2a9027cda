import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type handlers see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
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

/** PostgreSQL's unique_violation, also when drizzle wraps the driver's error (as its `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
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
  /** PGlite only: the whole data folder as a tarball, loadable by `openPglite` (the tests' template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Key of the advisory lock that serializes migrations across instances starting together. */
const MIGRATION_LOCK_KEY = 7_351_002;

/** PGlite in a folder (persistent) or in memory (dataDir undefined). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the applicant search index (migration 0004), unaccent the career site's search (0029);
  // PostgreSQL ships both among its contrib extensions.
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, handler) {
      const unlisten = await client.listen(channel, handler);
      return () => unlisten();
    },
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends (restart, failover, a dropped test database) is an 'error' event;
  // the pool discards that client and the next query opens a new one, so it must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  const listener = new PgListener(url);
  return {
    db,
    kind: 'postgres',
    listen: (channel, handler) => listener.listen(channel, handler),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a session of its own: one dedicated connection per process, opened on the first listen.
 * A dropped connection is reopened after a pause and every handler hears '' (it may have missed some).
 */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<NotifyHandler>>();
  private closed = false;

  constructor(private readonly url: string) {}

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
      const client = new pg.Client({ connectionString: this.url });
      client.on('notification', (msg) => {
        for (const handler of this.handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      client.on('error', () => this.lost(client));
      client.on('end', () => this.lost(client));
      try {
        await client.connect();
        for (const channel of this.handlers.keys()) {
          await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        }
      } finally {
        this.connecting = null;
      }
      this.client = client;
      return client;
    })();
    return this.connecting;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    const retry = () => {
      if (this.closed) return;
      this.connect().then(
        () => this.handlers.forEach((set) => set.forEach((handler) => handler(''))),
        () => setTimeout(retry, 1000).unref(),
      );
    };
    setTimeout(retry, 200).unref();
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
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
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
